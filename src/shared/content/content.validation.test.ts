import { careersOfProfile } from './careers/catalogue';
import type { ProfileId } from './content.schema';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProfileContent, QuestionSet, Statement } from './content.schema';
import {
  ATTENTION_EDGE_MARGIN,
  MIN_LIST_LENGTH,
  MIN_REVERSE_STATEMENTS_PER_PROFILE,
  PAIR_DISTANCE,
  REQUIRED_QUESTION_COUNT,
  STATEMENTS_PER_PROFILE,
  validateContent,
  validateQuestionSet,
  validateQuestionSetHistory,
} from './content.validation';
import { DIFFICULTIES_HELP_LINE } from './honest-frame';
import { FREE_CAREER_COUNT, freeProfileViewSchema, paidProfileViewSchema } from './profile-views';
import { toFreeProfileView, toPaidProfileView } from './profile-view-builders';
import { PROFILES } from './profiles';
import { PROFILE_ITEM_LINKS } from './personal/item-links';
import { portraitOf } from '../scoring/portrait';
import { CURRENT_QUESTION_SET, QUESTION_SETS, displayedQuestions, questionSetFor } from './question-sets';
import { QUESTION_SET, QUESTION_SET_VERSION, STATEMENTS } from './questions';
import { QUESTION_SET_2026_11_V2 } from './questions-2026-11-v2';
import { fleschReadingEasePt } from './readability';

/** SHA-256 of JSON.stringify(QUESTION_SET_2026_11_V2): the v2 statements exactly as they were asked (attempts may still be scored with them). */
const V2_FINGERPRINT = 'bf099e9fa65e05c81673ff6fc40dd98e806f785b140a0d07811a6c49196f0007';

function setCopy(): QuestionSet {
  return structuredClone(QUESTION_SET);
}

