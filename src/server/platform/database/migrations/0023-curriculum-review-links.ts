import type { Kysely } from 'kysely';

/**
 * Private review links of a resume (issue 29 item 5, decision 0186): a random
 * token, stored as its SHA-256 only, that lets anyone holding it read the
 * resume's PDF until `expires_at` (7 days) or `revoked_at`. `includes` is a JSON
 * array of the documents shown (today only "resume"; the cover letter joins later).
 * Each opening of the document adds one to `open_count`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('curriculum_review_links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('curriculum_id', 'text', (col) => col.notNull().references('curricula.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('includes', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('open_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_opened_at', 'text')
    .execute();
  await db.schema.createIndex('curriculum_review_links_curriculum_idx').on('curriculum_review_links').column('curriculum_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('curriculum_review_links').execute();
}
