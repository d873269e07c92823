import type { Kysely } from 'kysely';

/**
 * Every forgot-password request, written before the answer whether or not the
 * e-mail has an account; a worker resolves each into a temporary password and
 * its e-mail (or nothing) and removes it. A crash loses no request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_reset_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email_normalized', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('password_reset_requests_requested_idx').on('password_reset_requests').column('requested_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_requests').execute();
}
