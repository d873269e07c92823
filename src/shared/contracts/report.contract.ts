import { z } from 'zod';
import { freeProfileViewSchema, paidProfileViewSchema } from '../content/profile-views';
import { SCORE_LEVELS } from '../scoring/level';
import { CLARITY_KINDS } from '../scoring/precision';

/** The owner's personal parts (from their own answers) and the paid part of their result. */

/** A profile named with its score: used by the result's score list and by the development plan. */
export const profileScoreSchema = z.object({
  profileId: z.number().int(),
  name: z.string(),
  careerName: z.string(),
  icon: z.string(),
  color: z.string(),
  percentage: z.number(),
});
export type ProfileScoreView = z.infer<typeof profileScoreSchema>;

/** A profile of a perfil misto: its score and its short description (every profile of the mix is described, issue 25). */
export const mixedProfileSchema = profileScoreSchema.extend({ description: z.string() });
export type MixedProfileView = z.infer<typeof mixedProfileSchema>;

/** One of the person's own answers, quoted verbatim, with what it shows (the phrase bank's gloss). */
export const quotedAnswerSchema = z.object({
  statementId: z.number().int(),
  /** The statement as the person read it. */
  text: z.string(),
  /** 1..5, and its label on the scale ("Concordo Totalmente"). */
  answer: z.number().int(),
  answerLabel: z.string(),
  /** The profile the statement is keyed to. */
  profileId: z.number().int(),
  profileName: z.string(),
  /** "highlight": a strong answer for one of the top profiles; "contrast": a strong answer against one. */
  kind: z.enum(['highlight', 'contrast']),
  gloss: z.string(),
});
export type QuotedAnswer = z.infer<typeof quotedAnswerSchema>;

/** How the person answered one statement of a profile (the list behind a profile's percentage). */
export const answeredStatementSchema = z.object({
  statementId: z.number().int(),
  text: z.string(),
  answer: z.number().int(),
  answerLabel: z.string(),
  /** Reverse-keyed: agreeing lowers the profile's percentage. */
  reverse: z.boolean(),
});
export type AnsweredStatement = z.infer<typeof answeredStatementSchema>;

export const PLAN_ACTION_KINDS = ['answer', 'profile-growth', 'growth-area', 'review'] as const;

export const developmentPlanSchema = z.object({
  /** The profiles at the front, in reading order (the person's pick first). */
  top: z.array(profileScoreSchema),
  /** The two lowest-ranked profiles, lowest first. */
  lowest: z.array(profileScoreSchema),
  strengths: z.object({ title: z.string(), intro: z.string(), items: z.array(z.string()), tips: z.array(z.string()) }),
  growthAreas: z.object({
    title: z.string(),
    intro: z.string(),
    areas: z.array(z.object({ profile: profileScoreSchema, items: z.array(z.string()) })),
  }),
  actions: z.array(
    z.object({
      order: z.number().int(),
      days: z.union([z.literal(30), z.literal(60), z.literal(90)]),
      title: z.string(),
      description: z.string(),
      profileId: z.number().int(),
      kind: z.enum(PLAN_ACTION_KINDS),
      /** The statement whose answer triggered the action ("answer" actions), else null. */
      statementId: z.number().int().nullable(),
      /** For an "answer" action: the answer that led to it, in words ("Porque você marcou ... em “...”."); else null. */
      reason: z.string().nullable(),
    }),
  ),
});
export type DevelopmentPlan = z.infer<typeof developmentPlanSchema>;
export type PlanAction = DevelopmentPlan['actions'][number];
export type PlanProfileRef = ProfileScoreView;

/** How the first two (or three) profiles combine: the pair texts and, for neighbours on the circle, the wing. */
export const blendSchema = z.object({
  pairs: z.array(z.object({ profileIds: z.array(z.number().int()), title: z.string(), text: z.string() })),
  wing: z.string().nullable(),
});
export type Blend = z.infer<typeof blendSchema>;

/**
 * The parts of the owner's result that come from their own answers (issue 25),
 * free and paid alike; the free view quotes one answer, the paid view all.
 */
export const personalPartsSchema = z.object({
  /** The profiles at the front, in reading order: the person's pick first, then the ranking. */
  order: z.array(z.number().int()),
  /** The profile the person picked as most like them (a perfil misto only), or null. */
  pick: z.number().int().nullable(),
  /** Whether the result offers the pick ("Qual destes parece mais com você?"): a perfil misto. */
  canPick: z.boolean(),
  clarity: z.object({ kind: z.enum(CLARITY_KINDS), text: z.string() }),
  /** Why the profiles come in this order: the pick, or a tie nobody settled; null when the scores order them. */
  orderNote: z.string().nullable(),
  /** The free content of order[0], the profile the page opens with. */
  lead: freeProfileViewSchema,
  highlights: z.array(quotedAnswerSchema),
  contrasts: z.array(quotedAnswerSchema),
});
export type PersonalParts = z.infer<typeof personalPartsSchema>;

export const profileAnalysisSchema = profileScoreSchema.extend({
  /** levelOf (scoring/level.ts): the same rule as the PDF's "compatibilidade alta/média/baixa". */
  level: z.enum(SCORE_LEVELS),
  description: z.string(),
  strengths: z.array(z.string()),
  summary: z.string(),
  /** The person's strongest answer to this profile's statements (not quoted elsewhere), or null. */
  quote: quotedAnswerSchema.nullable(),
});

/** The person's own answers that point to one profile with an in-depth part (besides those quoted above). */
export const profileEvidenceSchema = z.object({ profileId: z.number().int(), answers: z.array(quotedAnswerSchema) });

export const paidReportSchema = z.object({
  /** The profiles with an in-depth part, in reading order: every profile of a perfil misto, or the one in front. */
  profiles: z.array(paidProfileViewSchema),
  /** For each of those profiles, the person's answers that point to it (and one against it). */
  evidence: z.array(profileEvidenceSchema),
  /** For each of those profiles, how the person answered every one of its statements. */
  profileAnswers: z.array(z.object({ profileId: z.number().int(), answers: z.array(answeredStatementSchema) })),
  /** All 9 profiles in the engine's ranking, best first. */
  analysis: z.array(profileAnalysisSchema),
  blend: blendSchema,
  developmentPlan: developmentPlanSchema,
  /** Every career of every profile. */
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