function profilesCopy(): ProfileContent[] {
  return structuredClone([...PROFILES]);
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

function statement(set: QuestionSet, id: number): Statement {
  const found = set.statements.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no statement ${id}`);
  return found;
}

/** The scored statements in display order. */
function shown(set: QuestionSet): Statement[] {
  return set.order.filter((id) => id !== set.attention?.id).map((id) => statement(set, id));
}

function expectProblem(problems: string[], pattern: RegExp) {
  expect(
    problems.some((problem) => pattern.test(problem)),
    `expected a problem matching ${pattern}, got:\n${problems.join('\n')}`,
  ).toBe(true);
}

describe('real content', () => {
  it('passes validateContent with zero problems', () => {
    expect(validateContent(QUESTION_SET, PROFILES)).toEqual([]);
  });

  it('keeps every id to one meaning across the question sets, oldest first', () => {
    expect(QUESTION_SETS.map((set) => set.version)).toEqual(['2026-11-v2', '2026-11-v3']);
    expect(validateQuestionSetHistory(QUESTION_SETS)).toEqual([]);
    expect(CURRENT_QUESTION_SET).toBe(QUESTION_SET);
  });

  it('has the documented shape: 99 scored (11 per profile, 6 forward + 5 reverse), one attention statement, 33 pairs', () => {
    expect(QUESTION_SET_VERSION).toBe('2026-11-v3');
    expect(STATEMENTS).toHaveLength(99);
    expect(QUESTION_SET.order).toHaveLength(REQUIRED_QUESTION_COUNT);
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const keyed = STATEMENTS.filter((s) => s.profileId === id);
      expect(keyed).toHaveLength(STATEMENTS_PER_PROFILE);
      expect(keyed.filter((s) => s.reverse)).toHaveLength(5);
    }
    expect(QUESTION_SET.attention).toEqual({ id: 136, expectedAnswer: 2, text: expect.stringContaining('marque “Discordo”') });
    expect(QUESTION_SET.order.indexOf(136) + 1).toBe(64);
    expect(QUESTION_SET.oppositePairs).toHaveLength(33);
    // Statement 59 (life satisfaction, scored for Individualista) is retired.
    expect(STATEMENTS.map((s) => s.id)).not.toContain(59);
    // Unchanged texts kept their ids, new ones start at 101.
    const kept = STATEMENTS.filter((s) => s.id <= 100);
    expect(kept).toHaveLength(46);
    for (const s of kept) expect(QUESTION_SET_2026_11_V2.statements.find((old) => old.id === s.id)).toEqual(s);
  });

  it('reads easily: the statements together score at least 60 on Flesch-PT', () => {
    const text = displayedQuestions(QUESTION_SET)
      .map((question) => question.text)
      .join(' ');
    expect(fleschReadingEasePt(text)).toBeGreaterThanOrEqual(60);
  });

  it('keeps question set 2026-11-v2 frozen, with its ids in display order', () => {
    const fingerprint = createHash('sha256').update(JSON.stringify(QUESTION_SET_2026_11_V2)).digest('hex');
    expect(fingerprint).toBe(V2_FINGERPRINT);
    expect(QUESTION_SET_2026_11_V2.order).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(questionSetFor('2026-11-v2')).toBe(QUESTION_SET_2026_11_V2);
    expect(() => questionSetFor('2026-10-v0')).toThrow(/Unknown question set version/);
  });
});

describe('validateQuestionSet detects a broken set', () => {
  it('a duplicate statement id', () => {
    const set = setCopy();
    at(set.statements, 5).id = at(set.statements, 4).id;
    expectProblem(validateQuestionSet(set), new RegExp(`Duplicate statement id ${at(set.statements, 4).id}`));
  });

  it('a duplicate statement text (normalised)', () => {
    const set = setCopy();
    at(set.statements, 30).text = `  ${at(set.statements, 3).text.toUpperCase().replace(/ /g, '   ')} `;
    expectProblem(validateQuestionSet(set), new RegExp(`Statement ${at(set.statements, 30).id} repeats the text of statement ${at(set.statements, 3).id}`));
  });

  it('a count other than 100', () => {
    const set = setCopy();
    const dropped = set.statements.pop()!;
    set.order = set.order.filter((id) => id !== dropped.id);
    expectProblem(validateQuestionSet(set), /Expected 100 statements \(scored and attention\), found 99/);
  });

  it('a profile with 10 statements', () => {
    const set = setCopy();
    set.statements.find((s) => s.profileId === 2 && !s.reverse)!.profileId = 3;
    const problems = validateQuestionSet(set);
    expectProblem(problems, /Profile 2 has 10 statements \(expected 11\)/);
    expectProblem(problems, /Profile 3 has 12 statements \(expected 11\)/);
  });

  it('profiles with different forward/reverse splits, even when each has at least 5 reverse-keyed', () => {
    const set = setCopy();
    // Profile 4 gets 5 forward + 6 reverse (the 2026-11-v2 imbalance); the others keep 6 + 5.
    set.statements.find((s) => s.profileId === 4 && !s.reverse && s.id === 20)!.reverse = true;
    const problems = validateQuestionSet(set);
    expectProblem(problems, /same forward\/reverse split \(profiles 1, 2, 3, 5, 6, 7, 8, 9: 6 forward \+ 5 reverse; profiles 4: 5 forward \+ 6 reverse\)/);
    expect(problems.some((problem) => /minimum/.test(problem))).toBe(false);
  });

  it('too few reverse-keyed statements, even with the same split everywhere', () => {
    const set = setCopy();
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9]) set.statements.find((s) => s.profileId === id && s.reverse)!.reverse = false;
    const problems = validateQuestionSet(set);
    expectProblem(problems, new RegExp(`Profile 7 has 4 reverse-keyed statements \\(minimum ${MIN_REVERSE_STATEMENTS_PER_PROFILE}\\)`));
    expect(problems.some((problem) => /same forward\/reverse split/.test(problem))).toBe(false);
  });

  it('a reverse-keyed statement with a negation ("sem", "só", "não"...), but not a quoted one', () => {
    const set = setCopy();
    const reverse = set.statements.filter((s) => s.reverse);
    at(reverse, 0).text = 'Consigo fazer a mesma coisa por muito tempo sem enjoar.';
    at(reverse, 1).text = 'Só ajudo quando alguém me pede.';
    at(reverse, 2).text = 'Digo “não” a um pedido de favor com facilidade.';
    const problems = validateQuestionSet(set);
    expectProblem(problems, new RegExp(`Reverse-keyed statement ${at(reverse, 0).id} uses "sem"`));
    expectProblem(problems, new RegExp(`Reverse-keyed statement ${at(reverse, 1).id} uses "só"`));
    expect(problems.some((problem) => problem.includes(`statement ${at(reverse, 2).id} uses`))).toBe(false);
    // A forward statement may say "não".
    expect(statement(set, 8).text).toContain('não');
  });

  it('no attention statement', () => {
    const set = setCopy();
    set.order = set.order.filter((id) => id !== set.attention!.id);
    set.attention = null;
    expectProblem(validateQuestionSet(set), /no attention statement \(exactly one is required\)/);
  });

  it('an attention statement whose expected answer is not on the scale', () => {
    const set = setCopy();
    set.attention!.expectedAnswer = 6;
    expectProblem(validateQuestionSet(set), /Question set is invalid: attention\.expectedAnswer/);
  });

  it('an attention statement that does not name its expected answer', () => {
    const set = setCopy();
    set.attention!.expectedAnswer = 4;
    expectProblem(validateQuestionSet(set), /must ask for its expected answer by name: “Concordo”/);
  });

  it('an attention statement among the first or last items', () => {
    for (const position of [0, ATTENTION_EDGE_MARGIN - 1, REQUIRED_QUESTION_COUNT - ATTENTION_EDGE_MARGIN, REQUIRED_QUESTION_COUNT - 1]) {
      const set = setCopy();
      const id = set.attention!.id;
      set.order = set.order.filter((candidate) => candidate !== id);
      set.order.splice(position, 0, id);
      expectProblem(validateQuestionSet(set), new RegExp(`Attention statement ${id} is item ${position + 1}: it must sit well inside the test`));
    }
    const inside = setCopy();
    const id = inside.attention!.id;
    inside.order = inside.order.filter((candidate) => candidate !== id);
    inside.order.splice(ATTENTION_EDGE_MARGIN, 0, id);
    expect(validateQuestionSet(inside).some((problem) => problem.includes('well inside'))).toBe(false);
  });

  it('an order that repeats, leaves out or invents an id', () => {
    const set = setCopy();
    const left = at(set.order, 10);
    set.order[10] = at(set.order, 11);
    set.order.push(999);
    const problems = validateQuestionSet(set);
    expectProblem(problems, new RegExp(`Order lists id ${at(set.order, 11)} twice`));
    expectProblem(problems, new RegExp(`Order leaves out id ${left}`));
    expectProblem(problems, /Order lists id 999, which is not in the set/);
  });

  it('a reverse-keyed first statement', () => {
    const set = setCopy();
    const reverseAt = set.order.findIndex((id) => statement(set, id).reverse === true);
    [set.order[0], set.order[reverseAt]] = [at(set.order, reverseAt), at(set.order, 0)];
    expectProblem(validateQuestionSet(set), new RegExp(`The first statement \\(${at(set.order, 0)}\\) must be a forward one`));
  });

  it('consecutive statements keyed to the same profile', () => {
    const set = setCopy();
    const [first, second] = shown(set);
    second!.profileId = first!.profileId;
    expectProblem(validateQuestionSet(set), new RegExp(`Statements ${first!.id} and ${second!.id} are consecutive`));
  });

  it('three reverse-keyed statements in a row', () => {
    const set = setCopy();
    const row = shown(set).slice(20, 23);
    for (const s of row) s.reverse = true;
    expectProblem(validateQuestionSet(set), new RegExp(`More than 2 reverse-keyed statements in a row, up to statement ${at(row, 2).id}`));
  });

  it('a pair across profiles, in the wrong key order, reused, or not 40 apart', () => {
    const set = setCopy();
    const [a, b, c, d] = set.oppositePairs as Array<[number, number]>;
    set.oppositePairs[0] = [a![0], b![1]];
    set.oppositePairs[1] = [b![1], b![0]];
    set.oppositePairs[2] = [c![0], d![1]];
    set.oppositePairs[3] = [d![0], d![1]];
    const problems = validateQuestionSet(set);
    expectProblem(problems, new RegExp(`Pair \\[${a![0]}, ${b![1]}\\] joins profiles`));
    expectProblem(problems, new RegExp(`Pair \\[${b![1]}, ${b![0]}\\] must be \\[forward id, reverse-keyed id\\]`));
    expectProblem(problems, new RegExp(`Statement ${d![1]} is in more than one pair`));
    expectProblem(problems, new RegExp(`Pair \\[${c![0]}, ${d![1]}\\] is \\d+ items apart \\(must be ${PAIR_DISTANCE}\\)`));
  });
});

describe('validateQuestionSetHistory: an id keeps its meaning for good', () => {
  it('a changed text under an old id', () => {
    const next = setCopy();
    next.version = '2026-12-v4';
    statement(next, 7).text = 'Percebo rápido quando algo está errado.';
    expectProblem(validateQuestionSetHistory([...QUESTION_SETS, next]), /Id 7 changed between 2026-11-v2 and 2026-12-v4: a new or changed text needs a new id/);
  });

  it('a changed key under an old id', () => {
    const next = setCopy();
    next.version = '2026-12-v4';
    statement(next, 7).reverse = true;
    expectProblem(validateQuestionSetHistory([...QUESTION_SETS, next]), /Id 7 changed between/);
  });

  it('a retired id used again', () => {
    const next = setCopy();
    next.version = '2026-12-v4';
    const reused = statement(next, 101);
    reused.id = 59;
    expectProblem(validateQuestionSetHistory([...QUESTION_SETS, next]), /Id 59 was retired in 2026-11-v3 and is used again in 2026-12-v4/);
  });

  it('a version listed twice', () => {
    expectProblem(validateQuestionSetHistory([...QUESTION_SETS, setCopy()]), /Question set version 2026-11-v3 appears twice/);
  });
});

describe('validateContent detects broken profiles', () => {
  it('a profile with a missing field', () => {
    const profiles = profilesCopy();
    delete (profiles[2] as Partial<ProfileContent>).description;
    expectProblem(validateContent(QUESTION_SET, profiles), /Profile at index 2 is invalid: description/);
  });

  it('a duplicate profile id and slug', () => {
    const profiles = profilesCopy();
    at(profiles, 4).id = 4;
    at(profiles, 4).slug = at(profiles, 3).slug;
    const problems = validateContent(QUESTION_SET, profiles);
    expectProblem(problems, /Duplicate profile id 4/);
    expectProblem(problems, /Duplicate profile slug/);
    expectProblem(problems, /Profile 5 is missing/);
  });

  it('a list shorter than the minimum', () => {
    const profiles = profilesCopy();
    at(profiles, 6).tips = at(profiles, 6).tips.slice(0, MIN_LIST_LENGTH - 1);
    at(profiles, 1).famousPeople = at(profiles, 1).famousPeople.slice(0, 2);
    const problems = validateContent(QUESTION_SET, profiles);
    expectProblem(problems, /Profile 7 .*: tips has 4 items \(minimum 5\)/);
    expectProblem(problems, /Profile 2 .*: famousPeople has 2 items/);
  });

  it('a profile name that differs from the scoring labels', () => {
    const profiles = profilesCopy();
    at(profiles, 0).careerName = 'Organizadora';
    expectProblem(validateContent(QUESTION_SET, profiles), /differ from the scoring labels/);
  });
});

describe('profile views (free/paid split)', () => {
  const paidOnly = ['scenario', 'weaknesses', 'workStyle', 'relationships', 'personalGrowth', 'famousPeople'];

  it("the free view has no paid fields, and a few of the profile's own careers from the catalogue", () => {
    for (const profile of PROFILES) {
      const view = toFreeProfileView(profile);
      expect(freeProfileViewSchema.parse(view)).toEqual(view);
      for (const key of paidOnly) expect(view).not.toHaveProperty(key);
      const own = careersOfProfile(profile.id as ProfileId).slice(0, FREE_CAREER_COUNT);
      expect(view.careers).toEqual(own.map(({ id, name, dayToDay }) => ({ id, name, dayToDay })));
      expect(view.careers).toHaveLength(FREE_CAREER_COUNT);
    }
  });

  it('the paid view adds the paid fields', () => {
    for (const profile of PROFILES) {
      const view = toPaidProfileView(profile);
      expect(paidProfileViewSchema.parse(view)).toEqual(view);
      const { scenarioAfterSchool: _afterSchool, ...shown } = profile;
      expect(view).toEqual({
        ...shown,
        weaknesses: [...profile.weaknesses, DIFFICULTIES_HELP_LINE],
        careers: toFreeProfileView(profile).careers,
      });
    }
  });

  it("for a person, the paid view's lists are their portrait and the day fits their phase", () => {
    const profile = at(PROFILES, 5);
    const portrait = portraitOf(profile, PROFILE_ITEM_LINKS[6], [], 'after-school');
    const view = toPaidProfileView(profile, { portrait, phase: 'after-school' });
    expect(paidProfileViewSchema.parse(view)).toEqual(view);
    expect(view.scenario).toBe(profile.scenarioAfterSchool);
    expect(view.strengths).toEqual(portrait.strengths);
    expect(view.tips).toEqual(portrait.tips);
    expect(view.weaknesses).toEqual([...portrait.weaknesses, DIFFICULTIES_HELP_LINE]);
    expect(view.workStyle.length).toBeLessThan(profile.workStyle.length);
    expect(toPaidProfileView(profile, { portrait, phase: 'school' }).scenario).toBe(profile.scenario);
  });

  it("the paid view's difficulties end with the help line, once", () => {
    for (const profile of PROFILES) {
      const { weaknesses } = toPaidProfileView(profile);
      expect(weaknesses.at(-1)).toBe(DIFFICULTIES_HELP_LINE);
      expect(weaknesses.filter((item) => item === DIFFICULTIES_HELP_LINE)).toHaveLength(1);
      expect(profile.weaknesses).not.toContain(DIFFICULTIES_HELP_LINE);
    }
    expect(DIFFICULTIES_HELP_LINE).toContain('alguém de confiança');
    expect(DIFFICULTIES_HELP_LINE).toMatch(/CVV \(Centro de Valorização da Vida\) no 188: é gratuito e funciona 24 horas/);
  });

  it('the free schema strips paid fields and rejects a longer career list', () => {
    const profile = at(PROFILES, 0);
    expect(freeProfileViewSchema.parse(toPaidProfileView(profile))).toEqual(toFreeProfileView(profile));
    const more = careersOfProfile(1)
      .slice(0, FREE_CAREER_COUNT + 1)
      .map(({ id, name, dayToDay }) => ({ id, name, dayToDay }));
    expect(freeProfileViewSchema.safeParse({ ...toFreeProfileView(profile), careers: more }).success).toBe(false);
  });
});
