import type { Generated } from 'kysely';
import type { AccountStatus, Role } from '../../../shared/contracts/auth.contract';
import type { AuditAction, PaymentReviewReason } from '../../../shared/contracts/staff.contract';
import type { EducatorRole, EducatorStatus } from '../../../shared/contracts/educator.contract';
import type { ClassGrade, ClassStatus } from '../../../shared/contracts/schools.contract';
import type { z } from 'zod';
import type { attemptStatusSchema, reportStatusSchema } from '../../../shared/contracts/quiz.contract';
import type { gatewaySchema, orderStatusSchema, PaymentMethod } from '../../../shared/contracts/payment.contract';
import type { AgeBand } from '../../../shared/domain/age-band';
import type { SchoolStage, Situation, Uf } from '../../../shared/domain/life-stage';
import type { CurriculumDesign, CurriculumType } from '../../../shared/curriculum/rules';
import type { ItemKind, SectionItem, SectionTable } from '../../../shared/curriculum/sections';
import type { LetterTarget } from '../../../shared/curriculum/letter';
import type { MailKind } from '../mail/kinds';

/**
 * Table types for Kysely. Portable between SQLite and PostgreSQL on purpose:
 * timestamps are ISO-8601 UTC text (sortable as text), booleans are 0/1 integers,
 * ids are random UUID text.
 */

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  /** Lower-cased e-mail; unique, so e-mail identity ignores case. */
  email_normalized: string;
  password_hash: string;
  document: string | null;
  phone: string | null;
  account_status: AccountStatus;
  can_access_curriculum: number;
  created_at: string;
  updated_at: string;
  last_quiz_completed_at: string | null;
  role: Role;
  /** When the current address was confirmed through its link; null until then, and again after an e-mail change. */
  email_verified_at: string | null;
  /** The person's age band (shared/domain/age-band.ts); null until asked (before the first payment, or on /profile). */
  age_band: AgeBand | null;
  /** The optional stage-of-life answers (shared/domain/life-stage.ts, issue 27); null until answered or when skipped. */
  school_stage: SchoolStage | null;
  situation: Situation | null;
  uf: Uf | null;
  /** The staff member's pseudonym on their audit entries (random; set with their first entry). */
  audit_ref: string | null;
  /** 1 when the current address was confirmed by its owner signed in to this account (the staff domain's skip-to-result needs it). */
  email_verified_in_session: number;
  /** An address change waiting for its confirmation link; the current address keeps working until then. */
  pending_email: string | null;
  pending_email_normalized: string | null;
}

