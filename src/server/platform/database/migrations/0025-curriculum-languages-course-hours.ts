import type { Kysely } from 'kysely';

/**
 * Issue 29, "what users of other builders expect" (decision 0190): the resume's
 * Idiomas section (a language and its level, one row each, like the other list
 * sections of 0006) and a course's optional hours ("carga horária"), '' when not given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('curriculum_languages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('curriculum_id', 'text', (c) => c.notNull().references('curricula.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('curriculum_languages_curriculum_idx').on('curriculum_languages').columns(['curriculum_id', 'position']).execute();
  await db.schema
    .alterTable('curriculum_courses')
    .addColumn('hours', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('curriculum_courses').dropColumn('hours').execute();
  await db.schema.dropTable('curriculum_languages').execute();
}
