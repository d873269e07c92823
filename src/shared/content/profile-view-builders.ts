import type { ProfileId, ProfileContent } from './content.schema';
import { careersOfProfile } from './careers/catalogue';
import { withHelpLine } from './honest-frame';
import { FREE_CAREER_COUNT, type FreeProfileView, type PaidProfileView } from './profile-views';
import { dayInLifeOf, type Portrait } from '../scoring/portrait';
import type { LifePhase } from '../domain/life-stage';

/**
 * Builds the free and paid views of a profile (profile-views.ts holds their
 * schemas). Apart from the schemas because these read the career catalogue:
 * the contracts, and so the web app, import the schemas only, and never load
 * the catalogue (site.spec.ts checks the bundle).
 */

export function toFreeProfileView(profile: ProfileContent): FreeProfileView {
  return {
    id: profile.id,
    slug: profile.slug,
    name: profile.name,
    careerName: profile.careerName,
    description: profile.description,
    icon: profile.icon,
    color: profile.color,
    motivation: profile.motivation,
    coreValues: [...profile.coreValues],
    personalityTraits: [...profile.personalityTraits],
    strengths: [...profile.strengths],
    tips: [...profile.tips],
    careers: careersOfProfile(profile.id as ProfileId)
      .slice(0, FREE_CAREER_COUNT)
      .map((career) => ({ id: career.id, name: career.name, dayToDay: career.dayToDay })),
  };
}

/**
 * The paid view of a profile. For a person (the paid report), its seven lists
 * are their portrait (scoring/portrait.ts: the items their answers show most)
 * and "um dia na vida" is the day that fits their phase of life; without one,
 * every item and the day at school (the content checks read it so).
 */
export function toPaidProfileView(profile: ProfileContent, person?: { portrait: Portrait; phase: LifePhase | null }): PaidProfileView {
  const lists = person?.portrait ?? profile;
  return {
    ...toFreeProfileView(profile),
    personalityTraits: [...lists.personalityTraits],
    strengths: [...lists.strengths],
    tips: [...lists.tips],
    scenario: dayInLifeOf(profile, person?.phase ?? null),
    weaknesses: withHelpLine(lists.weaknesses),
    workStyle: [...lists.workStyle],
    relationships: [...lists.relationships],
    personalGrowth: [...lists.personalGrowth],
    famousPeople: profile.famousPeople.map((person) => ({ name: person.name, note: person.note })),
  };
}
