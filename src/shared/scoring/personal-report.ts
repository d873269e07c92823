import { ANSWER_SCALE, answerLabel } from '../content/answer-scale';
import type { ProfileContent, ProfileId, QuestionSet, Statement } from '../content/content.schema';
import { PHRASE_BANK } from '../content/personal/phrase-bank';
import { pairKey, wingsOf, type AnswerAction } from '../content/personal/phrase-bank.schema';
import type { PhraseBankData } from '../content/personal/phrase-bank.validation';
import { describeClarity, describePick, describeTie } from '../content/personal/report-phrases';
import { PROFILES } from '../content/profiles';
import type { AnsweredStatement, Blend, DevelopmentPlan, QuotedAnswer } from '../contracts/report.contract';
import { buildDevelopmentPlan, type TriggeredAction } from './development-plan';
import { clarityOf, type ClarityKind } from './precision';
import { MAX_ANSWER, MIN_ANSWER, formatPercentage, rankedScores, type Answers, type ScoreResult } from './scoring';

/**
 * The parts of a report that come from the person's own answers (issue 25),
 * assembled deterministically from the stored answers, the attempt's own
 * question set, the scores and the person's pick; every sentence comes from
 * the phrase bank (content/personal). Rules: docs/scoring.md, "The personal
 * report". Pure and cheap: the owner's result builds it on every read.
 */

/** Quoted answers in the paid report: at most this many, and at least MIN_HIGHLIGHTS when the answers allow. */
export const MAX_HIGHLIGHTS = 4;
export const MIN_HIGHLIGHTS = 3;
export const MAX_CONTRASTS = 2;
/** Answers quoted in each in-depth part, besides those of "O que pesou": for the profile, and against it. */
export const EVIDENCE_PER_PROFILE = 3;
export const EVIDENCE_AGAINST_PER_PROFILE = 1;

export interface PersonalReport {
  /** The profiles at the front, in reading order: the pick first, then the ranking. A perfil misto's profiles, or the first two. */
  order: ProfileId[];
  /** The profiles with an in-depth part: every profile of a perfil misto, or the first one. */
  inDepth: ProfileId[];
  /** The picked profile when it is one of a perfil misto's (else null: an old pick no longer in the mix is ignored). */
  pick: ProfileId | null;
  clarity: { kind: ClarityKind; text: string; closeCount: number };
  /** Why this order: the pick, or a tie nobody settled; null when the scores order them. */
  orderNote: string | null;
  highlights: QuotedAnswer[];
  contrasts: QuotedAnswer[];
  /** For each in-depth profile, in reading order: more of the person's answers that point to it, and one against it. */
  evidence: Array<{ profileId: ProfileId; answers: QuotedAnswer[] }>;
  /** For each of the nine, in ranking order: the person's strongest answer to its statements not quoted elsewhere (null if none). */
  profileQuotes: Array<{ profileId: ProfileId; quote: QuotedAnswer | null }>;
  /** For each in-depth profile: how the person answered every statement of it, in display order (how its percentage came about). */
  profileAnswers: Array<{ profileId: ProfileId; answers: AnsweredStatement[] }>;
  blend: Blend;
  plan: DevelopmentPlan;
}

export type { AnsweredStatement };

export interface PersonalInput {
  result: ScoreResult;
  answers: Answers;
  set: QuestionSet;
  pick: ProfileId | null;
  bank?: PhraseBankData;
  profiles?: readonly ProfileContent[];
}

interface Candidate {
  statement: Statement;
  answer: number;
  /** 1..5 as keyed: 5 is the strongest answer for the statement's profile. */
  itemScore: number;
  /** Position of its profile in the reading order. */
  rank: number;
  /** Position in the set's display order. */
  position: number;
}

/** Round robin over the reading order: each profile's best candidate in turn (queues by rank, best first), until `limit`. */
function roundRobin(queues: ReadonlyArray<readonly Candidate[]>, limit: number): Candidate[] {
  const chosen: Candidate[] = [];
  for (let round = 0; chosen.length < limit && queues.some((queue) => queue.length > round); round++) {
    for (const queue of queues) {
      const candidate = queue[round];
      if (candidate && chosen.length < limit) chosen.push(candidate);
    }
  }
  return chosen;
}

