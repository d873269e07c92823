import type { Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { EducatorRequestsTable } from '../../platform/database/schema';
import type { EducatorRequestBody, StaffEducatorFilter } from '../../../shared/contracts/educator.contract';
import { STAFF_LIST_LIMIT } from '../../../shared/contracts/staff.contract';

export type EducatorRequestRow = Selectable<EducatorRequestsTable>;
export type StaffEducatorRequestRow = EducatorRequestRow & { name: string; email: string };

/** The educator requests: one row per account (decision 0194). */
export function createEducatorRepository(db: Db) {
  const withPerson = () =>
    db
      .selectFrom('educator_requests')
      .innerJoin('users', 'users.id', 'educator_requests.user_id')
      .selectAll('educator_requests')
      .select(['users.name', 'users.email']);

  return {
    ofUser: (userId: string) => db.selectFrom('educator_requests').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    byId: (id: string) => withPerson().where('educator_requests.id', '=', id).executeTakeFirst(),

    /** Pending: oldest first (the to-do list); otherwise the newest first. */
    list(filter: StaffEducatorFilter): Promise<StaffEducatorRequestRow[]> {
      const query = filter === 'all' ? withPerson() : withPerson().where('educator_requests.status', '=', filter);
      return (filter === 'pending' ? query.orderBy('educator_requests.created_at', 'asc') : query.orderBy('educator_requests.created_at', 'desc'))
        .orderBy('educator_requests.id')
        .limit(STAFF_LIST_LIMIT)
        .execute();
    },

    /**
     * A new request, or a refused one asked again on the same row (pending, new details, the old decision cleared).
     * False when the account already has one pending or approved: one statement, so two at once cannot both pass.
     */
    async ask(userId: string, id: string, body: EducatorRequestBody, at: string): Promise<boolean> {
      const details = { school: body.school, city: body.city, uf: body.uf, role: body.role, status: 'pending' as const, created_at: at };
      const result = await db
        .insertInto('educator_requests')
        .values({ id, user_id: userId, ...details, decided_at: null, refusal_reason: null })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ ...details, decided_at: null, refusal_reason: null })
            .where('educator_requests.status', '=', 'refused'),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    /** Decides a pending request; false when it was not pending (already decided). */
    async decide(id: string, decision: { status: 'approved' | 'refused'; reason: string | null }, at: string): Promise<boolean> {
      const result = await db
        .updateTable('educator_requests')
        .set({ status: decision.status, decided_at: at, refusal_reason: decision.reason })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type EducatorRepository = ReturnType<typeof createEducatorRepository>;
