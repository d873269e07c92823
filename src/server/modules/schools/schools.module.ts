import type { Platform } from '../../platform/platform';
import { createSchoolsRepository } from './schools.repository';
import { registerSchoolsRoutes } from './schools.routes';
import { createSchoolsService, type SchoolsServiceDeps } from './schools.service';
import { createDashboardRepository } from './dashboard.repository';
import { createDashboardService } from './dashboard.service';

/**
 * Projeto de Vida classes (/api/schools/*, issue 30, decision 0195): an approved educator's classes, their join
 * codes, and the students' memberships. Returns the service, for the dashboard and the school licences.
 */
export function createSchoolsModule(platform: Platform, deps: Pick<SchoolsServiceDeps, 'roleOf' | 'onJoined'>) {
  const service = createSchoolsService({
    ...deps,
    repository: createSchoolsRepository(platform.db),
    limiter: platform.limiter,
    limits: platform.config.classJoinLimits,
    publicUrl: platform.config.publicUrl,
    now: platform.now,
  });
  const dashboard = createDashboardService({ repository: createDashboardRepository(platform.db), ownClass: service.ownClass });
  registerSchoolsRoutes(platform.router, service, dashboard);
  return service;
}
