import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { Db } from '../database/database';
import type { Mailer } from './mailer';
import { renderMail, type MailContent } from './content';
import { MAIL_KINDS, type MailKind, type MailReference } from './kinds';
import { createPollingWorker } from '../polling-worker';

/**
 * Every outgoing e-mail is first a row in `outbox_emails` (so a restart loses
 * nothing), then a worker sends it and marks it SENT. A message is claimed with
 * a time-limited lock before sending, so two workers never send the same one;
 * a failed send is retried with exponential backoff.
 */

export interface OutboxSettings {
  pollIntervalMs: number;
  /** How long a claimed message is held before another worker may take it. */
  lockMs: number;
  maxAttempts: number;
  baseBackoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = {
  pollIntervalMs: 2_000,
  lockMs: 60_000,
  maxAttempts: 10,
  baseBackoffMs: 5_000,
  maxBackoffMs: 3_600_000,
};

/**
 * What a caller queues: the recipient, the e-mail (written once as blocks, rendered here to text and HTML), an
 * optional Reply-To, the account it is for, and the reference its kind asks for (MAIL_KINDS: the attempt a share
 * shows, the order a receipt is for).
 */
export type OutboxMessage<K extends MailKind> = {
  to: string;
  content: MailContent;
  replyTo?: string;
  /** The account Rumo sends it for (its own links, passwords, receipts, contact message): its export shows it and its deletion erases it, whatever the address. */
  userId?: string;
} & MailReference<K>;

/** What stays of a secret message's body after it was sent. */
export const ERASED_SECRET_BODY = '[apagado após o envio]';

export interface Outbox {
  /**
   * Queues a message of a kind listed in MAIL_KINDS (whose rule says whether its body is a secret to erase once sent).
   * Given a transaction as `executor`, the row commits (or rolls back) with the caller's own writes, so the e-mail
   * exists if and only if the change it reports was committed; call wake() after the commit.
   */
  enqueue<K extends MailKind>(kind: K, message: OutboxMessage<K>, executor?: Db): Promise<string>;
  /** Runs a pass now instead of at the next poll: after a transaction that queued mail has committed. */
  wake(): void;
  start(): void;
  /** Stops the worker after the send in flight, if any. */
  stop(): Promise<void>;
  /** Sends everything due now; resolves when done. Used by the worker loop and by tests. */
  runOnce(): Promise<number>;
}

export function backoffMs(attempts: number, settings: Pick<OutboxSettings, 'baseBackoffMs' | 'maxBackoffMs'>): number {
  return Math.min(settings.baseBackoffMs * 2 ** Math.max(0, attempts - 1), settings.maxBackoffMs);
}

export function createOutbox(deps: { db: Db; mailer: Mailer; log: Logger; settings?: Partial<OutboxSettings>; now?: () => Date }): Outbox {
  const { db, mailer, log } = deps;
  const settings = { ...DEFAULT_OUTBOX_SETTINGS, ...deps.settings };
  const now = deps.now ?? (() => new Date());

  /**
   * Takes the message if it is still pending, due and not held by another worker
   * (since it was listed, another worker may have sent it, or failed it and
   * rescheduled it). Returns the lock's expiry, which identifies this hold, or null.
   */
  async function claim(id: string): Promise<string | null> {
    const t = now();
    const lockedUntil = new Date(t.getTime() + settings.lockMs).toISOString();
    const result = await db
      .updateTable('outbox_emails')
      .set({ locked_until: lockedUntil })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .where('next_attempt_at', '<=', t.toISOString())
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', t.toISOString())]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? lockedUntil : null;
  }

  async function sendDue(halted: () => boolean): Promise<number> {
    const t = now().toISOString();
    const due = await db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('status', '=', 'PENDING')
      .where('next_attempt_at', '<=', t)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', t)]))
      .orderBy('created_at')
      .limit(20)
      .execute();
    let sent = 0;
    for (const row of due) {
      if (halted()) break;
      const lockedUntil = await claim(row.id);
      if (lockedUntil === null) continue;
      try {
        await mailer.send(
          {
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body,
            ...(row.reply_to ? { replyTo: row.reply_to } : {}),
          },
          row.id,
        );
        await db
          .updateTable('outbox_emails')
          .set({
            status: 'SENT',
            sent_at: now().toISOString(),
            locked_until: null,
            attempts: row.attempts + 1,
            last_error: null,
            ...(row.secret === 1 ? { text_body: ERASED_SECRET_BODY, html_body: ERASED_SECRET_BODY } : {}),
          })
          .where('id', '=', row.id)
          .execute();
        sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        const giveUp = attempts >= settings.maxAttempts;
        log.warn({ err: error, outboxId: row.id, kind: row.kind, attempts, giveUp }, 'e-mail delivery failed');
        await db
          .updateTable('outbox_emails')
          .set({
            status: giveUp ? 'FAILED' : 'PENDING',
            attempts,
            locked_until: null,
            last_error: String((error as Error).message ?? error).slice(0, 500),
            next_attempt_at: new Date(now().getTime() + backoffMs(attempts, settings)).toISOString(),
          })
          .where('id', '=', row.id)
          // Only while the hold is still ours: if it ran out, another worker may have sent it since.
          .where('status', '=', 'PENDING')
          .where('locked_until', '=', lockedUntil)
          .execute();
      }
    }
    return sent;
  }

  const worker = createPollingWorker({ name: 'outbox', pollIntervalMs: settings.pollIntervalMs, log, pass: sendDue });

  return {
    async enqueue(kind, message, executor = db) {
      const id = randomUUID();
      const t = now().toISOString();
      const { subject, text, html } = renderMail(message.content);
      await executor
        .insertInto('outbox_emails')
        .values({
          id,
          kind,
          to_address: message.to,
          reply_to: message.replyTo ?? null,
          subject,
          text_body: text,
          html_body: html,
          status: 'PENDING',
          attempts: 0,
          next_attempt_at: t,
          locked_until: null,
          last_error: null,
          created_at: t,
          sent_at: null,
          secret: MAIL_KINDS[kind].secret ? 1 : 0,
          user_id: message.userId ?? null,
          attempt_id: message.attemptId ?? null,
          order_id: message.orderId ?? null,
        })
        .execute();
      // Deliver promptly instead of waiting for the next poll; a row inside a
      // transaction is not visible yet, so that caller wakes us after its commit.
      if (executor === db) worker.wake();
      return id;
    },
    wake: worker.wake,
    start: worker.start,
    stop: worker.stop,
    runOnce: worker.runOnce,
  };
}
