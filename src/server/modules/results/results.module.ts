import type { Platform } from '../../platform/platform';
import { createResultsRepository } from './results.repository';
import { registerResultsRoutes } from './results.routes';
import { createResultsService, type ResultsService } from './results.service';
import { registerSharedResultPage } from './shared-result-page.routes';

/**
 * A finished attempt's results: the owner's views, the profiles, the pick, sharing (the link, the e-mail and the
 * shared result's page /report/{id} with its preview tags), the history and the recent activity.
 */
export function createResultsModule(platform: Platform): ResultsService {
  const { config } = platform;
  const service = createResultsService({
    repository: createResultsRepository(platform.db),
    limiter: platform.limiter,
    outbox: platform.outbox,
    settings: { publicUrl: config.publicUrl, shareLimits: config.quiz.shareLimits },
    now: platform.now,
  });
  registerResultsRoutes(platform.router, service);
  registerSharedResultPage(platform.app, service, config.publicUrl, platform.renderIndex, platform.renderWeb);
  return service;
}
