import type { Platform } from '../../platform/platform';
import { createQuizRepository } from './quiz.repository';
import { registerQuizRoutes } from './quiz.routes';
import { createQuizService, type QuizService } from './quiz.service';
import { createItemAnalysisService, type ItemAnalysisService } from './item-analysis.service';
import { registerReportPage } from './report-page.routes';
import { registerResultsRoutes } from './results.routes';

/** The test: attempts, answers, results, history, sharing, the /report/{id} page with its preview tags, and the item analysis (for staff). */
export function createQuizModule(platform: Platform): QuizService & { itemAnalysis: ItemAnalysisService } {
  const { config } = platform;
  const repository = createQuizRepository(platform.db);
  const service = createQuizService({
    repository,
    limiter: platform.limiter,
    outbox: platform.outbox,
    settings: {
      publicUrl: config.publicUrl,
      shareLimits: config.quiz.shareLimits,
      startPerUser: config.quiz.startPerUser,
      submitPerUser: config.quiz.submitPerUser,
    },
    now: platform.now,
  });
  registerQuizRoutes(platform.router, service);
  registerResultsRoutes(platform.router, service);
  registerReportPage(platform.app, service, config.publicUrl, platform.renderIndex, platform.renderWeb);
  return { ...service, itemAnalysis: createItemAnalysisService({ repository, now: platform.now }) };
}
