import { sql } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { AuditAction } from '../../../shared/contracts/staff.contract';
import { STAFF_LIST_LIMIT } from '../../../shared/contracts/staff.contract';

/** The order columns the console shows, with the payer's address. */
function ordersWithPayer(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('payment_reviews', 'payment_reviews.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.attempt_id',
      'orders.user_id',
      'users.email as user_email',
      'orders.method',
      'orders.amount_cents',
      'orders.status',
      'orders.gateway',
      'orders.gateway_order_id',
      'orders.created_at',
      'orders.paid_at',
      'payment_reviews.id as review_id',
      'payment_reviews.reason as review_reason',
      'payment_reviews.created_at as review_created_at',
      'payment_reviews.resolved_at as review_resolved_at',
    ]);
}

export type StaffOrderRow = Awaited<ReturnType<ReturnType<typeof ordersWithPayer>['execute']>>[number];

function contactMessagesWithAnswerer(db: Db) {
  return db
    .selectFrom('contact_messages')
    .leftJoin('users', 'users.id', 'contact_messages.answered_by_user_id')
    .select([
      'contact_messages.id',
      'contact_messages.name',
      'contact_messages.email',
      'contact_messages.subject',
      'contact_messages.message',
      'contact_messages.created_at',
      'contact_messages.answered_at',
      'users.email as answered_by_email',
    ]);
}

export type StaffContactMessageRow = Awaited<ReturnType<ReturnType<typeof contactMessagesWithAnswerer>['execute']>>[number];

