import type { Kysely } from 'kysely';

/**
 * Issue 27: the optional questions about the person's stage of life (shared/domain/life-stage.ts), besides
 * `users.age_band` (0017): `users.school_stage`, `users.situation` and `users.uf`, each null until answered or when
 * skipped. Personal data of the account: exported with it and erased with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('school_stage', 'text').execute();
  await db.schema.alterTable('users').addColumn('situation', 'text').execute();
  await db.schema.alterTable('users').addColumn('uf', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('uf').execute();
  await db.schema.alterTable('users').dropColumn('situation').execute();
  await db.schema.alterTable('users').dropColumn('school_stage').execute();
}
