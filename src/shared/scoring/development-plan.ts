import type { ProfileContent, ProfileId } from '../content/content.schema';
import { PROFILES } from '../content/profiles';
import { describeMixed } from './precision';
import { formatPercentage, type ScoreResult } from './scoring';

/**
 * Personal development plan, assembled deterministically from the whole score
 * vector (rules: docs/scoring.md, "Development plan"):
 * - strengths: the dominant profile's first DOMINANT_STRENGTH_COUNT strengths
 *   and first DOMINANT_TIP_COUNT tips;
 * - growth areas: the 2 lowest-ranked profiles (lowest first), each with its
 *   first GROWTH_AREA_COUNT strengths, framed as "áreas para desenvolver";
 * - balance: one paragraph combining the dominant and secondary profiles;
 * - actions (30/60/90 days): the dominant profile's first two personalGrowth
 *   items, and a practice exercise for the first strength of each lowest profile.
 *
 * The lowest profiles contribute strengths, not their personalGrowth items: a
 * profile's personalGrowth is written for people who have a lot of that
 * profile (e.g. "treine o 'não' gentil" for Prestativo) and would be backwards
 * advice for someone who scored low on it.
 *
 * All user-facing text is pt-BR. The plan is a plain serialisable object.
 */

export const DOMINANT_STRENGTH_COUNT = 4;
export const DOMINANT_TIP_COUNT = 2;
export const GROWTH_AREA_COUNT = 3;
export const LOWEST_PROFILE_COUNT = 2;

export interface PlanProfileRef {
  profileId: ProfileId;
  name: string;
  careerName: string;
  icon: string;
  color: string;
  /** Display percentage, 1 decimal. */
  percentage: number;
}

export interface PlanGrowthArea {
  profile: PlanProfileRef;
  /** Strengths typical of this (low-scoring) profile, to be developed. */
  items: string[];
}

export interface PlanAction {
  /** 1-based, the order to follow. */
  order: number;
  /** Horizon: do it within the first 30, 60 or 90 days. */
  days: 30 | 60 | 90;
  title: string;
  description: string;
  /** The profile the action comes from. */
  profileId: ProfileId;
  kind: 'dominant-growth' | 'growth-area' | 'review';
}

export interface DevelopmentPlan {
  dominant: PlanProfileRef;
  secondary: PlanProfileRef;
  /** The two lowest-ranked profiles, lowest first. */
  lowest: PlanProfileRef[];
  strengths: {
    title: string;
    intro: string;
    items: string[];
    tips: string[];
  };
  growthAreas: {
    title: string;
    intro: string;
    areas: PlanGrowthArea[];
  };
  balance: {
    title: string;
    text: string;
  };
  actions: PlanAction[];
  /** pt-BR note when the result is a "perfil misto" (precision.ts), else null. */
  mixedNote: string | null;
}

function findProfile(profiles: readonly ProfileContent[], id: ProfileId): ProfileContent {
  const profile = profiles.find((candidate) => candidate.id === id);
  if (!profile) throw new Error(`Profile ${id} is missing from the content`);
  return profile;
}

function percentageOf(result: ScoreResult, id: ProfileId): number {
  const score = result.scores.find((candidate) => candidate.profileId === id);
  if (!score) throw new Error(`Score for profile ${id} is missing`);
  return score.percentage;
}

function ref(profile: ProfileContent, result: ScoreResult): PlanProfileRef {
  return {
    profileId: profile.id as ProfileId,
    name: profile.name,
    careerName: profile.careerName,
    icon: profile.icon,
    color: profile.color,
    percentage: percentageOf(result, profile.id as ProfileId),
  };
}

/** Lowercases the first letter unless the word looks like an acronym ("ENEM"). */
function lowerFirst(text: string): string {
  const first = text.charAt(0);
  const second = text.charAt(1);
  if (second && second === second.toUpperCase() && second !== second.toLowerCase()) return text;
  return first.toLowerCase() + text.slice(1);
}

function at(list: readonly string[], index: number, what: string): string {
  const item = list[index];
  if (item === undefined) throw new Error(`Content is missing ${what}[${index}]`);
  return item;
}

function label(profile: PlanProfileRef): string {
  return `${profile.name} (${profile.careerName})`;
}

function practiceDescription(strength: string, profile: PlanProfileRef): string {
  return (
    `Treine um ponto forte típico do perfil ${label(profile)}: “${strength}”. ` +
    'Escolha uma situação concreta — um trabalho da escola, uma tarefa em casa ou no emprego — ' +
    'para exercitar isso pelo menos uma vez por semana. Observe alguém que faz isso bem e anote, a cada semana, o que funcionou.'
  );
}

