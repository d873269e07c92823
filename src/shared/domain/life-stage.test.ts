/** Issue 27: the life-stage questions' lists and the texts a person reads about them. */
import { describe, expect, it } from 'vitest';
import { fleschReadingEasePt } from '../content/readability';
import { longSentences } from '../content/reading-level';
import { CAREER_LABELS } from '../content/careers/career-view';
import { LIFE_STAGE_MESSAGES, SCHOOL_STAGES, SITUATIONS, UFS, isStudying } from './life-stage';

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
