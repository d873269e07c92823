import { sql, type Kysely } from 'kysely';

/**
 * School licences (issue 30 item 6, decision 0197). `school_orders`: an educator's order of seats for a class, paid
 * through the same gateway as personal orders (found by the webhook by its gateway id or its code, our id); a paid
 * order adds its seats to school_classes.seats_paid. Kept anonymised for the tax retention when the educator
 * deletes their account. `school_seat_uses`: the seat that unlocked a student's report, one per student ever
 * (the primary key is the student), so a student in two classes with seats uses one seat in all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('school_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('class_id', 'text', (c) => c.notNull().references('school_classes.id'))
    .addColumn('educator_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('idempotency_key', 'text')
    .addColumn('seats', 'integer', (c) => c.notNull().check(sql`seats > 0`))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('pix', 'credit_card')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'PAID', 'FAILED')`))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_order_id', 'text', (c) => c.unique())
    .addColumn('pix_qr_code', 'text')
    .addColumn('pix_qr_code_url', 'text')
    .addColumn('pix_expires_at', 'text')
    .addColumn('payer_name', 'text')
    .addColumn('payer_document', 'text')
    .addColumn('payer_document_type', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('gateway_checked_at', 'text')
    .addColumn('review_reason', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('refunded_seats', 'integer')
    .addColumn('anonymised_at', 'text')
    .addColumn('retain_until', 'text')
    .addUniqueConstraint('school_orders_idempotency_uq', ['educator_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('school_orders_class_idx').on('school_orders').columns(['class_id', 'created_at']).execute();
  await db.schema.createIndex('school_orders_created_idx').on('school_orders').column('created_at').execute();

  await db.schema
    .createTable('school_seat_uses')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('class_id', 'text', (c) => c.notNull().references('school_classes.id'))
    .addColumn('attempt_id', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('school_seat_uses_class_idx').on('school_seat_uses').column('class_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('school_seat_uses').execute();
  await db.schema.dropTable('school_orders').execute();
}
