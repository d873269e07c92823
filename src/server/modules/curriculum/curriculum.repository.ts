import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { CurriculaTable, CurriculumVersionsTable } from '../../platform/database/schema';
import type { Curriculum, CurriculumItem } from '../../../shared/contracts/curriculum.contract';
import { ITEM_KINDS, LIST_SECTIONS, type ItemKind } from '../../../shared/curriculum/sections';
import { trashQueries } from './curriculum-trash.repository';

/**
 * SQL of the curriculum module. Each list section of the registry
 * (shared/curriculum/sections.ts) has its table (`storage.table`); an item's
 * fields are its table's columns under the same names, except the spec's
 * `order`, stored as `position`.
 */

export type CurriculumRow = Selectable<CurriculaTable>;
export type CurriculumPatch = Omit<Updateable<CurriculaTable>, 'id' | 'user_id' | 'created_at'>;

/** An item without its id and order: the columns of its table other than the bookkeeping ones. */
export type ItemFields<K extends ItemKind> = Omit<CurriculumItem<K>, 'id' | 'order'>;

/**
 * The item tables seen through their common shape, under one name, so one
 * query serves every list; `itemTable(kind)` gives the real name.
 */
interface AnyItemRow {
  id: string;
  curriculum_id: string;
  position: number;
  [column: string]: string | number;
}
type ItemDb = Kysely<{ item: AnyItemRow }>;
const itemTable = (kind: ItemKind) => LIST_SECTIONS[kind].storage.table as unknown as 'item';

export type VersionRow = Pick<Selectable<CurriculumVersionsTable>, 'number' | 'document' | 'created_at' | 'reason' | 'section'>;

function toItem<K extends ItemKind>(row: Readonly<Record<string, unknown>>): CurriculumItem<K> {
  const { curriculum_id: _curriculumId, position, ...fields } = row;
  return { ...fields, order: Number(position) } as unknown as CurriculumItem<K>;
}

function toCurriculum(row: CurriculumRow, items: { [K in ItemKind]: Array<CurriculumItem<K>> }): Curriculum {
  return {
    id: row.id,
    type: row.type,
    design: row.design,
    fullName: row.full_name,
    age: row.age,
    address: row.address,
    phone: row.phone,
    email: row.email,
    linkedin: row.linkedin,
    objective: row.objective,
    availability: row.availability,
    differentials: JSON.parse(row.differentials) as string[],
    ...items,
    updatedAt: row.updated_at,
  };
}

