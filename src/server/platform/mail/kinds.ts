/**
 * THE list of e-mails Rumo sends: each kind once, with what the outbox must
 * know of it. `outbox.enqueue(kind, …)` takes only these (and asks for the
 * reference a kind names), and `outbox_emails.kind` is typed by them.
 */
export interface MailKindRule {
  /** The body holds a one-time secret (a link, a temporary password): the outbox erases it from the row once sent. */
  secret: boolean;
  /**
   * What the message is about, kept on its row (`outbox_emails.attempt_id` or `order_id`): the LGPD export and the
   * deletion find it by that, never by its wording. null when the account's id (or the address) is all it concerns.
   */
  reference: 'attempt' | 'order' | null;
}

export const MAIL_KINDS = {
  /** auth: the link that confirms an address. */
  'email-confirmation': { secret: true, reference: null },
  /** account: to the current address when the account asks to move to another one, with the link that undoes it. */
  'email-change-requested': { secret: true, reference: null },
  /** account: to an address that already has an account, when another account asked to move to it. */
  'email-in-use-notice': { secret: false, reference: null },
  /** auth: the forgot-password e-mail. */
  'temporary-password': { secret: true, reference: null },
  /** results: a result its owner shared with someone, by e-mail. */
  'shared-result': { secret: false, reference: 'attempt' },
  /** payment: the receipt to the buyer. */
  'payment-receipt': { secret: false, reference: 'order' },
  /** payment: the receipt and note to the guardian of a buyer under 16. */
  'payment-guardian-receipt': { secret: false, reference: 'order' },
  /** contact: a contact form message, to support. */
  contact: { secret: false, reference: null },
} as const satisfies Record<string, MailKindRule>;

export type MailKind = keyof typeof MAIL_KINDS;

/** Every kind, for a check that walks them all. */
export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKind[];

type ReferenceOf<K extends MailKind> = (typeof MAIL_KINDS)[K]['reference'];

/** The reference a kind's row must carry: an attempt's id, an order's id, or neither. */
export type MailReference<K extends MailKind> =
  ReferenceOf<K> extends 'attempt'
    ? { attemptId: string; orderId?: never }
    : ReferenceOf<K> extends 'order'
      ? { orderId: string; attemptId?: never }
      : { attemptId?: never; orderId?: never };
