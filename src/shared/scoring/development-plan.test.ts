import { describe, expect, it } from 'vitest';
import { PROFILE_IDS, type ProfileId } from '../content/content.schema';
import { ANSWER_ACTIONS } from '../content/personal/answer-actions';
import { STATEMENTS } from '../content/questions';
import { PROFILES, getProfile } from '../content/profiles';
import { acronymProblems, longSentences } from '../content/reading-level';
import { GROWTH_AREA_COUNT, MAX_ANSWER_ACTIONS, buildDevelopmentPlan, type TriggeredAction } from './development-plan';
import { scoreAnswers, type ProfileScore, type ScoreResult } from './scoring';
import { drawRespondent, mulberry32 } from './simulation';
import { sharesTheme } from './themes';

/** Builds answers whose item score for every statement of profile p is levels[p] (1-5). */
function answersWithLevels(levels: Partial<Record<ProfileId, number>>): Map<number, number> {
  return new Map(
    STATEMENTS.map((s) => {
      const level = levels[s.profileId as ProfileId] ?? 3;
      return [s.id, s.reverse ? 6 - level : level];
    }),
  );
}

/** A result ranked exactly as `ranking` (percentages falling from 90 by 5 points); the plan reads the ranking and the percentages only. */
function rankedResult(ranking: readonly ProfileId[], mixed: boolean): ScoreResult {
  const scores: ProfileScore[] = PROFILE_IDS.map((profileId) => {
    const percentage = 90 - 5 * ranking.indexOf(profileId);
    return { profileId, percentage, raw: percentage, mean: 1 + percentage / 25, itemCount: 11, strongAgreements: 0, strongDisagreements: 0 };
  });
  return { scores, ranking: [...ranking], dominant: ranking[0]!, secondary: ranking[1]!, margin: 5, mixed, mixedProfiles: mixed ? ranking.slice(0, 3) : [] };
}

/** Every answer action as if the person had answered its statement strongly. */
const EVERY_ACTION: TriggeredAction[] = ANSWER_ACTIONS.map((action) => ({
  action,
  profileId: STATEMENTS.find((statement) => statement.id === action.statementId)!.profileId as ProfileId,
  strength: 2,
  answer: action.when === 'agree' ? 5 : 1,
  statementText: STATEMENTS.find((statement) => statement.id === action.statementId)!.text,
}));

describe('buildDevelopmentPlan', () => {
  // Profile 3 highest, 6 second (a clear result: 25 points apart), 2 second-lowest, 8 lowest.
  const result = scoreAnswers(answersWithLevels({ 3: 5, 6: 4, 2: 2, 8: 1 }));
  const plan = buildDevelopmentPlan({ result, top: [3, 6], mixed: false });

  it('uses the score vector as expected by the test setup', () => {
    expect(result.dominant).toBe(3);
    expect(result.secondary).toBe(6);
    expect(result.mixed).toBe(false);
    expect(result.ranking.slice(-2)).toEqual([2, 8]);
  });

  it('is deterministic and serialisable', () => {
    expect(buildDevelopmentPlan({ result, top: [3, 6], mixed: false })).toEqual(plan);
    expect(JSON.parse(JSON.stringify(plan))).toEqual(plan);
  });

  it('draws strengths from the profiles in front, the first one first, and tips from the first', () => {
    expect(plan.top.map((profile) => profile.profileId)).toEqual([3, 6]);
    expect(plan.strengths.items.slice(0, 3)).toEqual(getProfile(3).strengths.slice(0, 3));
    expect(plan.strengths.items[3]).toBe(getProfile(6).strengths[0]);
    expect(plan.strengths.tips).toEqual(getProfile(3).tips.slice(0, 2));
    expect(plan.strengths.intro).toContain('Realizador');
  });

  it('never says "principal" or "secundário" for a perfil misto, and names its profiles', () => {
    const mixed = buildDevelopmentPlan({ result: rankedResult([7, 2, 5, 1, 3, 4, 6, 8, 9], true), top: [7, 2, 5], mixed: true });
    const texts = JSON.stringify(mixed);
    expect(texts).not.toMatch(/principal|secundári/i);
    expect(mixed.strengths.intro).toContain('Entusiasta, Prestativo e Investigador');
    expect(mixed.strengths.items.slice(0, 2)).toEqual(getProfile(7).strengths.slice(0, 2));
  });

  it('draws growth areas from the two lowest profiles outside the front, lowest first, without a strength of the front', () => {
    expect(plan.lowest.map((p) => p.profileId)).toEqual([8, 2]);
    expect(plan.growthAreas.areas.map((area) => area.profile.profileId)).toEqual([8, 2]);
    for (const area of plan.growthAreas.areas) {
      expect(area.items.length).toBeLessThanOrEqual(GROWTH_AREA_COUNT);
      expect(area.items.every((item) => getProfile(area.profile.profileId as ProfileId).strengths.includes(item))).toBe(true);
    }
    // Entusiasta first and Realizador lowest: "Capacidade de motivar o grupo" is theirs, so "Poder de motivar o grupo" is not an area to develop.
    const entusiasta = buildDevelopmentPlan({ result: rankedResult([7, 2, 5, 1, 4, 6, 8, 9, 3], false), top: [7, 2], mixed: false });
    expect(entusiasta.growthAreas.areas[0]!.profile.profileId).toBe(3);
    expect(entusiasta.growthAreas.areas[0]!.items).not.toContain('Poder de motivar o grupo');
  });

  it('puts the actions of the person’s own answers first, with the answer that led to each, then the profile level, then a review', () => {
    const triggered = EVERY_ACTION.filter((entry) => entry.action.statementId === 44 || entry.action.statementId === 107);
    const own = buildDevelopmentPlan({ result, top: [3, 6], mixed: false, triggered });
    expect(own.actions.slice(0, 2).map((action) => action.statementId)).toEqual([44, 107]);
    expect(own.actions[0]).toMatchObject({ kind: 'answer', title: 'Treine um “não” gentil' });
    expect(own.actions[0]!.reason).toBe('Porque você marcou “Concordo Totalmente” em “Tenho dificuldade de dizer “não” quando alguém me pede um favor.”');
    expect(own.actions.filter((action) => action.kind === 'answer')).toHaveLength(2);
    expect(own.actions.at(-1)!.kind).toBe('review');
    expect(own.actions.map((a) => a.order)).toEqual(own.actions.map((_, i) => i + 1));
    const days = own.actions.map((a) => a.days);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    // Without answer actions, the profile level fills the plan.
    expect(plan.actions.map((action) => action.kind)).toEqual(['profile-growth', 'growth-area', 'profile-growth', 'growth-area', 'review']);
    expect(plan.actions[0]!.description).toBe(getProfile(3).personalGrowth[0]);
  });

  it('takes at most MAX_ANSWER_ACTIONS actions from the answers', () => {
    const many = buildDevelopmentPlan({ result, top: [3, 6], mixed: false, triggered: EVERY_ACTION });
    expect(many.actions.filter((action) => action.kind === 'answer')).toHaveLength(MAX_ANSWER_ACTIONS);
  });
});