/** What the assembly reads of a question set, worked out once per set: the scored statements in display order, positions, statements by id. */
const setIndexes = new WeakMap<QuestionSet, { inOrder: Statement[]; positions: Map<number, number>; statements: Map<number, Statement> }>();
function indexesOf(set: QuestionSet) {
  let indexes = setIndexes.get(set);
  if (!indexes) {
    const statements = new Map(set.statements.map((statement) => [statement.id, statement]));
    const inOrder = set.order.flatMap((id) => statements.get(id) ?? []);
    indexes = { inOrder, positions: new Map(set.order.map((id, index) => [id, index])), statements };
    setIndexes.set(set, indexes);
  }
  return indexes;
}

/** Profile names by id (index = id), per content. */
const namesCache = new WeakMap<readonly ProfileContent[], string[]>();
function namesOf(profiles: readonly ProfileContent[]): string[] {
  let names = namesCache.get(profiles);
  if (!names) {
    names = [];
    for (const profile of profiles) names[profile.id] = profile.name;
    namesCache.set(profiles, names);
  }
  return names;
}

/** The answer actions of a bank whose statement is a scored statement of a set, with that statement: worked out once per set and bank. */
const actionsCache = new WeakMap<QuestionSet, WeakMap<PhraseBankData, Array<{ action: AnswerAction; statement: Statement }>>>();
function actionsOf(set: QuestionSet, bank: PhraseBankData, statements: ReadonlyMap<number, Statement>) {
  let byBank = actionsCache.get(set);
  if (!byBank) actionsCache.set(set, (byBank = new WeakMap()));
  let list = byBank.get(bank);
  if (!list) {
    list = bank.actions.flatMap((action) => {
      const statement = statements.get(action.statementId);
      return statement ? [{ action, statement }] : [];
    });
    byBank.set(bank, list);
  }
  return list;
}

/** The order in which one answer of a profile stands for it in the nine's summaries: 5, then 1 (against it), then 4, then 2. */
const SUMMARY_PRIORITY: readonly number[] = [Infinity, 1, 3, Infinity, 2, 0];

const LABELS: readonly string[] = ANSWER_SCALE.map((option) => option.label);
const labelOf = (answer: number) => LABELS[answer - 1] ?? answerLabel(answer);

