import type { Platform } from '../../platform/platform';
import { createQuizRepository } from './quiz.repository';
import { registerQuizRoutes } from './quiz.routes';
import { createQuizService, type QuizService, type QuizServiceDeps } from './quiz.service';
import { createItemAnalysisService, type ItemAnalysisService } from './item-analysis.service';

/**
 * Taking the test: the questions, attempts, answers, saved progress, completion and scoring, the limits on starts
 * and submits, and the item analysis (for staff). A completed attempt answers with the owner's view, which the
 * results module builds (`resultOf`, passed in by app.ts).
 */
export function createQuizModule(
  platform: Platform,
  deps: Pick<QuizServiceDeps, 'resultOf' | 'onCompleted'>,
): QuizService & { itemAnalysis: ItemAnalysisService } {
  const { config } = platform;
  const repository = createQuizRepository(platform.db);
  const service = createQuizService({
    repository,
    limiter: platform.limiter,
    resultOf: deps.resultOf,
    onCompleted: deps.onCompleted,
    settings: {
      startPerUser: config.quiz.startPerUser,
      submitPerUser: config.quiz.submitPerUser,
    },
    now: platform.now,
  });
  registerQuizRoutes(platform.router, service);
  return { ...service, itemAnalysis: createItemAnalysisService({ repository, now: platform.now }) };
}
