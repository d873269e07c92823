import { z } from 'zod';
import { paidProfileViewSchema } from '../content/profile-views';
import type { DevelopmentPlan } from '../scoring/development-plan';

/** The paid part of the owner's result: present only when reportStatus is PAID. */

/** A profile named with its score: used by the result's score list and by the development plan. */
export const profileScoreSchema = z.object({
  profileId: z.number().int(),
  name: z.string(),
  careerName: z.string(),
  icon: z.string(),
  color: z.string(),
  percentage: z.number(),
});
const planProfileRefSchema = profileScoreSchema;

export const developmentPlanSchema = z.object({
  dominant: planProfileRefSchema,
  secondary: planProfileRefSchema,
  lowest: z.array(planProfileRefSchema),
  strengths: z.object({ title: z.string(), intro: z.string(), items: z.array(z.string()), tips: z.array(z.string()) }),
  growthAreas: z.object({
    title: z.string(),
    intro: z.string(),
    areas: z.array(z.object({ profile: planProfileRefSchema, items: z.array(z.string()) })),
  }),
  balance: z.object({ title: z.string(), text: z.string() }),
  actions: z.array(
    z.object({
      order: z.number().int(),
      days: z.union([z.literal(30), z.literal(60), z.literal(90)]),
      title: z.string(),
      description: z.string(),
      profileId: z.number().int(),
      kind: z.enum(['dominant-growth', 'growth-area', 'review']),
    }),
  ),
  closenessNote: z.string().nullable(),
});
// Compile-time guard: the wire schema accepts whatever the engine builds.
export const assertPlanMatchesSchema = (plan: DevelopmentPlan): z.input<typeof developmentPlanSchema> => plan;

export const profileAnalysisSchema = profileScoreSchema.extend({
  level: z.enum(['alto', 'médio', 'baixo']),
  description: z.string(),
  strengths: z.array(z.string()),
  summary: z.string(),
});

export const paidReportSchema = z.object({
  profile: paidProfileViewSchema,
  secondaryProfile: paidProfileViewSchema,
  analysis: z.array(profileAnalysisSchema),
  developmentPlan: developmentPlanSchema,
  /** Every career of every profile, dominant and secondary first. */
  careerCount: z.number().int(),
});
export type PaidReport = z.infer<typeof paidReportSchema>;

export const reportPdfPath = (attemptId: string) => `/api/report/${attemptId}/pdf`;
