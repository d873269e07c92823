import type { Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { CurriculumTrashTable } from '../../platform/database/schema';

/** SQL of the resume's trash (decision 0185); part of the curriculum repository's queries, so it runs in its transactions. */

export type TrashRow = Selectable<CurriculumTrashTable>;

export function trashQueries(db: Db) {
  return {
    async insertTrash(row: TrashRow): Promise<void> {
      await db.insertInto('curriculum_trash').values(row).execute();
    },

    /** Keeps the newest `max` rows of this curriculum's trash; the older ones go. */
    async capTrash(curriculumId: string, max: number): Promise<void> {
      const kept = db
        .selectFrom('curriculum_trash')
        .select('id')
        .where('curriculum_id', '=', curriculumId)
        .orderBy('deleted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(max);
      // PostgreSQL and SQLite both take a LIMIT inside IN when it is wrapped in a derived table.
      await db
        .deleteFrom('curriculum_trash')
        .where('curriculum_id', '=', curriculumId)
        .where('id', 'not in', db.selectFrom(kept.as('kept')).select('kept.id'))
        .execute();
    },

    /** This curriculum's rows not yet expired at `now`, newest first. */
    listTrash(curriculumId: string, now: string): Promise<TrashRow[]> {
      return db
        .selectFrom('curriculum_trash')
        .selectAll()
        .where('curriculum_id', '=', curriculumId)
        .where('expires_at', '>', now)
        .orderBy('deleted_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** One row of this curriculum's trash not yet expired at `now`. */
    findTrash(curriculumId: string, id: string, now: string): Promise<TrashRow | undefined> {
      return db
        .selectFrom('curriculum_trash')
        .selectAll()
        .where('curriculum_id', '=', curriculumId)
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    async deleteTrash(id: string): Promise<void> {
      await db.deleteFrom('curriculum_trash').where('id', '=', id).execute();
    },

    /** Drops the rows expired at `now` (of one curriculum, or all); how many. */
    async purgeExpiredTrash(now: string, curriculumId?: string): Promise<number> {
      let query = db.deleteFrom('curriculum_trash').where('expires_at', '<=', now);
      if (curriculumId) query = query.where('curriculum_id', '=', curriculumId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
