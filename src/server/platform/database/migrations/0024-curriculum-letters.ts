import type { Kysely } from 'kysely';

/**
 * The cover letter of a resume (issue 29 item 2, decision 0189): one per
 * curriculum, its target, the programme or company, its three paragraphs, and
 * `suggested`, the JSON of the paragraphs suggested at its last save (a
 * paragraph still equal to a suggestion is never downloaded or shared). Its
 * last saves are versions, as the resume's are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('curriculum_letters')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('curriculum_id', 'text', (col) => col.notNull().unique().references('curricula.id').onDelete('cascade'))
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('organization', 'text', (col) => col.notNull())
    .addColumn('intro', 'text', (col) => col.notNull())
    .addColumn('motivation', 'text', (col) => col.notNull())
    .addColumn('contribution', 'text', (col) => col.notNull())
    .addColumn('suggested', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('curriculum_letter_versions')
    .addColumn('letter_id', 'text', (col) => col.notNull().references('curriculum_letters.id').onDelete('cascade'))
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('curriculum_letter_versions_pk', ['letter_id', 'number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('curriculum_letter_versions').execute();
  await db.schema.dropTable('curriculum_letters').execute();
}
