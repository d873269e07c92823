import type { Kysely } from 'kysely';

/**
 * The staff console: contact messages can be marked answered, and every
 * console action on a person's data is written to an audit log. No foreign
 * keys to users: a deleted staff account leaves its entries, with the actor
 * set to null (account-data.coverage.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('answered_at', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('answered_by_user_id', 'text').execute();
  await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();

  await db.schema
    .createTable('staff_audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_user_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_log_created_at_idx').on('staff_audit_log').column('created_at').execute();
  await db.schema.createIndex('staff_audit_log_actor_idx').on('staff_audit_log').column('actor_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_audit_log').execute();
  await db.schema.dropIndex('contact_messages_created_at_idx').execute();
  await db.schema.alterTable('contact_messages').dropColumn('answered_by_user_id').execute();
  await db.schema.alterTable('contact_messages').dropColumn('answered_at').execute();
}
