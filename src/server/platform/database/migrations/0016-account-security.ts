import type { Kysely } from 'kysely';

/**
 * Account security (issue 26):
 * - `users.email_verified_in_session`: the current address was confirmed by its owner while signed in to this
 *   account (the staff domain's skip-to-result needs it; an anonymous click on a link never sets it). Earlier
 *   confirmations were not bound to a session, so every row starts at 0.
 * - `users.pending_email`: an address change waits for its confirmation; the current address keeps working.
 * - `email_change_reverts`: the link mailed to the old address, which undoes a change for 7 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_verified_in_session', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
  await db.schema.alterTable('users').addColumn('pending_email_normalized', 'text').execute();

  await db.schema
    .createTable('email_change_reverts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The address the account had before the change, as typed and normalized: the revert restores it.
    .addColumn('old_email', 'text', (c) => c.notNull())
    .addColumn('old_email_normalized', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('email_change_reverts_user_id_idx').on('email_change_reverts').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_change_reverts').execute();
  await db.schema.alterTable('users').dropColumn('pending_email_normalized').execute();
  await db.schema.alterTable('users').dropColumn('pending_email').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_in_session').execute();
}
