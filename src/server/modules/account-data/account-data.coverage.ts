import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { CurriculumListTables, Database } from '../../platform/database/schema';
import { ITEM_KINDS, LIST_SECTIONS } from '../../../shared/curriculum/sections';

type CurriculumListTable = keyof CurriculumListTables;

/**
 * A span during which an address was proven to be the account's: from its
 * confirmation (a link used) until another account confirmed it, if one did.
 */
export interface ConfirmedAddress {
  email: string;
  from: string;
  until: string | null;
}

/** Whose data a deletion erases: the account, its addresses and its attempts. */
export interface DataSubject {
  userId: string;
  /** The account's address now, normalized. */
  emailNormalized: string;
  /**
   * Every address the account ever confirmed, with when (account-data.repository `addressesOf`). Data keyed only
   * by an address (contact messages, mail to it) is the account's only inside these spans: an address someone
   * merely typed at register proves nothing, and mail sent to it before, or after someone else took it, is not theirs.
   */
  confirmed: ConfirmedAddress[];
  attemptIds: string[];
  /** Every id of the person's orders (orders are kept, anonymised, in retained_orders). */
  orderIds: string[];
  curriculumId: string | null;
}

/** How one table is covered by the LGPD export and deletion. */
export type TableCoverage =
  | {
      /** Holds the person's data: where the export shows it (a dotted path in the export) and how deletion removes it. */
      personal: true;
      exportedIn: string;
      /** Runs inside the deletion's transaction, in this map's order (children before parents). */
      erase: (trx: Db, subject: DataSubject) => Promise<unknown>;
    }
  | {
      /** Holds nothing that names a person; why, for the reader. */
      personal: false;
      why: string;
    };

function inSpan<T extends 'contact_messages' | 'outbox_emails'>(eb: ExpressionBuilder<Database, T>, span: ConfirmedAddress): Expression<SqlBool>[] {
  const created = eb.ref('created_at' as never) as Expression<string>;
  return [eb(created, '>=', span.from), ...(span.until ? [eb(created, '<', span.until)] : [])];
}

/** The account's contact messages: sent while signed in, or from an address of theirs while it was confirmed. */
export function ownContactMessages(eb: ExpressionBuilder<Database, 'contact_messages'>, s: DataSubject): Expression<SqlBool> {
  const address = eb.fn<string>('lower', [eb.fn<string>('trim', ['email'])]);
  return eb.or([eb('user_id', '=', s.userId), ...s.confirmed.map((span) => eb.and([eb(address, '=', span.email), ...inSpan(eb, span)]))]);
}

/**
 * The account's e-mails: those Rumo sent for it (its links, temporary passwords, receipts, its own contact
 * message; any address it had) or about one of its orders (a guardian's receipt), and any other to or replying
 * to an address of theirs while it was confirmed.
 */
export function ownEmails(eb: ExpressionBuilder<Database, 'outbox_emails'>, s: DataSubject): Expression<SqlBool> {
  return eb.or([
    eb('user_id', '=', s.userId),
    ...(s.orderIds.length > 0 ? [eb('order_id', 'in', s.orderIds)] : []),
    ...s.confirmed.flatMap((span) =>
      (['to_address', 'reply_to'] as const).map((column) => eb.and([eb(eb.fn<string>('lower', [column]), '=', span.email), ...inSpan(eb, span)])),
    ),
  ]);
}

/**
 * Mail to be erased with the account: its own, and the shares of its attempts. Both are found by the references
 * on the outbox rows (user, order, attempt: platform/mail/kinds.ts), never by the words of the e-mail.
 */
export function erasedEmails(eb: ExpressionBuilder<Database, 'outbox_emails'>, s: DataSubject): Expression<SqlBool> {
  return eb.or([ownEmails(eb, s), ...(s.attemptIds.length > 0 ? [eb('attempt_id', 'in', s.attemptIds)] : [])]);
}

/** Tables of the person's attempts hold rows keyed by attempt; an empty list matches nothing. */
function inList(ids: string[]): string[] {
  return ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000'];
}

/**
 * THE one declaration of where personal data lives, table by table (typed
 * against the schema, so a new table does not compile until it is listed
 * here). Deletion runs the `erase` steps in this order in one transaction; the
 * coverage test reads the live schema and checks every table that holds a user
 * id, an e-mail or a name is here, exported and erased.
 */
