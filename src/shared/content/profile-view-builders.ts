import type { ProfileId, ProfileContent } from './content.schema';
import { careersOfProfile } from './careers/catalogue';
import { withHelpLine } from './honest-frame';
import { FREE_CAREER_COUNT, type FreeProfileView, type PaidProfileView } from './profile-views';

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

export function toPaidProfileView(profile: ProfileContent): PaidProfileView {
  return {
    ...toFreeProfileView(profile),
    scenario: profile.scenario,
    weaknesses: withHelpLine(profile.weaknesses),
    workStyle: [...profile.workStyle],
    relationships: [...profile.relationships],
    personalGrowth: [...profile.personalGrowth],
    famousPeople: profile.famousPeople.map((person) => ({ name: person.name, note: person.note })),
  };
}