/** The link mailed to the old address when the address changes: it undoes the change for 7 days. */
export interface EmailChangeRevertsTable {
  id: string;
  user_id: string;
  old_email: string;
  old_email_normalized: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A confirmation link sent by e-mail: single use, expiring; only the token's SHA-256 is stored. */
export interface EmailVerificationsTable {
  id: string;
  user_id: string;
  /** The address the link confirms, normalized; it confirms nothing once the account's address is another. */
  email_normalized: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Set when the session was opened with a temporary password. */
  temporary_password_id: string | null;
  /** The login this session descends from through /auth/refresh: the id of that login's session. */
  family_id: string;
  /** When /auth/refresh replaced this session; a use of it after the grace period means a stolen copy. */
  rotated_at: string | null;
}

export interface TemporaryPasswordsTable {
  id: string;
  user_id: string;
  password_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A forgot-password request not resolved yet (for an unknown e-mail too); removed once resolved. */
export interface PasswordResetRequestsTable {
  id: string;
  email_normalized: string;
  requested_at: string;
  /** A worker holds the request until then; a crashed worker's hold simply runs out. */
  locked_until: string | null;
  /** Times a worker took it; past the limit it is dropped. */
  attempts: number;
}

export type AttemptStatus = z.infer<typeof attemptStatusSchema>;
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export interface QuizAttemptsTable {
  id: string;
  user_id: string;
  status: AttemptStatus;
  question_set_version: string;
  started_at: string;
  completed_at: string | null;
  duration_seconds: number | null;
  dominant_profile_id: number | null;
  secondary_profile_id: number | null;
  /** JSON of the scoring engine's ScoreResult, kept whole for the full analysis. */
  score_result: string | null;
  report_status: ReportStatus;
  updated_at: string;
  /** Saved position (0-based question index) while in progress; cleared on completion. */
  saved_index: number | null;
  /** Answer count of the last milestone recorded; cleared on completion. */
  saved_milestone: number | null;
  /** When the position was last saved (server time). */
  progress_saved_at: string | null;
  /** The profile the person picked as most like them, of a perfil misto (issue 25); never part of the scores. */
  profile_pick: number | null;
  /** When they picked it (null with no pick). */
  profile_pick_at: string | null;
  /** The answer-quality gate's verdict once completed: 1 conclusive, 0 inconclusive; null while in progress. */
  conclusive: number | null;
  /** When the owner turned sharing on (issue 26); null while the result is private, the default. */
  shared_at: string | null;
}

export interface QuizAnswersTable {
  attempt_id: string;
  /** The statement id, which is also the wire's questionOrder. */
  question_id: number;
  value: number;
  answered_at: string;
}

export interface OrdersTable {
  id: string;
  attempt_id: string;
  user_id: string;
  idempotency_key: string;
  method: PaymentMethod;
  amount_cents: number;
  status: z.infer<typeof orderStatusSchema>;
  gateway: z.infer<typeof gatewaySchema>;
  gateway_order_id: string | null;
  pix_qr_code: string | null;
  pix_qr_code_url: string | null;
  pix_expires_at: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** When polling last read this order from the gateway (F14: at most once per PAYMENT_GATEWAY_READ_INTERVAL_MS). */
  gateway_checked_at: string | null;
  /** The guardian who authorised a purchase by someone under 16 (they get the receipt and a note); null otherwise. */
  guardian_name: string | null;
  guardian_email: string | null;
}

/** Why a paid order was held for a person: a second payment of a paid attempt (to refund), or a mismatch (not unlocked). */
export type { PaymentReviewReason };

/** A paid order that did not unlock, for staff to resolve (one per order). */
export interface PaymentReviewsTable {
  id: string;
  order_id: string;
  reason: PaymentReviewReason;
  gateway: OrdersTable['gateway'];
  gateway_order_id: string | null;
  expected_amount_cents: number;
  expected_currency: string;
  /** What the gateway says was paid; null when it did not say. */
  paid_amount_cents: number | null;
  paid_currency: string | null;
  created_at: string;
  resolved_at: string | null;
}

export interface SandboxCardTokensTable {
  id: string;
  outcome: 'approved' | 'refused' | 'pending';
  created_at: string;
  used_at: string | null;
}

export interface SandboxOrdersTable {
  id: string;
  code: string;
  method: PaymentMethod;
  amount_cents: number;
  status: 'pending' | 'paid' | 'failed' | 'canceled';
  approve_at: string | null;
  pix_qr_code: string | null;
  pix_qr_code_url: string | null;
  pix_expires_at: string | null;
  created_at: string;
}

export interface OutboxEmailsTable {
  id: string;
  /** Which e-mail it is (platform/mail/kinds.ts). */
  kind: MailKind;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: 'PENDING' | 'SENT' | 'FAILED';
  attempts: number;
  next_attempt_at: string;
  /** A worker holds the message until then; a crashed worker's hold simply runs out. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** 1 when the body holds a one-time secret (link, password): it is replaced by ERASED_SECRET_BODY once sent. */
  secret: number;
  /** The account Rumo sent it for (its links, temporary passwords, receipts, its own contact message); null for anyone else's mail. */
  user_id: string | null;
  /** The attempt it is about (a shared result: MAIL_KINDS' `reference`); the LGPD export and deletion find it by this. */
  attempt_id: string | null;
  /** The order it is about (a receipt, to the buyer or a guardian). */
  order_id: string | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string;
  created_at: string;
  /** Marked by staff in the console once answered (by e-mail, from the support mailbox). */
  answered_at: string | null;
  /** The staff member who marked it (a users.id; null once that account was deleted). */
  answered_by_user_id: string | null;
  /** The account signed in when it was sent; null for a visitor (then only a confirmed address links it to an account). */
  user_id: string | null;
}

export interface CurriculaTable {
  id: string;
  /** One curriculum per user (unique). */
  user_id: string;
  type: CurriculumType;
  design: CurriculumDesign;
  full_name: string;
  age: string;
  address: string;
  phone: string;
  email: string;
  linkedin: string;
  objective: string;
  availability: string;
  /** JSON array of strings. */
  differentials: string;
  created_at: string;
  updated_at: string;
}

/** What every item list has; `position` is the spec's `order`. */
interface CurriculumItemColumns {
  id: string;
  curriculum_id: string;
  position: number;
}

/**
 * One table per list section of the registry (shared/curriculum/sections.ts):
 * named by its `storage.table`, with a column per field under the field's name.
 */
export type CurriculumListTables = { [K in ItemKind as SectionTable<K>]: CurriculumItemColumns & SectionItem<K> };

/** An item taken out of a curriculum, kept for restore until `expires_at` (decision 0185). */
export interface CurriculumTrashTable {
  id: string;
  curriculum_id: string;
  /** The list section (shared/curriculum/sections.ts). */
  kind: string;
  /** The item's id when it was in the list. */
  item_id: string;
  /** JSON of the item's fields and its order. */
  item: string;
  /** 'deleted' (DELETE of the item) or 'replaced' (a version restore took it out). */
  cause: string;
  deleted_at: string;
  expires_at: string;
}

export interface CurriculumVersionsTable {
  curriculum_id: string;
  /** 1, 2, 3… per curriculum; only the last few are kept. */
  number: number;
  /** JSON of the whole saved curriculum at that save. */
  document: string;
  created_at: string;
  /** Why it was kept (shared/curriculum/versions.ts VERSION_REASONS); 'earlier' for versions older than migration 0027. */
  reason: Generated<string>;
  /** The finished section's name, for reason 'section'. */
  section: string | null;
}

/**
 * A private review link of a resume (decision 0186): only the token's SHA-256 is stored.
 * Live while `revoked_at` is null and `expires_at` is ahead.
 */
export interface CurriculumReviewLinksTable {
  id: string;
  curriculum_id: string;
  token_hash: string;
  /** JSON array of the documents it shows (REVIEW_LINK_DOCUMENTS): ["resume"], or with "letter". */
  includes: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Openings of the document. */
  open_count: number;
  last_opened_at: string | null;
}

/** A resume's cover letter (decision 0189): one per curriculum. */
export interface CurriculumLettersTable {
  id: string;
  curriculum_id: string;
  target: LetterTarget;
  organization: string;
  intro: string;
  motivation: string;
  contribution: string;
  /** JSON of the paragraphs suggested at the last save ({ intro, motivation, contribution }). */
  suggested: string;
  created_at: string;
  updated_at: string;
}

export interface CurriculumLetterVersionsTable {
  letter_id: string;
  /** 1, 2, 3… per letter; only the last few are kept. */
  number: number;
  /** JSON of the saved letter at that save. */
  document: string;
  created_at: string;
}

/** One fixed window of a rate limit. `key` is the SHA-256 of the limit's name and subject (never an e-mail or IP in clear). */
export interface RateLimitWindowsTable {
  key: string;
  count: number;
  /** When the window ends (ISO-8601 UTC); the next hit after it opens a new window. */
  reset_at: string;
}

/** What a person accepted at register: one row per legal document (`terms`, `privacy`) and its version. */
export interface ConsentRecordsTable {
  id: string;
  user_id: string;
  document: 'terms' | 'privacy';
  version: string;
  accepted_at: string;
}

/** An order of a deleted account, kept for the tax retention period with nothing that names the person. */
export interface RetainedOrdersTable {
  /** The order's id (it named nobody). */
  id: string;
  method: OrdersTable['method'];
  amount_cents: number;
  status: OrdersTable['status'];
  gateway: OrdersTable['gateway'];
  gateway_order_id: string | null;
  created_at: string;
  paid_at: string | null;
  /** The order's payment review, if it had one (staff still resolve refunds). */
  review_reason: PaymentReviewReason | null;
  review_resolved_at: string | null;
  anonymised_at: string;
  /** When the record may be dropped: the end of the tax retention period. */
  retain_until: string;
}

/** Who on the staff did what, when: every console action on a person's data (admins read it). */
export interface StaffAuditLogTable {
  id: string;
  /** The staff member (a users.id); null once that account was deleted. */
  actor_user_id: string | null;
  /** The staff member's pseudonym (users.audit_ref), kept after their account is deleted; null only on entries older than it. */
  actor_ref: string | null;
  action: AuditAction;
  /** An order, review, message or user id; never an e-mail or a name. */
  target_id: string | null;
  created_at: string;
}

/** Educator requests (decision 0194): one per account; a refused one is asked again on the same row. */
export interface EducatorRequestsTable {
  id: string;
  user_id: string;
  school: string;
  city: string;
  uf: Uf;
  role: EducatorRole;
  status: EducatorStatus;
  created_at: string;
  decided_at: string | null;
  /** Staff's reason for a refusal, shown to the person. */
  refusal_reason: string | null;
}

/** A Projeto de Vida class (decision 0195); `educator_id` null once the educator's account is deleted (the class is then closed). */
export interface SchoolClassesTable {
  id: string;
  educator_id: string | null;
  name: string;
  school: string;
  grade: ClassGrade;
  year: number;
  status: ClassStatus;
  /** Unique; null once the class is closed. */
  join_code: string | null;
  code_created_at: string | null;
  /** The school licence's seats: paid, and taken by students who finished (one each, taken by a conditional update). */
  seats_paid: Generated<number>;
  seats_used: Generated<number>;
  created_at: string;
  closed_at: string | null;
}

/**
 * An educator's order of seats for a class (school licences, decision 0197). Once the educator deletes their
 * account it is kept for the tax retention anonymised (no educator, payer name or document, idempotency key or
 * PIX code): `anonymised_at` and `retain_until` are then set, and the row goes at `retain_until`.
 */
export interface SchoolOrdersTable {
  id: string;
  class_id: string;
  educator_id: string | null;
  idempotency_key: string | null;
  seats: number;
  method: PaymentMethod;
  amount_cents: number;
  status: z.infer<typeof orderStatusSchema>;
  gateway: z.infer<typeof gatewaySchema>;
  gateway_order_id: string | null;
  pix_qr_code: string | null;
  pix_qr_code_url: string | null;
  pix_expires_at: string | null;
  payer_name: string | null;
  /** CPF digits or CNPJ characters (upper case, no mask). */
  payer_document: string | null;
  payer_document_type: 'CPF' | 'CNPJ' | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** When polling last read this order from the gateway (at most once per 5 s). */
  gateway_checked_at: string | null;
  /** A paid amount or currency that did not match ours: no seats were added, staff refund it. */
  review_reason: PaymentReviewReason | null;
  refunded_at: string | null;
  /** The free seats the refund took out of the class. */
  refunded_seats: number | null;
  anonymised_at: string | null;
  retain_until: string | null;
}

/** The seat that unlocked a student's report: one per student ever (user_id is the key), across all classes. */
export interface SchoolSeatUsesTable {
  user_id: string;
  class_id: string;
  attempt_id: string;
  used_at: string;
}

/** A student's membership of a class, their own choice; `show_result` (0/1) is their opt-in, off by default. */
export interface ClassMembershipsTable {
  class_id: string;
  user_id: string;
  joined_at: string;
  show_result: Generated<number>;
  show_result_at: string | null;
}

export interface Database extends CurriculumListTables {
  users: UsersTable;
  sessions: SessionsTable;
  temporary_passwords: TemporaryPasswordsTable;
  password_reset_requests: PasswordResetRequestsTable;
  email_verifications: EmailVerificationsTable;
  email_change_reverts: EmailChangeRevertsTable;
  quiz_attempts: QuizAttemptsTable;
  quiz_answers: QuizAnswersTable;
  orders: OrdersTable;
  payment_reviews: PaymentReviewsTable;
  sandbox_card_tokens: SandboxCardTokensTable;
  sandbox_orders: SandboxOrdersTable;
  outbox_emails: OutboxEmailsTable;
  contact_messages: ContactMessagesTable;
  curricula: CurriculaTable;
  curriculum_versions: CurriculumVersionsTable;
  curriculum_trash: CurriculumTrashTable;
  curriculum_review_links: CurriculumReviewLinksTable;
  curriculum_letters: CurriculumLettersTable;
  curriculum_letter_versions: CurriculumLetterVersionsTable;
  rate_limit_windows: RateLimitWindowsTable;
  consent_records: ConsentRecordsTable;
  retained_orders: RetainedOrdersTable;
  staff_audit_log: StaffAuditLogTable;
  educator_requests: EducatorRequestsTable;
  school_classes: SchoolClassesTable;
  class_memberships: ClassMembershipsTable;
  school_orders: SchoolOrdersTable;
  school_seat_uses: SchoolSeatUsesTable;
}

export type { Generated };
