import { z } from 'zod';
import { defineContract } from './contract';
import { accountStatusSchema, roleSchema } from './auth.contract';
import { gatewaySchema, orderStatusSchema, paymentMethodSchema } from './payment.contract';
import { accountExportSchema } from './account-data.contract';
import { EMAIL_MAX_LENGTH } from '../domain/email';

/**
 * The staff console (/equipe). Every call needs staff rights (`auth: 'staff'`;
 * the audit log `auth: 'admin'`); anyone else gets the same 404 as a path that
 * does not exist. Every action that reads or changes one person's data is
 * written to the audit log (staff_audit_log).
 */

export const STAFF_MESSAGES = {
  reviewNotFound: 'Pendência de pagamento não encontrada.',
  reviewResolved: 'Marcado como reembolsado.',
  messageNotFound: 'Mensagem não encontrada.',
  messageAnswered: 'Mensagem marcada como respondida.',
  userNotFound: 'Usuário não encontrado.',
  userDeleted: 'Conta excluída. A ação foi registrada na auditoria.',
  cannotDeleteSelf: 'Para excluir a sua própria conta, use "Meus dados" no seu perfil.',
  cannotDeleteStaff: 'Contas da equipe não podem ser excluídas pelo console. Retire o acesso de equipe da pessoa antes.',
  exportStaffAdminOnly: 'Só um administrador pode exportar os dados de uma conta da equipe.',
  queryTooLong: 'Busca longa demais.',
} as const;

/** How many days the funnel shows, ending today (UTC). */
export const FUNNEL_DAYS = 30;

/** Lists stop here; the search narrows them. */
export const STAFF_LIST_LIMIT = 100;

const userIdParams = z.object({ userId: z.string().uuid(STAFF_MESSAGES.userNotFound) });

// ----- Orders and refunds -----

/** Why a paid order needs a person: a second payment of an already paid attempt, or an amount or currency the gateway did not confirm. */
export const paymentReviewReasonSchema = z.enum(['double-payment', 'amount-mismatch', 'currency-mismatch', 'amount-unknown']);
export type PaymentReviewReason = z.infer<typeof paymentReviewReasonSchema>;

