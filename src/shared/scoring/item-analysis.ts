import type { ProfileId, QuestionSet, Statement } from '../content/content.schema';
import { PROFILE_IDS } from '../content/content.schema';
import { MAX_ANSWER, MIN_ANSWER, answerEntries, isValidAnswer, type Answers } from './scoring';

/**
 * Item analysis of real answer sheets, for staff (scripts/item-analysis.ts
 * now, a staff console later): how each statement and each profile's scale
 * behave, per question-set version. Pure: it gets the set and the sheets.
 *
 * Per statement:
 * - mean and SD of the answers as given (1..5), and the share answering 4 or 5;
 * - corrected item-total correlation: Pearson r between the statement's item
 *   score (reverse-keyed statements mirrored) and the sum of the other item
 *   scores of its own profile;
 * - the highest r between the item score and another profile's total (a
 *   statement that correlates more with another scale than with its own is
 *   keyed to the wrong profile, or to none);
 * - Cronbach's alpha of its scale without it (higher than the scale's alpha:
 *   the scale is better off without the statement).
 * Per profile: Cronbach's alpha. Sample (n - 1) variances throughout; a value
 * that cannot be computed (fewer than 2 sheets, no variance) is null.
 * Targets in docs/scoring.md: alpha >= .70 per scale; item-total r >= .20 and
 * above the best other scale; 15%-85% answering 4 or 5.
 */

export interface StatementAnalysis {
  id: number;
  profileId: ProfileId;
  reverse: boolean;
  text: string;
  /** Mean of the answers as given (1..5). */
  mean: number | null;
  /** Sample standard deviation of the answers as given. */
  sd: number | null;
  /** Share (0..1) answering 4 or 5. */
  agreeShare: number | null;
  /** Corrected item-total correlation with its own scale. */
  itemTotal: number | null;
  /** The other scale whose total correlates most with this statement's item score. */
  bestOtherScale: { profileId: ProfileId; r: number } | null;
  /** Cronbach's alpha of its scale without this statement. */
  alphaIfRemoved: number | null;
}

export interface ScaleAnalysis {
  profileId: ProfileId;
  items: number;
  alpha: number | null;
}

