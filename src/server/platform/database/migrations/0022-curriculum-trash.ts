import type { Kysely } from 'kysely';

/**
 * The resume's trash (issue 29 "nothing lost", decision 0185): one row per item taken out of a
 * curriculum (deleted, or replaced by a version restore), with the item as JSON, kept 30 days.
 * Rows go with their curriculum (cascade) and are erased with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('curriculum_trash')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('curriculum_id', 'text', (c) => c.notNull().references('curricula.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('curriculum_trash_curriculum_idx').on('curriculum_trash').columns(['curriculum_id', 'deleted_at']).execute();
  await db.schema.createIndex('curriculum_trash_expires_idx').on('curriculum_trash').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('curriculum_trash').execute();
}
