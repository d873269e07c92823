import { sql, type Kysely } from 'kysely';

/**
 * Educator accounts (issue 30 item 1, decision 0194): one request per account
 * (`user_id` unique; a refused request is asked again on the same row), with
 * the school's name, city and UF and the person's role there, waiting for
 * staff. Who decided is in the staff audit log, not here. The users' role
 * gains EDUCATOR: the column is rebuilt (SQLite cannot change a CHECK), its
 * values copied.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('educator_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('uf', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('professor', 'coordenacao', 'orientacao')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'refused')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('refusal_reason', 'text')
    .execute();
  await db.schema.createIndex('educator_requests_status_idx').on('educator_requests').columns(['status', 'created_at']).execute();
  await rebuildRole(db, ['USER', 'STAFF', 'ADMIN', 'EDUCATOR']);
}

/** Replaces users.role by a column with the same values and a CHECK on `roles`. */
async function rebuildRole(db: Kysely<unknown>, roles: string[]): Promise<void> {
  await db.schema.alterTable('users').addColumn('role_previous', 'text').execute();
  await sql`update users set role_previous = role`.execute(db);
  await db.schema.alterTable('users').dropColumn('role').execute();
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('USER')
        .check(sql`role in (${sql.join(roles.map((role) => sql.lit(role)))})`),
    )
    .execute();
  await sql`update users set role = role_previous`.execute(db);
  await db.schema.alterTable('users').dropColumn('role_previous').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update users set role = 'USER' where role = 'EDUCATOR'`.execute(db);
  await rebuildRole(db, ['USER', 'STAFF', 'ADMIN']);
  await db.schema.dropTable('educator_requests').execute();
}
