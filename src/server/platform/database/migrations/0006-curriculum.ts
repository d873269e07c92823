import type { Kysely } from 'kysely';

/**
 * The resume builder: one curriculum per user, its five item lists, and the
 * last saves as versions. Portable like the others: UUID text ids, ISO text
 * timestamps, integers; lists of strings are JSON text.
 */
const ITEM_TABLES = {
  curriculum_education: ['institution', 'level', 'course', 'year', 'status'],
  curriculum_courses: ['name', 'institution', 'year'],
  curriculum_skills: ['name', 'level'],
  curriculum_experiences: ['type', 'title', 'organization', 'description', 'year', 'period'],
  curriculum_recognitions: ['title', 'organization', 'year'],
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('curricula')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('design', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('age', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('linkedin', 'text', (c) => c.notNull())
    .addColumn('objective', 'text', (c) => c.notNull())
    .addColumn('availability', 'text', (c) => c.notNull())
    .addColumn('differentials', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  for (const [table, fields] of Object.entries(ITEM_TABLES)) {
    let create = db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('curriculum_id', 'text', (c) => c.notNull().references('curricula.id').onDelete('cascade'));
    for (const field of fields) create = create.addColumn(field, 'text', (c) => c.notNull());
    await create.addColumn('position', 'integer', (c) => c.notNull()).execute();
    await db.schema.createIndex(`${table}_curriculum_idx`).on(table).columns(['curriculum_id', 'position']).execute();
  }

  await db.schema
    .createTable('curriculum_versions')
    .addColumn('curriculum_id', 'text', (c) => c.notNull().references('curricula.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('curriculum_versions_pk', ['curriculum_id', 'number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('curriculum_versions').execute();
  for (const table of Object.keys(ITEM_TABLES).reverse()) await db.schema.dropTable(table).execute();
  await db.schema.dropTable('curricula').execute();
}