function queries(db: Db) {
  const itemDb = db as unknown as ItemDb;

  async function listItems<K extends ItemKind>(kind: K, curriculumId: string): Promise<Array<CurriculumItem<K>>> {
    const rows = await itemDb.selectFrom(itemTable(kind)).selectAll().where('curriculum_id', '=', curriculumId).orderBy('position').orderBy('id').execute();
    return rows.map((row) => toItem<K>(row));
  }

  async function load(row: CurriculumRow): Promise<Curriculum> {
    const lists = await Promise.all(ITEM_KINDS.map(async (kind) => [kind, await listItems(kind, row.id)] as const));
    return toCurriculum(row, Object.fromEntries(lists) as { [K in ItemKind]: Array<CurriculumItem<K>> });
  }

  return {
    ...trashQueries(db),

    findRowByUser(userId: string): Promise<CurriculumRow | undefined> {
      return db.selectFrom('curricula').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** The user's curriculum with its lists sorted by order, or null before the first save. */
    async findByUser(userId: string): Promise<Curriculum | null> {
      const row = await db.selectFrom('curricula').selectAll().where('user_id', '=', userId).executeTakeFirst();
      return row ? load(row) : null;
    },

    load,

    /** Creates the user's curriculum unless one exists (two first saves at once converge on one). True when created. */
    async insertIfMissing(row: CurriculumRow): Promise<boolean> {
      const result = await db
        .insertInto('curricula')
        .values(row)
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /**
     * Takes the row lock on the user's curriculum for the rest of the transaction,
     * so two writes of one user run one after the other (versions are numbered in order). False when there is none.
     */
    async lock(userId: string): Promise<boolean> {
      const result = await db
        .updateTable('curricula')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async update(curriculumId: string, patch: CurriculumPatch): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await db.updateTable('curricula').set(patch).where('id', '=', curriculumId).execute();
    },

    listItems,

    /** Whose curriculum an item belongs to, whoever asks; undefined for an unknown id. */
    async findItemOwner(kind: ItemKind, id: string): Promise<{ curriculumId: string; userId: string } | undefined> {
      const item = await itemDb.selectFrom(itemTable(kind)).select('curriculum_id').where('id', '=', id).executeTakeFirst();
      if (!item) return undefined;
      const owner = await db.selectFrom('curricula').select('user_id').where('id', '=', item.curriculum_id).executeTakeFirst();
      return owner && { curriculumId: item.curriculum_id, userId: owner.user_id };
    },

    async insertItem<K extends ItemKind>(kind: K, curriculumId: string, id: string, fields: ItemFields<K>, order: number): Promise<void> {
      await itemDb
        .insertInto(itemTable(kind))
        .values({ ...(fields as Record<string, string>), id, curriculum_id: curriculumId, position: order })
        .execute();
    },

    async updateItem<K extends ItemKind>(kind: K, curriculumId: string, id: string, fields: ItemFields<K>, order: number): Promise<void> {
      await itemDb
        .updateTable(itemTable(kind))
        .set({ ...(fields as Record<string, string>), position: order })
        .where('id', '=', id)
        .where('curriculum_id', '=', curriculumId)
        .execute();
    },

    /** Moves an item of this curriculum to `order` (its other fields unchanged). */
    async setItemOrder(kind: ItemKind, curriculumId: string, id: string, order: number): Promise<void> {
      await itemDb.updateTable(itemTable(kind)).set({ position: order }).where('id', '=', id).where('curriculum_id', '=', curriculumId).execute();
    },

    /** Deletes these items of this curriculum; the number deleted. */
    async deleteItems(kind: ItemKind, curriculumId: string, ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await itemDb
        .deleteFrom(itemTable(kind))
        .where('curriculum_id', '=', curriculumId)
        .where('id', 'in', [...ids])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteAllItems(curriculumId: string): Promise<void> {
      for (const kind of ITEM_KINDS) await itemDb.deleteFrom(itemTable(kind)).where('curriculum_id', '=', curriculumId).execute();
    },

    async insertVersion(curriculumId: string, version: VersionRow): Promise<void> {
      await db
        .insertInto('curriculum_versions')
        .values({ curriculum_id: curriculumId, ...version })
        .execute();
    },

    /** The newest version's number, time and reason (undefined before the first). */
    latestVersion(curriculumId: string): Promise<Pick<VersionRow, 'number' | 'created_at' | 'reason'> | undefined> {
      return db
        .selectFrom('curriculum_versions')
        .select(['number', 'created_at', 'reason'])
        .where('curriculum_id', '=', curriculumId)
        .orderBy('number', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Every version's number and reason, for the keeping rule (versions.ts). */
    versionReasons(curriculumId: string): Promise<Array<Pick<VersionRow, 'number' | 'reason'>>> {
      return db.selectFrom('curriculum_versions').select(['number', 'reason']).where('curriculum_id', '=', curriculumId).execute();
    },

    /** A version stands for another moment (an autosave the person then saved by hand, or one a restore replaced). */
    async relabelVersion(curriculumId: string, number: number, reason: string, section: string | null): Promise<void> {
      await db.updateTable('curriculum_versions').set({ reason, section }).where('curriculum_id', '=', curriculumId).where('number', '=', number).execute();
    },

    async deleteVersions(curriculumId: string, numbers: readonly number[]): Promise<void> {
      if (numbers.length === 0) return;
      await db
        .deleteFrom('curriculum_versions')
        .where('curriculum_id', '=', curriculumId)
        .where('number', 'in', [...numbers])
        .execute();
    },

    /** Newest first. */
    listVersions(curriculumId: string): Promise<VersionRow[]> {
      return db
        .selectFrom('curriculum_versions')
        .select(['number', 'document', 'created_at', 'reason', 'section'])
        .where('curriculum_id', '=', curriculumId)
        .orderBy('number', 'desc')
        .execute();
    },

    findVersion(curriculumId: string, number: number): Promise<VersionRow | undefined> {
      return db
        .selectFrom('curriculum_versions')
        .select(['number', 'document', 'created_at', 'reason', 'section'])
        .where('curriculum_id', '=', curriculumId)
        .where('number', '=', number)
        .executeTakeFirst();
    },
  };
}

export type CurriculumQueries = ReturnType<typeof queries>;

export function createCurriculumRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction; what it throws rolls everything back. */
    transaction<T>(work: (tx: CurriculumQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(queries(trx)));
    },
  };
}

export type CurriculumRepository = ReturnType<typeof createCurriculumRepository>;
