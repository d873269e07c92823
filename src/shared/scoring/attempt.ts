import type { QuestionSet } from '../content/content.schema';
import { assessAnswerQuality, type AnswerQuality } from './quality';
import { IncompleteAnswersError, answerEntries, isValidAnswer, scoreAnswers, type Answers, type ScoreResult } from './scoring';

/** What completing an attempt stores (quiz_attempts.score_result): the scores and the answer-quality check. */
export type AttemptResult = ScoreResult & { quality: AnswerQuality };

/**
 * Scores a complete attempt and runs the answer-quality gate on it.
 * `activeSeconds` is the attempt's active duration (null when the answers were
 * not timed: a staff fill).
 */
export function evaluateAttempt(answers: Answers, set: QuestionSet, activeSeconds: number | null): AttemptResult {
  const result = scoreAttempt(answers, set);
  return { ...result, quality: assessAnswerQuality(answers, set, activeSeconds) };
}

/**
 * Scores an attempt's whole answer sheet under the question set it was taken
 * with: every item of the set (the attention statement included) needs an
 * answer 1..5, and only the scored statements count towards the profiles.
 * Throws IncompleteAnswersError otherwise, as scoreAnswers does.
 */
export function scoreAttempt(answers: Answers, set: QuestionSet): ScoreResult {
  const entries = answerEntries(answers);
  const attentionId = set.attention?.id;
  const missing: number[] = [];
  const invalid: number[] = [];
  if (attentionId !== undefined) {
    const value = entries.find(([id]) => id === attentionId)?.[1];
    if (value === undefined || value === null) missing.push(attentionId);
    else if (!isValidAnswer(value)) invalid.push(attentionId);
  }
  let result: ScoreResult | null = null;
  let unknown: readonly number[] = [];
  try {
    // Unchecked values on purpose: scoreAnswers reports every answer that is not an integer 1..5.
    const scored = new Map(entries.filter(([id]) => id !== attentionId)) as ReadonlyMap<number, number>;
    result = scoreAnswers(scored, set.statements);
  } catch (error) {
    if (!(error instanceof IncompleteAnswersError)) throw error;
    missing.push(...error.missing);
    invalid.push(...error.invalid);
    unknown = error.unknown;
  }
  if (!result || missing.length || invalid.length) {
    const sorted = (ids: number[]) => ids.sort((a, b) => a - b);
    throw new IncompleteAnswersError(sorted(missing), sorted(invalid), unknown);
  }
  return result;
}
