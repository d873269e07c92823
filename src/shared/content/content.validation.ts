import { TOTAL_QUESTIONS } from '../constants/quiz';
import { PROFILE_LABELS } from '../scoring/scoring';
import { answerLabel } from './answer-scale';
import { PROFILE_IDS, profileContentSchema, questionSetSchema, type ProfileContent, type ProfileId, type QuestionSet, type Statement } from './content.schema';

/**
 * Content rules beyond the zod shapes. validateContent returns a list of
 * human-readable problems (empty = valid); the test suite requires the real
 * content to produce none.
 */

/** Items of a question set: the scored statements plus the attention statement. */
export const REQUIRED_QUESTION_COUNT = TOTAL_QUESTIONS;
export const REQUIRED_PROFILE_COUNT = 9;
/** 9 x 11 = 99 scored statements, plus the attention statement. */
export const STATEMENTS_PER_PROFILE = 11;
/**
 * Every profile has the same forward/reverse split, at least 5 of 11
 * reverse-keyed: agreeing (or disagreeing) with everything then moves all nine
 * profiles alike, so answering style cannot favour a profile (docs/scoring.md).
 */
export const MIN_REVERSE_STATEMENTS_PER_PROFILE = 5;
/** Never more than this many reverse-keyed statements in a row. */
export const MAX_REVERSE_IN_A_ROW = 2;
/** The attention statement is not among the first or the last this many items. */
export const ATTENTION_EDGE_MARGIN = 10;
/**
 * The two statements of a near-opposite pair are exactly this many items
 * apart: far enough that the first answer is not remembered, and a multiple of
 * 2, 4, 5 and 8, so an answer pattern that repeats every 2, 4, 5 or 8 items
 * gives both statements the same answer, which is inconsistent unless it is
 * Neutro (docs/scoring.md, "Answer-quality gate").
 */
export const PAIR_DISTANCE = 40;
/**
 * Words a reverse-keyed statement may not use (outside quotation marks):
 * disagreeing with a negated statement is a double negative.
 */
export const NEGATION_WORDS = ['não', 'sem', 'só', 'nem', 'nunca', 'nada', 'ninguém', 'jamais'] as const;

/** Minimum length of each list in LIST_FIELDS. */
export const MIN_LIST_LENGTH = 5;

export const LIST_FIELDS = [
  'coreValues',
  'personalityTraits',
  'strengths',
  'tips',
  'weaknesses',
  'workStyle',
  'relationships',
  'personalGrowth',
  'famousPeople',
] as const satisfies ReadonlyArray<keyof ProfileContent>;

/** Lowercase, trimmed, inner whitespace collapsed. */
export function normaliseText(text: string): string {
  return text.toLowerCase().trim().replace(/\s+/g, ' ');
}

function describeIssues(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');
}

