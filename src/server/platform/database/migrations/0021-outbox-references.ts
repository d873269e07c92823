import type { Kysely } from 'kysely';

/** Rows read at a time while backfilling. */
const BATCH = 500;

/** Ids are random UUIDs: every one a body mentions. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The kinds whose rows carry a reference (platform/mail/kinds.ts, as of this migration), and the table it points to. */
const REFERENCED = {
  'shared-result': { column: 'attempt_id', table: 'quiz_attempts' },
  'payment-receipt': { column: 'order_id', table: 'orders' },
  'payment-guardian-receipt': { column: 'order_id', table: 'orders' },
} as const;

/**
 * What an e-mail is about, as columns of its outbox row (issue 28): `attempt_id` (a shared result) and `order_id`
 * (a receipt, to the buyer or a guardian), each indexed. The LGPD export and deletion find a person's mail by them
 * instead of searching the bodies (`LIKE '%/report/<id>%'`), so rewording an e-mail can no longer hide it.
 *
 * One-time backfill, here only: rows of those kinds written before this migration get the id of the attempt (or
 * order) their text names; an id that no longer exists in its table (a deleted account's: its mail was erased with
 * it) is not set. Rows of other kinds are left without a reference, as new ones are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').addColumn('attempt_id', 'text').execute();
  await db.schema.alterTable('outbox_emails').addColumn('order_id', 'text').execute();
  await db.schema.createIndex('outbox_emails_attempt_id_idx').on('outbox_emails').column('attempt_id').execute();
  await db.schema.createIndex('outbox_emails_order_id_idx').on('outbox_emails').column('order_id').execute();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration runs before the typed schema exists
  const raw = db as Kysely<any>;
  for (const [kind, { column, table }] of Object.entries(REFERENCED)) {
    let after = '';
    for (;;) {
      const rows = (await raw
        .selectFrom('outbox_emails')
        .select(['id', 'text_body'])
        .where('kind', '=', kind)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute()) as Array<{ id: string; text_body: string }>;
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
      const named = rows.map((row) => ({ id: row.id, ids: [...new Set((row.text_body.match(UUID) ?? []).map((id) => id.toLowerCase()))] }));
      const candidates = [...new Set(named.flatMap((row) => row.ids))];
      if (candidates.length === 0) continue;
      const existing = new Set(
        ((await raw.selectFrom(table).select('id').where('id', 'in', candidates).execute()) as Array<{ id: string }>).map((row) => row.id),
      );
      for (const row of named) {
        const reference = row.ids.find((id) => existing.has(id));
        if (reference)
          await raw
            .updateTable('outbox_emails')
            .set({ [column]: reference })
            .where('id', '=', row.id)
            .execute();
      }
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_emails_order_id_idx').execute();
  await db.schema.dropIndex('outbox_emails_attempt_id_idx').execute();
  await db.schema.alterTable('outbox_emails').dropColumn('order_id').execute();
  await db.schema.alterTable('outbox_emails').dropColumn('attempt_id').execute();
}
