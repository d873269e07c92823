import { z } from 'zod';
import { defineContract } from './contract';
import { attemptIdParamsSchema, attemptStatusSchema, ownerResultSchema, reportStatusSchema } from './quiz.contract';
import { freeProfileViewSchema } from '../content/profile-views';

/** The declared calls with no use shown in the spec (§7): profiles, results, history, activity; and the profile pick of a perfil misto. */

/** GET /history: a page holds this many attempts unless `limit` asks for fewer or more (at most HISTORY_PAGE_MAX). */
export const HISTORY_PAGE_DEFAULT = 20;
export const HISTORY_PAGE_MAX = 50;

export const RESULT_MESSAGES = {
  pickNotMixed: 'Seu resultado não é um perfil misto, então não há perfil para escolher.',
  pickNotInMix: 'Escolha um dos perfis do seu perfil misto.',
  pickInconclusive: 'Este resultado ficou inconclusivo, então não há perfil para escolher.',
  pickSaved: 'Escolha salva.',
  pickCleared: 'Voltamos à ordem dos números.',
  historyCursor: 'Não foi possível ler esta página do histórico. Abra o histórico de novo.',
  historyLimit: `Peça de 1 a ${HISTORY_PAGE_MAX} tentativas por página.`,
} as const;

export const profileSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  careerName: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
});

export const allProfilesContract = defineContract({
  method: 'GET',
  path: '/profile/all',
  auth: 'none',
  cache: { scope: 'public', maxAgeSeconds: 3600 },
  data: z.object({ profiles: z.array(profileSummarySchema) }),
});

export const profileByIdContract = defineContract({
  method: 'GET',
  path: '/profile/:id',
  auth: 'none',
  cache: { scope: 'public', maxAgeSeconds: 3600 },
  params: z.object({ id: z.string().max(40) }),
  data: z.object({ profile: freeProfileViewSchema }),
});

export const latestResultContract = defineContract({
  method: 'GET',
  path: '/result/latest',
  auth: 'user',
  data: z.object({ result: ownerResultSchema }),
});

export const resultByIdContract = defineContract({
  method: 'GET',
  path: '/result/:attemptId',
  auth: 'user',
  params: attemptIdParamsSchema,
  data: z.object({ result: ownerResultSchema }),
});

export const historyEntrySchema = z.object({
  attemptId: z.string(),
  status: attemptStatusSchema,
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  reportStatus: reportStatusSchema,
  dominantProfile: profileSummarySchema.nullable(),
});

/**
 * Newest first, a page at a time (issue 26): `nextCursor` names the next page, null on the last. Without a cursor
 * the first page, which holds every attempt of a person who made fewer than HISTORY_PAGE_DEFAULT.
 */
export const historyContract = defineContract({
  method: 'GET',
  path: '/history',
  auth: 'user',
  query: z.object({
    cursor: z.string().max(200, RESULT_MESSAGES.historyCursor).optional(),
    limit: z.coerce
      .number({ error: RESULT_MESSAGES.historyLimit })
      .int(RESULT_MESSAGES.historyLimit)
      .min(1, RESULT_MESSAGES.historyLimit)
      .max(HISTORY_PAGE_MAX, RESULT_MESSAGES.historyLimit)
      .default(HISTORY_PAGE_DEFAULT),
  }),
  data: z.object({ attempts: z.array(historyEntrySchema), nextCursor: z.string().nullable() }),
});

export const historyItemContract = defineContract({
  method: 'GET',
  path: '/history/:attemptId',
  auth: 'user',
  params: attemptIdParamsSchema,
  data: z.object({ attempt: historyEntrySchema, result: ownerResultSchema.nullable() }),
});

export const historyDeleteContract = defineContract({
  method: 'DELETE',
  path: '/history/:attemptId',
  auth: 'user',
  params: attemptIdParamsSchema,
  data: z.object({}),
});

export const activitySchema = z.object({
  type: z.enum(['ACCOUNT_CREATED', 'QUIZ_STARTED', 'QUIZ_COMPLETED', 'REPORT_UNLOCKED']),
  at: z.string(),
  description: z.string(),
});

export const recentActivityContract = defineContract({
  method: 'GET',
  path: '/activity/recent',
  auth: 'user',
  data: z.object({ activities: z.array(activitySchema) }),
});

/**
 * The profile the person picks as most like them among the profiles of their
 * perfil misto (issue 25), or null to go back to the order of the scores.
 * Answers the updated owner view: the report opens with the picked profile.
 */
export const profilePickContract = defineContract({
  method: 'PUT',
  path: '/result/:attemptId/pick',
  auth: 'user',
  params: attemptIdParamsSchema,
  body: z.object({
    profileId: z
      .number({ error: RESULT_MESSAGES.pickNotInMix })
      .int(RESULT_MESSAGES.pickNotInMix)
      .min(1, RESULT_MESSAGES.pickNotInMix)
      .max(9, RESULT_MESSAGES.pickNotInMix)
      .nullable(),
  }),
  data: z.object({ result: ownerResultSchema }),
});
