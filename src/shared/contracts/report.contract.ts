import { z } from 'zod';
import { paidProfileViewSchema } from '../content/profile-views';
import type { DevelopmentPlan } from '../scoring/development-plan';
import { SCORE_LEVELS } from '../scoring/level';

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
  /** pt-BR note when the result is a "perfil misto" (scoring/precision.ts), else null. */
  mixedNote: z.string().nullable(),
});
// Compile-time guard: the wire schema accepts whatever the engine builds.
export const assertPlanMatchesSchema = (plan: DevelopmentPlan): z.input<typeof developmentPlanSchema> => plan;

export const profileAnalysisSchema = profileScoreSchema.extend({
  /** levelOf (scoring/level.ts): the same rule as the PDF's "compatibilidade alta/média/baixa". */
  level: z.enum(SCORE_LEVELS),
  description: z.string(),
  strengths: z.array(z.string()),
  summary: z.string(),
});

export const paidReportSchema = z.object({
  profile: paidProfileViewSchema,
  secondaryProfile: paidProfileViewSchema,
  /** All 9 profiles in the engine's ranking, best first. */
  analysis: z.array(profileAnalysisSchema),
  developmentPlan: developmentPlanSchema,
  /** Every career of every profile, dominant and secondary first. */
  careerCount: z.number().int(),
});
export type PaidReport = z.infer<typeof paidReportSchema>;

export const reportPdfPath = (attemptId: string) => `/api/report/${attemptId}/pdf`;

/** What the report PDF's callers show (spec §8, in Portuguese: the API's error messages are always Portuguese). */
export const REPORT_MESSAGES = {
  /** 500 of GET /api/report/{id}/pdf when rendering fails; also the web's default for a 5xx without a message. */
  pdfFailed: 'Não foi possível gerar o PDF. Tente novamente.',
  /** Spec §2: no pdfUrl (the report is not unlocked). */
  pdfUnavailable: 'PDF não disponível no momento.',
} as const;
