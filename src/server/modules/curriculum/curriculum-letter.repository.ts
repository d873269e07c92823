import type { Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { CurriculumLettersTable, CurriculumLetterVersionsTable } from '../../platform/database/schema';

/** SQL of the cover letter (decision 0189): one row per curriculum, and its versions. */

export type LetterRow = Selectable<CurriculumLettersTable>;
export type LetterVersionRow = Pick<Selectable<CurriculumLetterVersionsTable>, 'number' | 'document' | 'created_at'>;

function queries(db: Db) {
  return {
    findByCurriculum(curriculumId: string): Promise<LetterRow | undefined> {
      return db.selectFrom('curriculum_letters').selectAll().where('curriculum_id', '=', curriculumId).executeTakeFirst();
    },

    /** Creates the curriculum's letter unless one exists (two first saves at once converge on one). */
    async insertIfMissing(row: LetterRow): Promise<void> {
      await db
        .insertInto('curriculum_letters')
        .values(row)
        .onConflict((conflict) => conflict.column('curriculum_id').doNothing())
        .execute();
    },

    /** Takes the row lock on the letter for the rest of the transaction (versions are numbered in order); the row as it is. */
    async lock(curriculumId: string): Promise<LetterRow | undefined> {
      await db
        .updateTable('curriculum_letters')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('curriculum_id', '=', curriculumId)
        .execute();
      return db.selectFrom('curriculum_letters').selectAll().where('curriculum_id', '=', curriculumId).executeTakeFirst();
    },

    async update(id: string, patch: Partial<Omit<LetterRow, 'id' | 'curriculum_id' | 'created_at'>>): Promise<void> {
      await db.updateTable('curriculum_letters').set(patch).where('id', '=', id).execute();
    },

    async latestVersionNumber(letterId: string): Promise<number> {
      const row = await db
        .selectFrom('curriculum_letter_versions')
        .select((eb) => eb.fn.max('number').as('latest'))
        .where('letter_id', '=', letterId)
        .executeTakeFirst();
      return Number(row?.latest ?? 0);
    },

    async insertVersion(letterId: string, version: LetterVersionRow): Promise<void> {
      await db
        .insertInto('curriculum_letter_versions')
        .values({ letter_id: letterId, ...version })
        .execute();
    },

    async deleteVersionsUpTo(letterId: string, upTo: number): Promise<void> {
      await db.deleteFrom('curriculum_letter_versions').where('letter_id', '=', letterId).where('number', '<=', upTo).execute();
    },

    /** Newest first. */
    listVersions(letterId: string): Promise<LetterVersionRow[]> {
      return db
        .selectFrom('curriculum_letter_versions')
        .select(['number', 'document', 'created_at'])
        .where('letter_id', '=', letterId)
        .orderBy('number', 'desc')
        .execute();
    },

    findVersion(letterId: string, number: number): Promise<LetterVersionRow | undefined> {
      return db
        .selectFrom('curriculum_letter_versions')
        .select(['number', 'document', 'created_at'])
        .where('letter_id', '=', letterId)
        .where('number', '=', number)
        .executeTakeFirst();
    },
  };
}

export type LetterQueries = ReturnType<typeof queries>;

export function createLetterRepository(db: Db) {
  return {
    ...queries(db),
    transaction<T>(work: (tx: LetterQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(queries(trx)));
    },
  };
}

export type LetterRepository = ReturnType<typeof createLetterRepository>;
