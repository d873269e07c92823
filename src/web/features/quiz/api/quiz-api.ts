import {
  quizAnswerContract,
  quizCompleteContract,
  quizFillContract,
  quizQuestionsContract,
  quizStartContract,
} from '../../../../shared/contracts/quiz.contract';
import type { ContractBody } from '../../../../shared/contracts/contract';
import { callApi } from '../../../lib/api-client';

export const quizApi = {
  /** Starts the yearly attempt, or resumes the one in progress with its stored answers. */
  start: async () => (await callApi(quizStartContract, { body: {} })).data,
  questions: async () => (await callApi(quizQuestionsContract)).data.questions,
  answer: async (body: ContractBody<typeof quizAnswerContract>) => (await callApi(quizAnswerContract, { body })).data,
  complete: async (attemptId: string) => (await callApi(quizCompleteContract, { body: { attemptId } })).data.result,
  /** Staff only: random answers for the open questions, then completes. */
  fill: async (attemptId: string) => (await callApi(quizFillContract, { body: { attemptId } })).data.result,
};
