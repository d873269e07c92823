import type { Kysely } from 'kysely';

/**
 * Issue 26.
 * - `orders.gateway_checked_at`: when polling last read the order from the gateway; a pending order is read at most
 *   once per PAYMENT_GATEWAY_READ_INTERVAL_MS, the webhook does the rest (F14).
 * - `users.age_band`: the person's age band (shared/domain/age-band.ts), asked before payment and changeable on /profile.
 * - `orders.guardian_name`, `orders.guardian_email`: the guardian who authorised a purchase by someone under 16, kept
 *   with that order only (they get its receipt and a short note).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('gateway_checked_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('guardian_name', 'text').execute();
  await db.schema.alterTable('orders').addColumn('guardian_email', 'text').execute();
  await db.schema.alterTable('users').addColumn('age_band', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('age_band').execute();
  await db.schema.alterTable('orders').dropColumn('guardian_email').execute();
  await db.schema.alterTable('orders').dropColumn('guardian_name').execute();
  await db.schema.alterTable('orders').dropColumn('gateway_checked_at').execute();
}
