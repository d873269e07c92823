import {
  myResultContract,
  quizAnswerContract,
  quizCompleteContract,
  quizFillContract,
  quizQuestionsContract,
  quizStartContract,
  SHARE_SUCCESS_MESSAGE,
  shareByEmailContract,
  sharedResultContract,
} from '../../../shared/contracts/quiz.contract';
import {
  assessmentProgressContract,
  assessmentProgressSaveContract,
  assessmentQuestionsContract,
  assessmentSubmitContract,
} from '../../../shared/contracts/assessment.contract';
import type { Router } from '../../platform/http/router';
import type { QuizService } from './quiz.service';

export function registerQuizRoutes(router: Router, quiz: QuizService): void {
  router.route(quizQuestionsContract, async () => ({ data: quiz.questions() }));
  router.route(quizStartContract, async ({ auth }) => ({ data: await quiz.start(auth) }));
  router.route(quizAnswerContract, async ({ auth, body }) => ({ data: await quiz.answer(auth, body) }));
  router.route(quizCompleteContract, async ({ auth, body }) => ({ data: { result: await quiz.complete(auth, body.attemptId) } }));
  router.route(quizFillContract, async ({ auth, body }) => ({ data: { result: await quiz.fill(auth, body.attemptId) } }));
  router.route(myResultContract, async ({ auth }) => ({ data: { result: await quiz.myResult(auth) } }));
  router.route(sharedResultContract, async ({ params }) => ({ data: { result: await quiz.sharedResult(params.attemptId) } }));
  router.route(shareByEmailContract, async ({ params, body, ip }) => {
    await quiz.shareByEmail(params.attemptId, body.email, ip);
    return { message: SHARE_SUCCESS_MESSAGE, data: {} };
  });

  router.route(assessmentQuestionsContract, async () => ({ data: quiz.questions() }));
  router.route(assessmentSubmitContract, async ({ auth, body }) => {
    const state = await quiz.saveAnswers(auth, body.answers);
    const result = await quiz.complete(auth, state.attemptId);
    return { message: 'Teste concluído! Veja o seu resultado.', data: { resultId: result.attemptId } };
  });
  router.route(assessmentProgressContract, async ({ auth }) => ({ data: { progress: await quiz.progress(auth) } }));
  router.route(assessmentProgressSaveContract, async ({ auth, body }) => ({
    data: { saved: true as const, progress: await quiz.saveAnswers(auth, body.progress.answers) },
  }));
}
