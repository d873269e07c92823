import type { QuestionSet } from './content.schema';
import { QUESTION_SET_2026_11_V2 } from './questions-2026-11-v2';
import { QUESTION_SET } from './questions';

/**
 * Every question set an attempt may have been taken with, oldest first, by
 * version. An attempt keeps the version it started with: the quiz shows that
 * set's statements in that set's order, accepts answers to its ids only, and
 * scores and checks the sheet with its keys. New attempts use
 * CURRENT_QUESTION_SET. A set that attempts may still use is never removed.
 */
export const QUESTION_SETS: readonly QuestionSet[] = [QUESTION_SET_2026_11_V2, QUESTION_SET];

export const CURRENT_QUESTION_SET: QuestionSet = QUESTION_SET;

export class UnknownQuestionSetError extends Error {
  override readonly name = 'UnknownQuestionSetError';
  constructor(readonly version: string) {
    super(`Unknown question set version "${version}"`);
  }
}

/** The set of a version; throws UnknownQuestionSetError for a version that was never published. */
export function questionSetFor(version: string): QuestionSet {
  const set = QUESTION_SETS.find((candidate) => candidate.version === version);
  if (!set) throw new UnknownQuestionSetError(version);
  return set;
}

/** What the quiz shows: every item of the set (the attention statement included), in display order, as {id, text}. */
export function displayedQuestions(set: QuestionSet): Array<{ id: number; text: string }> {
  const texts = new Map<number, string>(set.statements.map((statement) => [statement.id, statement.text]));
  if (set.attention) texts.set(set.attention.id, set.attention.text);
  return set.order.map((id) => {
    const text = texts.get(id);
    if (text === undefined) throw new Error(`Question set ${set.version} orders id ${id}, which it does not have`);
    return { id, text };
  });
}

/** Every id of any set: an answer to an id outside this is no question at all. */
export const ALL_QUESTION_IDS: ReadonlySet<number> = new Set(QUESTION_SETS.flatMap((set) => set.order));
