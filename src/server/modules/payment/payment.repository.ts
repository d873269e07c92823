import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { OrdersTable } from '../../platform/database/schema';

export type OrderRow = Selectable<OrdersTable>;

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
          'users.name as name',
          'users.email as email',
          'users.document as document',
          'users.phone as phone',
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

    async insertOrder(row: OrderRow): Promise<void> {
      await db.insertInto('orders').values(row).execute();
    },

    async updateOrder(id: string, patch: Updateable<OrdersTable>): Promise<void> {
      await db.updateTable('orders').set(patch).where('id', '=', id).execute();
    },

    /** Only a pending order can fail: a paid order never goes back. */
    async markFailed(id: string, at: string): Promise<void> {
      await db.updateTable('orders').set({ status: 'FAILED', updated_at: at }).where('id', '=', id).where('status', '=', 'PENDING').execute();
    },

    /**
     * Marks the order paid and unlocks the report and the curriculum, in one
     * transaction, exactly once: false when the order was already paid.
     * `onConfirmed` runs inside that transaction (the receipt is queued with it).
     */
    async confirmPaid(order: OrderRow, at: string, onConfirmed: (trx: Db, payer: { name: string; email: string }) => Promise<void>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('orders')
          .set({ status: 'PAID', paid_at: at, updated_at: at })
          .where('id', '=', order.id)
          .where('status', '!=', 'PAID')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        await trx.updateTable('quiz_attempts').set({ report_status: 'PAID', updated_at: at }).where('id', '=', order.attempt_id).execute();
        const payer = await trx
          .updateTable('users')
          .set({ can_access_curriculum: 1, updated_at: at })
          .where('id', '=', order.user_id)
          .returning(['name', 'email'])
          .executeTakeFirstOrThrow();
        await onConfirmed(trx, payer);
        return true;
      });
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
