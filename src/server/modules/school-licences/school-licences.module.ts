import type { Platform } from '../../platform/platform';
import { createSchoolLicencesRepository } from './school-licences.repository';
import { registerSchoolLicencesRoutes } from './school-licences.routes';
import { createSchoolLicencesService, type LicencePayments } from './school-licences.service';

/**
 * School licences (issue 30 item 6, decision 0197): seats an educator buys for a class through the payment
 * module's gateway (its port, passed in by app.ts), and the seats given to the class's students who finished.
 * Its orders answer the payment webhook through `addGatewayNoticeHandler`.
 */
export function createSchoolLicencesModule(
  platform: Platform,
  deps: {
    payments: LicencePayments & { addGatewayNoticeHandler(handler: (notice: { gatewayOrderId: string; code?: string | null }) => Promise<boolean>): void };
  },
) {
  const service = createSchoolLicencesService({
    repository: createSchoolLicencesRepository(platform.db),
    payments: deps.payments,
    seatPriceCents: platform.config.schoolSeatPriceCents,
    log: platform.log,
    now: platform.now,
  });
  deps.payments.addGatewayNoticeHandler((notice) => service.handleGatewayNotice(notice));
  registerSchoolLicencesRoutes(platform.router, service, deps.payments.sandbox !== null);
  return service;
}
