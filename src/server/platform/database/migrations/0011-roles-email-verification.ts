import { sql, type Kysely } from 'kysely';

/**
 * Roles (USER, STAFF, ADMIN) and verified e-mail. Staff rights come from the
 * role, or from a *verified* address on STAFF_EMAIL_DOMAIN; a confirmation link
 * is single use, expires, and only its SHA-256 is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('USER')
        .check(sql`role in ('USER', 'STAFF', 'ADMIN')`),
    )
    .execute();
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();

  await db.schema
    .createTable('email_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The address this link confirms: a link sent before an e-mail change does not confirm the new address.
    .addColumn('email_normalized', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('email_verifications_user_id_idx').on('email_verifications').column('user_id').execute();

  // A message carrying a one-time secret (a confirmation link, a temporary password) has its body erased once sent.
  await db.schema
    .alterTable('outbox_emails')
    .addColumn('secret', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').dropColumn('secret').execute();
  await db.schema.dropTable('email_verifications').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
