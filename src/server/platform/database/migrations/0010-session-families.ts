import { sql, type Kysely } from 'kysely';

/**
 * Refresh rotation keeps a family: every session made by /auth/refresh carries
 * the family of the session it replaced (a login starts a new family, named by
 * its first session's id). `rotated_at` marks a session that was replaced, so a
 * second use of it (a stolen copy) can be told apart from a logout.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite cannot add a NOT NULL column without a default; every existing session is its own family.
  await db.schema
    .alterTable('sessions')
    .addColumn('family_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update sessions set family_id = id`.execute(db);
  await db.schema.alterTable('sessions').addColumn('rotated_at', 'text').execute();
  await db.schema.createIndex('sessions_family_id_idx').on('sessions').column('family_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_family_id_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('rotated_at').execute();
  await db.schema.alterTable('sessions').dropColumn('family_id').execute();
}
