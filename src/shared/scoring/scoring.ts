import { PROFILE_IDS, type ProfileId, type Statement } from '../content/content.schema';
import { STATEMENTS } from '../content/questions';
import { precisionOf } from './precision';

/**
 * Scoring of the Rumo test. Pure functions, no I/O. Full description (item
 * keys, formula, tie rule, simulation figures): docs/scoring.md.
 *
 * Formula, per profile:
 *   item score   = answer            (forward item)
 *                = 6 - answer        (reverse-keyed item)
 *   mean         = average item score over the profile's statements (1..5)
 *   raw          = (mean - 1) / 4 * 100          (0..100, unrounded)
 *   percentage   = raw rounded to 1 decimal       (what the user sees)
 *
 * Ranking (tie rule), applied in order until two profiles differ:
 *   1. higher mean (compared exactly, as fractions);
 *   2. more "strong agreements" on the profile's items (item score 5, i.e.
 *      answer 5 on a forward item or answer 1 on a reverse item);
 *   3. fewer "strong disagreements" (item score 1, i.e. answer 1 on a forward
 *      item or answer 5 on a reverse item);
 *   4. the fixed order TIE_BREAK_ORDER (profile id order, 1 first).
 * Rules 2 and 3 settle most ties on the data itself, so the fixed order decides
 * only ~1% of uniformly random answer sheets (see docs/scoring.md).
 */

export const MIN_ANSWER = 1;
export const MAX_ANSWER = 5;

/**
 * Final, fixed tie-break (rule 4): earlier wins. Profile id order. (In
 * 2026-11-v2 profile 1 had one extra statement, whose slightly lower variance
 * under random answering this order offset; since 2026-11-v3 all nine have 11.)
 */
export const TIE_BREAK_ORDER: readonly ProfileId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * Display labels (scripts, notes), kept here so that scoring does not
 * pull the (partly paid) profile content into every bundle. content.validation
 * checks that they match the profiles' name/careerName.
 */
export const PROFILE_LABELS: Readonly<Record<ProfileId, { name: string; careerName: string }>> = {
  1: { name: 'Perfeccionista', careerName: 'Organizador' },
  2: { name: 'Prestativo', careerName: 'Cuidador' },
  3: { name: 'Realizador', careerName: 'Empreendedor' },
  4: { name: 'Individualista', careerName: 'Criativo' },
  5: { name: 'Investigador', careerName: 'Analítico' },
  6: { name: 'Leal', careerName: 'Planejador' },
  7: { name: 'Entusiasta', careerName: 'Comunicativo' },
  8: { name: 'Desafiador', careerName: 'Líder' },
  9: { name: 'Pacificador', careerName: 'Mediador' },
};

export interface ProfileScore {
  profileId: ProfileId;
  /** Compatibility 0-100, rounded to 1 decimal (display value). */
  percentage: number;
  /** Compatibility 0-100, unrounded. */
  raw: number;
  /** Mean item score, 1-5. */
  mean: number;
  /** How many statements are keyed to the profile. */
  itemCount: number;
  /** Items with item score 5 (tie rule 2). */
  strongAgreements: number;
  /** Items with item score 1 (tie rule 3). */
  strongDisagreements: number;
}

export interface ScoreResult {
  /** All 9 profiles, in profile-id order. */
  scores: ProfileScore[];
  /** All 9 profile ids, best first, by the tie rule. */
  ranking: ProfileId[];
  dominant: ProfileId;
  /** The nearest runner-up: ranking[1]. */
  secondary: ProfileId;
  /** dominant.percentage - secondary.percentage, 1 decimal (from the displayed values). */
  margin: number;
  /** "Perfil misto": the top two are within measurement error of each other (precision.ts). */
  mixed: boolean;
  /** When mixed, the 2 or 3 profiles shown together, best first; [] otherwise. */
  mixedProfiles: ProfileId[];
}

export type Answers = ReadonlyMap<number, number> | Readonly<Record<number, number>>;