export const TABLE_COVERAGE: Record<keyof Database, TableCoverage> = {
  // Orders first: copied without the person to retained_orders (account-data.repository), then their review and the order go.
  payment_reviews: {
    personal: true,
    exportedIn: 'orders',
    erase: (trx, s) => trx.deleteFrom('payment_reviews').where('order_id', 'in', inList(s.orderIds)).execute(),
  },
  orders: {
    personal: true,
    exportedIn: 'orders',
    erase: (trx, s) => trx.deleteFrom('orders').where('user_id', '=', s.userId).execute(),
  },
  retained_orders: { personal: false, why: 'orders of deleted accounts: no user, attempt, name, e-mail, CPF or phone (tax retention)' },
  quiz_answers: {
    personal: true,
    exportedIn: 'attempts.answers',
    erase: (trx, s) => trx.deleteFrom('quiz_answers').where('attempt_id', 'in', inList(s.attemptIds)).execute(),
  },
  quiz_attempts: {
    personal: true,
    exportedIn: 'attempts',
    erase: (trx, s) => trx.deleteFrom('quiz_attempts').where('user_id', '=', s.userId).execute(),
  },
  // One table per list section of the resume (shared/curriculum/sections.ts).
  ...(Object.fromEntries(
    ITEM_KINDS.map((kind) => {
      const table = LIST_SECTIONS[kind].storage.table as 'curriculum_education';
      const coverage: TableCoverage = {
        personal: true,
        exportedIn: `curriculum.${kind}`,
        erase: (trx, s) =>
          trx
            .deleteFrom(table)
            .where('curriculum_id', '=', s.curriculumId ?? '')
            .execute(),
      };
      return [table, coverage];
    }),
  ) as Record<CurriculumListTable, TableCoverage>),
  // Review links of the resume (decision 0186): the token is stored only as its hash, and is not exported.
  curriculum_review_links: {
    personal: true,
    exportedIn: 'curriculum.reviewLinks',
    erase: (trx, s) =>
      trx
        .deleteFrom('curriculum_review_links')
        .where('curriculum_id', '=', s.curriculumId ?? '')
        .execute(),
  },
  // The cover letter and its versions (decision 0189): versions before the letter, the letter before the curriculum.
  curriculum_letter_versions: {
    personal: true,
    exportedIn: 'curriculum.letterVersions',
    erase: (trx, s) =>
      trx
        .deleteFrom('curriculum_letter_versions')
        .where('letter_id', 'in', (eb) =>
          eb
            .selectFrom('curriculum_letters')
            .select('id')
            .where('curriculum_id', '=', s.curriculumId ?? ''),
        )
        .execute(),
  },
  curriculum_letters: {
    personal: true,
    exportedIn: 'curriculum.letter',
    erase: (trx, s) =>
      trx
        .deleteFrom('curriculum_letters')
        .where('curriculum_id', '=', s.curriculumId ?? '')
        .execute(),
  },
  curriculum_versions: {
    personal: true,
    exportedIn: 'curriculum.versions',
    erase: (trx, s) =>
      trx
        .deleteFrom('curriculum_versions')
        .where('curriculum_id', '=', s.curriculumId ?? '')
        .execute(),
  },
  curriculum_trash: {
    personal: true,
    exportedIn: 'curriculum.trash',
    erase: (trx, s) =>
      trx
        .deleteFrom('curriculum_trash')
        .where('curriculum_id', '=', s.curriculumId ?? '')
        .execute(),
  },
  curricula: {
    personal: true,
    exportedIn: 'curriculum',
    erase: (trx, s) => trx.deleteFrom('curricula').where('user_id', '=', s.userId).execute(),
  },
  sessions: {
    personal: true,
    exportedIn: 'security.sessions',
    erase: (trx, s) => trx.deleteFrom('sessions').where('user_id', '=', s.userId).execute(),
  },
  temporary_passwords: {
    personal: true,
    exportedIn: 'security.temporaryPasswords',
    erase: (trx, s) => trx.deleteFrom('temporary_passwords').where('user_id', '=', s.userId).execute(),
  },
  email_verifications: {
    personal: true,
    exportedIn: 'security.emailConfirmations',
    erase: (trx, s) => trx.deleteFrom('email_verifications').where('user_id', '=', s.userId).execute(),
  },
  email_change_reverts: {
    personal: true,
    exportedIn: 'security.emailChangeReverts',
    erase: (trx, s) => trx.deleteFrom('email_change_reverts').where('user_id', '=', s.userId).execute(),
  },
  password_reset_requests: {
    personal: true,
    exportedIn: 'security.pendingPasswordResets',
    // Pending requests for the account's address, or one it confirmed (a request names nothing but the address).
    erase: (trx, s) =>
      trx
        .deleteFrom('password_reset_requests')
        .where('email_normalized', 'in', [s.emailNormalized, ...s.confirmed.map((c) => c.email)])
        .execute(),
  },
  consent_records: {
    personal: true,
    exportedIn: 'consents',
    erase: (trx, s) => trx.deleteFrom('consent_records').where('user_id', '=', s.userId).execute(),
  },
  contact_messages: {
    personal: true,
    exportedIn: 'contactMessages',
    // The account's messages (ownContactMessages): never another person's by an address the account did not prove.
    // A staff member who marked messages answered stops being named on them.
    erase: async (trx, s) => {
      await trx.updateTable('contact_messages').set({ answered_by_user_id: null }).where('answered_by_user_id', '=', s.userId).execute();
      return trx
        .deleteFrom('contact_messages')
        .where((eb) => ownContactMessages(eb, s))
        .execute();
    },
  },
  staff_audit_log: {
    personal: true,
    exportedIn: 'staffActions',
    // A staff member's entries stay (what was done to whom, and when, for the people concerned) without naming them:
    // the user id goes, the random pseudonym (actor_ref) stays, so the entries still group by actor.
    erase: (trx, s) => trx.updateTable('staff_audit_log').set({ actor_user_id: null }).where('actor_user_id', '=', s.userId).execute(),
  },
  outbox_emails: {
    personal: true,
    exportedIn: 'emailsSent',
    // The account's mail (ownEmails: by its user id, whatever the address, its orders, or to a confirmed address) and the shares of its attempts (by attempt id).
    erase: (trx, s) =>
      trx
        .deleteFrom('outbox_emails')
        .where((eb) => erasedEmails(eb, s))
        .execute(),
  },
  // The educator request (decision 0194): erased with the account; the staff decisions on it stay in the audit log,
  // whose target is the request's id, which no longer leads to anyone.
  educator_requests: {
    personal: true,
    exportedIn: 'educator',
    erase: (trx, s) => trx.deleteFrom('educator_requests').where('user_id', '=', s.userId).execute(),
  },
  // Projeto de Vida classes (decision 0195): a student's memberships leave with them (and so their data leaves the
  // class's numbers); an educator's classes close and lose their educator and code, so their students keep their own
  // results and nothing leads back to the educator.
  class_memberships: {
    personal: true,
    exportedIn: 'schools.memberships',
    erase: (trx, s) => trx.deleteFrom('class_memberships').where('user_id', '=', s.userId).execute(),
  },
  school_classes: {
    personal: true,
    exportedIn: 'schools.classes',
    erase: (trx, s) =>
      trx
        .updateTable('school_classes')
        .set((eb) => ({ educator_id: null, status: 'closed', join_code: null, closed_at: eb.fn.coalesce('closed_at', eb.val(new Date().toISOString())) }))
        .where('educator_id', '=', s.userId)
        .execute(),
  },
  // School licences (decision 0197): an educator's seat orders stay for the tax retention, anonymised in place like
  // personal orders (no educator, payer name, CPF/CNPJ, idempotency key or PIX code; account-data.repository sets
  // retain_until first), so the class keeps its seats and staff can still refund; a student's seat use goes with
  // them (the seat stays used: the class paid for it).
  school_orders: {
    personal: true,
    exportedIn: 'schoolLicences.orders',
    erase: (trx, s) =>
      trx
        .updateTable('school_orders')
        .set({
          educator_id: null,
          idempotency_key: null,
          payer_name: null,
          payer_document: null,
          payer_document_type: null,
          pix_qr_code: null,
          pix_qr_code_url: null,
          anonymised_at: new Date().toISOString(),
        })
        .where('educator_id', '=', s.userId)
        .execute(),
  },
  school_seat_uses: {
    personal: true,
    exportedIn: 'schoolLicences.seatUses',
    erase: (trx, s) => trx.deleteFrom('school_seat_uses').where('user_id', '=', s.userId).execute(),
  },
  users: {
    personal: true,
    exportedIn: 'account',
    erase: (trx, s) => trx.deleteFrom('users').where('id', '=', s.userId).execute(),
  },
  rate_limit_windows: { personal: false, why: 'keys are SHA-256 of the limit and subject; windows expire on their own' },
  sandbox_card_tokens: { personal: false, why: 'the offline payment sandbox: outcome and dates only' },
  sandbox_orders: { personal: false, why: 'the offline payment sandbox: amounts and codes only' },
};

/**
 * Folders under DATA_DIR that may hold personal data, and what else is there.
 * The coverage test fails on any other folder found after a full journey.
 */
export const FILE_STORES = {
  /** The paid report PDFs, named `<attemptId>-…pdf`: erased by attempt id. */
  reports: { personal: true, exportedIn: 'attempts', erasedBy: 'attempt id in the file name' },
  /** The resume PDFs and Word files, named `<curriculumId>-…pdf` and `<curriculumId>-…docx`, and the cover letter's, `letter-<curriculumId>-…`: erased by curriculum id. */
  resumes: { personal: true, exportedIn: 'curriculum', erasedBy: 'curriculum id in the file name' },
  /** The file mailer's .eml files: those of the outbox rows the deletion erases (by the row id in the file name). */
  mail: { personal: true, exportedIn: 'emailsSent', erasedBy: 'outbox id in the file name (older files: a confirmed address or an attempt id in the message)' },
} as const;

/** Files and folders in DATA_DIR that are not a store of personal files (the database itself). */
export const DATA_DIR_OTHER_ENTRIES = [/^rumo\.sqlite(-wal|-shm|-journal)?$/] as const;
