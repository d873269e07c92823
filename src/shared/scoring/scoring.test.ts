import { describe, expect, it } from 'vitest';
import { PROFILE_IDS, type ProfileId, type Statement } from '../content/content.schema';
import { STATEMENTS } from '../content/questions';
import { QUESTION_SET_2026_11_V2 } from '../content/questions-2026-11-v2';
import { IncompleteAnswersError, TIE_BREAK_ORDER, scoreAnswers, type ScoreResult } from './scoring';
import { mixedMarginThreshold } from './precision';
import { UNIFORM_SHARE_MAX, UNIFORM_SHARE_MIN, mulberry32, randomInt, simulateRecovery, simulateUniformRespondents } from './simulation';

function allThrees(): Map<number, number> {
  return new Map(STATEMENTS.map((statement) => [statement.id, 3]));
}

function itemsOf(profileId: ProfileId, reverse?: boolean): Statement[] {
  return STATEMENTS.filter((s) => s.profileId === profileId && (reverse === undefined || s.reverse === reverse));
}

function first<T>(list: readonly T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error('empty list');
  return item;
}

/** 5 on k's forward items, 1 on k's reverse items, 3 elsewhere. */
function favour(k: ProfileId): Map<number, number> {
  const answers = allThrees();
  for (const s of itemsOf(k)) answers.set(s.id, s.reverse ? 1 : 5);
  return answers;
}

/** Noisier: k's forward items 4-5, reverse 1-2; every other item 2-4. */
function favourNoisy(k: ProfileId, seed: number): Map<number, number> {
  const rng = mulberry32(seed);
  const answers = new Map<number, number>();
  for (const s of STATEMENTS) {
    if (s.profileId === k) answers.set(s.id, s.reverse ? randomInt(rng, 1, 2) : randomInt(rng, 4, 5));
    else answers.set(s.id, randomInt(rng, 2, 4));
  }
  return answers;
}

function scoreOf(result: ScoreResult, id: ProfileId) {
  const score = result.scores.find((s) => s.profileId === id);
  if (!score) throw new Error(`no score for ${id}`);
  return score;
}

describe('scoreAnswers: answer sets built to favour each profile', () => {
  for (const k of PROFILE_IDS) {
    it(`profile ${k}: clean favouring answers give dominant ${k} at 100%`, () => {
      const result = scoreAnswers(favour(k));
      expect(result.dominant).toBe(k);
      expect(scoreOf(result, k).percentage).toBe(100);
      expect(result.ranking[0]).toBe(k);
      expect(result.mixed).toBe(false);
      expect(result.mixedProfiles).toEqual([]);
      for (const other of PROFILE_IDS) if (other !== k) expect(scoreOf(result, other).percentage).toBe(50);
    });

    it(`profile ${k}: noisy favouring answers still give dominant ${k}`, () => {
      for (const seed of [1, 2, 3, 4, 5]) {
        expect(scoreAnswers(favourNoisy(k, seed * 100 + k)).dominant).toBe(k);
      }
    });
  }
});