describe('no plan contradicts itself (every profile in front, every pair and three-way mix, every pair of lowest profiles)', () => {
  /** The problems of one plan: an area or an action asks to develop a strength it lists as the person's, or two actions share a theme. */
  function contradictions(top: ProfileId[], lowest: [ProfileId, ProfileId]): string[] {
    const rest = PROFILE_IDS.filter((id) => !top.includes(id) && !lowest.includes(id));
    const ranking = [...top, ...rest, lowest[1], lowest[0]];
    const plan = buildDevelopmentPlan({ result: rankedResult(ranking, top.length > 2), top, mixed: top.length > 2, triggered: EVERY_ACTION });
    const listed = plan.strengths.items;
    const owned = top.flatMap((id) => getProfile(id).strengths);
    const problems: string[] = [];
    const where = `front ${top.join(',')}, lowest ${lowest.join(',')}`;
    for (const area of plan.growthAreas.areas) {
      for (const item of area.items)
        if (owned.some((strength) => sharesTheme(item, strength))) problems.push(`${where}: area "${item}" is a strength of the front`);
    }
    plan.actions.forEach((action, index) => {
      if (action.kind === 'review') return;
      if (listed.some((strength) => sharesTheme(action.title, strength))) problems.push(`${where}: action "${action.title}" develops a listed strength`);
      for (const other of plan.actions.slice(index + 1)) {
        if (other.kind !== 'review' && sharesTheme(action.title, other.title)) problems.push(`${where}: "${action.title}" and "${other.title}" repeat a theme`);
      }
    });
    return problems;
  }

  it('holds for all of them', () => {
    const problems: string[] = [];
    let plans = 0;
    const fronts: ProfileId[][] = [];
    for (const a of PROFILE_IDS) {
      fronts.push([a]);
      for (const b of PROFILE_IDS) {
        if (b === a) continue;
        fronts.push([a, b]);
        for (const c of PROFILE_IDS) if (c !== a && c !== b) fronts.push([a, b, c]);
      }
    }
    for (const top of fronts) {
      const others = PROFILE_IDS.filter((id) => !top.includes(id));
      for (const x of others) {
        for (const y of others) {
          if (x === y || top.length === 1) continue;
          problems.push(...contradictions(top, [x, y]));
          plans++;
        }
      }
    }
    expect(plans).toBeGreaterThan(15_000);
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('the check itself finds a contradiction when the plan lists a strength and also offers it to develop', () => {
    // Entusiasta lists "Criatividade para soluções inesperadas"; Individualista's "Criatividade para soluções fora do comum" shares its theme.
    expect(sharesTheme('Criatividade para soluções inesperadas', 'Criatividade para soluções fora do comum')).toBe(true);
    expect(sharesTheme('Constância e confiabilidade', 'Confiabilidade')).toBe(true);
    expect(sharesTheme('Mediação de conflitos', 'Raciocínio lógico')).toBe(false);
  });
});

describe('the plan reads like the rest of the report', () => {
  it('has no sentence over 25 words and no unexplained acronym, whatever the result (300 simulated respondents)', () => {
    const rng = mulberry32(20261123);
    const problems = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const result = scoreAnswers(drawRespondent(rng, PROFILE_IDS[i % PROFILE_IDS.length] as ProfileId, 1));
      const top = result.mixed ? result.mixedProfiles : result.ranking.slice(0, 2);
      const plan = buildDevelopmentPlan({ result, top, mixed: result.mixed, triggered: EVERY_ACTION.slice(i % 30, (i % 30) + 3) });
      const texts = [plan.strengths.intro, plan.growthAreas.intro, ...plan.actions.flatMap((action) => [action.title, action.description])];
      for (const text of texts) {
        for (const long of longSentences(text)) problems.add(`${long.words} words: ${long.sentence}`);
        for (const problem of acronymProblems(text)) problems.add(problem);
      }
    }
    expect([...problems]).toEqual([]);
  });

  it('covers every profile as the first one', () => {
    for (const profile of PROFILES) {
      const id = profile.id as ProfileId;
      const ranking = [id, ...PROFILE_IDS.filter((other) => other !== id)];
      const plan = buildDevelopmentPlan({ result: rankedResult(ranking, false), top: ranking.slice(0, 2), mixed: false });
      expect(plan.top[0]!.profileId).toBe(id);
      expect(plan.lowest.map((p) => p.profileId)).not.toContain(id);
    }
  });
});
