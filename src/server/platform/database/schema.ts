import type { Generated } from 'kysely';

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
  account_status: 'Active' | 'Inactive' | 'Suspended' | 'Pending';
  can_access_curriculum: number;
  created_at: string;
  updated_at: string;
  last_quiz_completed_at: string | null;
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
}

export interface TemporaryPasswordsTable {
  id: string;
  user_id: string;
  password_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type AttemptStatus = 'IN_PROGRESS' | 'COMPLETED';
export type ReportStatus = 'FREE' | 'PAID';

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
  method: 'pix' | 'credit_card';
  amount_cents: number;
  status: 'PAID' | 'PENDING' | 'FAILED';
  gateway: 'sandbox' | 'pagarme';
  gateway_order_id: string | null;
  pix_qr_code: string | null;
  pix_qr_code_url: string | null;
  pix_expires_at: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
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
  method: 'pix' | 'credit_card';
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
  kind: string;
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
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  temporary_passwords: TemporaryPasswordsTable;
  quiz_attempts: QuizAttemptsTable;
  quiz_answers: QuizAnswersTable;
  orders: OrdersTable;
  sandbox_card_tokens: SandboxCardTokensTable;
  sandbox_orders: SandboxOrdersTable;
  outbox_emails: OutboxEmailsTable;
  contact_messages: ContactMessagesTable;
}

export type { Generated };