describe('scoreAnswers: formula', () => {
  it('returns all 9 profiles in profile-id order with 1-decimal percentages and raw values', () => {
    const answers = allThrees();
    answers.set(first(itemsOf(2, false)).id, 4); // profile 2 (11 items): mean 3 + 1/11
    const result = scoreAnswers(answers);
    expect(result.scores.map((s) => s.profileId)).toEqual([...PROFILE_IDS]);
    const two = scoreOf(result, 2);
    expect(two.raw).toBeCloseTo(50 + 100 / 44, 10);
    expect(two.percentage).toBe(52.3);
    expect(two.mean).toBeCloseTo(3 + 1 / 11, 10);
    expect(two.itemCount).toBe(11);
  });

  it('reverse-keyed items move the score in the right direction', () => {
    for (const k of PROFILE_IDS) {
      const reverseItem = first(itemsOf(k, true));
      const forwardItem = first(itemsOf(k, false));
      const base = scoreOf(scoreAnswers(allThrees()), k).raw;

      const reverseHigh = allThrees();
      reverseHigh.set(reverseItem.id, 5);
      const reverseLow = allThrees();
      reverseLow.set(reverseItem.id, 1);
      const forwardHigh = allThrees();
      forwardHigh.set(forwardItem.id, 5);

      // Raising a reverse item's value lowers its profile's score...
      expect(scoreOf(scoreAnswers(reverseHigh), k).raw).toBeLessThan(base);
      expect(scoreOf(scoreAnswers(reverseLow), k).raw).toBeGreaterThan(base);
      // ...while raising a forward item's value raises it.
      expect(scoreOf(scoreAnswers(forwardHigh), k).raw).toBeGreaterThan(base);
      // Answer 5 on a forward item and answer 1 on a reverse item are equivalent.
      expect(scoreOf(scoreAnswers(reverseLow), k).raw).toBeCloseTo(scoreOf(scoreAnswers(forwardHigh), k).raw, 10);
    }
  });

  it('accepts a plain record as well as a Map', () => {
    const record: Record<number, number> = {};
    for (const [id, value] of favour(6)) record[id] = value;
    expect(scoreAnswers(record)).toEqual(scoreAnswers(favour(6)));
  });

  it('answering 3 to everything gives the documented result', () => {
    const result = scoreAnswers(allThrees());
    expect(result.scores.every((s) => s.percentage === 50 && s.raw === 50)).toBe(true);
    expect(result.ranking).toEqual([...TIE_BREAK_ORDER]);
    expect(result.dominant).toBe(1);
    expect(result.secondary).toBe(2);
    expect(result.margin).toBe(0);
    expect(result.mixed).toBe(true);
    expect(result.mixedProfiles).toEqual([1, 2, 3]);
  });
});

describe('scoreAnswers: agreeing or disagreeing with everything (acquiescence)', () => {
  function allSame(value: number): Map<number, number> {
    return new Map(STATEMENTS.map((statement) => [statement.id, value]));
  }

  for (const value of [5, 1]) {
    it(`answering ${value} to everything keeps every profile between 40% and 60%`, () => {
      const result = scoreAnswers(allSame(value));
      for (const score of result.scores) {
        expect(score.percentage).toBeGreaterThanOrEqual(40);
        expect(score.percentage).toBeLessThanOrEqual(60);
      }
    });
  }

  it('gives the documented result: every profile has 6 forward and 5 reverse-keyed statements, so all nine move alike', () => {
    // all-5 -> (6*5 + 5*1) / 11 -> 54.5% on every profile; all-1 -> (6*1 + 5*5) / 11 -> 45.5%.
    const agree = scoreAnswers(allSame(5));
    const disagree = scoreAnswers(allSame(1));
    for (const k of PROFILE_IDS) {
      expect(scoreOf(agree, k).percentage).toBe(54.5);
      expect(scoreOf(disagree, k).percentage).toBe(45.5);
    }
    // Same means and the same strong answers everywhere, so the fixed order decides, and the note says all nine tied.
    for (const result of [agree, disagree]) {
      expect(result.ranking).toEqual([...TIE_BREAK_ORDER]);
      expect(result.margin).toBe(0);
      expect(result.mixed).toBe(true);
    }
  });

  it('question set 2026-11-v2 (uneven keys) tilted an all-5 sheet towards profiles 2, 3, 6, 8 and 9', () => {
    const v2 = QUESTION_SET_2026_11_V2.statements;
    const agree = scoreAnswers(new Map(v2.map((statement) => [statement.id, 5])), v2);
    expect(agree.ranking).toEqual([2, 3, 6, 8, 9, 1, 4, 5, 7]);
    expect(scoreOf(agree, 2).percentage).toBe(54.5);
    expect(scoreOf(agree, 4).percentage).toBe(45.5);
  });
});

