import type { Db } from '../../platform/database/database';
import type { CurriculumReviewLinksTable } from '../../platform/database/schema';

export type ReviewLinkRow = CurriculumReviewLinksTable;

/** The review links' SQL (decision 0186): rows of curriculum_review_links, found by owner or by token hash. */
export function createReviewLinksRepository(db: Db) {
  return {
    /** The user's curriculum (id, type and saved design), or undefined. */
    curriculumOf: (userId: string) => db.selectFrom('curricula').select(['id', 'type', 'design']).where('user_id', '=', userId).executeTakeFirst(),

    /** Live links of one curriculum at `at`, newest first. */
    live: (curriculumId: string, at: string) =>
      db
        .selectFrom('curriculum_review_links')
        .selectAll()
        .where('curriculum_id', '=', curriculumId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute(),

    /**
     * Inserts `row` unless the curriculum already has `max` live links, in one
     * transaction under the curriculum's row lock (two creations run one after
     * the other, so a fourth never slips in). False when the limit refused it.
     */
    insertWithin(row: ReviewLinkRow, max: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('curricula')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('id', '=', row.curriculum_id)
          .execute();
        const live = await trx
          .selectFrom('curriculum_review_links')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('curriculum_id', '=', row.curriculum_id)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', row.created_at)
          .executeTakeFirstOrThrow();
        if (Number(live.count) >= max) return false;
        await trx.insertInto('curriculum_review_links').values(row).execute();
        return true;
      });
    },

    /** A link with its owner, by id. */
    findWithOwner: (id: string) =>
      db
        .selectFrom('curriculum_review_links as l')
        .innerJoin('curricula as c', 'c.id', 'l.curriculum_id')
        .select(['l.id', 'l.revoked_at', 'c.user_id'])
        .where('l.id', '=', id)
        .executeTakeFirst(),

    revoke: (id: string, at: string) =>
      db.updateTable('curriculum_review_links').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute(),

    /** The live link of a token hash at `at`, with its curriculum's owner, type and saved design. */
    findLive: (tokenHash: string, at: string) =>
      db
        .selectFrom('curriculum_review_links as l')
        .innerJoin('curricula as c', 'c.id', 'l.curriculum_id')
        .select(['l.id', 'l.includes', 'l.expires_at', 'c.user_id', 'c.type', 'c.design'])
        .where('l.token_hash', '=', tokenHash)
        .where('l.revoked_at', 'is', null)
        .where('l.expires_at', '>', at)
        .executeTakeFirst(),

    /** One more opening. */
    countOpening: (id: string, at: string) =>
      db
        .updateTable('curriculum_review_links')
        .set((eb) => ({ open_count: eb('open_count', '+', 1), last_opened_at: at }))
        .where('id', '=', id)
        .execute(),
  };
}

export type ReviewLinksRepository = ReturnType<typeof createReviewLinksRepository>;
