import { quizAnswerContract, quizCompleteContract, quizFillContract, quizQuestionsContract, quizStartContract } from '../../../shared/contracts/quiz.contract';
import {
  assessmentProgressContract,
  assessmentProgressSaveContract,
  assessmentQuestionsContract,
  assessmentSubmitContract,
} from '../../../shared/contracts/assessment.contract';
import type { Router } from '../../platform/http/router';
import type { QuizService } from './quiz.service';

/** Taking the test: its questions, the attempt (start, answers, saved progress) and its completion. */
export function registerQuizRoutes(router: Router, quiz: QuizService): void {
  router.route(quizQuestionsContract, async ({ auth }) => {
    const data = await quiz.questions(auth);
    return { data, cacheKey: data.version };
  });
  router.route(quizStartContract, async ({ auth }) => ({ data: await quiz.start(auth) }));
  router.route(quizAnswerContract, async ({ auth, body }) => ({ data: await quiz.answer(auth, body) }));
  router.route(quizCompleteContract, async ({ auth, body }) => ({ data: { result: await quiz.complete(auth, body.attemptId) } }));
  router.route(quizFillContract, async ({ auth, body }) => ({ data: { result: await quiz.fill(auth, body.attemptId) } }));

  router.route(assessmentQuestionsContract, async ({ auth }) => {
    const data = await quiz.questions(auth);
    return { data, cacheKey: data.version };
  });
  router.route(assessmentSubmitContract, async ({ auth, body }) => {
    const result = await quiz.submit(auth, body.answers);
    return { message: 'Teste concluído! Veja o seu resultado.', data: { resultId: result.attemptId } };
  });
  router.route(assessmentProgressContract, async ({ auth }) => ({ data: await quiz.progress(auth) }));
  router.route(assessmentProgressSaveContract, async ({ auth, body }) => ({
    data: { saved: true as const, progress: await quiz.saveProgress(auth, body.progress) },
  }));
}