describe('scoreAnswers: tie rule', () => {
  it('rule 1 compares means exactly, across different item counts (question set 2026-11-v2: profile 1 had 12)', () => {
    const v2 = QUESTION_SET_2026_11_V2.statements;
    const answers = new Map(v2.map((statement) => [statement.id, 3]));
    const forwardOf = (k: ProfileId) => first(v2.filter((s) => s.profileId === k && !s.reverse));
    answers.set(forwardOf(1).id, 4); // profile 1 has 12 items: 3 + 1/12
    answers.set(forwardOf(2).id, 4); // profile 2 has 11 items: 3 + 1/11
    const result = scoreAnswers(answers, v2);
    expect(v2.filter((s) => s.profileId === 1)).toHaveLength(12);
    expect(result.ranking.slice(0, 2)).toEqual([2, 1]);
  });

  it('rule 2: on equal means, more strong agreements win', () => {
    const answers = allThrees();
    const [a, b] = itemsOf(4, false);
    const [c, d] = itemsOf(7, false);
    answers.set(a!.id, 5); // profile 4: 5 + 1 -> mean 3, one strong agreement
    answers.set(b!.id, 1);
    answers.set(c!.id, 4); // profile 7: 4 + 2 -> mean 3, no strong answers
    answers.set(d!.id, 2);
    const result = scoreAnswers(answers);
    expect(result.scores.every((s) => s.percentage === 50)).toBe(true);
    expect(result.dominant).toBe(4);
    expect(result.ranking).toEqual([4, 1, 2, 3, 5, 6, 7, 8, 9]);
  });

  it('rule 2 counts answer 1 on a reverse item as a strong agreement', () => {
    const answers = allThrees();
    const reverseItem = first(itemsOf(9, true));
    const forwardItem = first(itemsOf(9, false));
    answers.set(reverseItem.id, 1); // item score 5
    answers.set(forwardItem.id, 1); // item score 1 -> mean back to 3
    const result = scoreAnswers(answers);
    expect(scoreOf(result, 9).strongAgreements).toBe(1);
    expect(result.dominant).toBe(9);
  });

  it('rule 3: on equal means and strong agreements, fewer strong disagreements win', () => {
    const answers = allThrees();
    const [a, b] = itemsOf(2, false);
    const [c, d, e] = itemsOf(5, false);
    answers.set(a!.id, 5); // profile 2: 5 + 1 -> mean 3, 1 strong agreement, 1 strong disagreement
    answers.set(b!.id, 1);
    answers.set(c!.id, 5); // profile 5: 5 + 2 + 2 -> mean 3, 1 strong agreement, 0 strong disagreements
    answers.set(d!.id, 2);
    answers.set(e!.id, 2);
    const result = scoreAnswers(answers);
    expect(result.ranking.slice(0, 2)).toEqual([5, 2]);
  });

  it('rule 4: fully tied profiles follow TIE_BREAK_ORDER', () => {
    const answers = allThrees();
    for (const k of [3, 8] as const) {
      const [a, b] = itemsOf(k, false);
      answers.set(a!.id, 5);
      answers.set(b!.id, 5);
    }
    const result = scoreAnswers(answers);
    expect(result.ranking.slice(0, 2)).toEqual([3, 8]);
    expect(result.margin).toBe(0);
    expect(result.mixed).toBe(true);
  });

  it('is deterministic', () => {
    const answers = favourNoisy(5, 42);
    expect(scoreAnswers(answers)).toEqual(scoreAnswers(new Map(answers)));
  });
});