export const staffOrderSchema = z.object({
  id: z.string(),
  attemptId: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  method: paymentMethodSchema,
  amountCents: z.number(),
  status: orderStatusSchema,
  gateway: gatewaySchema,
  gatewayOrderId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  review: z.object({ id: z.string(), reason: paymentReviewReasonSchema, resolvedAt: z.string().nullable() }).nullable(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrdersQuerySchema = z.object({
  /** An e-mail (exact, any case) or an order id; empty lists the newest orders. */
  q: z.string().trim().max(EMAIL_MAX_LENGTH, STAFF_MESSAGES.queryTooLong).optional(),
});

export const staffOrdersContract = defineContract({
  method: 'GET',
  path: '/staff/orders',
  auth: 'staff',
  query: staffOrdersQuerySchema,
  data: z.object({ orders: z.array(staffOrderSchema) }),
});

export const paymentReviewSchema = z.object({
  /** The review's id; for a deleted account's order, the order's id (its review was kept with the anonymised order). */
  id: z.string(),
  reason: paymentReviewReasonSchema,
  /** When the review was recorded; for a deleted account's order, when the order was paid. */
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** The buyer deleted their account: the order was kept anonymised (no attempt, user or e-mail), and the refund is still owed. */
  accountDeleted: z.boolean(),
  order: staffOrderSchema.omit({ review: true }).extend({ attemptId: z.string().nullable(), userId: z.string().nullable(), userEmail: z.string().nullable() }),
  /** For a double payment: the order that unlocked the attempt first. */
  paidByOrderId: z.string().nullable(),
});
export type PaymentReview = z.infer<typeof paymentReviewSchema>;

/** The refund to-do list: open reviews first (oldest first), then the latest resolved ones. */
export const paymentReviewsContract = defineContract({
  method: 'GET',
  path: '/staff/payment-reviews',
  auth: 'staff',
  data: z.object({ reviews: z.array(paymentReviewSchema) }),
});

export const resolvePaymentReviewContract = defineContract({
  method: 'POST',
  path: '/staff/payment-reviews/:reviewId/resolve',
  auth: 'staff',
  params: z.object({ reviewId: z.string().uuid(STAFF_MESSAGES.reviewNotFound) }),
  data: z.object({ review: paymentReviewSchema }),
});

// ----- Contact inbox -----

export const contactFilterSchema = z.enum(['all', 'unanswered', 'answered']);
export type ContactFilter = z.infer<typeof contactFilterSchema>;

export const staffContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
});
export type StaffContactMessage = z.infer<typeof staffContactMessageSchema>;

export const staffContactMessagesContract = defineContract({
  method: 'GET',
  path: '/staff/contact-messages',
  auth: 'staff',
  query: z.object({ filter: contactFilterSchema.default('all') }),
  data: z.object({ messages: z.array(staffContactMessageSchema), unanswered: z.number() }),
});

export const markContactMessageAnsweredContract = defineContract({
  method: 'POST',
  path: '/staff/contact-messages/:messageId/answered',
  auth: 'staff',
  params: z.object({ messageId: z.string().uuid(STAFF_MESSAGES.messageNotFound) }),
  data: z.object({ message: staffContactMessageSchema }),
});

// ----- Funnel -----

/** The funnel's steps, in order; each day counts the people who reached the step that day. */
export const FUNNEL_STEPS = ['registrations', 'started', 'completed', 'inconclusive', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const funnelDaySchema = z.object({
  /** YYYY-MM-DD, UTC. */
  date: z.string(),
  registrations: z.number(),
  started: z.number(),
  completed: z.number(),
  inconclusive: z.number(),
  paid: z.number(),
});
export type FunnelDay = z.infer<typeof funnelDaySchema>;

export const funnelContract = defineContract({
  method: 'GET',
  path: '/staff/funnel',
  auth: 'staff',
  data: z.object({ days: z.array(funnelDaySchema) }),
});

// ----- Test health -----

export const testHealthVersionSchema = z.object({
  version: z.string(),
  /** Conclusive completed attempts analysed. */
  n: z.number(),
  scales: z.array(z.object({ profileId: z.number(), profileName: z.string(), items: z.number(), alpha: z.number().nullable() })),
  /** The statements with the lowest item-total correlation. */
  weakest: z.array(
    z.object({
      id: z.number(),
      profileId: z.number(),
      text: z.string(),
      itemTotal: z.number().nullable(),
      agreeShare: z.number().nullable(),
      alphaIfRemoved: z.number().nullable(),
    }),
  ),
});
export type TestHealthVersion = z.infer<typeof testHealthVersionSchema>;

export const testHealthContract = defineContract({
  method: 'GET',
  path: '/staff/test-health',
  auth: 'staff',
  data: z.object({ versions: z.array(testHealthVersionSchema) }),
});

// ----- Users -----

export const staffUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  accountStatus: accountStatusSchema,
  emailVerifiedAt: z.string().nullable(),
  canAccessCurriculum: z.boolean(),
  createdAt: z.string(),
  attempts: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      reportStatus: z.string(),
      startedAt: z.string(),
      completedAt: z.string().nullable(),
      conclusive: z.boolean().nullable(),
    }),
  ),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUserLookupContract = defineContract({
  method: 'GET',
  path: '/staff/users',
  auth: 'staff',
  query: z.object({ email: z.string().trim().min(1, STAFF_MESSAGES.userNotFound).max(EMAIL_MAX_LENGTH, STAFF_MESSAGES.queryTooLong) }),
  data: z.object({ user: staffUserSchema.nullable() }),
});

/** LGPD on request: the person's export, as the person would get it. */
export const staffUserExportContract = defineContract({
  method: 'GET',
  path: '/staff/users/:userId/export',
  auth: 'staff',
  params: userIdParams,
  data: accountExportSchema,
});

/** LGPD on request: the deletion, as the person's own (no password: the request came to support). */
export const staffUserDeleteContract = defineContract({
  method: 'DELETE',
  path: '/staff/users/:userId',
  auth: 'staff',
  params: userIdParams,
  data: z.object({}),
});

// ----- Audit log -----

export const AUDIT_ACTIONS = [
  'orders.search',
  'payment-review.resolve',
  'contact-message.answered',
  'user.lookup',
  'user.export',
  'user.delete',
  'educator.approve',
  'educator.refuse',
  'school-order.refund',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** The staff member's e-mail; null once their account was deleted. */
  actorEmail: z.string().nullable(),
  /** The staff member's pseudonym, the same on all their entries and kept after their account is deleted (null on entries older than it). */
  actorRef: z.string().nullable(),
  action: auditActionSchema,
  /** What the action was on: an order, review, message, educator request or user id (never an e-mail). */
  targetId: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogContract = defineContract({
  method: 'GET',
  path: '/staff/audit',
  auth: 'admin',
  data: z.object({ entries: z.array(auditEntrySchema) }),
});