/** Words of a text outside “quotation marks” (a quoted answer label or phrase is not the statement's own wording). */
function unquotedWords(text: string): string[] {
  return normaliseText(text.replace(/“[^”]*”|"[^"]*"/g, ' '))
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

/** Rules on the keys: 11 statements per profile, the same forward/reverse split everywhere, at least 5 reverse-keyed. */
function checkKeys(statements: readonly Statement[], problems: string[]): void {
  const splits = new Map<string, ProfileId[]>();
  for (const id of PROFILE_IDS) {
    const keyed = statements.filter((statement) => statement.profileId === id);
    const reverse = keyed.filter((statement) => statement.reverse).length;
    if (keyed.length !== STATEMENTS_PER_PROFILE) {
      problems.push(`Profile ${id} has ${keyed.length} statements (expected ${STATEMENTS_PER_PROFILE})`);
    }
    if (reverse < MIN_REVERSE_STATEMENTS_PER_PROFILE) {
      problems.push(`Profile ${id} has ${reverse} reverse-keyed statements (minimum ${MIN_REVERSE_STATEMENTS_PER_PROFILE})`);
    }
    const split = `${keyed.length - reverse} forward + ${reverse} reverse`;
    splits.set(split, [...(splits.get(split) ?? []), id]);
  }
  if (splits.size > 1) {
    const described = [...splits].map(([split, ids]) => `profiles ${ids.join(', ')}: ${split}`).join('; ');
    problems.push(`Profiles must all have the same forward/reverse split (${described})`);
  }
  for (const statement of statements) {
    if (!statement.reverse) continue;
    const used = unquotedWords(statement.text).filter((word) => (NEGATION_WORDS as readonly string[]).includes(word));
    if (used.length) problems.push(`Reverse-keyed statement ${statement.id} uses "${used.join('", "')}": write the opposite behaviour without a negation`);
  }
}

function checkAttention(set: QuestionSet, problems: string[]): void {
  const attention = set.attention;
  if (!attention) {
    problems.push('The set has no attention statement (exactly one is required)');
    return;
  }
  const label = answerLabel(attention.expectedAnswer);
  if (!attention.text.includes(`“${label}”`)) {
    problems.push(`Attention statement ${attention.id} must ask for its expected answer by name: “${label}”`);
  }
  const position = set.order.indexOf(attention.id);
  if (position >= 0 && (position < ATTENTION_EDGE_MARGIN || position >= set.order.length - ATTENTION_EDGE_MARGIN)) {
    problems.push(
      `Attention statement ${attention.id} is item ${position + 1}: it must sit well inside the test, not among the first or last ${ATTENTION_EDGE_MARGIN}`,
    );
  }
}

/** The display order: every id once; first statement forward; profiles interleaved; at most two reverse-keyed in a row. */
function checkOrder(set: QuestionSet, problems: string[]): void {
  const byId = new Map<number, Statement>(set.statements.map((statement) => [statement.id, statement]));
  const ids = [...byId.keys(), ...(set.attention ? [set.attention.id] : [])];
  const seen = new Set<number>();
  for (const id of set.order) {
    if (seen.has(id)) problems.push(`Order lists id ${id} twice`);
    seen.add(id);
    if (!ids.includes(id)) problems.push(`Order lists id ${id}, which is not in the set`);
  }
  for (const id of ids) if (!seen.has(id)) problems.push(`Order leaves out id ${id}`);

  // Scored statements in display order (the attention statement separates nothing).
  const shown = set.order.map((id) => byId.get(id)).filter((statement): statement is Statement => statement !== undefined);
  if (shown[0]?.reverse) problems.push(`The first statement (${shown[0].id}) must be a forward one`);
  let reverseRun = 0;
  shown.forEach((statement, index) => {
    const previous = shown[index - 1];
    if (previous && previous.profileId === statement.profileId) {
      problems.push(`Statements ${previous.id} and ${statement.id} are consecutive and keyed to the same profile ${statement.profileId}`);
    }
    reverseRun = statement.reverse ? reverseRun + 1 : 0;
    if (reverseRun === MAX_REVERSE_IN_A_ROW + 1) {
      problems.push(`More than ${MAX_REVERSE_IN_A_ROW} reverse-keyed statements in a row, up to statement ${statement.id}`);
    }
  });
}

/** Near-opposite pairs: [forward, reverse] of one profile, each statement in one pair at most, PAIR_DISTANCE apart. */
function checkPairs(set: QuestionSet, problems: string[]): void {
  const byId = new Map<number, Statement>(set.statements.map((statement) => [statement.id, statement]));
  const paired = new Set<number>();
  for (const [forwardId, reverseId] of set.oppositePairs) {
    const where = `Pair [${forwardId}, ${reverseId}]`;
    const forward = byId.get(forwardId);
    const reverse = byId.get(reverseId);
    if (!forward || !reverse) {
      problems.push(`${where} names an id that is not a scored statement of the set`);
      continue;
    }
    if (forward.profileId !== reverse.profileId) problems.push(`${where} joins profiles ${forward.profileId} and ${reverse.profileId}: a pair is one profile`);
    if (forward.reverse || !reverse.reverse) problems.push(`${where} must be [forward id, reverse-keyed id]`);
    for (const id of [forwardId, reverseId]) {
      if (paired.has(id)) problems.push(`Statement ${id} is in more than one pair`);
      paired.add(id);
    }
    const distance = Math.abs(set.order.indexOf(forwardId) - set.order.indexOf(reverseId));
    if (distance !== PAIR_DISTANCE) problems.push(`${where} is ${distance} items apart (must be ${PAIR_DISTANCE})`);
  }
}

/**
 * Checks one question set against the current rules (the published set and
 * any future one; a frozen older set is kept as it was and not re-checked).
 * Accepts unchecked input so broken copies can be validated too.
 */
export function validateQuestionSet(candidate: unknown): string[] {
  const problems: string[] = [];
  const parsed = questionSetSchema.safeParse(candidate);
  if (!parsed.success) return [`Question set is invalid: ${describeIssues(parsed.error)}`];
  const set = parsed.data;

  const count = set.statements.length + (set.attention ? 1 : 0);
  if (count !== REQUIRED_QUESTION_COUNT) {
    problems.push(`Expected ${REQUIRED_QUESTION_COUNT} statements (scored and attention), found ${count}`);
  }
  const ids = new Set<number>();
  const texts = new Map<string, number>();
  for (const item of [...set.statements, ...(set.attention ? [set.attention] : [])]) {
    if (ids.has(item.id)) problems.push(`Duplicate statement id ${item.id}`);
    ids.add(item.id);
    const key = normaliseText(item.text);
    const firstId = texts.get(key);
    if (firstId !== undefined) problems.push(`Statement ${item.id} repeats the text of statement ${firstId}`);
    else texts.set(key, item.id);
  }
  checkKeys(set.statements, problems);
  checkAttention(set, problems);
  checkOrder(set, problems);
  checkPairs(set, problems);
  return problems;
}

/**
 * Rules across versions (oldest first): an id means one text for good. An id
 * present in two sets has the same text, profile and key (or is the same
 * attention statement) in both, and an id that a newer set dropped (retired)
 * never comes back. Versions are unique.
 */
export function validateQuestionSetHistory(sets: readonly QuestionSet[]): string[] {
  const problems: string[] = [];
  const versions = new Set<string>();
  const meaning = new Map<number, { version: string; value: string }>();
  const retired = new Map<number, string>();
  let previousIds = new Set<number>();
  for (const set of sets) {
    if (versions.has(set.version)) problems.push(`Question set version ${set.version} appears twice`);
    versions.add(set.version);
    const items = [
      ...set.statements.map((statement) => ({ id: statement.id, value: JSON.stringify(['scored', statement.text, statement.profileId, statement.reverse]) })),
      ...(set.attention ? [{ id: set.attention.id, value: JSON.stringify(['attention', set.attention.text, set.attention.expectedAnswer]) }] : []),
    ];
    const ids = new Set(items.map((item) => item.id));
    for (const id of previousIds) if (!ids.has(id)) retired.set(id, set.version);
    for (const item of items) {
      const retiredIn = retired.get(item.id);
      if (retiredIn !== undefined) problems.push(`Id ${item.id} was retired in ${retiredIn} and is used again in ${set.version}`);
      const known = meaning.get(item.id);
      if (known && known.value !== item.value) {
        problems.push(`Id ${item.id} changed between ${known.version} and ${set.version}: a new or changed text needs a new id`);
      }
      if (!known) meaning.set(item.id, { version: set.version, value: item.value });
    }
    previousIds = ids;
  }
  return problems;
}

function validateProfiles(profiles: readonly unknown[], problems: string[]): void {
  const valid: ProfileContent[] = [];
  profiles.forEach((candidate, index) => {
    const parsed = profileContentSchema.safeParse(candidate);
    if (parsed.success) valid.push(parsed.data);
    else problems.push(`Profile at index ${index} is invalid: ${describeIssues(parsed.error)}`);
  });

  if (profiles.length !== REQUIRED_PROFILE_COUNT) {
    problems.push(`Expected ${REQUIRED_PROFILE_COUNT} profiles, found ${profiles.length}`);
  }

  const ids = new Set<number>();
  const slugs = new Set<string>();
  for (const profile of valid) {
    if (ids.has(profile.id)) problems.push(`Duplicate profile id ${profile.id}`);
    ids.add(profile.id);
    if (slugs.has(profile.slug)) problems.push(`Duplicate profile slug "${profile.slug}"`);
    slugs.add(profile.slug);
  }
  valid.forEach((profile, index) => {
    if (profile.id !== index + 1) problems.push(`Profile "${profile.slug}" has id ${profile.id} but is at index ${index} (expected id ${index + 1})`);
  });
  for (const id of PROFILE_IDS) {
    if (!ids.has(id)) problems.push(`Profile ${id} is missing`);
  }

  for (const profile of valid) {
    const where = `Profile ${profile.id} (${profile.slug})`;
    for (const field of LIST_FIELDS) {
      const length = profile[field].length;
      if (length < MIN_LIST_LENGTH) problems.push(`${where}: ${field} has ${length} items (minimum ${MIN_LIST_LENGTH})`);
    }
    // Careers are the catalogue's (careers/career.schema.ts), validated by careers.validation.ts (issue 27).
    const label = PROFILE_LABELS[profile.id as ProfileId];
    if (label.name !== profile.name || label.careerName !== profile.careerName) {
      problems.push(`${where}: name/careerName "${profile.name}"/"${profile.careerName}" differ from the scoring labels "${label.name}"/"${label.careerName}"`);
    }
  }
}

/**
 * Checks a question set and the profiles against the content rules. Accepts unchecked
 * input (every item is parsed with its zod schema first) so broken copies can
 * be validated too.
 */
export function validateContent(questionSet: unknown, profiles: readonly unknown[]): string[] {
  const problems = validateQuestionSet(questionSet);
  validateProfiles(profiles, problems);
  return problems;
}
