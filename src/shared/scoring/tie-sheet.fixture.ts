import type { ProfileId } from '../content/content.schema';
import { ATTENTION_STATEMENT, STATEMENTS } from '../content/questions';
import { MAX_ANSWER, MIN_ANSWER } from './scoring';

/**
 * Test fixture (unit, API and browser tests): an answer sheet whose second
 * place is a tie on the percentage, settled by tie rule 2. A screen that
 * re-sorts by the rounded percentage (or keeps profile-id order) shows
 * Prestativo (2) second; the engine's ranking says Investigador (5).
 *
 * Item scores per profile, applied to its statements in id order:
 * - 7 Entusiasta: eight 5s and three 4s = 52/11 -> 93.2% (dominant)
 * - 5 Investigador: five 5s, one 4, five 3s = 44/11 -> 75.0%, 5 strong agreements
 * - 2 Prestativo: eleven 4s = 44/11 -> 75.0%, no strong agreement
 * - 3 Realizador: eight 4s and three 3s = 41/11 -> 68.2% (between 65% and 70%)
 * - 1, 4, 6, 8: all 3 -> 50.0%; 9 Pacificador: all 2 -> 25.0%
 */
const ITEM_SCORES: Readonly<Record<ProfileId, readonly number[]>> = {
  1: [3],
  2: [4],
  3: [4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3],
  4: [3],
  5: [5, 5, 5, 5, 5, 4, 3, 3, 3, 3, 3],
  6: [3],
  7: [5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4],
  8: [3],
  9: [2],
};

export const TIE_SHEET = {
  dominant: 7 as ProfileId,
  /** The engine's second place (rule 2: more strong agreements). */
  secondary: 5 as ProfileId,
  /** Same percentage as the secondary, lower in the ranking. */
  tiedWithSecondary: 2 as ProfileId,
  ranking: [7, 5, 2, 3, 1, 4, 6, 8, 9] as ProfileId[],
  /** A profile at 68.2%: "alto" by the one level rule. */
  between65And70: 3 as ProfileId,
} as const;

/**
 * statement id -> answer 1..5 for the whole current question set
 * (reverse-keyed statements get the mirrored answer; the attention statement
 * gets the answer it asks for).
 */
export function tieAnswerSheet(): Record<number, number> {
  const seen = new Map<number, number>();
  const answers: Record<number, number> = { [ATTENTION_STATEMENT.id]: ATTENTION_STATEMENT.expectedAnswer };
  for (const statement of STATEMENTS) {
    const index = seen.get(statement.profileId) ?? 0;
    seen.set(statement.profileId, index + 1);
    const scores = ITEM_SCORES[statement.profileId as ProfileId];
    const itemScore = scores[index % scores.length] as number;
    answers[statement.id] = statement.reverse ? MIN_ANSWER + MAX_ANSWER - itemScore : itemScore;
  }
  return answers;
}
