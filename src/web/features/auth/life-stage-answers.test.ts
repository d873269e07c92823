import { describe, expect, it } from 'vitest';
import { AGE_BANDS } from '../../../shared/domain/age-band';
import { EMPTY_LIFE_STAGE, LIFE_STAGE_MESSAGES, SCHOOL_STAGES, SITUATIONS, UFS } from '../../../shared/domain/life-stage';
import { LIFE_STAGE_QUESTIONS, hasAnyAnswer, hasOpenQuestion, lifeStageOf, lifeStageValuesOf } from './life-stage-answers';

describe('life-stage answers', () => {
  it('asks the four questions, each with "Prefiro não dizer" first and then every code of its list once', () => {
    expect(LIFE_STAGE_QUESTIONS.map((q) => q.field)).toEqual(['ageBand', 'schoolStage', 'situation', 'uf']);
    const lists = { ageBand: AGE_BANDS, schoolStage: SCHOOL_STAGES, situation: SITUATIONS, uf: UFS };
    for (const question of LIFE_STAGE_QUESTIONS) {
      expect(question.options[0]).toEqual({ value: '', label: LIFE_STAGE_MESSAGES.skip });
      expect(question.options.slice(1).map((o) => o.value)).toEqual([...lists[question.field]]);
      expect(new Set(question.options.map((o) => o.label)).size).toBe(question.options.length);
    }
  });

  it('prefills from the account and sends null for a skipped question', () => {
    const user = { ageBand: '16-17', schoolStage: 'em-2', situation: null, uf: 'BA' } as const;
    const values = lifeStageValuesOf(user);
    expect(values).toEqual({ ageBand: '16-17', schoolStage: 'em-2', situation: '', uf: 'BA' });
    expect(lifeStageOf(values)).toEqual(user);
    expect(lifeStageOf(lifeStageValuesOf(null))).toEqual(EMPTY_LIFE_STAGE);
  });

  it('never sends a code that is not on the lists', () => {
    expect(lifeStageOf({ ageBand: '12-13', schoolStage: 'x', situation: 'ja-trabalho', uf: 'XX' })).toEqual({
      ageBand: null,
      schoolStage: null,
      situation: 'ja-trabalho',
      uf: null,
    });
  });

  it('tells whether there is an answer to erase and a question still open', () => {
    expect(hasAnyAnswer(EMPTY_LIFE_STAGE)).toBe(false);
    expect(hasOpenQuestion(EMPTY_LIFE_STAGE)).toBe(true);
    const full = { ageBand: '25+', schoolStage: 'faculdade', situation: 'ja-trabalho', uf: 'SP' } as const;
    expect(hasAnyAnswer(full)).toBe(true);
    expect(hasOpenQuestion(full)).toBe(false);
    expect(hasOpenQuestion({ ...full, uf: null })).toBe(true);
  });
});