export interface ItemAnalysis {
  version: string;
  /** Complete sheets analysed. */
  n: number;
  /** In the set's display order. */
  statements: StatementAnalysis[];
  scales: ScaleAnalysis[];
  /** The attention statement: how many answered it as asked (null when the set has none). */
  attention: { id: number; asAsked: number | null } | null;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function variance(values: readonly number[]): number | null {
  const m = mean(values);
  if (m === null || values.length < 2) return null;
  return values.reduce((sum, value) => sum + (value - m) ** 2, 0) / (values.length - 1);
}

/** Pearson r; null with fewer than 2 pairs or no variance on either side. */
export function pearson(x: readonly number[], y: readonly number[]): number | null {
  if (x.length !== y.length || x.length < 2) return null;
  const mx = mean(x) as number;
  const my = mean(y) as number;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    const dx = (x[i] as number) - mx;
    const dy = (y[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

/** Cronbach's alpha of item-score columns (one array per item, one entry per sheet). */
export function cronbachAlpha(items: ReadonlyArray<readonly number[]>): number | null {
  const k = items.length;
  if (k < 2) return null;
  const n = items[0]?.length ?? 0;
  const totals = Array.from({ length: n }, (_, i) => items.reduce((sum, item) => sum + (item[i] as number), 0));
  const totalVariance = variance(totals);
  if (totalVariance === null || totalVariance === 0) return null;
  let itemVariances = 0;
  for (const item of items) {
    const v = variance(item);
    if (v === null) return null;
    itemVariances += v;
  }
  return (k / (k - 1)) * (1 - itemVariances / totalVariance);
}

function itemScore(statement: Statement, answer: number): number {
  return statement.reverse ? MIN_ANSWER + MAX_ANSWER - answer : answer;
}

/**
 * Analyses the sheets that answer every scored statement of `set` with 1..5
 * (other sheets are left out; `n` says how many were used).
 */
export function analyseItems(set: QuestionSet, sheets: ReadonlyArray<Answers>): ItemAnalysis {
  const complete = sheets
    .map((sheet) => new Map(answerEntries(sheet)))
    .filter((sheet) => set.statements.every((statement) => isValidAnswer(sheet.get(statement.id))));
  const answersOf = (id: number) => complete.map((sheet) => sheet.get(id) as number);
  const byId = new Map(set.statements.map((statement) => [statement.id, statement]));

  const itemScores = new Map<number, number[]>(set.statements.map((statement) => [statement.id, answersOf(statement.id).map((a) => itemScore(statement, a))]));
  const scaleIds = new Map<ProfileId, number[]>(
    PROFILE_IDS.map((profileId) => [profileId, set.statements.filter((statement) => statement.profileId === profileId).map((statement) => statement.id)]),
  );
  const column = (id: number) => itemScores.get(id) as number[];
  const totalOf = (ids: readonly number[]) => complete.map((_, i) => ids.reduce((sum, id) => sum + (column(id)[i] as number), 0));
  const scaleTotals = new Map<ProfileId, number[]>(PROFILE_IDS.map((profileId) => [profileId, totalOf(scaleIds.get(profileId) as number[])]));

  const statements: StatementAnalysis[] = set.order
    .filter((id) => byId.has(id))
    .map((id) => {
      const statement = byId.get(id) as Statement;
      const profileId = statement.profileId as ProfileId;
      const answers = answersOf(id);
      const sd = variance(answers);
      const ownOthers = (scaleIds.get(profileId) as number[]).filter((other) => other !== id);
      let bestOtherScale: StatementAnalysis['bestOtherScale'] = null;
      for (const other of PROFILE_IDS) {
        if (other === profileId) continue;
        const r = pearson(column(id), scaleTotals.get(other) as number[]);
        if (r !== null && (bestOtherScale === null || r > bestOtherScale.r)) bestOtherScale = { profileId: other, r };
      }
      return {
        id,
        profileId,
        reverse: statement.reverse,
        text: statement.text,
        mean: mean(answers),
        sd: sd === null ? null : Math.sqrt(sd),
        agreeShare: answers.length === 0 ? null : answers.filter((answer) => answer >= 4).length / answers.length,
        itemTotal: pearson(column(id), totalOf(ownOthers)),
        bestOtherScale,
        alphaIfRemoved: cronbachAlpha(ownOthers.map(column)),
      };
    });

  const scales: ScaleAnalysis[] = PROFILE_IDS.map((profileId) => {
    const ids = scaleIds.get(profileId) as number[];
    return { profileId, items: ids.length, alpha: cronbachAlpha(ids.map(column)) };
  });

  let attention: ItemAnalysis['attention'] = null;
  if (set.attention) {
    const given = complete.map((sheet) => sheet.get(set.attention?.id as number));
    const answered = given.filter((value) => isValidAnswer(value));
    attention = {
      id: set.attention.id,
      asAsked: answered.length === 0 ? null : answered.filter((value) => value === set.attention?.expectedAnswer).length / answered.length,
    };
  }

  return { version: set.version, n: complete.length, statements, scales, attention };
}

/**
 * The sums the item analysis needs, added up over complete sheets (the ones
 * analyseItems keeps): everything above is a function of them, so a database
 * can add them up a batch at a time and no sheet is ever held in memory.
 * Item score = the answer, mirrored for a reverse-keyed statement; a scale's
 * total = the sum of its statements' item scores. Every sum is of integers,
 * so it is exact however it is added.
 */
export interface StatementSums {
  /** Σ answer and Σ answer² (as given), and how many answered 4 or 5. */
  given: number;
  givenSquares: number;
  agree: number;
  /** Σ item score, Σ item score², and Σ item score × each scale's total. */
  score: number;
  scoreSquares: number;
  scoreTimesTotal: Map<ProfileId, number>;
}

export interface ItemSums {
  /** Complete sheets. */
  n: number;
  /** Per scale: Σ total and Σ total². */
  totals: Map<ProfileId, { sum: number; squares: number }>;
  /** Per scored statement. */
  items: Map<number, StatementSums>;
  /** Complete sheets that answered the attention statement (1..5), and those that answered it as asked. */
  attention: { answered: number; asAsked: number };
}

export function emptyItemSums(set: QuestionSet): ItemSums {
  return {
    n: 0,
    totals: new Map(PROFILE_IDS.map((profileId) => [profileId, { sum: 0, squares: 0 }])),
    items: new Map(
      set.statements.map((statement) => [
        statement.id,
        { given: 0, givenSquares: 0, agree: 0, score: 0, scoreSquares: 0, scoreTimesTotal: new Map(PROFILE_IDS.map((profileId) => [profileId, 0])) },
      ]),
    ),
    attention: { answered: 0, asAsked: 0 },
  };
}

/** Adds `more` into `into` (both of the same set). */
export function addItemSums(into: ItemSums, more: ItemSums): void {
  into.n += more.n;
  for (const [profileId, total] of more.totals) {
    const target = into.totals.get(profileId) as { sum: number; squares: number };
    target.sum += total.sum;
    target.squares += total.squares;
  }
  for (const [id, item] of more.items) {
    const target = into.items.get(id);
    if (!target) continue;
    target.given += item.given;
    target.givenSquares += item.givenSquares;
    target.agree += item.agree;
    target.score += item.score;
    target.scoreSquares += item.scoreSquares;
    for (const [profileId, sum] of item.scoreTimesTotal) target.scoreTimesTotal.set(profileId, (target.scoreTimesTotal.get(profileId) ?? 0) + sum);
  }
  into.attention.answered += more.attention.answered;
  into.attention.asAsked += more.attention.asAsked;
}

/** Sample variance from n, Σx and Σx²; null with fewer than 2. */
function varianceOfSums(n: number, sum: number, squares: number): number | null {
  return n < 2 ? null : (n * squares - sum * sum) / (n * (n - 1));
}

/** Pearson r from the sums; null with fewer than 2 or no variance on either side (as pearson()). */
function pearsonOfSums(n: number, x: { sum: number; squares: number }, y: { sum: number; squares: number }, products: number): number | null {
  if (n < 2) return null;
  const sxx = n * x.squares - x.sum * x.sum;
  const syy = n * y.squares - y.sum * y.sum;
  return sxx === 0 || syy === 0 ? null : (n * products - x.sum * y.sum) / Math.sqrt(sxx * syy);
}

/** Cronbach's alpha from k, the items' variances and the total's variance (as cronbachAlpha()). */
function alphaOf(k: number, itemVariances: Array<number | null>, totalVariance: number | null): number | null {
  if (k < 2 || totalVariance === null || totalVariance === 0) return null;
  let sum = 0;
  for (const v of itemVariances) {
    if (v === null) return null;
    sum += v;
  }
  return (k / (k - 1)) * (1 - sum / totalVariance);
}

/** analyseItems, from the sums of the same sheets: the same figures (to rounding in the last digits). */
export function analyseItemSums(set: QuestionSet, sums: ItemSums): ItemAnalysis {
  const { n } = sums;
  const byId = new Map(set.statements.map((statement) => [statement.id, statement]));
  const item = (id: number) => sums.items.get(id) as StatementSums;
  const total = (profileId: ProfileId) => sums.totals.get(profileId) as { sum: number; squares: number };
  const scaleIds = new Map<ProfileId, number[]>(
    PROFILE_IDS.map((profileId) => [profileId, set.statements.filter((statement) => statement.profileId === profileId).map((statement) => statement.id)]),
  );
  const scoreVariance = (id: number) => varianceOfSums(n, item(id).score, item(id).scoreSquares);

  const statements: StatementAnalysis[] = set.order
    .filter((id) => byId.has(id))
    .map((id) => {
      const statement = byId.get(id) as Statement;
      const profileId = statement.profileId as ProfileId;
      const sums = item(id);
      const own = total(profileId);
      const score = { sum: sums.score, squares: sums.scoreSquares };
      const ownTimes = sums.scoreTimesTotal.get(profileId) as number;
      // The rest of its scale: its own total minus its item score.
      const rest = { sum: own.sum - sums.score, squares: own.squares - 2 * ownTimes + sums.scoreSquares };
      const givenVariance = varianceOfSums(n, sums.given, sums.givenSquares);
      let bestOtherScale: StatementAnalysis['bestOtherScale'] = null;
      for (const other of PROFILE_IDS) {
        if (other === profileId) continue;
        const r = pearsonOfSums(n, score, total(other), sums.scoreTimesTotal.get(other) as number);
        if (r !== null && (bestOtherScale === null || r > bestOtherScale.r)) bestOtherScale = { profileId: other, r };
      }
      const others = (scaleIds.get(profileId) as number[]).filter((other) => other !== id);
      return {
        id,
        profileId,
        reverse: statement.reverse,
        text: statement.text,
        mean: n === 0 ? null : sums.given / n,
        sd: givenVariance === null ? null : Math.sqrt(givenVariance),
        agreeShare: n === 0 ? null : sums.agree / n,
        itemTotal: pearsonOfSums(n, score, rest, ownTimes - sums.scoreSquares),
        bestOtherScale,
        alphaIfRemoved: alphaOf(others.length, others.map(scoreVariance), varianceOfSums(n, rest.sum, rest.squares)),
      };
    });

  const scales: ScaleAnalysis[] = PROFILE_IDS.map((profileId) => {
    const ids = scaleIds.get(profileId) as number[];
    const t = total(profileId);
    return { profileId, items: ids.length, alpha: alphaOf(ids.length, ids.map(scoreVariance), varianceOfSums(n, t.sum, t.squares)) };
  });

  const attention: ItemAnalysis['attention'] = set.attention
    ? { id: set.attention.id, asAsked: sums.attention.answered === 0 ? null : sums.attention.asAsked / sums.attention.answered }
    : null;

  return { version: set.version, n, statements, scales, attention };
}