describe('scoreAnswers: perfil misto (one rule, precision.ts)', () => {
  it('a margin of 4.5 points is well within the error: mixed, top two together', () => {
    const answers = allThrees();
    answers.set(first(itemsOf(3, false)).id, 5); // profile 3: 54.5%
    const result = scoreAnswers(answers);
    expect(result.dominant).toBe(3);
    expect(result.margin).toBe(4.5);
    expect(result.mixed).toBe(true);
    expect(result.mixedProfiles).toEqual([3, 1, 2]);
  });

  it('a margin of 22.7 points is beyond 1.96 standard errors of the difference: a single verdict', () => {
    const answers = allThrees();
    for (const statement of itemsOf(3).slice(0, 5)) answers.set(statement.id, statement.reverse ? 1 : 5); // profile 3: 72.7%
    const result = scoreAnswers(answers);
    expect(result.margin).toBe(22.7);
    expect(result.mixed).toBe(false);
    expect(result.mixedProfiles).toEqual([]);
  });

  it('margin is computed from the displayed values, and mixed follows the threshold', () => {
    const rng = mulberry32(7);
    for (let i = 0; i < 300; i++) {
      const answers = new Map(STATEMENTS.map((s) => [s.id, randomInt(rng, 1, 5)]));
      const result = scoreAnswers(answers);
      const top = scoreOf(result, result.dominant).percentage;
      const second = scoreOf(result, result.secondary).percentage;
      expect(result.margin).toBeCloseTo(top - second, 10);
      expect(result.margin).toBeGreaterThanOrEqual(0);
      expect(result.mixed).toBe(result.margin < mixedMarginThreshold(11, 11));
      expect(result.mixedProfiles.length === 0).toBe(!result.mixed);
    }
  });
});

describe('scoreAnswers: incomplete or invalid answers', () => {
  function expectError(answers: Map<number, number>, check: (error: IncompleteAnswersError) => void) {
    try {
      scoreAnswers(answers);
    } catch (error) {
      expect(error).toBeInstanceOf(IncompleteAnswersError);
      check(error as IncompleteAnswersError);
      return;
    }
    throw new Error('expected IncompleteAnswersError');
  }

  it('throws when a statement is unanswered', () => {
    const answers = allThrees();
    answers.delete(42);
    answers.delete(7);
    expectError(answers, (error) => expect(error.missing).toEqual([7, 42]));
    expect(() => scoreAnswers(new Map())).toThrow(IncompleteAnswersError);
  });

  it('throws when a value is not an integer 1..5', () => {
    for (const bad of [0, 6, 2.5, Number.NaN, -1, '3' as unknown as number]) {
      const answers = allThrees();
      answers.set(12, bad);
      expectError(answers, (error) => expect(error.invalid).toEqual([12]));
    }
  });

  it('throws when an answer refers to an unknown statement', () => {
    const answers = allThrees();
    answers.set(59, 3); // retired in 2026-11-v3
    expectError(answers, (error) => expect(error.unknown).toEqual([59]));
  });
});

describe('simulation (uniformly random respondents)', () => {
  it('keeps every profile dominant in 7%-15% of 2,000 seeded random respondents', () => {
    const result = simulateUniformRespondents(2000, 20261101);
    expect(Object.values(result.dominantCounts).reduce((a, b) => a + b, 0)).toBe(2000);
    for (const id of PROFILE_IDS) {
      expect(result.shares[id]).toBeGreaterThanOrEqual(UNIFORM_SHARE_MIN);
      expect(result.shares[id]).toBeLessThanOrEqual(UNIFORM_SHARE_MAX);
    }
    expect(result.pass).toBe(true);
  });

  it('is reproducible for a given seed', () => {
    expect(simulateUniformRespondents(200, 9)).toEqual(simulateUniformRespondents(200, 9));
  });

  it('recovers the true profile of simulated respondents', () => {
    expect(simulateRecovery(270, 3, 0).overall).toBe(1);
    const moderate = simulateRecovery(900, 3, 1);
    expect(moderate.overall).toBeGreaterThan(0.8);
    for (const id of PROFILE_IDS) expect(moderate.perProfile[id].n).toBe(100);
  });
});
