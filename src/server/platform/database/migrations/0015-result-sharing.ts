import type { Kysely } from 'kysely';

/**
 * A result is private until its owner shares it (issue 26): `shared_at` is
 * when the owner turned "Compartilhar meu resultado" on, null while it is off.
 * Every existing row starts null, so results that were public by id become
 * private until their owners share them again (docs/decisions/0152-a-result-is-private-until-its-owner-shares-it.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').addColumn('shared_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').dropColumn('shared_at').execute();
}
