import { sql, type Kysely } from 'kysely';

/**
 * Projeto de Vida classes (issue 30 items 2–4, decision 0195). A class belongs to an approved educator
 * (`educator_id`; set null when that account is deleted, and the class is then closed); `join_code` is unique
 * and null once closed. `seats_paid` and `seats_used` are the class's school licence (item 6): a seat is
 * taken with one conditional update (`seats_used < seats_paid`), so two instances never give the same seat
 * twice. A membership is a student's choice, one row per class and student, erased when they leave or
 * delete their account; `show_result` is the student's opt-in, off by default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('school_classes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('educator_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'closed')`))
    .addColumn('join_code', 'text', (c) => c.unique())
    .addColumn('code_created_at', 'text')
    .addColumn('seats_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seats_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema.createIndex('school_classes_educator_idx').on('school_classes').columns(['educator_id', 'created_at']).execute();

  await db.schema
    .createTable('class_memberships')
    .addColumn('class_id', 'text', (c) => c.notNull().references('school_classes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addColumn('show_result', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_result_at', 'text')
    .addPrimaryKeyConstraint('class_memberships_pk', ['class_id', 'user_id'])
    .execute();
  await db.schema.createIndex('class_memberships_user_idx').on('class_memberships').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('class_memberships').execute();
  await db.schema.dropTable('school_classes').execute();
}
