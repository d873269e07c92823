/** Issue 27: the life-stage questions' lists and the texts a person reads about them. */
import { describe, expect, it } from 'vitest';
import { fleschReadingEasePt } from '../content/readability';
import { longSentences } from '../content/reading-level';
import { CAREER_LABELS } from '../content/careers/career-view';
import { EMPTY_LIFE_STAGE, LIFE_STAGE_MESSAGES, SCHOOL_STAGES, SITUATIONS, UFS, isStudying, lifePhaseOf, type LifeStage } from './life-stage';

describe('the life-stage questions', () => {
  it('list the 27 federative units, 8 school stages and 4 situations', () => {
    expect(UFS).toHaveLength(27);
    expect(SCHOOL_STAGES).toHaveLength(8);
    expect(SITUATIONS).toHaveLength(4);
    expect(SCHOOL_STAGES.filter((stage) => !isStudying(stage))).toEqual(['em-concluido', 'fora-da-escola']);
  });

  it('explain themselves in easy Portuguese: Flesch-PT ≥ 60, no sentence over 25 words', () => {
    for (const text of [LIFE_STAGE_MESSAGES.title, LIFE_STAGE_MESSAGES.why, LIFE_STAGE_MESSAGES.invite, LIFE_STAGE_MESSAGES.saved, CAREER_LABELS.stageUsed]) {
      expect(fleschReadingEasePt(text), text).toBeGreaterThanOrEqual(60);
      expect(longSentences(text), text).toEqual([]);
    }
  });
});

describe('lifePhaseOf: at school, after school, or unknown', () => {
  const stage = (ageBand: LifeStage['ageBand'], schoolStage: LifeStage['schoolStage']): LifeStage => ({ ...EMPTY_LIFE_STAGE, ageBand, schoolStage });
  it('reads the school stage first', () => {
    expect(lifePhaseOf(stage('18-20', 'em-3'))).toBe('school');
    expect(lifePhaseOf(stage('16-17', 'em-concluido'))).toBe('after-school');
    expect(lifePhaseOf(stage(null, 'faculdade'))).toBe('after-school');
    expect(lifePhaseOf(stage(null, 'fora-da-escola'))).toBe('after-school');
  });
  it('a técnico is school before 18 (or with no age) and after school from 18', () => {
    expect(lifePhaseOf(stage('16-17', 'tecnico'))).toBe('school');
    expect(lifePhaseOf(stage(null, 'tecnico'))).toBe('school');
    expect(lifePhaseOf(stage('18-20', 'tecnico'))).toBe('after-school');
  });
  it('without a stage, the age band decides; with neither, unknown', () => {
    expect(lifePhaseOf(stage('14-15', null))).toBe('school');
    expect(lifePhaseOf(stage('21-24', null))).toBe('after-school');
    expect(lifePhaseOf(EMPTY_LIFE_STAGE)).toBeNull();
  });
});
