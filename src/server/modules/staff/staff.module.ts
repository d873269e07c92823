import type { Platform } from '../../platform/platform';
import { createStaffRepository } from './staff.repository';
import { registerStaffRoutes } from './staff.routes';
import { createStaffService, type StaffServiceDeps } from './staff.service';

/** The staff console's API (/api/staff/*): orders and refunds (personal and school), the contact inbox, the funnel, test health, users on request, educator requests, the audit log. */
export function createStaffModule(
  platform: Platform,
  deps: Pick<StaffServiceDeps, 'accountData' | 'itemAnalysis' | 'hasStaffRights' | 'educators' | 'schoolOrders'>,
): void {
  const service = createStaffService({
    ...deps,
    repository: createStaffRepository(platform.db),
    now: platform.now,
  });
  registerStaffRoutes(platform.router, service);
}
