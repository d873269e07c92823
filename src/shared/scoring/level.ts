import type { ProfileId } from '../content/content.schema';
import { profileStandardError } from './precision';
import type { ProfileScore } from './scoring';

/**
 * The one "level" rule: how strongly a profile shows in a person's answers.
 * The API's paid analysis (alto/médio/baixo) and the PDF (alta/média/baixa,
 * "compatibilidade alta") both call levelOf, so they can never disagree.
 *
 * The rule is relative to the person, not to fixed percentages: someone who
 * answers with the ends of the scale moves every profile away from 50%, and an
 * absolute rule then called nearly all of their profiles "alto" (and nearly
 * none of a cautious answerer's). Here a profile is compared with the
 * person's own nine:
 *
 *   z = (percentage - mean of the nine) / max(spread of the nine, SE of one profile)
 *   alto from z = +LEVEL_Z, baixo from z = -LEVEL_Z, médio in between
 *
 * The spread is the standard deviation of the nine percentages; it never
 * counts as less than one profile's standard error (precision.ts, 7.5 points
 * for 11 statements), so differences smaller than the test's own error stay
 * "médio". Shifting every answer, or stretching them all away from Neutro,
 * leaves the levels as they were (docs/scoring.md, "Levels").
 * Only types come from scoring.ts, so the web can use the wording without
 * bundling the engine and its statements.
 */

export const SCORE_LEVELS = ['alto', 'médio', 'baixo'] as const;
export type ScoreLevel = (typeof SCORE_LEVELS)[number];

/** How many spreads above (below) the person's own mean a profile must be to be "alto" ("baixo"). */
export const LEVEL_Z = 1;

/** Wording for "compatibilidade ___" (feminine agreement). */
export const FEMININE_LEVEL: Readonly<Record<ScoreLevel, 'alta' | 'média' | 'baixa'>> = { alto: 'alta', médio: 'média', baixo: 'baixa' };

/** Where a profile stands among the person's own nine: (percentage - mean) / max(spread, SE). */
export function relativePosition(result: { readonly scores: readonly ProfileScore[] }, profileId: ProfileId): number {
  const score = result.scores.find((candidate) => candidate.profileId === profileId);
  if (!score) throw new Error(`Score for profile ${profileId} is missing`);
  const values = result.scores.map((candidate) => candidate.raw);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const spread = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
  return (score.raw - mean) / Math.max(spread, profileStandardError(score.itemCount));
}

/** The level of one profile in a result. */
export function levelOf(result: { readonly scores: readonly ProfileScore[] }, profileId: ProfileId): ScoreLevel {
  const z = relativePosition(result, profileId);
  if (z >= LEVEL_Z) return 'alto';
  if (z <= -LEVEL_Z) return 'baixo';
  return 'médio';
}

/** The rule in words, for a legend under the nine profiles. */
export function describeLevels(): string {
  return (
    'Compatibilidade alta: bem acima da sua média nos nove perfis · média: perto da sua média · baixa: bem abaixo da sua média. ' +
    'Os níveis comparam cada perfil com os seus outros perfis, não com outras pessoas.'
  );
}
