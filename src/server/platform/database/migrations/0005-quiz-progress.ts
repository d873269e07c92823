import type { Kysely } from 'kysely';

/** The saved position of an attempt in progress (spec §4 "assessment progress"): where to resume, and the last milestone. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').addColumn('saved_index', 'integer').execute();
  await db.schema.alterTable('quiz_attempts').addColumn('saved_milestone', 'integer').execute();
  await db.schema.alterTable('quiz_attempts').addColumn('progress_saved_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').dropColumn('progress_saved_at').execute();
  await db.schema.alterTable('quiz_attempts').dropColumn('saved_milestone').execute();
  await db.schema.alterTable('quiz_attempts').dropColumn('saved_index').execute();
}
