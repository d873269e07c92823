import {
  quizAnswerContract,
  quizCompleteContract,
  quizFillContract,
  quizQuestionsContract,
  quizStartContract,
} from '../../../../shared/contracts/quiz.contract';
import { assessmentProgressContract, assessmentProgressSaveContract } from '../../../../shared/contracts/assessment.contract';
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
  /** Read-only: the attempt in progress with its saved position, or when the yearly attempt is used. Never starts one. */
  progress: async () => (await callApi(assessmentProgressContract)).data,
  /** Saves the position and the milestone (no answers: those go one by one through `answer`). */
  saveProgress: async (progress: { attemptId: string; currentIndex: number; lastMilestone: number }, options: { keepalive?: boolean } = {}) =>
    (await callApi(assessmentProgressSaveContract, { body: { progress }, ...options })).data.progress,
};
