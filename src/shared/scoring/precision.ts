import type { ProfileId } from '../content/content.schema';
import type { ProfileScore } from './scoring';

/**
 * How precise a result is, under the noise model of docs/scoring.md ("Honest
 * precision"): the one place for the "perfil misto" rule. Only types come from
 * scoring.ts, so the web can word a mixed result without bundling the engine.
 *
 * Noise model: each answer is the intended answer plus ITEM_NOISE_SD x N(0, 1)
 * scale points, independently per statement. A profile's percentage is
 * 25 x (mean item score - 1), so over k statements its standard error is
 *
 *   SE(k) = 25 x ITEM_NOISE_SD / sqrt(k)                 (11 statements: 7.5 points)
 *
 * and the difference between two profiles (disjoint statements, independent
 * noise) has
 *
 *   SE_diff(k1, k2) = 25 x ITEM_NOISE_SD x sqrt(1/k1 + 1/k2)   (11 and 11: 10.7 points)
 *
 * The top two differ "for real" only when the margin is at least MIXED_Z x
 * SE_diff (95% two-sided): 20.9 points for two 11-statement profiles.
 */

/** Item noise, in scale points (the recovery simulation's "moderate" noise). */
export const ITEM_NOISE_SD = 1;
/** Scale points -> percentage points: 100 / (5 - 1). */
const POINTS_PER_SCALE_POINT = 25;
/** Two-sided 95%. */
export const MIXED_Z = 1.96;
/** A mixed result shows at most this many profiles together. */
export const MAX_MIXED_PROFILES = 3;

/** Standard error of one profile's percentage over `itemCount` statements. */
export function profileStandardError(itemCount: number): number {
  return (POINTS_PER_SCALE_POINT * ITEM_NOISE_SD) / Math.sqrt(itemCount);
}

/** Standard error of the difference between two profiles' percentages. */
export function differenceStandardError(itemCountA: number, itemCountB: number): number {
  return POINTS_PER_SCALE_POINT * ITEM_NOISE_SD * Math.sqrt(1 / itemCountA + 1 / itemCountB);
}

/** The smallest margin (percentage points) that tells two profiles apart: MIXED_Z x SE_diff. */
export function mixedMarginThreshold(itemCountA: number, itemCountB: number): number {
  return MIXED_Z * differenceStandardError(itemCountA, itemCountB);
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export interface Precision {
  /** Top percentage minus the second's, on the displayed (1-decimal) values. */
  margin: number;
  /** The top two are within measurement error of each other: no single winner. */
  mixed: boolean;
  /** When mixed: the top profile and every next one (up to 3 in all) within the threshold of it, best first; else []. */
  mixedProfiles: ProfileId[];
}

/** The precision of a ranked list of scores (best first, as rankedScores gives them). */
export function precisionOf(ranked: readonly ProfileScore[]): Precision {
  const [top, second] = ranked;
  if (!top || !second) throw new Error('A ranking needs at least two profiles');
  const gap = (score: ProfileScore) => round1(top.percentage - score.percentage);
  const margin = gap(second);
  const mixed = margin < mixedMarginThreshold(top.itemCount, second.itemCount);
  const mixedProfiles = mixed
    ? ranked
        .slice(0, MAX_MIXED_PROFILES)
        .filter((score, index) => index < 2 || gap(score) < mixedMarginThreshold(top.itemCount, score.itemCount))
        .map((score) => score.profileId)
    : [];
  return { margin, mixed, mixedProfiles };
}

/** How clear a result is, in three cases (docs/scoring.md, "How clear the result is"). */
export const CLARITY_KINDS = ['clear', 'divided', 'spread'] as const;
export type ClarityKind = (typeof CLARITY_KINDS)[number];

/**
 * How clear a ranked result is, from the same threshold as the perfil misto:
 * "clear" when the top profile is beyond the error of the second; "divided"
 * when the profiles within the error of the top fit in a perfil misto (2 or
 * 3); "spread" when more of them are (4 or more: more than a mix shows).
 * `closeCount` counts the top profile and every one within the threshold of it.
 */
export function clarityOf(ranked: readonly ProfileScore[]): { kind: ClarityKind; closeCount: number } {
  const [top] = ranked;
  if (!top || !precisionOf(ranked).mixed) return { kind: 'clear', closeCount: 1 };
  const closeCount = ranked.filter((score) => round1(top.percentage - score.percentage) < mixedMarginThreshold(top.itemCount, score.itemCount)).length;
  return { kind: closeCount > MAX_MIXED_PROFILES ? 'spread' : 'divided', closeCount };
}

/** What a perfil misto's profiles did, after their names, where a short line is wanted (shared links, the share e-mail). */
export const MIXED_TOO_CLOSE = 'ficaram perto demais para apontar um só.';

/** Names as a pt-BR list: "A", "A e B", "A, B e C". */
export function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

/**
 * The pt-BR explanation shown with a mixed result, e.g. for ["Entusiasta", "Realizador"]: to its owner, or with
 * `ownerFirstName`, in the third person to a visitor of a shared result ("O resultado de Ana é…", issue 26).
 */
export function describeMixed(names: readonly string[], ownerFirstName?: string): string {
  const all = names.length === 2 ? 'os dois' : 'os três';
  const near = names.length === 2 ? 'um do outro' : 'uns dos outros';
  const [result, profile, way] =
    ownerFirstName === undefined
      ? ['Seu resultado', 'o seu perfil', 'do seu jeito de ser']
      : [`O resultado de ${ownerFirstName}`, `o perfil de ${ownerFirstName}`, `do jeito de ser de ${ownerFirstName}`];
  return (
    `${result} é um perfil misto: ${joinNames(names)} ficaram muito perto ${near}. A diferença entre eles é menor ` +
    `do que a margem de erro do teste. Por isso não dá para apontar um só como ${profile}: leia ${all} juntos, como partes ${way}.`
  );
}
