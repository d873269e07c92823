import { z } from 'zod';
import { defineContract } from './contract';
import { answerItemSchema, attemptIdSchema, attemptStateSchema, cannotTakeDataSchema, questionListSchema, TOTAL_QUESTIONS } from './quiz.contract';

/** The /assessment/* calls of spec §7, backed by the same attempts and answers as /quiz/*. */

export const ASSESSMENT_MESSAGES = {
  invalidIndex: `A posição deve ser um número inteiro de 0 a ${TOTAL_QUESTIONS - 1}`,
  invalidMilestone: `O marco deve ser um número inteiro de 0 a ${TOTAL_QUESTIONS}`,
  tooManyAnswers: `Envie no máximo ${TOTAL_QUESTIONS} respostas`,
  nothingToSave: 'Envie a posição ou as respostas para salvar',
} as const;

export const assessmentQuestionsContract = defineContract({
  method: 'GET',
  path: '/assessment/questions',
  auth: 'user',
  cache: { scope: 'private', maxAgeSeconds: 300 },
  data: questionListSchema,
});

export const assessmentSubmitContract = defineContract({
  method: 'POST',
  path: '/assessment/submit',
  auth: 'user',
  body: z.object({
    answers: z
      .array(answerItemSchema, { error: 'Envie a lista de respostas' })
      .min(1, 'Envie a lista de respostas')
      .max(TOTAL_QUESTIONS, ASSESSMENT_MESSAGES.tooManyAnswers),
  }),
  data: z.object({ resultId: z.string() }),
});

/**
 * The attempt in progress as the server holds it, plus the saved position
 * (spec §4 "assessment progress"): where to resume and the last milestone.
 */
export const savedProgressSchema = attemptStateSchema.extend({
  /** 0-based index to resume at: the saved position, never past the first unanswered question. */
  currentIndex: z.number().int(),
  /** Answers count of the last milestone celebrated (every 5 answers); 0 before the first. */
  lastMilestone: z.number().int(),
  /** When the position was last saved (server time); null when it never was. */
  savedAt: z.string().nullable(),
});
export type SavedProgress = z.infer<typeof savedProgressSchema>;

export const assessmentProgressContract = defineContract({
  method: 'GET',
  path: '/assessment/progress',
  auth: 'user',
  data: z.object({
    /** The attempt in progress, or null. */
    progress: savedProgressSchema.nullable(),
    /** Set when there is no attempt in progress and the yearly one is used: when the next opens. */
    cannotTake: cannotTakeDataSchema.nullable(),
  }),
});

const currentIndexSchema = z
  .number({ error: ASSESSMENT_MESSAGES.invalidIndex })
  .int(ASSESSMENT_MESSAGES.invalidIndex)
  .min(0, ASSESSMENT_MESSAGES.invalidIndex)
  .max(TOTAL_QUESTIONS - 1, ASSESSMENT_MESSAGES.invalidIndex);

const milestoneSchema = z
  .number({ error: ASSESSMENT_MESSAGES.invalidMilestone })
  .int(ASSESSMENT_MESSAGES.invalidMilestone)
  .min(0, ASSESSMENT_MESSAGES.invalidMilestone)
  .max(TOTAL_QUESTIONS, ASSESSMENT_MESSAGES.invalidMilestone);

/**
 * Saves the position and the milestone, and optionally answers. Answers here
 * only fill questions the server has no answer for: changing an answer is
 * POST /quiz/answer's job, so a progress snapshot can never overwrite a newer
 * answer. With `attemptId` the save applies to that attempt only (404 when it
 * is not the caller's, 409 when it is finished); without it, to the attempt in
 * progress, started if needed as POST /quiz/start would.
 */
export const assessmentProgressSaveContract = defineContract({
  method: 'POST',
  path: '/assessment/progress/save',
  auth: 'user',
  body: z.object({
    progress: z.object(
      {
        attemptId: attemptIdSchema.optional(),
        answers: z.array(answerItemSchema).max(TOTAL_QUESTIONS, ASSESSMENT_MESSAGES.tooManyAnswers).optional(),
        currentIndex: currentIndexSchema.optional(),
        lastMilestone: milestoneSchema.optional(),
      },
      { error: ASSESSMENT_MESSAGES.nothingToSave },
    ),
  }),
  data: z.object({ saved: z.literal(true), progress: savedProgressSchema }),
});
