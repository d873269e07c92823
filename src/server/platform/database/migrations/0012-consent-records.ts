import type { Kysely } from 'kysely';

/**
 * LGPD: what a person accepted at register (the versions of the terms and the
 * privacy policy, and when), and the orders of deleted accounts, kept without
 * anything that names the person for as long as tax rules require.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consent_records_user_id_idx').on('consent_records').column('user_id').execute();

  // No user, attempt, name, e-mail, CPF or phone: only what the sale was, for the fiscal record.
  await db.schema
    .createTable('retained_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_order_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('review_reason', 'text')
    .addColumn('review_resolved_at', 'text')
    .addColumn('anonymised_at', 'text', (c) => c.notNull())
    .addColumn('retain_until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retained_orders').execute();
  await db.schema.dropTable('consent_records').execute();
}
