import type { ProfileId } from '../../../shared/content/content.schema';
import type { Platform } from '../../platform/platform';
import type { renderCurriculumPdf } from './curriculum-pdf';
import { createCurriculumRepository } from './curriculum.repository';
import { registerCurriculumRoutes } from './curriculum.routes';
import { createCurriculumService, type CurriculumService } from './curriculum.service';

export interface CurriculumModuleDeps {
  /** The dominant profile of the user's latest completed quiz, or null (the quiz module's). */
  dominantProfileOf: (userId: string) => Promise<ProfileId | null>;
  /** The PDF renderer; tests swap it to make it fail. */
  render?: typeof renderCurriculumPdf | undefined;
}

/** The resume builder: its repository, its service and its routes, wired in one call. */
export function createCurriculumModule(platform: Platform, deps: CurriculumModuleDeps): CurriculumService {
  const service = createCurriculumService({
    repository: createCurriculumRepository(platform.db),
    log: platform.log,
    dominantProfileOf: deps.dominantProfileOf,
    ...(deps.render ? { render: deps.render } : {}),
    now: platform.now,
  });
  registerCurriculumRoutes(platform.router, service);
  return service;
}
