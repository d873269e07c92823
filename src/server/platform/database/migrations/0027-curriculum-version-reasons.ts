import type { Kysely } from 'kysely';

/**
 * Why each resume version was kept (issue 29, decision 0193): `reason` (shared/curriculum/versions.ts) and, for a
 * finished section, its name. The versions saved before this have no known reason: they become 'earlier', which
 * counts as meaningful, so the new rolling of autosaves drops none of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('curriculum_versions')
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo('earlier'))
    .execute();
  await db.schema.alterTable('curriculum_versions').addColumn('section', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('curriculum_versions').dropColumn('section').execute();
  await db.schema.alterTable('curriculum_versions').dropColumn('reason').execute();
}
