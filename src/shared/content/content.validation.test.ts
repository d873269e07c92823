import { describe, expect, it } from 'vitest';
import type { ProfileContent, Statement } from './content.schema';
import {
  MIN_CAREERS_PER_PROFILE,
  MIN_DISTINCT_CAREERS,
  MAX_STATEMENTS_PER_PROFILE,
  MIN_LIST_LENGTH,
  MIN_REVERSE_STATEMENTS_PER_PROFILE,
  MIN_STATEMENTS_PER_PROFILE,
  REQUIRED_STATEMENT_COUNT,
  normaliseText,
  validateContent,
} from './content.validation';
import {
  FREE_CAREER_COUNT,
  freeProfileViewSchema,
  paidProfileViewSchema,
  toFreeProfileView,
  toPaidProfileView,
} from './profile-views';
import { PROFILES } from './profiles';
import { QUESTION_SET_VERSION, STATEMENTS } from './questions';

function statementsCopy(): Statement[] {
  return structuredClone([...STATEMENTS]);
}

function profilesCopy(): ProfileContent[] {
  return structuredClone([...PROFILES]);
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

function expectProblem(problems: string[], pattern: RegExp) {
  expect(problems.some((problem) => pattern.test(problem)), `expected a problem matching ${pattern}, got:\n${problems.join('\n')}`).toBe(
    true,
  );
}

describe('real content', () => {
  it('passes validateContent with zero problems', () => {
    expect(validateContent(STATEMENTS, PROFILES)).toEqual([]);
  });

  it('has the documented shape', () => {
    expect(QUESTION_SET_VERSION).toBe('2026-11-v2');
    expect(STATEMENTS).toHaveLength(REQUIRED_STATEMENT_COUNT);
    expect(STATEMENTS.map((s) => s.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const counts = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => STATEMENTS.filter((s) => s.profileId === id).length);
    expect(counts.filter((count) => count === 12)).toHaveLength(1);
    expect(counts.filter((count) => count === 11)).toHaveLength(8);
    // About half of each profile is reverse-keyed: 6 of 12, or 5 or 6 of 11.
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const keyed = STATEMENTS.filter((s) => s.profileId === id);
      const reverse = keyed.filter((s) => s.reverse).length;
      expect(reverse).toBeGreaterThanOrEqual(Math.floor(keyed.length / 2));
      expect(reverse).toBeLessThanOrEqual(Math.ceil(keyed.length / 2));
    }
    expect(STATEMENTS.filter((s) => s.reverse)).toHaveLength(49);
  });

  it('spreads reverse-keyed statements out (never more than two in a row, first one forward)', () => {
    expect(at(STATEMENTS, 0).reverse).toBe(false);
    let run = 0;
    for (const statement of STATEMENTS) {
      run = statement.reverse ? run + 1 : 0;
      expect(run).toBeLessThanOrEqual(2);
    }
  });

  it('writes statements without double negatives', () => {
    for (const statement of STATEMENTS) {
      expect(statement.text).toMatch(/[.]$/);
      expect(normaliseText(statement.text)).not.toMatch(/\bnão\b.*\bnão\b/);
      if (statement.reverse) expect(normaliseText(statement.text)).not.toMatch(/^não\b/);
    }
  });
});

describe('validateContent detects broken content', () => {
  it('a profile with a missing field', () => {
    const profiles = profilesCopy();
    delete (profiles[2] as Partial<ProfileContent>).description;
    expectProblem(validateContent(STATEMENTS, profiles), /Profile at index 2 is invalid: description/);
  });

  it('a duplicate statement id', () => {
    const statements = statementsCopy();
    at(statements, 5).id = at(statements, 4).id;
    expectProblem(validateContent(statements, PROFILES), /Duplicate statement id 5/);
  });

  it('a duplicate statement text (normalised)', () => {
    const statements = statementsCopy();
    at(statements, 30).text = `  ${at(statements, 3).text.toUpperCase().replace(/ /g, '   ')} `;
    expectProblem(validateContent(statements, PROFILES), /Statement 31 repeats the text of statement 4/);
  });

  it('a statement count other than 100', () => {
    const statements = statementsCopy().slice(0, 99);
    expectProblem(validateContent(statements, PROFILES), /Expected 100 statements, found 99/);
  });

  it('a duplicate profile id and slug', () => {
    const profiles = profilesCopy();
    at(profiles, 4).id = 4;
    at(profiles, 4).slug = at(profiles, 3).slug;
    const problems = validateContent(STATEMENTS, profiles);
    expectProblem(problems, /Duplicate profile id 4/);
    expectProblem(problems, /Duplicate profile slug/);
    expectProblem(problems, /Profile 5 is missing/);
  });

  it('a list shorter than the minimum', () => {
    const profiles = profilesCopy();
    at(profiles, 6).tips = at(profiles, 6).tips.slice(0, MIN_LIST_LENGTH - 1);
    at(profiles, 1).famousPeople = at(profiles, 1).famousPeople.slice(0, 2);
    const problems = validateContent(STATEMENTS, profiles);
    expectProblem(problems, /Profile 7 .*: tips has 4 items \(minimum 5\)/);
    expectProblem(problems, /Profile 2 .*: famousPeople has 2 items/);
  });

  it('a profile with too few careers', () => {
    const profiles = profilesCopy();
    at(profiles, 8).careers = at(profiles, 8).careers.slice(0, MIN_CAREERS_PER_PROFILE - 1);
    expectProblem(validateContent(STATEMENTS, profiles), /Profile 9 .*: careers has 7 items \(minimum 8\)/);
  });

  it('too few distinct career names across profiles', () => {
    const profiles = profilesCopy();
    for (const profile of profiles) {
      profile.careers = profile.careers.map((career, index) => ({ ...career, name: ` Carreira  ${index % 6} ` }));
    }
    expectProblem(validateContent(STATEMENTS, profiles), new RegExp(`Only 6 distinct career names .*minimum ${MIN_DISTINCT_CAREERS}`));
  });

  it('a profile with too few statements', () => {
    const statements = statementsCopy();
    const moved = statements.find((s) => s.profileId === 2 && !s.reverse)!;
    moved.profileId = 3;
    expectProblem(
      validateContent(statements, PROFILES),
      new RegExp(`Profile 2 has ${MIN_STATEMENTS_PER_PROFILE - 1} statements \\(minimum ${MIN_STATEMENTS_PER_PROFILE}\\)`),
    );
  });

  it('a profile with too many statements', () => {
    const statements = statementsCopy();
    // Profile 1 already has the maximum (12); give it one of profile 2's statements.
    const moved = statements.find((s) => s.profileId === 2 && !s.reverse)!;
    moved.profileId = 1;
    expectProblem(validateContent(statements, PROFILES), new RegExp(`Profile 1 has ${MAX_STATEMENTS_PER_PROFILE + 1} statements \\(maximum ${MAX_STATEMENTS_PER_PROFILE}\\)`));
  });

  it('a profile with one reverse-keyed statement fewer than the minimum', () => {
    const statements = statementsCopy();
    const reverse = statements.filter((s) => s.profileId === 3 && s.reverse);
    expect(reverse).toHaveLength(MIN_REVERSE_STATEMENTS_PER_PROFILE);
    reverse[0]!.reverse = false;
    expectProblem(
      validateContent(statements, PROFILES),
      new RegExp(`Profile 3 has ${MIN_REVERSE_STATEMENTS_PER_PROFILE - 1} reverse-keyed statements \\(minimum ${MIN_REVERSE_STATEMENTS_PER_PROFILE}\\)`),
    );
  });

  it('accepts a profile with exactly the minimum of reverse-keyed statements', () => {
    const statements = statementsCopy();
    const reverse = statements.filter((s) => s.profileId === 4 && s.reverse);
    for (const statement of reverse.slice(MIN_REVERSE_STATEMENTS_PER_PROFILE)) statement.reverse = false;
    expect(statements.filter((s) => s.profileId === 4 && s.reverse)).toHaveLength(MIN_REVERSE_STATEMENTS_PER_PROFILE);
    expect(validateContent(statements, PROFILES)).toEqual([]);
  });

  it('a profile with too few reverse-keyed statements', () => {
    const statements = statementsCopy();
    const reverse = statements.filter((s) => s.profileId === 5 && s.reverse);
    for (const statement of reverse.slice(0, reverse.length - 1)) statement.reverse = false;
    expectProblem(
      validateContent(statements, PROFILES),
      new RegExp(`Profile 5 has 1 reverse-keyed statements \\(minimum ${MIN_REVERSE_STATEMENTS_PER_PROFILE}\\)`),
    );
  });

  it('consecutive statements keyed to the same profile', () => {
    const statements = statementsCopy();
    at(statements, 11).profileId = at(statements, 10).profileId;
    expectProblem(validateContent(statements, PROFILES), /Statements 11 and 12 are consecutive/);
  });

  it('a profile name that differs from the scoring labels', () => {
    const profiles = profilesCopy();
    at(profiles, 0).careerName = 'Organizadora';
    expectProblem(validateContent(STATEMENTS, profiles), /differ from the scoring labels/);
  });
});

describe('profile views (free/paid split)', () => {
  const paidOnly = ['scenario', 'weaknesses', 'workStyle', 'relationships', 'personalGrowth', 'famousPeople'];

  it('the free view has no paid fields and only the first careers, without pathInBrazil', () => {
    for (const profile of PROFILES) {
      const view = toFreeProfileView(profile);
      expect(freeProfileViewSchema.parse(view)).toEqual(view);
      for (const key of paidOnly) expect(view).not.toHaveProperty(key);
      expect(view.careers).toEqual(profile.careers.slice(0, FREE_CAREER_COUNT).map(({ name, whyItFits }) => ({ name, whyItFits })));
      expect(JSON.stringify(view)).not.toContain('pathInBrazil');
    }
  });

  it('the paid view adds the paid fields and the full career list', () => {
    for (const profile of PROFILES) {
      const view = toPaidProfileView(profile);
      expect(paidProfileViewSchema.parse(view)).toEqual(view);
      expect(view).toEqual(profile);
    }
  });

  it('the free schema strips paid fields and rejects a full career list', () => {
    const profile = at(PROFILES, 0);
    const parsed = freeProfileViewSchema.parse({ ...toPaidProfileView(profile), careers: toFreeProfileView(profile).careers });
    expect(parsed).toEqual(toFreeProfileView(profile));
    expect(freeProfileViewSchema.safeParse(toPaidProfileView(profile)).success).toBe(false);
  });
});
