import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { SchoolOrdersTable } from '../../platform/database/schema';

export type SchoolOrderRow = Selectable<SchoolOrdersTable>;

/** Thrown inside a seat's transaction to roll it back: no seat left, or the student needs none after all. */
class SeatNotTaken extends Error {
  constructor(readonly reason: 'no-seat' | 'not-needed') {
    super(reason);
  }
}

/** A member of a class who finished the test and may take a seat: their latest completed attempt, conclusive and unpaid. */
export interface SeatCandidate {
  userId: string;
  attemptId: string;
  completedAt: string;
}

/** SQL of the school licences (decision 0197): the orders, the classes' seats, and the seats students took. */
export function createSchoolLicencesRepository(db: Db) {
  /** Each user's latest completed attempt (by completion time, then id), as a subquery. */
  const latestCompleted = (trx: Db) =>
    trx
      .selectFrom('quiz_attempts as qa')
      .select(['qa.id', 'qa.user_id', 'qa.completed_at', 'qa.conclusive', 'qa.report_status'])
      .where('qa.status', '=', 'COMPLETED')
      .where('qa.completed_at', 'is not', null)
      .where((outer) =>
        outer.not(
          outer.exists(
            outer
              .selectFrom('quiz_attempts as newer')
              .select('newer.id')
              .whereRef('newer.user_id', '=', 'qa.user_id')
              .where('newer.status', '=', 'COMPLETED')
              .where((eb) =>
                eb.or([
                  eb('newer.completed_at', '>', eb.ref('qa.completed_at')),
                  eb.and([eb('newer.completed_at', '=', eb.ref('qa.completed_at')), eb('newer.id', '>', eb.ref('qa.id'))]),
                ]),
              ),
          ),
        ),
      );

  return {
    /** The class when `educatorId` is its educator; another's class is "not found". */
    classOf(educatorId: string, classId: string) {
      return db
        .selectFrom('school_classes')
        .select(['id', 'name', 'school', 'status', 'seats_paid', 'seats_used'])
        .where('id', '=', classId)
        .where('educator_id', '=', educatorId)
        .executeTakeFirst();
    },

    educator(userId: string) {
      return db.selectFrom('users').select(['name', 'email', 'phone']).where('id', '=', userId).executeTakeFirst();
    },

    findOrder(id: string): Promise<SchoolOrderRow | undefined> {
      return db.selectFrom('school_orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findOrderByGatewayId(gatewayOrderId: string): Promise<SchoolOrderRow | undefined> {
      return db.selectFrom('school_orders').selectAll().where('gateway_order_id', '=', gatewayOrderId).executeTakeFirst();
    },

    findOrderByIdempotencyKey(educatorId: string, key: string): Promise<SchoolOrderRow | undefined> {
      return db.selectFrom('school_orders').selectAll().where('educator_id', '=', educatorId).where('idempotency_key', '=', key).executeTakeFirst();
    },

    ordersOfClass(classId: string): Promise<SchoolOrderRow[]> {
      return db.selectFrom('school_orders').selectAll().where('class_id', '=', classId).orderBy('created_at', 'desc').orderBy('id').limit(100).execute();
    },

    ordersOfEducator(educatorId: string): Promise<SchoolOrderRow[]> {
      return db.selectFrom('school_orders').selectAll().where('educator_id', '=', educatorId).orderBy('created_at').execute();
    },

    seatUseOf(userId: string) {
      return db.selectFrom('school_seat_uses').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async insertOrder(row: SchoolOrderRow): Promise<void> {
      await db.insertInto('school_orders').values(row).execute();
    },

    async updateOrder(id: string, patch: Updateable<SchoolOrdersTable>): Promise<void> {
      await db.updateTable('school_orders').set(patch).where('id', '=', id).execute();
    },

    /** Claims the right to read a pending order from the gateway now (one statement: of polls on any instance, one reads). */
    async claimGatewayRead(id: string, at: string, readBefore: string): Promise<boolean> {
      const result = await db
        .updateTable('school_orders')
        .set({ gateway_checked_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('gateway_checked_at', 'is', null), eb('gateway_checked_at', '<=', readBefore)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async markFailed(id: string, at: string): Promise<void> {
      await db.updateTable('school_orders').set({ status: 'FAILED', updated_at: at }).where('id', '=', id).where('status', '=', 'PENDING').execute();
    },

    /** The creation call never confirmed the gateway order: FAILED with no gateway id, unless a webhook linked it meanwhile. */
    async markCreationOutcomeUnknown(id: string, at: string): Promise<void> {
      await db
        .updateTable('school_orders')
        .set({ status: 'FAILED', updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .where('gateway_order_id', 'is', null)
        .execute();
    },

    /** A paid order whose amount or currency is not ours: paid (the money moved) with its reason, once, and no seats; staff refund it. */
    async holdForReview(id: string, reason: NonNullable<SchoolOrdersTable['review_reason']>, at: string): Promise<boolean> {
      const result = await db
        .updateTable('school_orders')
        .set({ review_reason: reason, status: 'PAID', paid_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '!=', 'PAID')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Marks the order paid and adds its seats to the class, once (the order's own status guards it). */
    async confirmPaid(order: SchoolOrderRow, at: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('school_orders')
          .set({ status: 'PAID', paid_at: at, updated_at: at })
          .where('id', '=', order.id)
          .where('status', '!=', 'PAID')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('school_classes')
          .set((eb) => ({ seats_paid: eb('seats_paid', '+', order.seats) }))
          .where('id', '=', order.class_id)
          .execute();
        return true;
      });
    },

    /**
     * The class's members who may take a seat, first finished first: their latest completed attempt is conclusive
     * and not paid, and they never took a seat (in any class).
     */
    async candidates(classId: string, userId?: string): Promise<SeatCandidate[]> {
      let query = db
        .selectFrom('class_memberships as m')
        .innerJoin(latestCompleted(db).as('latest'), 'latest.user_id', 'm.user_id')
        .select(['m.user_id as userId', 'latest.id as attemptId', 'latest.completed_at as completedAt'])
        .where('m.class_id', '=', classId)
        .where('latest.conclusive', '=', 1)
        .where('latest.report_status', '!=', 'PAID')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('school_seat_uses as u').select('u.user_id').whereRef('u.user_id', '=', 'm.user_id'))));
      if (userId) query = query.where('m.user_id', '=', userId);
      const rows = await query.orderBy('latest.completed_at').orderBy('m.user_id').execute();
      return rows.map((row) => ({ userId: row.userId, attemptId: row.attemptId, completedAt: row.completedAt ?? '' }));
    },

    /** The student's classes that have a free seat, oldest class first. */
    async classesWithFreeSeats(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('class_memberships as m')
        .innerJoin('school_classes as c', 'c.id', 'm.class_id')
        .select('c.id')
        .where('m.user_id', '=', userId)
        .where((eb) => eb('c.seats_used', '<', eb.ref('c.seats_paid')))
        .orderBy('c.created_at')
        .orderBy('c.id')
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Takes one seat of the class for the student, in one transaction: the class's conditional update (never more
     * used than paid, on any instance), the student's seat-use row (its key is the student: once ever, in all
     * classes), and the attempt marked paid (not if it was paid meanwhile: then nothing happened). 'taken', or why not.
     */
    async takeSeat(classId: string, candidate: SeatCandidate, at: string): Promise<'taken' | 'no-seat' | 'not-needed'> {
      try {
        await db.transaction().execute(async (trx) => {
          const seat = await trx
            .updateTable('school_classes')
            .set((eb) => ({ seats_used: eb('seats_used', '+', 1) }))
            .where('id', '=', classId)
            .where((eb) => eb('seats_used', '<', eb.ref('seats_paid')))
            .executeTakeFirst();
          if (Number(seat.numUpdatedRows) !== 1) throw new SeatNotTaken('no-seat');
          const use = await trx
            .insertInto('school_seat_uses')
            .values({ user_id: candidate.userId, class_id: classId, attempt_id: candidate.attemptId, used_at: at })
            .onConflict((oc) => oc.column('user_id').doNothing())
            .executeTakeFirst();
          if (Number(use.numInsertedOrUpdatedRows ?? 0) !== 1) throw new SeatNotTaken('not-needed');
          const unlocked = await trx
            .updateTable('quiz_attempts')
            .set({ report_status: 'PAID', updated_at: at })
            .where('id', '=', candidate.attemptId)
            .where('user_id', '=', candidate.userId)
            .where('report_status', '!=', 'PAID')
            .executeTakeFirst();
          if (Number(unlocked.numUpdatedRows) !== 1) throw new SeatNotTaken('not-needed');
          await trx.updateTable('users').set({ can_access_curriculum: 1, updated_at: at }).where('id', '=', candidate.userId).execute();
        });
        return 'taken';
      } catch (error) {
        if (error instanceof SeatNotTaken) return error.reason;
        throw error;
      }
    },

    // ----- Staff -----

    staffOrders(q: string | undefined) {
      let query = db
        .selectFrom('school_orders as o')
        .innerJoin('school_classes as c', 'c.id', 'o.class_id')
        .leftJoin('users as u', 'u.id', 'o.educator_id')
        .selectAll('o')
        .select(['c.name as class_name', 'c.school as school', 'u.email as educator_email']);
      if (q) query = query.where((eb) => eb.or([eb('o.id', '=', q), eb('o.gateway_order_id', '=', q)]));
      return query.orderBy('o.created_at', 'desc').orderBy('o.id').limit(100).execute();
    },

    /**
     * Marks a paid order refunded, once, and takes out of the class as many of its seats as are still free (never a
     * used one: a student's unlock is never taken back). The number taken out is recorded on the order. False when
     * the order is not paid or was already refunded.
     */
    async refund(orderId: string, at: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const order = await trx.selectFrom('school_orders').select(['class_id', 'seats', 'review_reason']).where('id', '=', orderId).executeTakeFirst();
        if (!order) return false;
        const marked = await trx
          .updateTable('school_orders')
          .set({ refunded_at: at, updated_at: at })
          .where('id', '=', orderId)
          .where('status', '=', 'PAID')
          .where('refunded_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return false;
        // An order held for review never added seats, so it takes none out.
        let removed = 0;
        if (!order.review_reason) {
          // The class row is locked by this update's first step on PostgreSQL; the seats taken are read in it.
          await trx
            .updateTable('school_classes')
            .set((eb) => ({ seats_paid: eb.ref('seats_paid') }))
            .where('id', '=', order.class_id)
            .execute();
          const seats = await trx.selectFrom('school_classes').select(['seats_paid', 'seats_used']).where('id', '=', order.class_id).executeTakeFirstOrThrow();
          removed = Math.max(0, Math.min(order.seats, seats.seats_paid - seats.seats_used));
          if (removed > 0) {
            await trx
              .updateTable('school_classes')
              .set((eb) => ({ seats_paid: eb('seats_paid', '-', removed) }))
              .where('id', '=', order.class_id)
              .execute();
          }
        }
        await trx.updateTable('school_orders').set({ refunded_seats: removed }).where('id', '=', orderId).execute();
        return true;
      });
    },
  };
}

export type SchoolLicencesRepository = ReturnType<typeof createSchoolLicencesRepository>;