export function buildPersonalReport(input: PersonalInput): PersonalReport {
  const { result, set } = input;
  const bank = input.bank ?? PHRASE_BANK;
  const profiles = input.profiles ?? PROFILES;
  const names = namesOf(profiles);
  const name = (id: ProfileId) => {
    const found = names[id];
    if (found === undefined) throw new Error(`Profile ${id} is missing from the content`);
    return found;
  };

  // Reading order: a perfil misto's profiles (the pick first), or the first two of the ranking.
  const front = result.mixed ? result.mixedProfiles : result.ranking.slice(0, 2);
  const pick = result.mixed && input.pick !== null && front.includes(input.pick) ? input.pick : null;
  const order = pick === null ? [...front] : [pick, ...front.filter((id) => id !== pick)];
  const inDepth = result.mixed ? [...order] : order.slice(0, 1);
  /** Position of each profile in the reading order (index = id), -1 outside it. */
  const rankOfProfile: number[] = Array<number>(10).fill(-1);
  order.forEach((id, index) => (rankOfProfile[id] = index));

  const ranked = rankedScores(result);
  const clarity = clarityOf(ranked);
  const clarityNames = clarity.kind === 'clear' ? [name(result.dominant)] : order.map(name);

  // Why this order: the pick, or the first tie between profiles in front (same percentage shown) that nobody settled.
  let orderNote: string | null = null;
  if (pick !== null) orderNote = describePick(name(pick));
  else if (result.mixed) {
    const percentageOf = (id: ProfileId) => ranked.find((score) => score.profileId === id)?.percentage;
    const tiedWithNext = order.findIndex((id, index) => index + 1 < order.length && percentageOf(id) === percentageOf(order[index + 1]!));
    if (tiedWithNext >= 0) {
      const value = percentageOf(order[tiedWithNext]!)!;
      orderNote = describeTie(order.filter((id) => percentageOf(id) === value).map(name), formatPercentage(value));
    }
  }

  // The person's answers to the scored statements, by profile in display order; for the fronted profiles also by item score.
  const answers = input.answers;
  const answerOf: (id: number) => unknown =
    answers instanceof Map
      ? (id): unknown => (answers as ReadonlyMap<number, unknown>).get(id)
      : (id): unknown => (answers as Readonly<Record<number, number>>)[id];
  const { inOrder, positions, statements } = indexesOf(set);
  /** byProfile[id]: the profile's candidates in display order. */
  const byProfile: Candidate[][] = [];
  for (let id = 0; id <= 9; id++) byProfile.push([]);
  /** byScore[itemScore][rank]: candidates of the fronted profiles in display order. */
  const byScore: Candidate[][][] = [];
  for (let itemScore = 0; itemScore <= MAX_ANSWER; itemScore++) byScore.push(order.map((): Candidate[] => []));
  for (let position = 0; position < inOrder.length; position++) {
    const statement = inOrder[position]!;
    const answer = answerOf(statement.id);
    if (typeof answer !== 'number') continue;
    const rank = rankOfProfile[statement.profileId] ?? -1;
    const itemScore = statement.reverse ? MIN_ANSWER + MAX_ANSWER - answer : answer;
    const candidate = { statement, answer, itemScore, rank, position };
    byProfile[statement.profileId]?.push(candidate);
    if (rank >= 0 && bank.glosses[statement.id]) byScore[itemScore]?.[rank]?.push(candidate);
  }
  let chosen = roundRobin(byScore[MAX_ANSWER]!, MAX_HIGHLIGHTS);
  if (chosen.length < MIN_HIGHLIGHTS) chosen = [...chosen, ...roundRobin(byScore[MAX_ANSWER - 1]!, MIN_HIGHLIGHTS - chosen.length)];
  const against = roundRobin(byScore[MIN_ANSWER]!, MAX_CONTRASTS);
  const contrastsChosen = against.length > 0 ? against : roundRobin(byScore[MIN_ANSWER + 1]!, 1);

  const quote = (candidate: Candidate, kind: QuotedAnswer['kind']): QuotedAnswer => {
    const gloss = bank.glosses[candidate.statement.id]!;
    return {
      statementId: candidate.statement.id,
      text: candidate.statement.text,
      answer: candidate.answer,
      answerLabel: labelOf(candidate.answer),
      profileId: candidate.statement.profileId,
      profileName: name(candidate.statement.profileId as ProfileId),
      kind,
      gloss: candidate.answer >= 4 ? gloss.agree : gloss.disagree,
    };
  };

  // Each in-depth part quotes more answers for its profile and one against it, none already quoted above.
  const quoted = new Set<Candidate>(chosen);
  for (const candidate of contrastsChosen) quoted.add(candidate);
  /** The first `limit` candidates of the lists, in turn, not quoted yet. */
  const unquoted = (lists: ReadonlyArray<readonly Candidate[]>, limit: number) => {
    const found: Candidate[] = [];
    for (const list of lists) for (const candidate of list) if (found.length < limit && !quoted.has(candidate)) found.push(candidate);
    return found;
  };
  const evidence = inDepth.map((profileId) => {
    const rank = rankOfProfile[profileId]!;
    const forIt = unquoted([byScore[MAX_ANSWER]![rank]!, byScore[MAX_ANSWER - 1]![rank]!], EVIDENCE_PER_PROFILE);
    const againstIt = unquoted([byScore[MIN_ANSWER]![rank]!, byScore[MIN_ANSWER + 1]![rank]!], EVIDENCE_AGAINST_PER_PROFILE);
    const quotes: QuotedAnswer[] = [];
    for (const candidate of forIt) {
      quoted.add(candidate);
      quotes.push(quote(candidate, 'highlight'));
    }
    for (const candidate of againstIt) {
      quoted.add(candidate);
      quotes.push(quote(candidate, 'contrast'));
    }
    return { profileId, answers: quotes };
  });

  // Blend: the pair of the first two, all three pairs of a three-way mix; the wing when the second is the first's neighbour.
  const blend: Blend = { pairs: [], wing: null };
  for (let i = 0; i < order.length; i++) {
    for (let j = i + 1; j < order.length; j++) {
      const text = bank.pairs[pairKey(order[i]!, order[j]!)];
      if (text) blend.pairs.push({ profileIds: [order[i]!, order[j]!], title: text.title, text: text.text });
    }
  }
  const [lead, next] = order as [ProfileId, ProfileId | undefined];
  if (next !== undefined && wingsOf(lead).includes(next)) blend.wing = bank.wings[`${lead}-${next}`] ?? null;

  // The plan: answer actions of the person's strongest answers first (any profile, the fronted ones first).
  /** Sort rank of each profile (index = id): the reading order first, then the rest of the ranking. */
  const sortRank: number[] = [];
  result.ranking.forEach((id, index) => (sortRank[id] = (rankOfProfile[id] ?? -1) >= 0 ? rankOfProfile[id]! : order.length + index));
  const triggered: Array<TriggeredAction & { sortKey: number }> = [];
  for (const { action, statement } of actionsOf(set, bank, statements)) {
    const answer = answerOf(action.statementId);
    if (typeof answer !== 'number') continue;
    const strength = action.when === 'agree' ? (answer === 5 ? 2 : answer === 4 ? 1 : 0) : answer === 1 ? 2 : answer === 2 ? 1 : 0;
    if (strength === 0) continue;
    // Strong before moderate, then the profile's rank, then the display position.
    const sortKey = (2 - strength) * 100_000 + (sortRank[statement.profileId] ?? 99) * 1_000 + (positions.get(statement.id) ?? 0);
    triggered.push({ action, profileId: statement.profileId as ProfileId, strength: strength, answer, statementText: statement.text, sortKey });
  }
  triggered.sort((a, b) => a.sortKey - b.sortKey);

  return {
    order,
    inDepth,
    pick,
    clarity: { ...clarity, text: describeClarity(clarity.kind, clarityNames, clarity.closeCount) },
    orderNote,
    highlights: chosen.map((candidate) => quote(candidate, 'highlight')),
    contrasts: contrastsChosen.map((candidate) => quote(candidate, 'contrast')),
    evidence,
    profileQuotes: result.ranking.map((profileId) => {
      // The strongest answer for the profile (5, then 1 against it, then 4, then 2), not quoted elsewhere; the first in display order.
      let strongest: Candidate | undefined;
      for (const candidate of byProfile[profileId] ?? []) {
        if (!bank.glosses[candidate.statement.id] || quoted.has(candidate)) continue;
        if (strongest === undefined || SUMMARY_PRIORITY[candidate.itemScore]! < SUMMARY_PRIORITY[strongest.itemScore]!) strongest = candidate;
      }
      const usable = strongest !== undefined && SUMMARY_PRIORITY[strongest.itemScore] !== Infinity;
      return { profileId, quote: usable ? quote(strongest!, strongest!.itemScore >= MAX_ANSWER - 1 ? 'highlight' : 'contrast') : null };
    }),
    profileAnswers: inDepth.map((profileId) => ({
      profileId,
      answers: (byProfile[profileId] ?? []).map((candidate) => ({
        statementId: candidate.statement.id,
        text: candidate.statement.text,
        answer: candidate.answer,
        answerLabel: labelOf(candidate.answer),
        reverse: candidate.statement.reverse,
      })),
    })),
    blend,
    plan: buildDevelopmentPlan({ result, top: order, mixed: result.mixed, triggered, profiles }),
  };
}
