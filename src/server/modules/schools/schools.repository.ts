import type { Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import { isUniqueViolation } from '../../platform/database/constraint-errors';
import type { SchoolClassesTable } from '../../platform/database/schema';
import type { ClassGrade } from '../../../shared/contracts/schools.contract';

export type ClassRow = Selectable<SchoolClassesTable> & { members: number };

export interface MembershipRow {
  class_id: string;
  name: string;
  school: string;
  grade: ClassGrade;
  year: number;
  status: SchoolClassesTable['status'];
  educator_name: string | null;
  joined_at: string;
  show_result: number;
}

/** SQL of the Projeto de Vida classes and their memberships (decision 0195). */
export function createSchoolsRepository(db: Db) {
  const classes = () =>
    db
      .selectFrom('school_classes')
      .selectAll('school_classes')
      .select((eb) =>
        eb
          .selectFrom('class_memberships')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .whereRef('class_memberships.class_id', '=', 'school_classes.id')
          .as('members'),
      );
  const toClass = (row: Selectable<SchoolClassesTable> & { members: number | string | null }): ClassRow => ({ ...row, members: Number(row.members ?? 0) });

  const memberships = () =>
    db
      .selectFrom('class_memberships')
      .innerJoin('school_classes', 'school_classes.id', 'class_memberships.class_id')
      .leftJoin('users', 'users.id', 'school_classes.educator_id')
      .select([
        'class_memberships.class_id',
        'school_classes.name',
        'school_classes.school',
        'school_classes.grade',
        'school_classes.year',
        'school_classes.status',
        'users.name as educator_name',
        'class_memberships.joined_at',
        'class_memberships.show_result',
      ]);

  return {
    /** Inserts the class; false when its code was taken meanwhile (the caller draws another). */
    async insertClass(row: Omit<Selectable<SchoolClassesTable>, 'seats_paid' | 'seats_used'>): Promise<boolean> {
      try {
        await db.insertInto('school_classes').values(row).execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async openClassesOf(educatorId: string): Promise<number> {
      const row = await db
        .selectFrom('school_classes')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('educator_id', '=', educatorId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async classesOf(educatorId: string): Promise<ClassRow[]> {
      const rows = await classes().where('educator_id', '=', educatorId).orderBy('created_at', 'desc').orderBy('id').execute();
      return rows.map(toClass);
    },

    /** The class when `educatorId` is its educator; undefined otherwise (another's class is "not found"). */
    async classOf(educatorId: string, classId: string): Promise<ClassRow | undefined> {
      const row = await classes().where('id', '=', classId).where('educator_id', '=', educatorId).executeTakeFirst();
      return row ? toClass(row) : undefined;
    },

    async openClassByCode(code: string): Promise<ClassRow | undefined> {
      const row = await classes().where('join_code', '=', code).where('status', '=', 'open').executeTakeFirst();
      return row ? toClass(row) : undefined;
    },

    /** Replaces an open class's code; false when the code was taken meanwhile. */
    async replaceCode(classId: string, code: string, at: string): Promise<boolean> {
      try {
        await db.updateTable('school_classes').set({ join_code: code, code_created_at: at }).where('id', '=', classId).where('status', '=', 'open').execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async membershipCount(userId: string): Promise<number> {
      const row = await db
        .selectFrom('class_memberships')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Adds the membership; false when the student is already in the class. */
    async join(classId: string, userId: string, at: string): Promise<boolean> {
      const result = await db
        .insertInto('class_memberships')
        .values({ class_id: classId, user_id: userId, joined_at: at, show_result: 0, show_result_at: null })
        .onConflict((oc) => oc.columns(['class_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    membershipsOf: (userId: string): Promise<MembershipRow[]> =>
      memberships().where('class_memberships.user_id', '=', userId).orderBy('class_memberships.joined_at', 'desc').execute(),

    membership: (userId: string, classId: string): Promise<MembershipRow | undefined> =>
      memberships().where('class_memberships.user_id', '=', userId).where('class_memberships.class_id', '=', classId).executeTakeFirst(),

    async leave(userId: string, classId: string): Promise<boolean> {
      const result = await db.deleteFrom('class_memberships').where('user_id', '=', userId).where('class_id', '=', classId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async setShowResult(userId: string, classId: string, show: boolean, at: string): Promise<boolean> {
      const result = await db
        .updateTable('class_memberships')
        .set({ show_result: show ? 1 : 0, show_result_at: at })
        .where('user_id', '=', userId)
        .where('class_id', '=', classId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type SchoolsRepository = ReturnType<typeof createSchoolsRepository>;
