import { PROFILE_IDS, type ProfileId, type Statement } from '../content/content.schema';
import { STATEMENTS } from '../content/questions';
import { MAX_ANSWER, MIN_ANSWER, scoreAnswers } from './scoring';

/**
 * Pure simulation helpers for the scoring design, shared by
 * scripts/simulate-scoring.ts, scripts/simulate-recovery.ts and the tests.
 * Everything is driven by a seeded PRNG, so results are reproducible.
 */

/** Bounds every profile's dominant share must stay within under uniformly random answers. */
export const UNIFORM_SHARE_MIN = 0.07;
export const UNIFORM_SHARE_MAX = 0.15;

/**
 * Recovery noise model (documented in docs/scoring.md):
 * - each respondent has one true profile (assigned round-robin, so every
 *   profile gets the same number of respondents);
 * - intended item score (in the profile's direction) is NEUTRAL + SIGNAL = 4
 *   on the true profile's statements and NEUTRAL = 3 on every other statement;
 *   for a reverse-keyed statement the intended answer is mirrored (6 - 4 = 2);
 * - the given answer is round(intended + noise * N(0, 1)), clamped to 1..5,
 *   drawn independently per statement.
 */
export const RECOVERY_NEUTRAL = 3;
export const RECOVERY_SIGNAL = 1;
/** "Moderate" noise: one scale point of standard deviation per answer. */
export const DEFAULT_RECOVERY_NOISE = 1;

export type Rng = () => number;

/** mulberry32: small, fast 32-bit seeded PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer uniform in [min, max]. */
export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** Standard normal draw (Box-Muller). */
export function standardNormal(rng: Rng): number {
  const u = 1 - rng(); // (0, 1]
  const v = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function emptyCounts(): Record<ProfileId, number> {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 0 };
}

export interface UniformSimulationResult {
  n: number;
  seed: number;
  /** How many respondents got each profile as dominant. */
  dominantCounts: Record<ProfileId, number>;
  /** dominantCounts / n (0..1). */
  shares: Record<ProfileId, number>;
  /** True when every share is within [UNIFORM_SHARE_MIN, UNIFORM_SHARE_MAX]. */
  pass: boolean;
}

/** n respondents answering every statement uniformly at random (1..5). */
export function simulateUniformRespondents(
  n: number,
  seed: number,
  statements: readonly Statement[] = STATEMENTS,
): UniformSimulationResult {
  const rng = mulberry32(seed);
  const dominantCounts = emptyCounts();
  for (let i = 0; i < n; i++) {
    const answers = new Map<number, number>();
    for (const statement of statements) answers.set(statement.id, randomInt(rng, MIN_ANSWER, MAX_ANSWER));
    dominantCounts[scoreAnswers(answers, statements).dominant] += 1;
  }
  const shares = emptyCounts();
  for (const id of PROFILE_IDS) shares[id] = n > 0 ? dominantCounts[id] / n : 0;
  const pass = PROFILE_IDS.every((id) => shares[id] >= UNIFORM_SHARE_MIN && shares[id] <= UNIFORM_SHARE_MAX);
  return { n, seed, dominantCounts, shares, pass };
}

/** One answer sheet for a respondent whose true profile is `trueProfile` (noise model above). */
export function drawRespondent(
  rng: Rng,
  trueProfile: ProfileId,
  noise: number,
  statements: readonly Statement[] = STATEMENTS,
): Map<number, number> {
  const answers = new Map<number, number>();
  for (const statement of statements) {
    const intendedItemScore = statement.profileId === trueProfile ? RECOVERY_NEUTRAL + RECOVERY_SIGNAL : RECOVERY_NEUTRAL;
    const intendedAnswer = statement.reverse ? MIN_ANSWER + MAX_ANSWER - intendedItemScore : intendedItemScore;
    const drawn = Math.round(intendedAnswer + noise * standardNormal(rng));
    answers.set(statement.id, Math.min(MAX_ANSWER, Math.max(MIN_ANSWER, drawn)));
  }
  return answers;
}

export interface RecoveryResult {
  n: number;
  seed: number;
  noise: number;
  /** Share (0..1) of all respondents whose dominant profile is their true profile. */
  overall: number;
  /** Same, per true profile. */
  perProfile: Record<ProfileId, { n: number; recovered: number; rate: number }>;
  /** Share (0..1) whose true profile is dominant or secondary. */
  topTwo: number;
}

/**
 * n respondents with a known true profile (round-robin over the 9 profiles),
 * answering per the noise model above; how often does scoring recover it?
 */
export function simulateRecovery(
  n: number,
  seed: number,
  noise: number = DEFAULT_RECOVERY_NOISE,
  statements: readonly Statement[] = STATEMENTS,
): RecoveryResult {
  const rng = mulberry32(seed);
  const perProfile = {} as Record<ProfileId, { n: number; recovered: number; rate: number }>;
  for (const id of PROFILE_IDS) perProfile[id] = { n: 0, recovered: 0, rate: 0 };
  let recovered = 0;
  let inTopTwo = 0;
  for (let i = 0; i < n; i++) {
    const trueProfile = PROFILE_IDS[i % PROFILE_IDS.length] as ProfileId;
    const result = scoreAnswers(drawRespondent(rng, trueProfile, noise, statements), statements);
    const entry = perProfile[trueProfile];
    entry.n += 1;
    if (result.dominant === trueProfile) {
      entry.recovered += 1;
      recovered += 1;
    }
    if (result.dominant === trueProfile || result.secondary === trueProfile) inTopTwo += 1;
  }
  for (const id of PROFILE_IDS) {
    const entry = perProfile[id];
    entry.rate = entry.n > 0 ? entry.recovered / entry.n : 0;
  }
  return { n, seed, noise, overall: n > 0 ? recovered / n : 0, perProfile, topTwo: n > 0 ? inTopTwo / n : 0 };
}
