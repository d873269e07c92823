import { describe, expect, it } from 'vitest';
import { QUESTION_SET, STATEMENTS } from '../content/questions';
import { QUESTION_SET_2026_11_V2 } from '../content/questions-2026-11-v2';
import { scoreAttempt } from './attempt';
import { IncompleteAnswersError, scoreAnswers } from './scoring';

const attentionId = QUESTION_SET.attention!.id;

function sheet(value: (id: number) => number, ids: readonly number[] = QUESTION_SET.order): Map<number, number> {
  return new Map(ids.map((id) => [id, value(id)]));
}

function caught(run: () => unknown): IncompleteAnswersError {
  try {
    run();
  } catch (error) {
    if (error instanceof IncompleteAnswersError) return error;
    throw error;
  }
  throw new Error('expected IncompleteAnswersError');
}

describe('scoreAttempt: a whole sheet under its question set', () => {
  it('scores the 99 statements and leaves the attention answer out', () => {
    const value = (id: number) => (id % 5) + 1;
    const withAttention = scoreAttempt(sheet(value), QUESTION_SET);
    expect(withAttention).toEqual(scoreAnswers(new Map(STATEMENTS.map((s) => [s.id, value(s.id)]))));
    // Whatever the attention answer, the scores are the same.
    const other = sheet(value);
    other.set(attentionId, 5);
    expect(scoreAttempt(other, QUESTION_SET)).toEqual(withAttention);
  });

  it('needs the attention statement answered, with 1..5', () => {
    const missing = sheet(() => 3);
    missing.delete(attentionId);
    missing.delete(7);
    expect(caught(() => scoreAttempt(missing, QUESTION_SET)).missing).toEqual([7, attentionId].sort((a, b) => a - b));
    const invalid = sheet(() => 3);
    invalid.set(attentionId, 9);
    expect(caught(() => scoreAttempt(invalid, QUESTION_SET)).invalid).toEqual([attentionId]);
  });

  it('scores a 2026-11-v2 sheet with the v2 keys, and refuses v3 ids in it', () => {
    const v2 = QUESTION_SET_2026_11_V2;
    const answers = sheet((id) => (id % 4) + 1, v2.order);
    expect(scoreAttempt(answers, v2)).toEqual(scoreAnswers(answers, v2.statements));
    answers.set(attentionId, 2);
    expect(caught(() => scoreAttempt(answers, v2)).unknown).toEqual([attentionId]);
  });
});
