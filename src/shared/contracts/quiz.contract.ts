import { personCareersSchema } from '../content/careers/career-view';
import { z } from 'zod';
import { defineContract } from './contract';
import { freeProfileViewSchema } from '../content/profile-views';
import { mixedProfileSchema, paidReportSchema, personalPartsSchema, profileScoreSchema } from './report.contract';
import { RETAKES_PER_DAY } from '../constants/quiz';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, isValidEmail } from '../domain/email';

/** An attempt's status, and whether its full report is paid: the one list of each (the database's columns use them too). */
export const attemptStatusSchema = z.enum(['IN_PROGRESS', 'COMPLETED']);
export const reportStatusSchema = z.enum(['FREE', 'PAID']);

export { profileScoreSchema };

export { RETAKES_PER_DAY, TOTAL_QUESTIONS } from '../constants/quiz';
export const ANSWER_MIN = 1;
export const ANSWER_MAX = 5;
/** One attempt per year (spec §1). */
export const DAYS_BETWEEN_ATTEMPTS = 365;

/** "5 horas", "1 hora", "20 minutos": how long until something opens again, rounded up. */
function waitText(seconds: number): string {
  if (seconds > 3600) {
    const hours = Math.ceil(seconds / 3600);
    return `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

export const QUIZ_MESSAGES = {
  alreadyCompleted: 'Você já completou o quiz recentemente',
  oncePerYear: 'O teste pode ser feito apenas uma vez por ano',
  invalidValue: 'A resposta deve ser um número inteiro de 1 a 5',
  invalidQuestion: 'Esta pergunta não existe',
  attemptNotFound: 'Teste não encontrado',
  attemptFinished: 'Este teste já foi finalizado',
  notAllAnswered: (missing: number) => `Ainda faltam ${missing} ${missing === 1 ? 'afirmação' : 'afirmações'} para responder antes de finalizar.`,
  noResult: 'Você ainda não fez o teste',
  retakeLimit: (retryAfterSeconds: number) =>
    `Você já refez o teste ${RETAKES_PER_DAY} vezes em 24 horas. Faça uma pausa: você poderá tentar de novo em ${waitText(retryAfterSeconds)}.`,
} as const;

export const attemptIdSchema = z.uuid({ error: QUIZ_MESSAGES.attemptNotFound });
export const attemptIdParamsSchema = z.object({ attemptId: attemptIdSchema });

const answerValueSchema = z
  .number({ error: QUIZ_MESSAGES.invalidValue })
  .int(QUIZ_MESSAGES.invalidValue)
  .min(ANSWER_MIN, QUIZ_MESSAGES.invalidValue)
  .max(ANSWER_MAX, QUIZ_MESSAGES.invalidValue);

const questionOrderSchema = z.number({ error: QUIZ_MESSAGES.invalidQuestion }).int(QUIZ_MESSAGES.invalidQuestion).positive(QUIZ_MESSAGES.invalidQuestion);

export const questionSchema = z.object({ id: z.number().int(), text: z.string() });
export type Question = z.infer<typeof questionSchema>;
export const questionListSchema = z.object({ questions: z.array(questionSchema), version: z.string() });

/** One answer: the question's id (its questionOrder) and a value from 1 to 5. */
export const answerItemSchema = z.object({ questionOrder: questionOrderSchema, value: answerValueSchema });

export const storedAnswerSchema = z.object({ questionOrder: z.number().int(), value: z.number().int() });

/**
 * Where an attempt stands (spec §3 "currentQuestion (1-based)"): a POSITION in the attempt's display order, from 1 to
 * totalQuestions, never a question's id (answers name questions by id, `questionOrder`). It is the position of the
 * first question without an answer, so answers given out of order leave the first gap as current; once every question
 * is answered it is totalQuestions and isComplete is true. A screen shows question `currentQuestion - 1` of its list.
 */
export const currentQuestionSchema = z.number().int().min(1);

/** The attempt data of spec §3 (start response). */
export const attemptStateSchema = z.object({
  attemptId: z.string(),
  /** The questions of the attempt's set: 100 (TOTAL_QUESTIONS). */
  totalQuestions: z.number().int(),
  currentQuestion: currentQuestionSchema,
  isComplete: z.boolean(),
  canTake: z.boolean(),
  nextAvailable: z.string().nullable(),
  daysRemaining: z.number().int(),
  /** What the server already holds, so another device resumes too. */
  answers: z.array(storedAnswerSchema),
});
export type AttemptState = z.infer<typeof attemptStateSchema>;

/** 403 data when the yearly attempt is used. */
export const cannotTakeDataSchema = z.object({
  canTake: z.literal(false),
  nextAvailable: z.string(),
  daysRemaining: z.number().int(),
  /** null when the user has deleted that attempt (the yearly limit still holds). */
  lastAttemptId: z.string().nullable(),
});
export type CannotTakeData = z.infer<typeof cannotTakeDataSchema>;

export const durationSchema = z.object({ seconds: z.number().int(), text: z.string() });

/**
 * The result anyone may see once its owner shares it (shared link, public
 * report): the first name and the profiles, nothing else; no date, time of day
 * or duration (issue 26). Zod strips every other field on the way out.
 */
export const publicResultSchema = z.object({
  attemptId: z.string(),
  firstName: z.string(),
  dominantProfile: z.object({ percentage: z.number(), profile: freeProfileViewSchema }),
  /** ranking[1] of the engine (scoring.ts, tie rule included). */
  secondaryProfile: profileScoreSchema,
  /**
   * "Perfil misto" (scoring/precision.ts): the top two differ by less than the
   * test's measurement error, so the screen shows mixedProfiles together
   * instead of one winner.
   */
  mixed: z.boolean(),
  /** When mixed: the 2 or 3 profiles to show together, best first, each with its short description; empty otherwise. */
  mixedProfiles: z.array(mixedProfileSchema),
  /**
   * Careers for the scores' top 3 (issue 27, scoring/next-steps.ts). Here, the general path; the owner's view writes
   * the steps for the owner's age and stage (never in the shared view): 4 on a free result, 12 on a paid one.
   */
  careers: personCareersSchema,
});
export type PublicResult = z.infer<typeof publicResultSchema>;

/**
 * The answer-quality check made when the attempt was completed
 * (scoring/quality.ts). Not conclusive: the screen says "Resultado
 * inconclusivo" with the reasons (plain pt-BR) and offers a retake now; the
 * report cannot be unlocked, and the attempt does not use up the year.
 */
export const answerQualitySchema = z.object({ conclusive: z.boolean(), reasons: z.array(z.string()) });
export type AnswerQualityView = z.infer<typeof answerQualitySchema>;

/** The owner's own view: adds when and how long, whether it is shared, the report status, the PDF link, all 9 scores, the answer-quality check, and (when PAID) the full report. */
export const ownerResultSchema = publicResultSchema.extend({
  completedAt: z.string(),
  duration: durationSchema,
  /** When the owner turned sharing on; null while the result is private (the default). */
  sharedAt: z.string().nullable(),
  quality: answerQualitySchema,
  reportStatus: reportStatusSchema,
  pdfUrl: z.string().nullable(),
  /** All 9, in the engine's ranking (best first): scores[0] is dominantProfile, scores[1] is secondaryProfile. Never re-sort. */
  scores: z.array(profileScoreSchema),
  /** The parts from the person's own answers (issue 25); null for an inconclusive result. */
  personal: personalPartsSchema.nullable(),
  report: paidReportSchema.nullable(),
});
export type OwnerResult = z.infer<typeof ownerResultSchema>;

export const quizStartContract = defineContract({
  method: 'POST',
  path: '/quiz/start',
  auth: 'user',
  // Spec §7: "none (body not shown)". Fastify hands a body-less POST over as null.
  body: z.object({}).nullish(),
  data: attemptStateSchema,
});

export const quizAnswerContract = defineContract({
  method: 'POST',
  path: '/quiz/answer',
  auth: 'user',
  body: answerItemSchema.extend({ attemptId: attemptIdSchema }),
  data: z.object({ currentQuestion: currentQuestionSchema, isComplete: z.boolean(), answeredCount: z.number().int() }),
});

export const quizCompleteContract = defineContract({
  method: 'POST',
  path: '/quiz/complete',
  auth: 'user',
  body: z.object({ attemptId: attemptIdSchema }),
  data: z.object({ result: ownerResultSchema }),
});

export const quizFillContract = defineContract({
  method: 'POST',
  path: '/quiz/fill',
  // Spec §6: the skip-to-result button of internal staff (a role, or a staff-domain address confirmed signed in).
  auth: 'skip-to-result',
  body: z.object({ attemptId: attemptIdSchema }),
  data: z.object({ result: ownerResultSchema }),
});

export const quizQuestionsContract = defineContract({
  method: 'GET',
  path: '/quiz/questions',
  auth: 'user',
  cache: { scope: 'private', maxAgeSeconds: 300 },
  data: questionListSchema,
});

export const myResultContract = defineContract({
  method: 'GET',
  path: '/quiz/my-result',
  auth: 'user',
  data: z.object({ result: ownerResultSchema }),
});

export const sharedResultContract = defineContract({
  method: 'GET',
  path: '/quiz/share/:attemptId',
  auth: 'none',
  // The view its owner chose to share: the same for everyone, but asked again every time (max-age 0), so turning
  // sharing off or deleting the result takes the link down at once (issue 26); an unchanged view still revalidates.
  cache: { scope: 'public', maxAgeSeconds: 0 },
  params: attemptIdParamsSchema,
  data: z.object({ result: publicResultSchema }),
});

export const SHARE_SUCCESS_MESSAGE = 'Relatório compartilhado com sucesso';

export const SHARING_MESSAGES = {
  on: 'Compartilhamento ligado. Quem tiver o link vê seu primeiro nome e seus perfis.',
  off: 'Compartilhamento desligado. O link não mostra mais o seu resultado.',
  /** The share e-mail carries the link, which answers only while sharing is on. */
  notShared: 'Ligue "Compartilhar meu resultado" antes de enviar o link.',
  inconclusive: 'Este resultado ficou inconclusivo, então não há o que compartilhar.',
  invalid: 'Diga se o resultado deve ser compartilhado (verdadeiro ou falso).',
} as const;

/**
 * Turns sharing of one's own result on or off (issue 26). While off, the
 * shared view and /report/{id} answer 404; a paid result can be turned off too.
 */
export const resultSharingContract = defineContract({
  method: 'PUT',
  path: '/result/:attemptId/sharing',
  auth: 'user',
  params: attemptIdParamsSchema,
  body: z.object({ shared: z.boolean({ error: SHARING_MESSAGES.invalid }) }),
  data: z.object({ sharedAt: z.string().nullable() }),
});

/** Only the owner, signed in, sends it (issue 26); the server also parses the address and accepts one bare mailbox only. */
export const shareByEmailContract = defineContract({
  method: 'POST',
  path: '/quiz/share/:attemptId',
  auth: 'user',
  cache: 'no-store',
  params: attemptIdParamsSchema,
  body: z.object({
    email: z
      .string({ error: EMAIL_MESSAGES.invalidAlt })
      .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong)
      // Header injection: no line breaks may reach the To: header.
      .transform((value) => value.replace(/[\r\n]+/g, '').trim())
      .refine(isValidEmail, EMAIL_MESSAGES.invalidAlt),
  }),
  data: z.object({}),
});
