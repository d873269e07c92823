import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Whose a message is, beyond its address (issue 26, F06, F07, F10).
 * - `contact_messages.user_id`: the account that was signed in when the message was sent (null for a visitor).
 * - `outbox_emails.user_id`: the account Rumo sent the e-mail for (its confirmation links, temporary passwords,
 *   receipts, or its own contact message to support); null for mail to anyone else. Earlier rows of those kinds
 *   are linked when exactly one account ever had the address they went to (its confirmation links list them).
 * - `users.audit_ref` and `staff_audit_log.actor_ref`: a random pseudonym per staff member, copied on each of
 *   their audit entries, so the entries still group by actor once the account (and so its user id) is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('user_id', 'text').execute();
  await db.schema.createIndex('contact_messages_user_id_idx').on('contact_messages').column('user_id').execute();
  await db.schema.alterTable('outbox_emails').addColumn('user_id', 'text').execute();
  await db.schema.createIndex('outbox_emails_user_id_idx').on('outbox_emails').column('user_id').execute();
  await db.schema.alterTable('users').addColumn('audit_ref', 'text').execute();
  await db.schema.alterTable('staff_audit_log').addColumn('actor_ref', 'text').execute();

  await sql`
    update outbox_emails set user_id = (
      select min(ev.user_id) from email_verifications ev where ev.email_normalized = lower(outbox_emails.to_address)
    )
    where kind in ('email-confirmation', 'temporary-password', 'payment-receipt')
      and (select count(distinct ev.user_id) from email_verifications ev where ev.email_normalized = lower(outbox_emails.to_address)) = 1
  `.execute(db);

  const actors = await sql<{ actor_user_id: string }>`
    select distinct actor_user_id from staff_audit_log where actor_user_id is not null
  `.execute(db);
  for (const { actor_user_id: actor } of actors.rows) {
    const ref = randomUUID();
    await sql`update users set audit_ref = ${ref} where id = ${actor}`.execute(db);
    await sql`update staff_audit_log set actor_ref = ${ref} where actor_user_id = ${actor}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_audit_log').dropColumn('actor_ref').execute();
  await db.schema.alterTable('users').dropColumn('audit_ref').execute();
  await db.schema.dropIndex('outbox_emails_user_id_idx').execute();
  await db.schema.alterTable('outbox_emails').dropColumn('user_id').execute();
  await db.schema.dropIndex('contact_messages_user_id_idx').execute();
  await db.schema.alterTable('contact_messages').dropColumn('user_id').execute();
}
