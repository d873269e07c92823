import { PROFILE_LABELS } from '../scoring/scoring';
import {
  PROFILE_IDS,
  profileContentSchema,
  statementSchema,
  type ProfileContent,
  type ProfileId,
  type Statement,
} from './content.schema';

/**
 * Content rules beyond the zod shapes. validateContent returns a list of
 * human-readable problems (empty = valid); the test suite requires the real
 * content to produce none.
 */

export const REQUIRED_STATEMENT_COUNT = 100;
export const REQUIRED_PROFILE_COUNT = 9;
export const MIN_STATEMENTS_PER_PROFILE = 11;
/** Spec: 11 or 12 statements per profile (a longer profile's mean varies less; docs/scoring.md). */
export const MAX_STATEMENTS_PER_PROFILE = 12;
/**
 * About half of each profile's statements are reverse-keyed, so that a sheet
 * answered 5 (or 1) to everything lands every profile near 50% instead of
 * calling every profile a strong trait (docs/scoring.md). With at least 5
 * reverse-keyed statements, an all-5 sheet gives a profile at most 54.5% (11
 * statements) or 58.3% (12 statements).
 */
export const MIN_REVERSE_STATEMENTS_PER_PROFILE = 5;
/** Minimum length of each list in LIST_FIELDS. */
export const MIN_LIST_LENGTH = 5;
export const MIN_CAREERS_PER_PROFILE = 8;
/** Distinct career names (normalised) across all profiles. */
export const MIN_DISTINCT_CAREERS = 60;

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

function validateStatements(statements: readonly unknown[], problems: string[]): Statement[] {
  const valid: Statement[] = [];
  statements.forEach((candidate, index) => {
    const parsed = statementSchema.safeParse(candidate);
    if (parsed.success) valid.push(parsed.data);
    else problems.push(`Statement at index ${index} is invalid: ${describeIssues(parsed.error)}`);
  });

  if (statements.length !== REQUIRED_STATEMENT_COUNT) {
    problems.push(`Expected ${REQUIRED_STATEMENT_COUNT} statements, found ${statements.length}`);
  }

  const ids = new Set<number>();
  const texts = new Map<string, number>();
  for (const statement of valid) {
    if (ids.has(statement.id)) problems.push(`Duplicate statement id ${statement.id}`);
    ids.add(statement.id);
    const key = normaliseText(statement.text);
    const firstId = texts.get(key);
    if (firstId !== undefined) problems.push(`Statement ${statement.id} repeats the text of statement ${firstId}`);
    else texts.set(key, statement.id);
  }

  for (let i = 1; i < valid.length; i++) {
    const previous = valid[i - 1] as Statement;
    const current = valid[i] as Statement;
    if (current.id <= previous.id) problems.push(`Statements must be in ascending id order (${previous.id} before ${current.id})`);
    if (current.profileId === previous.profileId) {
      problems.push(`Statements ${previous.id} and ${current.id} are consecutive and keyed to the same profile ${current.profileId}`);
    }
  }

  for (const id of PROFILE_IDS) {
    const keyed = valid.filter((statement) => statement.profileId === id);
    const reverse = keyed.filter((statement) => statement.reverse).length;
    if (keyed.length < MIN_STATEMENTS_PER_PROFILE) {
      problems.push(`Profile ${id} has ${keyed.length} statements (minimum ${MIN_STATEMENTS_PER_PROFILE})`);
    }
    if (keyed.length > MAX_STATEMENTS_PER_PROFILE) {
      problems.push(`Profile ${id} has ${keyed.length} statements (maximum ${MAX_STATEMENTS_PER_PROFILE})`);
    }
    if (reverse < MIN_REVERSE_STATEMENTS_PER_PROFILE) {
      problems.push(`Profile ${id} has ${reverse} reverse-keyed statements (minimum ${MIN_REVERSE_STATEMENTS_PER_PROFILE})`);
    }
  }
  return valid;
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

  const careerNames = new Set<string>();
  for (const profile of valid) {
    const where = `Profile ${profile.id} (${profile.slug})`;
    for (const field of LIST_FIELDS) {
      const length = profile[field].length;
      if (length < MIN_LIST_LENGTH) problems.push(`${where}: ${field} has ${length} items (minimum ${MIN_LIST_LENGTH})`);
    }
    if (profile.careers.length < MIN_CAREERS_PER_PROFILE) {
      problems.push(`${where}: careers has ${profile.careers.length} items (minimum ${MIN_CAREERS_PER_PROFILE})`);
    }
    for (const career of profile.careers) careerNames.add(normaliseText(career.name));

    const label = PROFILE_LABELS[profile.id as ProfileId];
    if (label.name !== profile.name || label.careerName !== profile.careerName) {
      problems.push(
        `${where}: name/careerName "${profile.name}"/"${profile.careerName}" differ from the scoring labels "${label.name}"/"${label.careerName}"`,
      );
    }
  }
  if (careerNames.size < MIN_DISTINCT_CAREERS) {
    problems.push(`Only ${careerNames.size} distinct career names across all profiles (minimum ${MIN_DISTINCT_CAREERS})`);
  }
}

/**
 * Checks statements and profiles against the content rules. Accepts unchecked
 * input (every item is parsed with its zod schema first) so broken copies can
 * be validated too.
 */
export function validateContent(statements: readonly unknown[], profiles: readonly unknown[]): string[] {
  const problems: string[] = [];
  validateStatements(statements, problems);
  validateProfiles(profiles, problems);
  return problems;
}
