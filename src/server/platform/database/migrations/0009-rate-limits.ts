import type { Kysely } from 'kysely';

/**
 * Rate-limit counters in the database, so every instance on one database sees
 * the same counts: one fixed window per key (the SHA-256 of the limit's name and
 * subject, so no e-mail or IP address is stored), swept when it has ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_windows_reset_at_idx').on('rate_limit_windows').column('reset_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_windows').execute();
}
