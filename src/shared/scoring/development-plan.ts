import type { ProfileContent, ProfileId } from '../content/content.schema';
import { answerLabel } from '../content/answer-scale';
import type { AnswerAction } from '../content/personal/phrase-bank.schema';
import { describeReason } from '../content/personal/report-phrases';
import { PROFILES } from '../content/profiles';
import type { DevelopmentPlan, PlanAction, PlanProfileRef } from '../contracts/report.contract';
import { joinNames } from './precision';
import { formatPercentage, type ScoreResult } from './scoring';
import { sharesTheme, themeStems } from './themes';

export type { DevelopmentPlan, PlanAction, PlanProfileRef } from '../contracts/report.contract';

/**
 * The development plan, assembled deterministically from the person's result
 * and their own strongest answers (rules: docs/scoring.md, "Development plan"):
 * - strengths: the first strengths of the profiles at the front, in reading
 *   order, and the first two tips of the first;
 * - growth areas: the 2 lowest-ranked profiles (lowest first), each with its
 *   first strengths that do not share a theme (themes.ts) with any strength of
 *   the profiles at the front, framed as "áreas para desenvolver";
 * - actions (30/60/90 days): first the micro-actions of the person's own
 *   strongest answers (the phrase bank's answer actions), then the profile
 *   level: the first profile's personal growth, practice of a growth area, the
 *   second profile's personal growth, practice of the other area, and a review.
 *
 * No action asks the person to develop a strength the plan lists as theirs,
 * and no two actions share a theme. All user-facing text is pt-BR.
 */

/** How many strengths each profile at the front contributes, by how many there are. */
const STRENGTHS_PER_TOP: Readonly<Record<number, readonly number[]>> = { 1: [4], 2: [3, 1], 3: [2, 1, 1] };
export const MIXED_STRENGTHS_PER_TOP: Readonly<Record<number, readonly number[]>> = { 2: [2, 2], 3: [2, 1, 1] };
export const TIP_COUNT = 2;
export const GROWTH_AREA_COUNT = 3;
export const LOWEST_PROFILE_COUNT = 2;
/** At most this many actions come from the person's own answers. */
export const MAX_ANSWER_ACTIONS = 3;
/** The plan's length before the review, when the answers give fewer actions. */
const ACTIONS_BEFORE_REVIEW = 5;

/** One of the person's answers that triggers an answer action: strong (answer 5 or 1) before moderate (4 or 2). */
export interface TriggeredAction {
  action: AnswerAction;
  profileId: ProfileId;
  /** The answer that triggered it (1..5) and the statement's text: the action says why it is there. */
  answer: number;
  statementText: string;
  /** 2 for a strong answer (5 or 1), 1 for a moderate one (4 or 2). */
  strength: 1 | 2;
}

function findProfile(profiles: readonly ProfileContent[], id: ProfileId): ProfileContent {
  const profile = profiles.find((candidate) => candidate.id === id);
  if (!profile) throw new Error(`Profile ${id} is missing from the content`);
  return profile;
}

function ref(profile: ProfileContent, result: ScoreResult): PlanProfileRef {
  const score = result.scores.find((candidate) => candidate.profileId === profile.id);
  if (!score) throw new Error(`Score for profile ${profile.id} is missing`);
  return { profileId: profile.id, name: profile.name, careerName: profile.careerName, icon: profile.icon, color: profile.color, percentage: score.percentage };
}

