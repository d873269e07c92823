import { describe, expect, it } from 'vitest';
import { PROFILE_IDS, type ProfileId } from '../content/content.schema';
import { STATEMENTS } from '../content/questions';
import { getProfile } from '../content/profiles';
import { DOMINANT_STRENGTH_COUNT, GROWTH_AREA_COUNT, buildDevelopmentPlan } from './development-plan';
import { scoreAnswers } from './scoring';
import { drawRespondent, mulberry32 } from './simulation';
import { acronymProblems, longSentences } from '../content/reading-level';

/** Builds answers whose item score for every statement of profile p is levels[p] (1-5). */
function answersWithLevels(levels: Partial<Record<ProfileId, number>>): Map<number, number> {
  return new Map(
    STATEMENTS.map((s) => {
      const level = levels[s.profileId as ProfileId] ?? 3;
      return [s.id, s.reverse ? 6 - level : level];
    }),
  );
}

describe('buildDevelopmentPlan', () => {
  // Profile 3 highest, 6 second, 2 second-lowest, 8 lowest.
  const result = scoreAnswers(answersWithLevels({ 3: 5, 6: 4, 2: 2, 8: 1 }));

  it('uses the score vector as expected by the test setup', () => {
    expect(result.dominant).toBe(3);
    expect(result.secondary).toBe(6);
    expect(result.ranking.slice(-2)).toEqual([2, 8]);
  });

  it('is deterministic and serialisable', () => {
    const plan = buildDevelopmentPlan(result);
    expect(buildDevelopmentPlan(result)).toEqual(plan);
    expect(buildDevelopmentPlan(scoreAnswers(answersWithLevels({ 3: 5, 6: 4, 2: 2, 8: 1 })))).toEqual(plan);
    expect(JSON.parse(JSON.stringify(plan))).toEqual(plan);
  });

  it('draws strengths from the dominant profile', () => {
    const plan = buildDevelopmentPlan(result);
    const dominant = getProfile(3);
    expect(plan.dominant).toMatchObject({ profileId: 3, name: dominant.name, careerName: dominant.careerName, percentage: 100 });
    expect(plan.strengths.items).toEqual(dominant.strengths.slice(0, DOMINANT_STRENGTH_COUNT));
    expect(plan.strengths.tips.every((tip) => dominant.tips.includes(tip))).toBe(true);
    expect(plan.strengths.intro).toContain(dominant.name);
  });

  it('draws growth areas from the two lowest profiles, lowest first', () => {
    const plan = buildDevelopmentPlan(result);
    expect(plan.lowest.map((p) => p.profileId)).toEqual([8, 2]);
    expect(plan.lowest.map((p) => p.percentage)).toEqual([0, 25]);
    expect(plan.growthAreas.title).toBe('Áreas para desenvolver');
    expect(plan.growthAreas.areas.map((area) => area.profile.profileId)).toEqual([8, 2]);
    expect(plan.growthAreas.areas[0]!.items).toEqual(getProfile(8).strengths.slice(0, GROWTH_AREA_COUNT));
    expect(plan.growthAreas.areas[1]!.items).toEqual(getProfile(2).strengths.slice(0, GROWTH_AREA_COUNT));
  });

  it('combines dominant and secondary in the balance text', () => {
    const plan = buildDevelopmentPlan(result);
    expect(plan.secondary.profileId).toBe(6);
    expect(plan.balance.text).toContain(getProfile(3).name);
    expect(plan.balance.text).toContain(getProfile(6).name);
    expect(plan.balance.text).toContain('100,0%');
    expect(plan.balance.text).toContain('75,0%');
  });

  it('orders 30/60/90-day actions from the dominant personalGrowth and the lowest profiles', () => {
    const plan = buildDevelopmentPlan(result);
    expect(plan.actions.map((a) => a.order)).toEqual(plan.actions.map((_, i) => i + 1));
    const days = plan.actions.map((a) => a.days);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    expect(days[0]).toBe(30);
    expect(days[days.length - 1]).toBe(90);
    const dominantGrowth = plan.actions.filter((a) => a.kind === 'dominant-growth');
    expect(dominantGrowth.every((a) => getProfile(3).personalGrowth.includes(a.description))).toBe(true);
    expect(dominantGrowth.length).toBeGreaterThanOrEqual(1);
    expect(plan.actions.filter((a) => a.kind === 'growth-area').map((a) => a.profileId)).toEqual([8, 2]);
    expect(plan.actions.find((a) => a.profileId === 8)!.description).toContain(`“${getProfile(8).strengths[0]}”`);
  });

  it('follows the score vector: a different result gives a different plan', () => {
    const other = scoreAnswers(answersWithLevels({ 5: 5, 9: 4, 7: 2, 1: 1 }));
    const plan = buildDevelopmentPlan(other);
    expect(plan.dominant.profileId).toBe(5);
    expect(plan.secondary.profileId).toBe(9);
    expect(plan.lowest.map((p) => p.profileId)).toEqual([1, 7]);
    expect(plan).not.toEqual(buildDevelopmentPlan(result));
  });

  it('builds a plan for every dominant profile, including the all-3 answer sheet', () => {
    for (const k of PROFILE_IDS) {
      const plan = buildDevelopmentPlan(scoreAnswers(answersWithLevels({ [k]: 5 })));
      expect(plan.dominant.profileId).toBe(k);
      expect(plan.lowest.map((p) => p.profileId)).not.toContain(k);
    }
    const neutral = buildDevelopmentPlan(scoreAnswers(answersWithLevels({})));
    expect(neutral.dominant.profileId).toBe(1);
    expect(neutral.secondary.profileId).toBe(2);
    expect(neutral.lowest.map((p) => p.profileId)).toEqual([9, 8]);
    expect(neutral.mixedNote).toContain('Seu resultado é um perfil misto: Perfeccionista, Prestativo e Realizador');
  });
});

describe('the plan reads like the rest of the report', () => {
  it('has no sentence over 25 words and no unexplained acronym, whatever the result (300 simulated respondents)', () => {
    const rng = mulberry32(20261123);
    const problems = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const plan = buildDevelopmentPlan(scoreAnswers(drawRespondent(rng, PROFILE_IDS[i % PROFILE_IDS.length] as ProfileId, 1)));
      const texts = [plan.balance.text, plan.strengths.intro, plan.growthAreas.intro, ...plan.actions.flatMap((action) => [action.title, action.description])];
      if (plan.mixedNote) texts.push(plan.mixedNote);
      for (const text of texts) {
        for (const long of longSentences(text)) problems.add(`${long.words} words: ${long.sentence}`);
        for (const problem of acronymProblems(text)) problems.add(problem);
      }
    }
    expect([...problems]).toEqual([]);
  });
});
