import type { ProfileId, QuestionSet } from '../content/content.schema';
import { CURRENT_QUESTION_SET } from '../content/question-sets';
import { drawAttentiveSheet, mulberry32 } from './simulation';

/**
 * Test fixture (unit, API and browser tests): the answers of an attentive
 * simulated respondent (true profile `profile`, the noise model of
 * docs/scoring.md, the attention statement answered as asked), for every item
 * of `set`. Deterministic; the answer-quality gate lets it through
 * (quality.test.ts checks that), so tests that need an ordinary conclusive
 * result use it. Completing it through the API also needs the attempt to have
 * lasted long enough (at least 2 seconds per item).
 */
export function attentiveAnswerSheet(profile: ProfileId = 3, set: QuestionSet = CURRENT_QUESTION_SET, seed = 20261123): Map<number, number> {
  return drawAttentiveSheet(mulberry32(seed + profile), set, profile);
}