/** Lowercases the first letter unless the word looks like an acronym ("ENEM"). */
function lowerFirst(text: string): string {
  const second = text.charAt(1);
  if (second && second === second.toUpperCase() && second !== second.toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function label(profile: PlanProfileRef): string {
  return `${profile.name} (${profile.careerName})`;
}

function practiceDescription(strength: string, profile: PlanProfileRef): string {
  return (
    `Treine um ponto forte típico do perfil ${label(profile)}: “${strength}”. ` +
    'Escolha uma situação concreta, como um trabalho da escola ou uma tarefa em casa, e treine isso uma vez por semana. ' +
    'Observe alguém que faz isso bem e anote o que funcionou.'
  );
}

const daysAt = (index: number): PlanAction['days'] => (index < 2 ? 30 : index < 4 ? 60 : 90);

/**
 * What a plan takes from the content alone, worked out once per content and
 * front (and lowest profile): the strengths it lists, the themes of every
 * strength of the front, and each growth area's items. At most 9 x 8 x 7 +
 * 9 x 8 fronts, two ways each (clear or mixed), and 9 areas per front.
 */
interface FrontParts {
  listed: readonly string[];
  /** The themes of every strength of the profiles in front (not only the listed ones): what the person already has. */
  owned: ReadonlySet<string>;
  /** Growth-area items by lowest profile: its first strengths sharing no theme with `owned`. */
  areas: Map<number, readonly string[]>;
}
const frontCache = new WeakMap<readonly ProfileContent[], Map<string, FrontParts>>();

function frontParts(content: readonly ProfileContent[], topProfiles: readonly ProfileContent[], mixed: boolean): FrontParts {
  let byKey = frontCache.get(content);
  if (!byKey) frontCache.set(content, (byKey = new Map<string, FrontParts>()));
  const key = `${mixed ? 'mixed' : 'clear'}:${topProfiles.map((profile) => profile.id).join(',')}`;
  const known = byKey.get(key);
  if (known) return known;
  // The first strengths of each profile in front, without two of one theme.
  const counts = (mixed ? MIXED_STRENGTHS_PER_TOP : STRENGTHS_PER_TOP)[topProfiles.length] ?? STRENGTHS_PER_TOP[1]!;
  const listed: string[] = [];
  topProfiles.forEach((profile, index) => {
    let taken = 0;
    for (const strength of profile.strengths) {
      if (taken >= (counts[index] ?? 0)) break;
      if (listed.some((item) => sharesTheme(item, strength))) continue;
      listed.push(strength);
      taken++;
    }
  });
  const owned = new Set(topProfiles.flatMap((profile) => profile.strengths.flatMap((strength) => [...themeStems(strength)])));
  const parts = { listed, owned, areas: new Map<number, readonly string[]>() };
  byKey.set(key, parts);
  return parts;
}

function areaItems(parts: FrontParts, profile: ProfileContent): readonly string[] {
  let items = parts.areas.get(profile.id);
  if (!items) {
    items = profile.strengths.filter((strength) => !sharesTheme(strength, parts.owned)).slice(0, GROWTH_AREA_COUNT);
    parts.areas.set(profile.id, items);
  }
  return items;
}

export interface PlanInput {
  result: ScoreResult;
  /** The profiles at the front, in reading order (personal-report.ts): the pick first, then the ranking. */
  top: readonly ProfileId[];
  /** Whether the result is a perfil misto (no "principal" in the wording). */
  mixed: boolean;
  /** Answer actions the person's answers trigger, best first (personal-report.ts). */
  triggered?: readonly TriggeredAction[];
  profiles?: readonly ProfileContent[];
}

export function buildDevelopmentPlan(input: PlanInput): DevelopmentPlan {
  const { result, mixed } = input;
  const profiles = input.profiles ?? PROFILES;
  if (result.ranking.length < input.top.length + LOWEST_PROFILE_COUNT) throw new Error('The ranking is too short for this plan');
  const topProfiles = input.top.map((id) => findProfile(profiles, id));
  const [first, second] = topProfiles;
  if (!first) throw new Error('The plan needs a profile at the front');
  const top = topProfiles.map((profile) => ref(profile, result));
  const lowestProfiles = result.ranking
    .filter((id) => !input.top.includes(id))
    .slice(-LOWEST_PROFILE_COUNT)
    .reverse()
    .map((id) => findProfile(profiles, id));
  const lowest = lowestProfiles.map((profile) => ref(profile, result));

  // The listed strengths, what the person already has, and the growth areas: the same for every plan of this front.
  const parts = frontParts(profiles, topProfiles, mixed);
  const isOwned = (text: string) => sharesTheme(text, parts.owned);

  const names = top.map((profile) => profile.name);
  const strengths = {
    title: 'Seus pontos fortes',
    intro: mixed
      ? `Estes pontos fortes vêm dos perfis que ficaram na frente: ${joinNames(names)}. Use-os a seu favor nos estudos e no primeiro emprego.`
      : `O perfil ${first.name} ficou à frente nas suas respostas, com ${formatPercentage(top[0]!.percentage)}. ` +
        'Estes pontos fortes vêm dele e do perfil que veio logo depois. Use-os a seu favor nos estudos e no primeiro emprego.',
    items: [...parts.listed],
    tips: first.tips.slice(0, TIP_COUNT),
  };

  const areas = lowestProfiles.map((profile, index) => ({
    profile: lowest[index] as PlanProfileRef,
    items: [...areaItems(parts, profile)],
  }));
  const growthAreas = {
    title: 'Áreas para desenvolver',
    intro:
      `Estas habilidades são típicas dos perfis em que você pontuou menos: ${lowest
        .map((profile) => `${label(profile)}, com ${formatPercentage(profile.percentage)}`)
        .join(', e ')}. ` + 'Elas não são defeitos: treiná-las amplia as suas possibilidades em situações diferentes.',
    areas,
  };

  // Actions: the person's own answers first, then the profile level; no two of one theme, none on a strength they have.
  const steps: Array<Omit<PlanAction, 'order' | 'days'>> = [];
  const taken: Array<ReadonlySet<string>> = [];
  const fits = (title: string, text: string) => !isOwned(title) && !taken.some((stems) => sharesTheme(title, stems) || sharesTheme(text, stems, 3));
  const add = (step: Omit<PlanAction, 'order' | 'days'>) => {
    steps.push(step);
    taken.push(themeStems(step.title));
  };
  for (const { action, profileId, answer, statementText } of input.triggered ?? []) {
    if (steps.length >= MAX_ANSWER_ACTIONS) break;
    if (!fits(action.title, action.text)) continue;
    const reason = describeReason(answerLabel(answer), statementText);
    add({ title: action.title, description: action.text, profileId, kind: 'answer', statementId: action.statementId, reason });
  }
  const growthOf = (profile: ProfileContent) => profile.personalGrowth.find((item) => !taken.some((stems) => sharesTheme(item, stems, 3)));
  const practiceOf = (area: (typeof areas)[number]) => {
    const strength = area.items.find((item) => fits(item, item));
    return strength
      ? {
          title: `Desenvolva: ${lowerFirst(strength)}`,
          description: practiceDescription(strength, area.profile),
          profileId: area.profile.profileId,
          kind: 'growth-area' as const,
          statementId: null,
          reason: null,
        }
      : null;
  };
  const profileSteps = [
    () => {
      const item = growthOf(first);
      return item
        ? { title: 'Cuide de um ponto de atenção', description: item, profileId: first.id, kind: 'profile-growth' as const, statementId: null, reason: null }
        : null;
    },
    () => (areas[0] ? practiceOf(areas[0]) : null),
    () => {
      const item = second ? growthOf(second) : undefined;
      return item && second
        ? {
            title: `Mais um passo: o seu lado ${second.name}`,
            description: item,
            profileId: second.id,
            kind: 'profile-growth' as const,
            statementId: null,
            reason: null,
          }
        : null;
    },
    () => (areas[1] ? practiceOf(areas[1]) : null),
  ];
  for (const next of profileSteps) {
    if (steps.length >= ACTIONS_BEFORE_REVIEW) break;
    const step = next();
    if (step) add(step);
  }
  add({
    title: 'Olhe para trás e ajuste a rota',
    description:
      'Releia este plano e anote o que mudou nestes três meses. O que ficou mais fácil? O que ainda é difícil? ' +
      (second ? `Em que situação o seu lado ${second.careerName} ajudou o seu lado ${first.careerName}? ` : '') +
      'Depois, escolha a próxima habilidade que você quer treinar.',
    profileId: first.id,
    kind: 'review',
    statementId: null,
    reason: null,
  });

  return {
    top,
    lowest,
    strengths,
    growthAreas,
    actions: steps.map((step, index) => ({ order: index + 1, days: step.kind === 'review' ? 90 : daysAt(index), ...step })),
  };
}
