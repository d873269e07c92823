import { randomUUID } from 'node:crypto';
import type { AccountExport } from '../../../shared/contracts/account-data.contract';
import {
  FUNNEL_DAYS,
  STAFF_MESSAGES,
  type AuditAction,
  type AuditEntry,
  type ContactFilter,
  type FunnelDay,
  type PaymentReview,
  type StaffContactMessage,
  type StaffOrder,
  type StaffUser,
  type TestHealthVersion,
} from '../../../shared/contracts/staff.contract';
import type { StaffEducatorFilter, StaffEducatorRequest } from '../../../shared/contracts/educator.contract';
import type { StaffSchoolOrder } from '../../../shared/contracts/school-licences.contract';
import { normalizeEmail } from '../../../shared/domain/email';
import type { Role } from '../../../shared/contracts/auth.contract';
import { PROFILE_LABELS } from '../../../shared/scoring/scoring';
import { readStoredQuality } from '../../../shared/scoring/stored-result';
import type { ItemAnalysis } from '../../../shared/scoring/item-analysis';
import type { AuthContext } from '../../platform/http/auth-context';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/http/errors';
import type { RetainedOrdersTable } from '../../platform/database/schema';
import type { StaffContactMessageRow, StaffOrderRow, StaffRepository } from './staff.repository';

/** How many audit entries the console shows (newest first). */
const AUDIT_ENTRIES_SHOWN = 200;

/** How many of a version's statements "Saúde do teste" lists as the weakest (lowest item-total r). */
const WEAKEST_SHOWN = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StaffServiceDeps {
  repository: StaffRepository;
  /** The account-data module's export and deletion (the same as the person's own). */
  accountData: { exportFor(userId: string, options: { for: 'staff-console' }): Promise<AccountExport>; eraseAccount(userId: string): Promise<void> };
  /** The quiz module's item analysis, by question-set version. */
  itemAnalysis: () => Promise<ItemAnalysis[]>;
  /** The educator module's requests (decision 0194): list, approve, refuse; each decision that changes one is audited here. */
  educators: {
    list(filter: StaffEducatorFilter): Promise<StaffEducatorRequest[]>;
    approve(id: string): Promise<{ request: StaffEducatorRequest; changed: boolean }>;
    refuse(id: string, reason: string | null): Promise<{ request: StaffEducatorRequest; changed: boolean }>;
  };
  /** The school licences module's orders (decision 0197): listed like personal orders; a refund marked is audited here. */
  schoolOrders: {
    list(q: string | undefined): Promise<StaffSchoolOrder[]>;
    refund(orderId: string): Promise<{ order: StaffSchoolOrder; changed: boolean }>;
  };
  /** The auth module's rule for staff rights (a role). */
  hasStaffRights: (user: { role: Role }) => boolean;
  now: () => Date;
}

function toOrder(row: StaffOrderRow): StaffOrder {
  return {
    id: row.id,
    attemptId: row.attempt_id,
    userId: row.user_id,
    userEmail: row.user_email,
    method: row.method,
    amountCents: row.amount_cents,
    status: row.status,
    gateway: row.gateway,
    gatewayOrderId: row.gateway_order_id,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    review: row.review_id && row.review_reason ? { id: row.review_id, reason: row.review_reason, resolvedAt: row.review_resolved_at } : null,
  };
}

function toMessage(row: StaffContactMessageRow): StaffContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    answeredAt: row.answered_at,
    answeredBy: row.answered_by_email,
  };
}

/** The UTC day (YYYY-MM-DD) of an ISO timestamp. */
const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * The staff console's reads and actions. Each action on one person's data
 * (a search that finds them, a lookup, an export, a deletion, a refund or a
 * message marked) writes who, what and when to the audit log.
 */
