import { z } from 'zod';
import { profileContentSchema } from './content.schema';
import { profileCareerSchema } from './careers/career-view';

/**
 * The free/paid split of a profile, as part of the content model.
 *
 * - Free view: identity, description, motivation, core values, traits,
 *   strengths, tips and FREE_CAREER_COUNT of the profile's own careers from the
 *   catalogue (name and day to day; the person's careers, with their steps, are
 *   the result's, scoring/next-steps.ts).
 * - Paid view: the free view plus scenario, weaknesses, work style,
 *   relationships, personal growth and famous people. The weaknesses (the profile's difficulties, shown as
 *   "Pontos de atenção") end with DIFFICULTIES_HELP_LINE.
 *
 * The view builders copy fields one by one (never spread the profile), and the
 * schemas are default zod objects, which strip unknown keys: parsing a paid
 * view with freeProfileViewSchema drops the paid-only fields. The free schema
 * also caps careers at FREE_CAREER_COUNT, so a full career list cannot pass as
 * a free view.
 */

export const FREE_CAREER_COUNT = 4;

const shape = profileContentSchema.shape;

export const freeProfileViewSchema = z.object({
  id: shape.id,
  slug: shape.slug,
  name: shape.name,
  careerName: shape.careerName,
  description: shape.description,
  icon: shape.icon,
  color: shape.color,
  motivation: shape.motivation,
  coreValues: shape.coreValues,
  personalityTraits: shape.personalityTraits,
  strengths: shape.strengths,
  tips: shape.tips,
  careers: z.array(profileCareerSchema).max(FREE_CAREER_COUNT),
});
export type FreeProfileView = z.infer<typeof freeProfileViewSchema>;

export const paidProfileViewSchema = freeProfileViewSchema.extend({
  scenario: shape.scenario,
  weaknesses: shape.weaknesses,
  workStyle: shape.workStyle,
  relationships: shape.relationships,
  personalGrowth: shape.personalGrowth,
  famousPeople: shape.famousPeople,
});
export type PaidProfileView = z.infer<typeof paidProfileViewSchema>;
