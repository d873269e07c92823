import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('question_set_version', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('duration_seconds', 'integer')
    .addColumn('dominant_profile_id', 'integer')
    .addColumn('secondary_profile_id', 'integer')
    .addColumn('score_result', 'text')
    .addColumn('report_status', 'text', (c) => c.notNull().defaultTo('FREE'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quiz_attempts_user_id_idx').on('quiz_attempts').columns(['user_id', 'completed_at']).execute();
  // At most one attempt in progress per user, enforced by the database itself.
  await sql`create unique index quiz_attempts_one_in_progress on quiz_attempts (user_id) where status = 'IN_PROGRESS'`.execute(db);

  await db.schema
    .createTable('quiz_answers')
    .addColumn('attempt_id', 'text', (c) => c.notNull().references('quiz_attempts.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quiz_answers_pk', ['attempt_id', 'question_id'])
    .execute();

  // Survives deleting an attempt from history, so the once-a-year rule still holds.
  await db.schema.alterTable('users').addColumn('last_quiz_completed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_quiz_completed_at').execute();
  await db.schema.dropTable('quiz_answers').execute();
  await db.schema.dropTable('quiz_attempts').execute();
}
