import { z } from 'zod';
import { defineContract } from './contract';
import { answerItemSchema, attemptStateSchema, questionListSchema, TOTAL_QUESTIONS } from './quiz.contract';

/** The /assessment/* calls of spec §7, backed by the same attempts and answers as /quiz/*. */

export const assessmentQuestionsContract = defineContract({
  method: 'GET',
  path: '/assessment/questions',
  auth: 'required',
  data: questionListSchema,
});

export const assessmentSubmitContract = defineContract({
  method: 'POST',
  path: '/assessment/submit',
  auth: 'required',
  body: z.object({
    answers: z
      .array(answerItemSchema, { error: 'Envie a lista de respostas' })
      .min(1, 'Envie a lista de respostas')
      .max(TOTAL_QUESTIONS, `Envie no máximo ${TOTAL_QUESTIONS} respostas`),
  }),
  data: z.object({ resultId: z.string() }),
});

export const assessmentProgressContract = defineContract({
  method: 'GET',
  path: '/assessment/progress',
  auth: 'required',
  data: z.object({ progress: attemptStateSchema.nullable() }),
});

export const assessmentProgressSaveContract = defineContract({
  method: 'POST',
  path: '/assessment/progress/save',
  auth: 'required',
  body: z.object({
    progress: z.object({
      answers: z.array(answerItemSchema).max(TOTAL_QUESTIONS, `Envie no máximo ${TOTAL_QUESTIONS} respostas`),
      currentIndex: z.number().int().min(0).max(TOTAL_QUESTIONS).optional(),
    }),
  }),
  data: z.object({ saved: z.literal(true), progress: attemptStateSchema }),
});
