import type { Kysely } from 'kysely';

/**
 * Payments that need a person: the gateway says an order is paid, but not the
 * amount or currency we asked for, so nothing was unlocked. One row per order
 * (the first finding); staff resolve it (refund, or unlock by hand).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_order_id', 'text')
    .addColumn('expected_amount_cents', 'integer', (c) => c.notNull())
    .addColumn('expected_currency', 'text', (c) => c.notNull())
    .addColumn('paid_amount_cents', 'integer')
    .addColumn('paid_currency', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema.createIndex('payment_reviews_open_idx').on('payment_reviews').columns(['resolved_at', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_reviews').execute();
}
