import type { Kysely } from 'kysely';
import { readStoredQuality } from '../../../../shared/scoring/stored-result';

/** Rows read and written at a time while backfilling. */
const BATCH = 500;

/**
 * Whether a completed attempt's result is conclusive (the answer-quality
 * gate's verdict, also inside score_result), as a column: the staff item
 * analysis leaves inconclusive attempts out in SQL (issue 26, F11). 1 or 0
 * once completed, null while in progress. Completed attempts are filled in
 * from their stored result with the same reader the app uses (a result from
 * before the gate is conclusive).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').addColumn('conclusive', 'integer').execute();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration runs before the typed schema exists
  const raw = db as Kysely<any>;
  for (;;) {
    const rows = (await raw
      .selectFrom('quiz_attempts')
      .select(['id', 'score_result'])
      .where('status', '=', 'COMPLETED')
      .where('conclusive', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as Array<{ id: string; score_result: string | null }>;
    if (rows.length === 0) break;
    for (const value of [0, 1]) {
      const ids = rows.filter((row) => Number(readStoredQuality(row.score_result).conclusive) === value).map((row) => row.id);
      if (ids.length > 0) await raw.updateTable('quiz_attempts').set({ conclusive: value }).where('id', 'in', ids).execute();
    }
  }
  // What the item analysis reads, a batch at a time: one question set's conclusive (or all) completed attempts by id.
  await db.schema.createIndex('quiz_attempts_analysis_idx').on('quiz_attempts').columns(['question_set_version', 'conclusive', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('quiz_attempts_analysis_idx').execute();
  await db.schema.alterTable('quiz_attempts').dropColumn('conclusive').execute();
}
