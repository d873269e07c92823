import { ACCOUNT_EXPORT_FILE_NAME } from '../../../../shared/contracts/account-data.contract';
import {
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
  type ContactFilter,
} from '../../../../shared/contracts/staff.contract';
import {
  approveEducatorContract,
  refuseEducatorContract,
  staffEducatorsContract,
  type StaffEducatorFilter,
} from '../../../../shared/contracts/educator.contract';
import { refundSchoolOrderContract, staffSchoolOrdersContract } from '../../../../shared/contracts/school-licences.contract';
import { callApi } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** The staff console's calls (every one answers 404 to anyone without staff rights; the audit log, to anyone but ADMIN). */
export const staffApi = {
  /** By e-mail or order id; an empty search lists the newest orders. */
  orders: async (q: string) => (await callApi(staffOrdersContract, { query: q ? { q } : {} })).data.orders,
  /** The refund to-do list: open reviews first, then the latest resolved ones. */
  paymentReviews: async () => (await callApi(paymentReviewsContract)).data.reviews,
  /** Answers the resolved review and the server's message. */
  resolvePaymentReview: (reviewId: string) => callApi(resolvePaymentReviewContract, { params: { reviewId } }),
  contactMessages: async (filter: ContactFilter) => (await callApi(staffContactMessagesContract, { query: { filter } })).data,
  /** Answers the updated message and the server's message. */
  markContactMessageAnswered: (messageId: string) => callApi(markContactMessageAnsweredContract, { params: { messageId } }),
  funnel: async () => (await callApi(funnelContract)).data.days,
  testHealth: async () => (await callApi(testHealthContract)).data.versions,
  /** Null when no account has this e-mail. */
  lookupUser: async (email: string) => (await callApi(staffUserLookupContract, { query: { email } })).data.user,
  /** LGPD on request: saves the person's export as meus-dados-rumo.json. */
  downloadUserExport: (userId: string) =>
    downloadFile(`/api${staffUserExportContract.path.replace(':userId', () => encodeURIComponent(userId))}`, ACCOUNT_EXPORT_FILE_NAME),
  /** LGPD on request: deletes the account; answers the server's message. */
  deleteUser: (userId: string) => callApi(staffUserDeleteContract, { params: { userId } }),
  /** Educator requests (decision 0194): pending ones oldest first. */
  educators: async (status: StaffEducatorFilter) => (await callApi(staffEducatorsContract, { query: { status } })).data.requests,
  /** Answers the decided request and the server's message. */
  approveEducator: (requestId: string) => callApi(approveEducatorContract, { params: { requestId } }),
  refuseEducator: ({ requestId, reason }: { requestId: string; reason: string }) =>
    callApi(refuseEducatorContract, { params: { requestId }, body: reason.trim() ? { reason: reason.trim() } : {} }),
  auditLog: async () => (await callApi(auditLogContract)).data.entries,
  /** School orders (decision 0197), newest first; an order id finds one. */
  schoolOrders: async (q: string) => (await callApi(staffSchoolOrdersContract, { query: q ? { q } : {} })).data.orders,
  /** Marks a paid school order refunded; answers the order and the server's message. */
  refundSchoolOrder: (orderId: string) => callApi(refundSchoolOrderContract, { params: { orderId } }),
};
