import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { OrdersTable, PaymentReviewsTable } from '../../platform/database/schema';

export type OrderRow = Selectable<OrdersTable>;
export type PaymentReviewRow = Selectable<PaymentReviewsTable>;

export function createPaymentRepository(db: Db) {
  return {
    findAttemptWithOwner(attemptId: string) {
      return db
        .selectFrom('quiz_attempts')
        .innerJoin('users', 'users.id', 'quiz_attempts.user_id')
        .select([
          'quiz_attempts.id as attemptId',
          'quiz_attempts.user_id as userId',
          'quiz_attempts.status as status',
          'quiz_attempts.report_status as reportStatus',
          'quiz_attempts.score_result as scoreResult',
          'users.name as name',
          'users.email as email',
          'users.document as document',
          'users.phone as phone',
          'users.age_band as ageBand',
        ])
        .where('quiz_attempts.id', '=', attemptId)
        .executeTakeFirst();
    },

    findOrder(id: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findOrderByGatewayId(gatewayOrderId: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('gateway_order_id', '=', gatewayOrderId).executeTakeFirst();
    },

    findOrderByIdempotencyKey(userId: string, key: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
    },

    /**
     * The attempt's newest PIX order that can still be paid: pending, known to
     * the gateway, and with a code that expires after `at` (ISO text compares
     * in time order on both databases).
     */
    findOpenPixOrder(attemptId: string, userId: string, at: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('attempt_id', '=', attemptId)
        .where('user_id', '=', userId)
        .where('method', '=', 'pix')
        .where('status', '=', 'PENDING')
        .where('gateway_order_id', 'is not', null)
        .where('pix_qr_code', 'is not', null)
        .where('pix_expires_at', '>', at)
        .orderBy('pix_expires_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async insertOrder(row: OrderRow): Promise<void> {
      await db.insertInto('orders').values(row).execute();
    },

    async updateOrder(id: string, patch: Updateable<OrdersTable>): Promise<void> {
      await db.updateTable('orders').set(patch).where('id', '=', id).execute();
    },

    /**
     * Claims the right to read a pending order from the gateway now: true when it was
     * never read, or last read before `readBefore`. One statement, so of several
     * polls at once (on any instance) only one reads.
     */
    async claimGatewayRead(id: string, at: string, readBefore: string): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ gateway_checked_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('gateway_checked_at', 'is', null), eb('gateway_checked_at', '<=', readBefore)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Only a pending order can fail: a paid order never goes back. */
    async markFailed(id: string, at: string): Promise<void> {
      await db.updateTable('orders').set({ status: 'FAILED', updated_at: at }).where('id', '=', id).where('status', '=', 'PENDING').execute();
    },

    /**
     * The call that creates the gateway order failed (timeout, 5xx, unusable
     * answer): the order may exist at the gateway all the same. It is marked
     * FAILED with no gateway id, which is what "outcome unknown" looks like;
     * a webhook carrying our id as the order's `code` can still settle it.
     * Nothing is written if a webhook already attached the gateway's order.
     */
    async markCreationOutcomeUnknown(id: string, at: string): Promise<void> {
      await db
        .updateTable('orders')
        .set({ status: 'FAILED', updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .where('gateway_order_id', 'is', null)
        .execute();
    },

    /** Links our order to the gateway's order found by our `code`; false if it already had one. */
    async attachGatewayOrder(
      id: string,
      patch: Pick<Updateable<OrdersTable>, 'gateway_order_id' | 'status' | 'pix_qr_code' | 'pix_qr_code_url' | 'pix_expires_at' | 'updated_at'>,
    ): Promise<boolean> {
      const updated = await db
        .updateTable('orders')
        .set(patch)
        .where('id', '=', id)
        .where('gateway_order_id', 'is', null)
        .where('status', '!=', 'PAID')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Records a paid order held for staff; false if the order already had a review (the first finding stands). */
    async recordReview(row: PaymentReviewRow): Promise<boolean> {
      const result = await db
        .insertInto('payment_reviews')
        .values(row)
        .onConflict((conflict) => conflict.column('order_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /**
     * Marks the order paid, in one transaction with what a first payment of
     * the attempt brings: the report and the curriculum unlocked, and
     * `onFirstPayment` (the receipt is queued with it).
     * - 'already-paid': this order was PAID before; nothing changed.
     * - 'confirmed': this order paid the attempt; everything above happened.
     * - 'double-payment': this order is now PAID (the money did move), but
     *   another order had already paid the attempt, so the attempt, the user
     *   and the outbox are left alone, and `doublePaymentReview` is recorded
     *   in the same transaction (staff refund it). The guard is the attempt's own
     *   report_status, so two orders confirmed at the same time still unlock
     *   once (PostgreSQL re-checks the condition after the row lock).
     */
    async confirmPaid(
      order: OrderRow,
      at: string,
      onFirstPayment: (trx: Db, payer: { name: string; email: string }) => Promise<void>,
      doublePaymentReview: PaymentReviewRow,
    ): Promise<'confirmed' | 'double-payment' | 'already-paid'> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('orders')
          .set({ status: 'PAID', paid_at: at, updated_at: at })
          .where('id', '=', order.id)
          .where('status', '!=', 'PAID')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return 'already-paid';
        const unlocked = await trx
          .updateTable('quiz_attempts')
          .set({ report_status: 'PAID', updated_at: at })
          .where('id', '=', order.attempt_id)
          .where('report_status', '!=', 'PAID')
          .executeTakeFirst();
        if (Number(unlocked.numUpdatedRows) !== 1) {
          await trx
            .insertInto('payment_reviews')
            .values(doublePaymentReview)
            .onConflict((conflict) => conflict.column('order_id').doNothing())
            .execute();
          return 'double-payment';
        }
        const payer = await trx
          .updateTable('users')
          .set({ can_access_curriculum: 1, updated_at: at })
          .where('id', '=', order.user_id)
          .returning(['name', 'email'])
          .executeTakeFirstOrThrow();
        await onFirstPayment(trx, payer);
        return 'confirmed';
      });
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
