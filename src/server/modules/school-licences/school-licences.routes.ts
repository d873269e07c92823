import {
  SCHOOL_LICENCE_MESSAGES,
  classSeatsContract,
  createSeatOrderContract,
  sandboxPaySeatOrderContract,
  seatOrderContract,
} from '../../../shared/contracts/school-licences.contract';
import type { Router } from '../../platform/http/router';
import type { SchoolLicencesService } from './school-licences.service';

/** The seats of an educator's class and their orders (decision 0197); the sandbox's "pay this PIX" only in sandbox mode. */
export function registerSchoolLicencesRoutes(router: Router, service: SchoolLicencesService, sandbox: boolean): void {
  router.route(classSeatsContract, async ({ auth, params }) => ({ data: { seats: await service.seats(auth, params.id) } }));
  router.route(createSeatOrderContract, async ({ auth, params, body, header }) => {
    const order = await service.createOrder(auth, params.id, body, header('idempotency-key'));
    return { status: 201, message: order.status === 'PAID' ? SCHOOL_LICENCE_MESSAGES.paid : undefined, data: { order } };
  });
  router.route(seatOrderContract, async ({ auth, params }) => ({ data: { order: await service.order(auth, params.id, params.orderId) } }));
  if (sandbox) {
    router.route(sandboxPaySeatOrderContract, async ({ auth, params }) => ({
      data: { order: await service.sandboxPay(auth, params.id, params.orderId) },
    }));
  }
}