/** Thrown when the answer sheet is not a complete, valid 1-5 answer to every statement. */
export class IncompleteAnswersError extends Error {
  override readonly name = 'IncompleteAnswersError';
  constructor(
    /** Statement ids without an answer. */
    readonly missing: readonly number[],
    /** Statement ids whose answer is not an integer 1..5. */
    readonly invalid: readonly number[],
    /** Answered ids that are not statements of the question set. */
    readonly unknown: readonly number[],
  ) {
    const parts: string[] = [];
    if (missing.length) parts.push(`missing answers for statements ${missing.join(', ')}`);
    if (invalid.length) parts.push(`answers not an integer ${MIN_ANSWER}..${MAX_ANSWER} for statements ${invalid.join(', ')}`);
    if (unknown.length) parts.push(`answers for unknown statements ${unknown.join(', ')}`);
    super(`Incomplete answers: ${parts.join('; ')}`);
  }
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** 56.8 -> "56,8%" */
export function formatPercentage(value: number): string {
  return `${value.toFixed(1).replace('.', ',')}%`;
}

export function profileLabel(id: ProfileId): string {
  const label = PROFILE_LABELS[id];
  return `${label.name} (${label.careerName})`;
}

/** The sheet as [statement id, answer] entries, whichever form it came in. */
export function answerEntries(answers: Answers): Array<[number, unknown]> {
  if (answers instanceof Map) return [...(answers as ReadonlyMap<number, unknown>).entries()];
  return Object.entries(answers).map(([key, value]): [number, unknown] => [Number(key), value]);
}

/** An integer 1..5. */
export function isValidAnswer(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_ANSWER && value <= MAX_ANSWER;
}

interface Tally {
  profileId: ProfileId;
  sum: number;
  count: number;
  strongAgreements: number;
  strongDisagreements: number;
}

/** A score's item sum, recovered exactly from its mean (the mean is sum / itemCount). */
function tallyOf(score: ProfileScore): Tally {
  return {
    profileId: score.profileId,
    sum: Math.round(score.mean * score.itemCount),
    count: score.itemCount,
    strongAgreements: score.strongAgreements,
    strongDisagreements: score.strongDisagreements,
  };
}

/** Rules 1-4 of the tie rule; negative when a ranks before b. */
function compareTallies(a: Tally, b: Tally): number {
  // Exact comparison of sumA/countA and sumB/countB.
  const byMean = b.sum * a.count - a.sum * b.count;
  if (byMean !== 0) return byMean;
  if (a.strongAgreements !== b.strongAgreements) return b.strongAgreements - a.strongAgreements;
  if (a.strongDisagreements !== b.strongDisagreements) return a.strongDisagreements - b.strongDisagreements;
  return TIE_BREAK_ORDER.indexOf(a.profileId) - TIE_BREAK_ORDER.indexOf(b.profileId);
}

/**
 * The one order of the profiles: best first, by the tie rule (rules 1-4). The
 * engine ranks a fresh answer sheet with it, and a stored result that predates
 * `ranking` is ranked with it again (stored-result.ts). Nothing else may sort
 * profiles: every screen and the PDF take this order.
 */
export function rankScores(scores: readonly ProfileScore[]): ProfileId[] {
  return scores
    .map(tallyOf)
    .sort(compareTallies)
    .map((tally) => tally.profileId);
}

/** The scores in ranking order (best first): what every list, chart and report shows. */
export function rankedScores(result: { readonly scores: readonly ProfileScore[]; readonly ranking: readonly ProfileId[] }): ProfileScore[] {
  return result.ranking.map((id) => {
    const score = result.scores.find((candidate) => candidate.profileId === id);
    if (!score) throw new Error(`Score for profile ${id} is missing`);
    return score;
  });
}

/**
 * Scores a complete answer sheet. `answers` maps statement id (the wire's
 * questionOrder) to the answer 1-5. Throws IncompleteAnswersError if a
 * statement is unanswered, an answer is not an integer 1..5, or an id is not a
 * statement of the set.
 */
export function scoreAnswers(answers: Answers, statements: readonly Statement[] = STATEMENTS): ScoreResult {
  const byId = new Map<number, unknown>(answerEntries(answers));
  const known = new Set<number>();
  const missing: number[] = [];
  const invalid: number[] = [];
  const tallies = new Map<ProfileId, Tally>(
    PROFILE_IDS.map((profileId) => [profileId, { profileId, sum: 0, count: 0, strongAgreements: 0, strongDisagreements: 0 }]),
  );

  for (const statement of statements) {
    known.add(statement.id);
    const value = byId.get(statement.id);
    if (value === undefined || value === null) {
      missing.push(statement.id);
      continue;
    }
    if (!isValidAnswer(value)) {
      invalid.push(statement.id);
      continue;
    }
    const itemScore = statement.reverse ? MIN_ANSWER + MAX_ANSWER - value : value;
    const tally = tallies.get(statement.profileId as ProfileId);
    if (!tally) throw new Error(`Statement ${statement.id} is keyed to unknown profile ${statement.profileId}`);
    tally.sum += itemScore;
    tally.count += 1;
    if (itemScore === MAX_ANSWER) tally.strongAgreements += 1;
    if (itemScore === MIN_ANSWER) tally.strongDisagreements += 1;
  }
  const unknown = [...byId.keys()].filter((id) => !known.has(id)).sort((a, b) => a - b);
  if (missing.length || invalid.length || unknown.length) throw new IncompleteAnswersError(missing, invalid, unknown);

  const ordered = PROFILE_IDS.map((id) => tallies.get(id) as Tally);
  for (const tally of ordered) {
    if (tally.count === 0) throw new Error(`No statement is keyed to profile ${tally.profileId}`);
  }

  const scores: ProfileScore[] = ordered.map((tally) => {
    const mean = tally.sum / tally.count;
    const raw = ((mean - MIN_ANSWER) / (MAX_ANSWER - MIN_ANSWER)) * 100;
    return {
      profileId: tally.profileId,
      percentage: round1(raw),
      raw,
      mean,
      itemCount: tally.count,
      strongAgreements: tally.strongAgreements,
      strongDisagreements: tally.strongDisagreements,
    };
  });

  const ranking = rankScores(scores);
  return { scores, ranking, dominant: ranking[0] as ProfileId, secondary: ranking[1] as ProfileId, ...precisionOf(rankedScores({ scores, ranking })) };
}
