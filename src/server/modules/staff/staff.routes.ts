import { ACCOUNT_EXPORT_FILE_NAME } from '../../../shared/contracts/account-data.contract';
import {
  STAFF_MESSAGES,
  auditLogContract,
  funnelContract,
  markContactMessageAnsweredContract,
  paymentReviewsContract,
  resolvePaymentReviewContract,
  staffContactMessagesContract,
  staffOrdersContract,
  staffUserDeleteContract,
  staffUserExportContract,
  staffUserLookupContract,
  testHealthContract,
} from '../../../shared/contracts/staff.contract';
import { EDUCATOR_MESSAGES, approveEducatorContract, refuseEducatorContract, staffEducatorsContract } from '../../../shared/contracts/educator.contract';
import { SCHOOL_LICENCE_MESSAGES, refundSchoolOrderContract, staffSchoolOrdersContract } from '../../../shared/contracts/school-licences.contract';
import type { Router } from '../../platform/http/router';
import type { StaffService } from './staff.service';

/** The staff console's API: every contract is 'staff' (the audit log 'admin'), so anyone else gets 404. */
export function registerStaffRoutes(router: Router, service: StaffService): void {
  router.route(staffOrdersContract, async ({ auth, query }) => ({ data: { orders: await service.orders(auth, query.q) } }));

  router.route(paymentReviewsContract, async () => ({ data: { reviews: await service.paymentReviews() } }));

  router.route(resolvePaymentReviewContract, async ({ auth, params }) => ({
    message: STAFF_MESSAGES.reviewResolved,
    data: { review: await service.resolvePaymentReview(auth, params.reviewId) },
  }));

  router.route(staffSchoolOrdersContract, async ({ query }) => ({ data: { orders: await service.schoolOrders(query.q) } }));

  router.route(refundSchoolOrderContract, async ({ auth, params }) => ({
    message: SCHOOL_LICENCE_MESSAGES.refunded,
    data: { order: await service.refundSchoolOrder(auth, params.orderId) },
  }));

  router.route(staffContactMessagesContract, async ({ query }) => ({ data: await service.contactMessages(query.filter) }));

  router.route(markContactMessageAnsweredContract, async ({ auth, params }) => ({
    message: STAFF_MESSAGES.messageAnswered,
    data: { message: await service.markMessageAnswered(auth, params.messageId) },
  }));

  router.route(funnelContract, async () => ({ data: { days: await service.funnel() } }));

  router.route(testHealthContract, async () => ({ data: { versions: await service.testHealth() } }));

  router.route(staffUserLookupContract, async ({ auth, query }) => ({ data: { user: await service.lookupUser(auth, query.email) } }));

  router.route(staffUserExportContract, async ({ auth, params }) => ({
    data: await service.exportUser(auth, params.userId),
    headers: { 'content-disposition': `attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"` },
  }));

  router.route(staffUserDeleteContract, async ({ auth, params }) => {
    await service.deleteUser(auth, params.userId);
    return { message: STAFF_MESSAGES.userDeleted, data: {} };
  });

  router.route(staffEducatorsContract, async ({ query }) => ({ data: { requests: await service.educatorRequests(query.status) } }));

  router.route(approveEducatorContract, async ({ auth, params }) => ({
    message: EDUCATOR_MESSAGES.approvedByStaff,
    data: { request: await service.approveEducator(auth, params.requestId) },
  }));

  router.route(refuseEducatorContract, async ({ auth, params, body }) => ({
    message: EDUCATOR_MESSAGES.refusedByStaff,
    data: { request: await service.refuseEducator(auth, params.requestId, body.reason) },
  }));

  router.route(auditLogContract, async () => ({ data: { entries: await service.auditLog() } }));
}
