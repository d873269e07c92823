import { PROFILE_IDS, type ProfileId, type QuestionSet, type Statement } from '../content/content.schema';
import { STATEMENTS } from '../content/questions';
import { scoreAttempt } from './attempt';
import { assessAnswerQuality } from './quality';
import { levelOf } from './level';
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
export function simulateUniformRespondents(n: number, seed: number, statements: readonly Statement[] = STATEMENTS): UniformSimulationResult {
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
export function drawRespondent(rng: Rng, trueProfile: ProfileId, noise: number, statements: readonly Statement[] = STATEMENTS): Map<number, number> {
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

/**
 * An attentive simulated respondent under the recovery noise model (one true
 * profile, noise SD `noise`), answering every item of `set`: the scored
 * statements as drawRespondent does, and the attention statement as asked.
 */
export function drawAttentiveSheet(rng: Rng, set: QuestionSet, trueProfile: ProfileId, noise: number = DEFAULT_RECOVERY_NOISE): Map<number, number> {
  const answers = drawRespondent(rng, trueProfile, noise, set.statements);
  if (set.attention) answers.set(set.attention.id, set.attention.expectedAnswer);
  return answers;
}

/** Every item of `set` answered uniformly at random, 1..5 (the attention statement too). */
export function drawUniformSheet(rng: Rng, set: QuestionSet): Map<number, number> {
  return new Map(set.order.map((id) => [id, randomInt(rng, MIN_ANSWER, MAX_ANSWER)]));
}

/** A sheet that repeats `pattern` down the display order, starting at `phase` within it. */
export function patternSheet(set: QuestionSet, pattern: readonly number[], phase = 0): Map<number, number> {
  return new Map(set.order.map((id, index) => [id, pattern[(index + phase) % pattern.length] as number]));
}

/** The careless patterns the gate must catch: every constant, every alternation of two answers, and the scale cycled up, down and up-and-down, at every phase. */
export function carelessPatterns(): Record<'constant' | 'alternating' | 'cycling', Array<{ pattern: number[]; phase: number }>> {
  const values = [1, 2, 3, 4, 5];
  const constant = values.map((value) => ({ pattern: [value], phase: 0 }));
  const alternating = values.flatMap((a) => values.filter((b) => b !== a).map((b) => ({ pattern: [a, b], phase: 0 })));
  const cycles = [
    [1, 2, 3, 4, 5],
    [5, 4, 3, 2, 1],
    [1, 2, 3, 4, 5, 4, 3, 2],
  ];
  const cycling = cycles.flatMap((pattern) => pattern.map((_, phase) => ({ pattern, phase })));
  return { constant, alternating, cycling };
}

export interface QualityGateSimulation {
  seed: number;
  /** Share (0..1) of sheets the gate calls inconclusive, per kind of sheet, with the number of sheets. */
  caught: Record<'constant' | 'alternating' | 'cycling' | 'uniform' | 'attentive' | 'extreme', { n: number; rate: number }>;
}

/** The extreme answering style of the gate's targets: distance from Neutro doubled (SimulatedPerson.stretch). */
export const EXTREME_STRETCH = 2;

/**
 * The gate on simulated sheets (answer patterns only: the active time is not
 * simulated): every careless pattern, `n` uniformly random sheets, `n`
 * attentive respondents (round-robin true profiles, noise SD 1) and `n`
 * attentive extreme answerers (the same planted model, distance from Neutro
 * x EXTREME_STRETCH).
 */
export function simulateQualityGate(n: number, seed: number, set: QuestionSet): QualityGateSimulation {
  const rng = mulberry32(seed);
  const inconclusive = (answers: Map<number, number>) => !assessAnswerQuality(answers, set, null).conclusive;
  const rate = (sheets: Array<Map<number, number>>) => ({ n: sheets.length, rate: sheets.filter(inconclusive).length / Math.max(1, sheets.length) });
  const patterns = carelessPatterns();
  const sheetsOf = (list: Array<{ pattern: number[]; phase: number }>) => list.map(({ pattern, phase }) => patternSheet(set, pattern, phase));
  return {
    seed,
    caught: {
      constant: rate(sheetsOf(patterns.constant)),
      alternating: rate(sheetsOf(patterns.alternating)),
      cycling: rate(sheetsOf(patterns.cycling)),
      uniform: rate(Array.from({ length: n }, () => drawUniformSheet(rng, set))),
      attentive: rate(Array.from({ length: n }, (_, i) => drawAttentiveSheet(rng, set, PROFILE_IDS[i % PROFILE_IDS.length] as ProfileId))),
      extreme: rate(Array.from({ length: n }, (_, i) => drawPersonSheet(rng, { ...PERSON_MODELS.planted(rng, i), stretch: EXTREME_STRETCH }, set))),
    },
  };
}

/**
 * A person of the precision simulations: a latent trait per profile (in scale
 * points, added to the intended item score) and an answering style. Answer =
 * clamp(round(3 + style.stretch x (key x trait + noise x N(0, 1) + style.shift)), 1, 5),
 * where key is +1 on a forward statement and -1 on a reverse one.
 */
export interface SimulatedPerson {
  traits: Record<ProfileId, number>;
  noise: number;
  /** Acquiescence: scale points added to every answer before rounding. */
  shift: number;
  /** Extreme (> 1) or midpoint (< 1) answering: distance from Neutro multiplied before rounding. */
  stretch: number;
}

/** One answer sheet of `person` for the scored statements (the attention statement answered as asked). */
export function drawPersonSheet(rng: Rng, person: SimulatedPerson, set: QuestionSet): Map<number, number> {
  const answers = new Map<number, number>();
  for (const statement of set.statements) {
    const trait = person.traits[statement.profileId as ProfileId];
    const intended = (statement.reverse ? -trait : trait) + person.noise * standardNormal(rng) + person.shift;
    const drawn = Math.round(RECOVERY_NEUTRAL + person.stretch * intended);
    answers.set(statement.id, Math.min(MAX_ANSWER, Math.max(MIN_ANSWER, drawn)));
  }
  if (set.attention) answers.set(set.attention.id, set.attention.expectedAnswer);
  return answers;
}

/** Person models of docs/scoring.md ("Honest precision"). */
export const PERSON_MODELS = {
  /** The project's model: one true profile at +1, the others 0, noise SD 1. */
  planted: (rng: Rng, index: number): SimulatedPerson => ({
    traits: traitsOf((id) => (id === PROFILE_IDS[index % PROFILE_IDS.length] ? RECOVERY_SIGNAL : 0)),
    noise: DEFAULT_RECOVERY_NOISE,
    shift: 0,
    stretch: 1,
  }),
  /** One true profile at +1, and every profile also varies between people (SD 0.35). */
  plantedPlusSpread: (rng: Rng, index: number): SimulatedPerson => ({
    traits: traitsOf((id) => (id === PROFILE_IDS[index % PROFILE_IDS.length] ? RECOVERY_SIGNAL : 0) + 0.35 * standardNormal(rng)),
    noise: DEFAULT_RECOVERY_NOISE,
    shift: 0,
    stretch: 1,
  }),
  /** No planted profile: nine independent traits, SD 0.5 (scale alpha about .7). */
  continuous: (rng: Rng): SimulatedPerson => ({ traits: traitsOf(() => 0.5 * standardNormal(rng)), noise: DEFAULT_RECOVERY_NOISE, shift: 0, stretch: 1 }),
} as const;

function traitsOf(trait: (id: ProfileId) => number): Record<ProfileId, number> {
  const traits = emptyCounts();
  for (const id of PROFILE_IDS) traits[id] = trait(id);
  return traits;
}

export interface RetestSimulation {
  n: number;
  /** Share of people whose first sheet gets a single-profile verdict (not mixed). */
  singleVerdict: number;
  /** Share whose main profile (ranking[0]) differs between the two sheets. */
  mainChanges: number;
  /** Among single verdicts: share whose main profile differs on the retest. */
  mainChangesWhenSingle: number;
  /** Among mixed results: share whose retest main profile is not one of the profiles shown together. */
  outsideMixWhenMixed: number;
  /** Share for whom what the screen says still holds on the retest: the same single profile, or a main profile within the mix shown. */
  claimHolds: number;
  /** The 2026-11-v2 closeness rule (margin under 5 points) on the same sheets: flagged share, and main-profile change when flagged / not flagged. */
  oldRule: { flagged: number; changesWhenFlagged: number; changesWhenNotFlagged: number };
}

/** Each simulated person answers twice (only the noise is drawn again): how stable is what the result says? */
export function simulateRetest(n: number, seed: number, set: QuestionSet, model: (rng: Rng, index: number) => SimulatedPerson): RetestSimulation {
  const rng = mulberry32(seed);
  let single = 0;
  let changes = 0;
  let changesSingle = 0;
  let mixedOutside = 0;
  let oldFlagged = 0;
  let oldChangesFlagged = 0;
  let oldChangesNot = 0;
  for (let i = 0; i < n; i++) {
    const person = model(rng, i);
    const first = scoreAttempt(drawPersonSheet(rng, person, set), set);
    const retest = scoreAttempt(drawPersonSheet(rng, person, set), set);
    const changed = first.dominant !== retest.dominant;
    if (changed) changes++;
    if (!first.mixed) {
      single++;
      if (changed) changesSingle++;
    } else if (!first.mixedProfiles.includes(retest.dominant)) mixedOutside++;
    if (first.margin < OLD_CLOSE_MARGIN) {
      oldFlagged++;
      if (changed) oldChangesFlagged++;
    } else if (changed) oldChangesNot++;
  }
  const share = (count: number, of: number) => (of > 0 ? count / of : 0);
  return {
    n,
    singleVerdict: share(single, n),
    mainChanges: share(changes, n),
    mainChangesWhenSingle: share(changesSingle, single),
    outsideMixWhenMixed: share(mixedOutside, n - single),
    claimHolds: share(n - changesSingle - mixedOutside, n),
    oldRule: {
      flagged: share(oldFlagged, n),
      changesWhenFlagged: share(oldChangesFlagged, oldFlagged),
      changesWhenNotFlagged: share(oldChangesNot, n - oldFlagged),
    },
  };
}

/** The closeness threshold of 2026-11-v2 (5 points), kept only to report old figures next to the new. */
export const OLD_CLOSE_MARGIN = 5;

/** The absolute rule of 2026-11-v2 ("alto" from 65%), kept only to report old figures next to the new. */
export const OLD_HIGH_LEVEL_MIN = 65;

export interface LevelsByStyle {
  stretch: number;
  /** Share of people whose main profile is "alto" under the relative rule (level.ts). */
  mainHigh: number;
  /** Same, under the 2026-11-v2 absolute rule (65% or more). */
  mainHighOld: number;
  /** Average number of the nine profiles called "alto" (relative rule / old rule). */
  highCount: number;
  highCountOld: number;
}

/** The planted model answered with a plain, extreme (x2) or midpoint (x0.5) style: do the levels follow the person or the style? */
export function simulateLevelsByStyle(n: number, seed: number, set: QuestionSet, stretch: number): LevelsByStyle {
  const rng = mulberry32(seed);
  let mainHigh = 0;
  let mainHighOld = 0;
  let highCount = 0;
  let highCountOld = 0;
  for (let i = 0; i < n; i++) {
    const person = { ...PERSON_MODELS.planted(rng, i), stretch };
    const result = scoreAttempt(drawPersonSheet(rng, person, set), set);
    const main = result.scores.find((score) => score.profileId === result.dominant) as { percentage: number };
    if (levelOf(result, result.dominant) === 'alto') mainHigh++;
    if (main.percentage >= OLD_HIGH_LEVEL_MIN) mainHighOld++;
    highCount += PROFILE_IDS.filter((id) => levelOf(result, id) === 'alto').length;
    highCountOld += result.scores.filter((score) => score.percentage >= OLD_HIGH_LEVEL_MIN).length;
  }
  return { stretch, mainHigh: mainHigh / n, mainHighOld: mainHighOld / n, highCount: highCount / n, highCountOld: highCountOld / n };
}

/** People with no trait at all who agree a little more with everything (`shift` scale points): how often does each profile win? */
export function simulateAcquiescence(n: number, seed: number, set: QuestionSet, shift: number): Record<ProfileId, number> {
  const rng = mulberry32(seed);
  const wins = emptyCounts();
  for (let i = 0; i < n; i++) {
    const person: SimulatedPerson = { traits: traitsOf(() => 0), noise: DEFAULT_RECOVERY_NOISE, shift, stretch: 1 };
    wins[scoreAttempt(drawPersonSheet(rng, person, set), set).dominant] += 1;
  }
  for (const id of PROFILE_IDS) wins[id] /= n;
  return wins;
}

/** Share (0..1) of simulated people the answer-quality gate calls inconclusive (answer patterns only: time is not simulated). */
export function simulateGateOnPeople(n: number, seed: number, set: QuestionSet, model: (rng: Rng, index: number) => SimulatedPerson): number {
  const rng = mulberry32(seed);
  let caught = 0;
  for (let i = 0; i < n; i++) if (!assessAnswerQuality(drawPersonSheet(rng, model(rng, i), set), set, null).conclusive) caught++;
  return n > 0 ? caught / n : 0;
}
