import type { Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { UsersTable } from '../../platform/database/schema';
import { ITEM_KINDS, LIST_SECTIONS, type ItemKind } from '../../../shared/curriculum/sections';
import { TABLE_COVERAGE, erasedEmails, ownContactMessages, ownEmails, type ConfirmedAddress, type DataSubject } from './account-data.coverage';

/** Every row that names the person, each table by its own key (user id, address or attempt). */
export function createAccountDataRepository(db: Db) {
  /**
   * Every address the account confirmed, with the span it was theirs: from each use of a confirmation link
   * (email_verifications.used_at; users.email_verified_at for the current address, should it have no link)
   * until another account used a link for the same address. Read before a deletion removes those rows.
   * An address the account only typed (at register, or as a change never confirmed) is not listed: mail Rumo
   * sent for the account to such an address is found by the account's id on the outbox row instead.
   */
  async function addressesOf(user: Pick<Selectable<UsersTable>, 'id' | 'email_normalized' | 'email_verified_at'>): Promise<ConfirmedAddress[]> {
    const used = await db
      .selectFrom('email_verifications')
      .select(['email_normalized', 'used_at'])
      .where('user_id', '=', user.id)
      .where('used_at', 'is not', null)
      .execute();
    const confirmations = used.map((row) => ({ email: row.email_normalized, at: row.used_at! }));
    if (user.email_verified_at !== null && !confirmations.some((c) => c.email === user.email_normalized)) {
      confirmations.push({ email: user.email_normalized, at: user.email_verified_at });
    }
    if (confirmations.length === 0) return [];
    const byOthers = await db
      .selectFrom('email_verifications')
      .select(['email_normalized', 'used_at'])
      .where('user_id', '!=', user.id)
      .where('used_at', 'is not', null)
      .where('email_normalized', 'in', [...new Set(confirmations.map((c) => c.email))])
      .execute();
    return confirmations.map(({ email, at }) => {
      const later = byOthers
        .filter((o) => o.email_normalized === email && o.used_at! > at)
        .map((o) => o.used_at!)
        .sort();
      return { email, from: at, until: later[0] ?? null };
    });
  }

  return {
    findUser(userId: string) {
      return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    },

    addressesOf,

    /** The keys of everything the person owns, for the export and for the deletion. */
    async subjectOf(user: Pick<Selectable<UsersTable>, 'id' | 'email_normalized' | 'email_verified_at'>): Promise<DataSubject> {
      const userId = user.id;
      const attempts = await db.selectFrom('quiz_attempts').select('id').where('user_id', '=', userId).execute();
      const orders = await db.selectFrom('orders').select('id').where('user_id', '=', userId).execute();
      const curriculum = await db.selectFrom('curricula').select('id').where('user_id', '=', userId).executeTakeFirst();
      return {
        userId,
        emailNormalized: user.email_normalized,
        confirmed: await addressesOf(user),
        attemptIds: attempts.map((a) => a.id),
        orderIds: orders.map((o) => o.id),
        curriculumId: curriculum?.id ?? null,
      };
    },

    consents: (userId: string) => db.selectFrom('consent_records').selectAll().where('user_id', '=', userId).orderBy('document').execute(),
    attempts: (userId: string) => db.selectFrom('quiz_attempts').selectAll().where('user_id', '=', userId).orderBy('started_at').execute(),
    answers: (attemptIds: string[]) =>
      attemptIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('quiz_answers').selectAll().where('attempt_id', 'in', attemptIds).orderBy('attempt_id').orderBy('question_id').execute(),
    staffActions: (userId: string) =>
      db.selectFrom('staff_audit_log').select(['action', 'created_at']).where('actor_user_id', '=', userId).orderBy('created_at').execute(),
    orders: (userId: string) => db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    contactMessages: (subject: DataSubject) =>
      db
        .selectFrom('contact_messages')
        .selectAll()
        .where((eb) => ownContactMessages(eb, subject))
        .orderBy('created_at')
        .execute(),
    /** Shared results of the person's attempts, by the attempt each share e-mail's row names (never by its wording). */
    async sharedByEmail(attemptIds: string[]) {
      if (attemptIds.length === 0) return [];
      const rows = await db
        .selectFrom('outbox_emails')
        .select(['to_address', 'attempt_id', 'created_at', 'sent_at'])
        .where('kind', '=', 'shared-result')
        .where('attempt_id', 'in', attemptIds)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({ ...row, attempt_id: row.attempt_id ?? '' }));
    },
    emailsOf: (subject: DataSubject) =>
      db
        .selectFrom('outbox_emails')
        .select(['kind', 'to_address', 'subject', 'status', 'created_at', 'sent_at'])
        .where((eb) => ownEmails(eb, subject))
        .orderBy('created_at')
        .execute(),
    curriculum: (userId: string) => db.selectFrom('curricula').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    async curriculumItems(curriculumId: string) {
      // Every list section's table (shared/curriculum/sections.ts).
      const lists = {} as Record<ItemKind, Record<string, unknown>[]>;
      for (const kind of ITEM_KINDS) {
        const table = LIST_SECTIONS[kind].storage.table as 'curriculum_education';
        const rows = await db.selectFrom(table).selectAll().where('curriculum_id', '=', curriculumId).orderBy('position').execute();
        lists[kind] = rows.map(({ curriculum_id: _c, ...row }) => row);
      }
      return lists;
    },
    /** Every row of the resume's trash, expired or not (an export shows all that is stored), newest first. */
    curriculumTrash: (curriculumId: string) =>
      db.selectFrom('curriculum_trash').selectAll().where('curriculum_id', '=', curriculumId).orderBy('deleted_at', 'desc').orderBy('id', 'desc').execute(),
    curriculumVersions: (curriculumId: string) =>
      db.selectFrom('curriculum_versions').selectAll().where('curriculum_id', '=', curriculumId).orderBy('number').execute(),
    /** The cover letter (decision 0189), or undefined. */
    curriculumLetter: (curriculumId: string) => db.selectFrom('curriculum_letters').selectAll().where('curriculum_id', '=', curriculumId).executeTakeFirst(),
    curriculumLetterVersions: (curriculumId: string) =>
      db
        .selectFrom('curriculum_letter_versions')
        .innerJoin('curriculum_letters', 'curriculum_letters.id', 'curriculum_letter_versions.letter_id')
        .select(['curriculum_letter_versions.number', 'curriculum_letter_versions.document', 'curriculum_letter_versions.created_at'])
        .where('curriculum_letters.curriculum_id', '=', curriculumId)
        .orderBy('curriculum_letter_versions.number')
        .execute(),
    curriculumReviewLinks: (curriculumId: string) =>
      db
        .selectFrom('curriculum_review_links')
        .select(['includes', 'created_at', 'expires_at', 'revoked_at', 'open_count', 'last_opened_at'])
        .where('curriculum_id', '=', curriculumId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    sessions: (userId: string) =>
      db.selectFrom('sessions').select(['created_at', 'expires_at', 'revoked_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
    temporaryPasswords: (userId: string) =>
      db.selectFrom('temporary_passwords').select(['created_at', 'expires_at', 'used_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
    emailVerifications: (userId: string) =>
      db
        .selectFrom('email_verifications')
        .select(['email_normalized', 'created_at', 'expires_at', 'used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
    emailChangeReverts: (userId: string) =>
      db
        .selectFrom('email_change_reverts')
        .select(['old_email', 'created_at', 'expires_at', 'used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
    passwordResetRequests: (emailNormalized: string) =>
      db.selectFrom('password_reset_requests').select('requested_at').where('email_normalized', '=', emailNormalized).execute(),

    /**
     * The deletion, in one transaction: the orders are first copied to
     * retained_orders without anything that names the person, then every
     * table's erase step runs (TABLE_COVERAGE's order). Returns the ids of the
     * outbox rows it erased, whose .eml files go next.
     */
    async erase(subject: DataSubject, anonymisedAt: string, retainUntil: (createdAt: string) => string): Promise<{ outboxIds: string[] }> {
      return db.transaction().execute(async (trx) => {
        const mail = await trx
          .selectFrom('outbox_emails')
          .select('id')
          .where((eb) => erasedEmails(eb, subject))
          .execute();
        const orders = await trx
          .selectFrom('orders')
          .leftJoin('payment_reviews', 'payment_reviews.order_id', 'orders.id')
          .select([
            'orders.id as id',
            'orders.method as method',
            'orders.amount_cents as amount_cents',
            'orders.status as status',
            'orders.gateway as gateway',
            'orders.gateway_order_id as gateway_order_id',
            'orders.created_at as created_at',
            'orders.paid_at as paid_at',
            'payment_reviews.reason as review_reason',
            'payment_reviews.resolved_at as review_resolved_at',
          ])
          .where('orders.user_id', '=', subject.userId)
          .execute();
        if (orders.length > 0) {
          await trx
            .insertInto('retained_orders')
            .values(orders.map((order) => ({ ...order, anonymised_at: anonymisedAt, retain_until: retainUntil(order.created_at) })))
            .execute();
        }
        // The person's school orders are kept in place, anonymised by their erase step: here, until when.
        const schoolOrders = await trx.selectFrom('school_orders').select(['id', 'created_at']).where('educator_id', '=', subject.userId).execute();
        for (const order of schoolOrders) {
          await trx
            .updateTable('school_orders')
            .set({ retain_until: retainUntil(order.created_at) })
            .where('id', '=', order.id)
            .execute();
        }
        for (const coverage of Object.values(TABLE_COVERAGE)) {
          if (coverage.personal) await coverage.erase(trx, subject);
        }
        return { outboxIds: mail.map((m) => m.id) };
      });
    },

    /** Drops retained orders whose tax retention period has ended; how many went. */
    async purgeRetainedOrders(now: string): Promise<number> {
      const result = await db.deleteFrom('retained_orders').where('retain_until', '<=', now).executeTakeFirst();
      const school = await db.deleteFrom('school_orders').where('anonymised_at', 'is not', null).where('retain_until', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows) + Number(school.numDeletedRows);
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
