import type { Kysely } from 'kysely';

/**
 * The profile a person picked as most like them, among the profiles of a
 * perfil misto (issue 25): kept apart from the stored scores (score_result),
 * so it never changes a percentage; it only orders what the report reads
 * first. Null until the person picks; changeable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').addColumn('profile_pick', 'integer').execute();
  await db.schema.alterTable('quiz_attempts').addColumn('profile_pick_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').dropColumn('profile_pick_at').execute();
  await db.schema.alterTable('quiz_attempts').dropColumn('profile_pick').execute();
}