export function createStaffService(deps: StaffServiceDeps) {
  const { repository, now } = deps;

  async function audit(actor: AuthContext, action: AuditAction, targetId: string | null): Promise<void> {
    await repository.audit({ id: randomUUID(), actorUserId: actor.userId, action, targetId, at: now().toISOString(), newRef: randomUUID() });
  }

  async function toReviews(rows: StaffOrderRow[]): Promise<PaymentReview[]> {
    const unlockedBy = await repository.unlockingOrders([...new Set(rows.map((row) => row.attempt_id))]);
    return rows.flatMap((row) => {
      const { review, ...order } = toOrder(row);
      if (!review || !row.review_created_at) return [];
      const paidBy = review.reason === 'double-payment' ? (unlockedBy.get(row.attempt_id) ?? null) : null;
      return [
        {
          id: review.id,
          reason: review.reason,
          createdAt: row.review_created_at,
          resolvedAt: review.resolvedAt,
          accountDeleted: false,
          order,
          paidByOrderId: paidBy === row.id ? null : paidBy,
        },
      ];
    });
  }

  /** A review kept with a deleted account's anonymised order: the refund is still owed, to whoever the gateway says paid. */
  function toRetainedReview(row: RetainedOrdersTable): PaymentReview | null {
    if (!row.review_reason) return null;
    return {
      id: row.id,
      reason: row.review_reason,
      createdAt: row.paid_at ?? row.created_at,
      resolvedAt: row.review_resolved_at,
      accountDeleted: true,
      order: {
        id: row.id,
        attemptId: null,
        userId: null,
        userEmail: null,
        method: row.method,
        amountCents: row.amount_cents,
        status: row.status,
        gateway: row.gateway,
        gatewayOrderId: row.gateway_order_id,
        createdAt: row.created_at,
        paidAt: row.paid_at,
      },
      paidByOrderId: null,
    };
  }

  return {
    /** An e-mail, our order id or the gateway's; empty: the newest orders. A search that names someone is audited. */
    async orders(actor: AuthContext, q: string | undefined): Promise<StaffOrder[]> {
      const query = q?.trim() ?? '';
      if (!query) return (await repository.newestOrders()).map(toOrder);
      const rows = query.includes('@') ? await repository.ordersOfEmail(normalizeEmail(query)) : await repository.ordersById(query);
      const people = [...new Set(rows.map((row) => row.user_id))];
      await audit(actor, 'orders.search', people.length === 1 ? people[0]! : UUID.test(query) ? query : null);
      return rows.map(toOrder);
    },

    /** The accounts' reviews, then those kept with deleted accounts' orders. */
    async paymentReviews(): Promise<PaymentReview[]> {
      const retained = (await repository.retainedReviews()).map(toRetainedReview).filter((review) => review !== null);
      return [...(await toReviews(await repository.reviews())), ...retained];
    },

    /** Marks the refund done (idempotent: a second mark keeps the first date and is not audited again). */
    async resolvePaymentReview(actor: AuthContext, reviewId: string): Promise<PaymentReview> {
      const at = now().toISOString();
      if (await repository.resolveReview(reviewId, at)) await audit(actor, 'payment-review.resolve', reviewId);
      const row = await repository.reviewById(reviewId);
      const [review] = row ? await toReviews([row]) : [];
      if (review) return review;
      // A deleted account's order: its review lives on the anonymised order, under the order's id.
      if (await repository.resolveRetainedReview(reviewId, at)) await audit(actor, 'payment-review.resolve', reviewId);
      const retained = await repository.retainedReviewById(reviewId);
      const kept = retained ? toRetainedReview(retained) : null;
      if (!kept) throw new NotFoundError(STAFF_MESSAGES.reviewNotFound);
      return kept;
    },

    /** School orders (decision 0197), newest first; an order id (ours or the gateway's) finds one. */
    schoolOrders(q: string | undefined): Promise<StaffSchoolOrder[]> {
      return deps.schoolOrders.list(q);
    },

    /** Marks a school order's refund (idempotent: a second mark keeps the first date and is not audited again). */
    async refundSchoolOrder(actor: AuthContext, orderId: string): Promise<StaffSchoolOrder> {
      const { order, changed } = await deps.schoolOrders.refund(orderId);
      if (changed) await audit(actor, 'school-order.refund', orderId);
      return order;
    },

    async contactMessages(filter: ContactFilter): Promise<{ messages: StaffContactMessage[]; unanswered: number }> {
      return { messages: (await repository.contactMessages(filter)).map(toMessage), unanswered: await repository.unansweredCount() };
    },

    async markMessageAnswered(actor: AuthContext, messageId: string): Promise<StaffContactMessage> {
      const before = await repository.contactMessageById(messageId);
      if (!before) throw new NotFoundError(STAFF_MESSAGES.messageNotFound);
      if (!before.answered_at) {
        await repository.markAnswered(messageId, actor.userId, now().toISOString());
        await audit(actor, 'contact-message.answered', messageId);
      }
      return toMessage((await repository.contactMessageById(messageId)) ?? before);
    },

    /** FUNNEL_DAYS days ending today (UTC), oldest first; a day with nothing is all zeros. */
    async funnel(): Promise<FunnelDay[]> {
      const today = now();
      const days: FunnelDay[] = [];
      for (let back = FUNNEL_DAYS - 1; back >= 0; back -= 1) {
        const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back)).toISOString();
        days.push({ date: dayOf(date), registrations: 0, started: 0, completed: 0, inconclusive: 0, paid: 0 });
      }
      const byDate = new Map(days.map((day) => [day.date, day]));
      const events = await repository.funnelEvents(`${days[0]!.date}T00:00:00.000Z`);
      const count = (at: string | null, step: Exclude<keyof FunnelDay, 'date'>) => {
        const day = at ? byDate.get(dayOf(at)) : undefined;
        if (day) day[step] += 1;
      };
      for (const { at } of events.registrations) count(at, 'registrations');
      for (const { at } of events.started) count(at, 'started');
      for (const row of events.completed) {
        count(row.at, 'completed');
        if (!readStoredQuality(row.score_result).conclusive) count(row.at, 'inconclusive');
      }
      for (const { at } of events.paid) count(at, 'paid');
      return days;
    },

    /** Per question-set version: α per scale and the weakest statements (docs/scoring.md, "Item analysis"). */
    async testHealth(): Promise<TestHealthVersion[]> {
      return (await deps.itemAnalysis()).map((analysis) => ({
        version: analysis.version,
        n: analysis.n,
        scales: analysis.scales.map((scale) => ({
          profileId: scale.profileId,
          profileName: PROFILE_LABELS[scale.profileId].name,
          items: scale.items,
          alpha: scale.alpha,
        })),
        weakest: analysis.statements
          .filter((statement) => statement.itemTotal !== null)
          .sort((a, b) => a.itemTotal! - b.itemTotal! || a.id - b.id)
          .slice(0, WEAKEST_SHOWN)
          .map((statement) => ({
            id: statement.id,
            profileId: statement.profileId,
            text: statement.text,
            itemTotal: statement.itemTotal,
            agreeShare: statement.agreeShare,
            alphaIfRemoved: statement.alphaIfRemoved,
          })),
      }));
    },

    async lookupUser(actor: AuthContext, email: string): Promise<StaffUser | null> {
      const user = await repository.userByEmail(normalizeEmail(email));
      await audit(actor, 'user.lookup', user?.id ?? null);
      if (!user) return null;
      const attempts = await repository.attemptsOf(user.id);
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        accountStatus: user.account_status,
        emailVerifiedAt: user.email_verified_at,
        canAccessCurriculum: user.can_access_curriculum === 1,
        createdAt: user.created_at,
        attempts: attempts.map((attempt) => ({
          id: attempt.id,
          status: attempt.status,
          reportStatus: attempt.report_status,
          startedAt: attempt.started_at,
          completedAt: attempt.completed_at,
          conclusive: attempt.status === 'COMPLETED' ? readStoredQuality(attempt.score_result).conclusive : null,
        })),
      };
    },

    /** The LGPD export on the person's request, without their audit entries; a staff account's (a role) by an ADMIN only. */
    async exportUser(actor: AuthContext, userId: string): Promise<AccountExport> {
      const user = await repository.userById(userId);
      if (!user) throw new NotFoundError(STAFF_MESSAGES.userNotFound);
      const staffAccount = deps.hasStaffRights(user);
      if (staffAccount && actor.role !== 'ADMIN') throw new ForbiddenError(STAFF_MESSAGES.exportStaffAdminOnly);
      const exported = await deps.accountData.exportFor(userId, { for: 'staff-console' });
      await audit(actor, 'user.export', userId);
      return exported;
    },

    /** The LGPD deletion on the person's request; never the caller's own account, nor one with staff rights (a role). */
    async deleteUser(actor: AuthContext, userId: string): Promise<void> {
      const user = await repository.userById(userId);
      if (!user) throw new NotFoundError(STAFF_MESSAGES.userNotFound);
      if (user.id === actor.userId) throw new ConflictError(STAFF_MESSAGES.cannotDeleteSelf);
      const staffAccount = deps.hasStaffRights(user);
      if (staffAccount) throw new ConflictError(STAFF_MESSAGES.cannotDeleteStaff);
      await deps.accountData.eraseAccount(userId);
      await audit(actor, 'user.delete', userId);
    },

    educatorRequests: (filter: StaffEducatorFilter) => deps.educators.list(filter),

    /** Approves a pending educator request (the EDUCATOR role); a second approval is not audited again. */
    async approveEducator(actor: AuthContext, requestId: string): Promise<StaffEducatorRequest> {
      const { request, changed } = await deps.educators.approve(requestId);
      if (changed) await audit(actor, 'educator.approve', requestId);
      return request;
    },

    /** Refuses a pending educator request, with an optional reason the person reads on their profile. */
    async refuseEducator(actor: AuthContext, requestId: string, reason: string | null): Promise<StaffEducatorRequest> {
      const { request, changed } = await deps.educators.refuse(requestId, reason);
      if (changed) await audit(actor, 'educator.refuse', requestId);
      return request;
    },

    async auditLog(): Promise<AuditEntry[]> {
      return (await repository.auditEntries(AUDIT_ENTRIES_SHOWN)).map((row) => ({
        id: row.id,
        actorEmail: row.actor_email,
        actorRef: row.actor_ref,
        action: row.action,
        targetId: row.target_id,
        createdAt: row.created_at,
      }));
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
