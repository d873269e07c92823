import type { Platform } from '../../platform/platform';
import { createEducatorRepository } from './educator.repository';
import { registerEducatorRoutes } from './educator.routes';
import { createEducatorService, type EducatorService, type EducatorServiceDeps, type EducatorStaffCalls } from './educator.service';

/**
 * Educator accounts (/api/educator/*, issue 30 item 1, decision 0194): the person's request. Returns the staff
 * console's calls (list, approve, refuse), which the staff module registers and audits, and the LGPD export's part.
 */
export function createEducatorModule(
  platform: Platform,
  deps: Pick<EducatorServiceDeps, 'account' | 'hasStaffRights'>,
): { staff: EducatorStaffCalls; exportOf: EducatorService['exportOf'] } {
  const service = createEducatorService({ ...deps, repository: createEducatorRepository(platform.db), now: platform.now });
  registerEducatorRoutes(platform.router, service);
  return { staff: service.staff, exportOf: (userId) => service.exportOf(userId) };
}