/** SQL of the staff console. Lists are capped at STAFF_LIST_LIMIT; the searches narrow them. */
export function createStaffRepository(db: Db) {
  return {
    newestOrders: () => ordersWithPayer(db).orderBy('orders.created_at', 'desc').orderBy('orders.id').limit(STAFF_LIST_LIMIT).execute(),

    /** By our order id or the gateway's. */
    ordersById: (id: string) =>
      ordersWithPayer(db)
        .where((eb) => eb.or([eb('orders.id', '=', id), eb('orders.gateway_order_id', '=', id)]))
        .orderBy('orders.created_at', 'desc')
        .execute(),

    ordersOfEmail: (emailNormalized: string) =>
      ordersWithPayer(db).where('users.email_normalized', '=', emailNormalized).orderBy('orders.created_at', 'desc').limit(STAFF_LIST_LIMIT).execute(),

    /** Open reviews (oldest first), then the latest resolved ones. */
    async reviews() {
      const open = await ordersWithPayer(db)
        .where('payment_reviews.id', 'is not', null)
        .where('payment_reviews.resolved_at', 'is', null)
        .orderBy('payment_reviews.created_at')
        .limit(STAFF_LIST_LIMIT)
        .execute();
      const resolved = await ordersWithPayer(db)
        .where('payment_reviews.resolved_at', 'is not', null)
        .orderBy('payment_reviews.resolved_at', 'desc')
        .limit(STAFF_LIST_LIMIT)
        .execute();
      return [...open, ...resolved];
    },

    /** Reviews kept with the anonymised orders of deleted accounts: open ones (oldest first), then the latest resolved. */
    async retainedReviews() {
      const base = () => db.selectFrom('retained_orders').selectAll().where('review_reason', 'is not', null);
      const open = await base().where('review_resolved_at', 'is', null).orderBy('paid_at').limit(STAFF_LIST_LIMIT).execute();
      const resolved = await base().where('review_resolved_at', 'is not', null).orderBy('review_resolved_at', 'desc').limit(STAFF_LIST_LIMIT).execute();
      return [...open, ...resolved];
    },

    retainedReviewById: (orderId: string) =>
      db.selectFrom('retained_orders').selectAll().where('id', '=', orderId).where('review_reason', 'is not', null).executeTakeFirst(),

    async resolveRetainedReview(orderId: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('retained_orders')
        .set({ review_resolved_at: at })
        .where('id', '=', orderId)
        .where('review_reason', 'is not', null)
        .where('review_resolved_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    reviewById: (reviewId: string) => ordersWithPayer(db).where('payment_reviews.id', '=', reviewId).executeTakeFirst(),

    /** The order that unlocked each attempt: its PAID order that is not a second payment. */
    async unlockingOrders(attemptIds: string[]): Promise<Map<string, string>> {
      if (attemptIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('orders')
        .leftJoin('payment_reviews', 'payment_reviews.order_id', 'orders.id')
        .select(['orders.id', 'orders.attempt_id'])
        .where('orders.attempt_id', 'in', attemptIds)
        .where('orders.status', '=', 'PAID')
        .where((eb) => eb.or([eb('payment_reviews.reason', 'is', null), eb('payment_reviews.reason', '!=', 'double-payment')]))
        .execute();
      return new Map(rows.map((row) => [row.attempt_id, row.id]));
    },

    /** True when this call resolved it (false: already resolved, or no such review). */
    async resolveReview(reviewId: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('payment_reviews')
        .set({ resolved_at: at })
        .where('id', '=', reviewId)
        .where('resolved_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    contactMessages(filter: 'all' | 'answered' | 'unanswered') {
      let query = contactMessagesWithAnswerer(db);
      if (filter === 'answered') query = query.where('contact_messages.answered_at', 'is not', null);
      if (filter === 'unanswered') query = query.where('contact_messages.answered_at', 'is', null);
      return query.orderBy('contact_messages.created_at', 'desc').orderBy('contact_messages.id').limit(STAFF_LIST_LIMIT).execute();
    },

    async unansweredCount(): Promise<number> {
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('answered_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    contactMessageById: (id: string) => contactMessagesWithAnswerer(db).where('contact_messages.id', '=', id).executeTakeFirst(),

    async markAnswered(id: string, staffUserId: string, at: string): Promise<void> {
      await db
        .updateTable('contact_messages')
        .set({ answered_at: at, answered_by_user_id: staffUserId })
        .where('id', '=', id)
        .where('answered_at', 'is', null)
        .execute();
    },

    /** The funnel's raw events since `since` (ISO): small rows, counted per day by the service. */
    async funnelEvents(since: string) {
      const registrations = await db.selectFrom('users').select('created_at as at').where('created_at', '>=', since).execute();
      const started = await db.selectFrom('quiz_attempts').select('started_at as at').where('started_at', '>=', since).execute();
      const completed = await db
        .selectFrom('quiz_attempts')
        .select(['completed_at as at', 'score_result'])
        .where('status', '=', sql.lit('COMPLETED'))
        .where('completed_at', '>=', since)
        .execute();
      // A second payment of a paid attempt (a refund to do) is not a new customer.
      const paid = await db
        .selectFrom('orders')
        .leftJoin('payment_reviews', 'payment_reviews.order_id', 'orders.id')
        .select('orders.paid_at as at')
        .where('orders.status', '=', 'PAID')
        .where('orders.paid_at', '>=', since)
        .where((eb) => eb.or([eb('payment_reviews.reason', 'is', null), eb('payment_reviews.reason', '!=', 'double-payment')]))
        .execute();
      return { registrations, started, completed, paid };
    },

    userByEmail: (emailNormalized: string) => db.selectFrom('users').selectAll().where('email_normalized', '=', emailNormalized).executeTakeFirst(),

    userById: (id: string) => db.selectFrom('users').select(['id', 'role', 'email_normalized', 'email_verified_at']).where('id', '=', id).executeTakeFirst(),

    attemptsOf: (userId: string) =>
      db
        .selectFrom('quiz_attempts')
        .select(['id', 'status', 'report_status', 'started_at', 'completed_at', 'score_result'])
        .where('user_id', '=', userId)
        .orderBy('started_at', 'desc')
        .execute(),

    /**
     * Writes an entry with the actor's user id and their pseudonym (users.audit_ref, given at their first entry:
     * `newRef` is kept only if they had none), which stays on the entry after their account is deleted.
     */
    async audit(entry: { id: string; actorUserId: string; action: AuditAction; targetId: string | null; at: string; newRef: string }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ audit_ref: eb.fn.coalesce('audit_ref', eb.val(entry.newRef)) }))
          .where('id', '=', entry.actorUserId)
          .execute();
        const actor = await trx.selectFrom('users').select('audit_ref').where('id', '=', entry.actorUserId).executeTakeFirst();
        await trx
          .insertInto('staff_audit_log')
          .values({
            id: entry.id,
            actor_user_id: entry.actorUserId,
            actor_ref: actor?.audit_ref ?? entry.newRef,
            action: entry.action,
            target_id: entry.targetId,
            created_at: entry.at,
          })
          .execute();
      });
    },

    auditEntries: (limit: number) =>
      db
        .selectFrom('staff_audit_log')
        .leftJoin('users', 'users.id', 'staff_audit_log.actor_user_id')
        .select([
          'staff_audit_log.id',
          'users.email as actor_email',
          'staff_audit_log.actor_ref',
          'staff_audit_log.action',
          'staff_audit_log.target_id',
          'staff_audit_log.created_at',
        ])
        .orderBy('staff_audit_log.created_at', 'desc')
        .orderBy('staff_audit_log.id', 'desc')
        .limit(limit)
        .execute(),
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
