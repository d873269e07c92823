import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('attempt_id', 'text', (c) => c.notNull().references('quiz_attempts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_order_id', 'text')
    .addColumn('pix_qr_code', 'text')
    .addColumn('pix_qr_code_url', 'text')
    .addColumn('pix_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addUniqueConstraint('orders_user_idempotency_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_attempt_id_idx').on('orders').column('attempt_id').execute();
  await db.schema.createIndex('orders_gateway_order_id_idx').on('orders').column('gateway_order_id').execute();

  // The sandbox gateway's own state: what Pagar.me would keep on its side.
  await db.schema
    .createTable('sandbox_card_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** approved | refused | pending: decided by the test card; no card data is stored. */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('sandbox_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    /** Pending card orders turn paid at this time. */
    .addColumn('approve_at', 'text')
    .addColumn('pix_qr_code', 'text')
    .addColumn('pix_qr_code_url', 'text')
    .addColumn('pix_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_orders').execute();
  await db.schema.dropTable('sandbox_card_tokens').execute();
  await db.schema.dropTable('orders').execute();
}
