import type { Platform } from '../../platform/platform';
import { createQuizRepository } from './quiz.repository';
import { registerQuizRoutes } from './quiz.routes';
import { createQuizService, type QuizService } from './quiz.service';
import { registerReportPage } from './report-page.routes';
import { registerResultsRoutes } from './results.routes';

/** The test: attempts, answers, results, history, sharing, and the /report/{id} page with its preview tags. */
export function createQuizModule(platform: Platform): QuizService {
  const { config } = platform;
  const service = createQuizService({
    repository: createQuizRepository(platform.db),
    limiter: platform.limiter,
    outbox: platform.outbox,
    settings: { publicUrl: config.publicUrl, shareLimits: config.quiz.shareLimits },
    now: platform.now,
  });
  registerQuizRoutes(platform.router, service);
  registerResultsRoutes(platform.router, service);
  registerReportPage(platform.app, service, config.publicUrl, platform.renderIndex);
  return service;
}
