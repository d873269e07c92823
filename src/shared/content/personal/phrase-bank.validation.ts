import type { ProfileId, QuestionSet } from '../content.schema';
import { fleschReadingEasePt } from '../readability';
import { MAX_SENTENCE_WORDS, acronymProblems, longSentences } from '../reading-level';
import {
  ALL_PAIR_KEYS,
  ALL_WING_KEYS,
  answerActionSchema,
  pairBlendSchema,
  statementGlossSchema,
  wingSchema,
  type AnswerAction,
  type PairBlend,
  type PairKey,
  type StatementGloss,
} from './phrase-bank.schema';

/** Every text of the phrase bank scores at least this on Flesch-PT, each on its own (issue 25). */
export const PHRASE_BANK_MIN_EASE = 60;
/** At least this many scored statements of the current set lead to a micro-action. */
export const MIN_ANSWER_ACTIONS = 30;

export interface PhraseBankData {
  glosses: Readonly<Record<number, StatementGloss>>;
  pairs: Readonly<Partial<Record<PairKey, PairBlend>>>;
  wings: Readonly<Partial<Record<PairKey, string>>>;
  actions: readonly AnswerAction[];
  /** Fixed sentences of the personal parts (frames, clarity, the percentage), by name. */
  phrases: Readonly<Record<string, string>>;
}

/** Readability, sentence length and acronyms of one text. */
export function textProblems(where: string, text: string, minimumEase = PHRASE_BANK_MIN_EASE): string[] {
  const problems: string[] = [];
  const ease = fleschReadingEasePt(text);
  if (ease < minimumEase) problems.push(`${where}: Flesch ${ease.toFixed(1)} (min ${minimumEase}): "${text}"`);
  for (const { sentence, words } of longSentences(text)) problems.push(`${where}: a sentence has ${words} words (max ${MAX_SENTENCE_WORDS}): "${sentence}"`);
  for (const problem of acronymProblems(text)) problems.push(`${where}: ${problem}`);
  return problems;
}

function schemaProblems(where: string, result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }): string[] {
  if (result.success) return [];
  return (result.error?.issues ?? []).map((issue) => `${where}${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`);
}

/**
 * Checks the phrase bank against the question sets (every scored statement of
 * every set has its gloss; actions point at scored statements of the current
 * set) and the reading rules. Returns human-readable problems; empty = valid.
 */
export function validatePhraseBank(bank: PhraseBankData, sets: readonly QuestionSet[], current: QuestionSet): string[] {
  const problems: string[] = [];

  // Glosses: exactly the scored statements of every set.
  const scored = new Map(sets.flatMap((set) => set.statements.map((statement) => [statement.id, statement.text] as const)));
  for (const id of scored.keys()) if (!bank.glosses[id]) problems.push(`Gloss ${id}: missing (statement “${scored.get(id)}”)`);
  for (const [key, gloss] of Object.entries(bank.glosses)) {
    const id = Number(key);
    const where = `Gloss ${id}`;
    if (!scored.has(id)) problems.push(`${where}: no scored statement has this id`);
    problems.push(...schemaProblems(where, statementGlossSchema.safeParse(gloss)));
    if (gloss.agree === gloss.disagree) problems.push(`${where}: agree and disagree say the same`);
    problems.push(...textProblems(`${where}.agree`, gloss.agree), ...textProblems(`${where}.disagree`, gloss.disagree));
  }

  // Pairs: the 36 unordered pairs.
  for (const key of ALL_PAIR_KEYS) if (!bank.pairs[key]) problems.push(`Pair ${key}: missing`);
  for (const [key, pair] of Object.entries(bank.pairs)) {
    const where = `Pair ${key}`;
    if (!ALL_PAIR_KEYS.includes(key as PairKey)) problems.push(`${where}: not a pair "a-b" of two profiles with a < b`);
    problems.push(...schemaProblems(where, pairBlendSchema.safeParse(pair)));
    if (pair) problems.push(...textProblems(`${where}.title`, pair.title, 0), ...textProblems(`${where}.text`, pair.text));
  }

  // Wings: the 18 "first-second" neighbours on the circle.
  for (const key of ALL_WING_KEYS) if (!bank.wings[key]) problems.push(`Wing ${key}: missing`);
  for (const [key, wing] of Object.entries(bank.wings)) {
    const where = `Wing ${key}`;
    if (!ALL_WING_KEYS.includes(key as PairKey)) problems.push(`${where}: the two profiles are not neighbours on the circle`);
    problems.push(...schemaProblems(where, wingSchema.safeParse(wing)));
    if (wing) problems.push(...textProblems(where, wing));
  }

  // Actions: scored statements of the current set, one per statement and direction, enough of them.
  const currentScored = new Set(current.statements.map((statement) => statement.id));
  const seen = new Set<string>();
  for (const [index, action] of bank.actions.entries()) {
    const where = `Action ${index} (statement ${action.statementId}, ${action.when})`;
    problems.push(...schemaProblems(where, answerActionSchema.safeParse(action)));
    if (!currentScored.has(action.statementId)) problems.push(`${where}: not a scored statement of ${current.version}`);
    const key = `${action.statementId}:${action.when}`;
    if (seen.has(key)) problems.push(`${where}: a second action for the same statement and direction`);
    seen.add(key);
    problems.push(...textProblems(`${where}.title`, action.title, 0), ...textProblems(`${where}.text`, action.text));
  }
  const statementsWithAction = new Set(bank.actions.map((action) => action.statementId));
  if (statementsWithAction.size < MIN_ANSWER_ACTIONS) {
    problems.push(`Actions: ${statementsWithAction.size} statements lead to an action (min ${MIN_ANSWER_ACTIONS})`);
  }

  for (const [name, text] of Object.entries(bank.phrases)) problems.push(...textProblems(`Phrase ${name}`, text));
  return problems;
}

/** The profiles a pair key names. */
export function profilesOfPair(key: PairKey): [ProfileId, ProfileId] {
  const [a, b] = key.split('-').map(Number);
  return [a as ProfileId, b as ProfileId];
}