export function buildDevelopmentPlan(result: ScoreResult, profiles: readonly ProfileContent[] = PROFILES): DevelopmentPlan {
  if (result.ranking.length < 2 + LOWEST_PROFILE_COUNT) throw new Error('The ranking needs at least 4 profiles');
  const dominantProfile = findProfile(profiles, result.dominant);
  const secondaryProfile = findProfile(profiles, result.secondary);
  // ranking is best-first, so the lowest are at the end; list the lowest first.
  const lowestIds = result.ranking.slice(-LOWEST_PROFILE_COUNT).reverse();
  const lowestProfiles = lowestIds.map((id) => findProfile(profiles, id));

  const dominant = ref(dominantProfile, result);
  const secondary = ref(secondaryProfile, result);
  const lowest = lowestProfiles.map((profile) => ref(profile, result));

  const strengths = {
    title: 'Seus pontos fortes',
    intro:
      `Como perfil ${label(dominant)}, com ${formatPercentage(dominant.percentage)} de compatibilidade, ` +
      'você tende a se destacar nestes pontos. Use-os a seu favor nos estudos e no primeiro emprego.',
    items: dominantProfile.strengths.slice(0, DOMINANT_STRENGTH_COUNT),
    tips: dominantProfile.tips.slice(0, DOMINANT_TIP_COUNT),
  };

  const growthAreas = {
    title: 'Áreas para desenvolver',
    intro:
      `Estas habilidades são típicas dos perfis em que você pontuou menos: ${lowest
        .map((profile) => `${label(profile)}, com ${formatPercentage(profile.percentage)}`)
        .join(', e ')}. ` + 'Elas não são defeitos: são áreas para desenvolver, e treiná-las amplia as suas possibilidades em situações diferentes.',
    areas: lowestProfiles.map((profile, index) => ({
      profile: lowest[index] as PlanProfileRef,
      items: profile.strengths.slice(0, GROWTH_AREA_COUNT),
    })),
  };

  const balanceText =
    `Seu perfil principal é ${label(dominant)}, com ${formatPercentage(dominant.percentage)}, ` +
    `e logo depois vem ${label(secondary)}, com ${formatPercentage(secondary.percentage)}. ` +
    `Juntos, eles combinam ${lowerFirst(at(dominantProfile.strengths, 0, 'strengths'))} com ` +
    `${lowerFirst(at(secondaryProfile.strengths, 0, 'strengths'))}. ` +
    'Essa mistura é só sua e pode ajudar você na escola, no primeiro emprego e na escolha de uma carreira.' +
    (result.mixed ? ' Como a diferença entre os dois é menor do que a margem de erro do teste, vale ler os dois perfis com a mesma atenção.' : '');

  const [lowestA, lowestB] = lowestProfiles as [ProfileContent, ProfileContent];
  const [lowestRefA, lowestRefB] = lowest as [PlanProfileRef, PlanProfileRef];
  const steps: Array<Omit<PlanAction, 'order'>> = [
    {
      days: 30,
      title: 'Cuide do seu ponto de atenção',
      description: at(dominantProfile.personalGrowth, 0, 'personalGrowth'),
      profileId: dominant.profileId,
      kind: 'dominant-growth',
    },
    {
      days: 60,
      title: `Desenvolva: ${lowerFirst(at(lowestA.strengths, 0, 'strengths'))}`,
      description: practiceDescription(at(lowestA.strengths, 0, 'strengths'), lowestRefA),
      profileId: lowestRefA.profileId,
      kind: 'growth-area',
    },
    {
      days: 60,
      title: 'Mais um passo no seu crescimento',
      description: at(dominantProfile.personalGrowth, 1, 'personalGrowth'),
      profileId: dominant.profileId,
      kind: 'dominant-growth',
    },
    {
      days: 90,
      title: `Desenvolva: ${lowerFirst(at(lowestB.strengths, 0, 'strengths'))}`,
      description: practiceDescription(at(lowestB.strengths, 0, 'strengths'), lowestRefB),
      profileId: lowestRefB.profileId,
      kind: 'growth-area',
    },
    {
      days: 90,
      title: 'Olhe para trás e ajuste a rota',
      description:
        'Releia este plano e anote o que mudou nestes três meses. O que ficou mais fácil? O que ainda é difícil? ' +
        `Em que situação o seu lado ${secondary.careerName} ajudou o seu lado ${dominant.careerName}? ` +
        'Depois, escolha a próxima habilidade que você quer treinar.',
      profileId: dominant.profileId,
      kind: 'review',
    },
  ];

  return {
    dominant,
    secondary,
    lowest,
    strengths,
    growthAreas,
    balance: { title: 'O equilíbrio entre os seus dois perfis mais fortes', text: balanceText },
    actions: steps.map((step, index) => ({ order: index + 1, ...step })),
    mixedNote: result.mixed ? describeMixed(result.mixedProfiles.map((id) => findProfile(profiles, id).name)) : null,
  };
}
