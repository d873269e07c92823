import { randomUUID } from 'node:crypto';
import type { Logger } from '../../platform/logger';
import type { PaymentConfig } from '../../config';
import { CPF_MESSAGES, PHONE_MESSAGES } from '../../../shared/contracts/auth.contract';
import { PAYMENT_MESSAGES, createOrderContract, type OrderStatus } from '../../../shared/contracts/payment.contract';
import type { ContractParsedBody } from '../../../shared/contracts/contract';
import type { AuthContext } from '../../platform/http/auth-context';
import type { Outbox } from '../../platform/mail/outbox';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/database/constraint-errors';
import { ORDER_CURRENCY, PaymentGatewayError, type GatewayOrder, type PaymentGateway } from './payment-gateway';
import type { OrderRow, PaymentRepository, PaymentReviewRow } from './payment.repository';

type PaymentReviewReason = PaymentReviewRow['reason'];
import { guardianReceiptEmail, paymentReceiptEmail } from './payment.emails';
import { AGE_BAND_MESSAGES, needsGuardian } from '../../../shared/domain/age-band';
import { normalizeEmail } from '../../../shared/domain/email';
import { firstName } from '../../../shared/domain/person-name';
import { QUIZ_MESSAGES } from '../../../shared/contracts/quiz.contract';
import { readStoredQuality } from '../../../shared/scoring/stored-result';
import { formatPrice } from '../../../shared/constants/price';

export class PaymentUnavailableError extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}

/** The same Idempotency-Key sent again for another attempt or another payment method. */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(422, PAYMENT_MESSAGES.idempotencyKeyReused);
  }
}

/**
 * Our order whose gateway order was never confirmed: the call to create it
 * timed out, answered 5xx or answered something unusable, so the gateway may
 * or may not have created (and charged) it. Stored as FAILED with no gateway
 * id; only a webhook naming our order id as its `code` can settle it.
 */
export function creationOutcomeUnknown(order: Pick<OrderRow, 'status' | 'gateway_order_id'>): boolean {
  return order.status === 'FAILED' && !order.gateway_order_id;
}

/** The 502 of spec §8 for a gateway outage at create-order. */
function gatewayUnavailable(method: OrderRow['method']): PaymentUnavailableError {
  return new PaymentUnavailableError(method === 'pix' ? PAYMENT_MESSAGES.pixError : PAYMENT_MESSAGES.cardError);
}

/** Another module's orders at the same gateway (school licences): told of a webhook for a gateway order that is none of ours; true when it was theirs. */
export type GatewayNoticeHandler = (notice: { gatewayOrderId: string; code?: string | null | undefined }) => Promise<boolean>;

export interface PaymentServiceDeps {
  repository: PaymentRepository;
  gateway: PaymentGateway;
  settings: Pick<PaymentConfig, 'priceCents' | 'pixExpiresInSeconds'> & { publicUrl: string; supportEmail: string };
  outbox: Pick<Outbox, 'enqueue' | 'wake'>;
  log: Logger;
  now?: () => Date;
}

/** The create-order body as the route hands it over (parsed by its contract). */
type CreateOrderInput = ContractParsedBody<typeof createOrderContract>;

/**
 * Polling reads a pending order from the gateway at most this often (F14); in
 * between it answers what we have, and the webhook brings news at once.
 */
export const GATEWAY_READ_INTERVAL_MS = 5_000;

/** Longer than the gateway adapter's own timeout, so a replay outlasts the first request. */
const REPLAY_WAIT_MS = 20_000;

/** Why a payment the gateway calls paid cannot unlock our order; null when it matches. */
export function paymentMismatch(order: Pick<OrderRow, 'amount_cents'>, paid: GatewayOrder['paid']): PaymentReviewReason | null {
  if (!paid || paid.amountCents === null) return 'amount-unknown';
  if (paid.currency !== ORDER_CURRENCY) return 'currency-mismatch';
  if (paid.amountCents !== order.amount_cents) return 'amount-mismatch';
  return null;
}

/** The guardian of a buyer under 16: both fields, and an address other than the buyer's own. */
function requireGuardian(input: Pick<CreateOrderInput, 'guardianName' | 'guardianEmail'>, buyerEmail: string): { name: string; email: string } {
  if (!input.guardianName) throw new BadRequestError(AGE_BAND_MESSAGES.guardianNameRequired);
  if (!input.guardianEmail) throw new BadRequestError(AGE_BAND_MESSAGES.guardianEmailRequired);
  if (normalizeEmail(input.guardianEmail) === normalizeEmail(buyerEmail)) throw new BadRequestError(AGE_BAND_MESSAGES.guardianIsYou);
  return { name: input.guardianName, email: input.guardianEmail };
}

export function createPaymentService(deps: PaymentServiceDeps) {
  const { repository, gateway, settings, outbox, log } = deps;
  const now = deps.now ?? (() => new Date());
  const otherOrders: GatewayNoticeHandler[] = [];

  function pixView(order: OrderRow) {
    if (order.method !== 'pix' || !order.pix_qr_code || !order.pix_qr_code_url || !order.pix_expires_at) return null;
    const expiresIn = Math.max(0, Math.round((new Date(order.pix_expires_at).getTime() - now().getTime()) / 1000));
    return { qrCode: order.pix_qr_code, qrCodeUrl: order.pix_qr_code_url, expiresIn };
  }

  /** A paid order that staff must look at: held for a mismatch, or a second payment to refund. */
  function reviewRow(order: OrderRow, remote: GatewayOrder, reason: PaymentReviewReason, at: string): PaymentReviewRow {
    return {
      id: randomUUID(),
      order_id: order.id,
      reason,
      gateway: order.gateway,
      gateway_order_id: remote.gatewayOrderId,
      expected_amount_cents: order.amount_cents,
      expected_currency: ORDER_CURRENCY,
      paid_amount_cents: remote.paid?.amountCents ?? null,
      paid_currency: remote.paid?.currency ?? null,
      created_at: at,
      resolved_at: null,
    };
  }

  /**
   * A paid order unlocks only for what we asked: its amount, in reais. Anything
   * else (1 cent, another currency, a paid order that does not say how much)
   * is held for a person: recorded once for staff review and logged, never unlocked.
   */
  async function holdForReview(order: OrderRow, remote: GatewayOrder, reason: PaymentReviewReason, at: string): Promise<void> {
    const review = reviewRow(order, remote, reason, at);
    if (await repository.recordReview(review)) {
      log.error({ ...review, attemptId: order.attempt_id }, 'paid order does not match what we asked: not unlocked, held for staff review');
    }
  }

  /**
   * Brings our order in line with the gateway's word. The attempt is unlocked
   * (and the receipt queued) once, whatever the order of news and however
   * many of the attempt's orders end up paid.
   */
  async function apply(order: OrderRow, remote: GatewayOrder): Promise<OrderRow> {
    const at = now().toISOString();
    const mismatch = remote.status === 'PAID' ? paymentMismatch(order, remote.paid) : null;
    if (mismatch) {
      await holdForReview(order, remote, mismatch, at);
    } else if (remote.status === 'PAID') {
      const outcome = await repository.confirmPaid(
        order,
        at,
        async (trx, payer) => {
          const receipt = paymentReceiptEmail({
            firstName: firstName(payer.name),
            orderId: order.id,
            method: order.method,
            price: formatPrice(order.amount_cents),
            paidAt: new Date(at),
            resultsUrl: `${settings.publicUrl}/results`,
            supportEmail: settings.supportEmail,
          });
          await outbox.enqueue('payment-receipt', { to: payer.email, content: receipt, userId: order.user_id, orderId: order.id }, trx);
          if (order.guardian_name && order.guardian_email) {
            const note = guardianReceiptEmail({
              guardianFirstName: firstName(order.guardian_name),
              buyerName: payer.name,
              orderId: order.id,
              method: order.method,
              price: formatPrice(order.amount_cents),
              paidAt: new Date(at),
              siteUrl: settings.publicUrl,
              supportEmail: settings.supportEmail,
            });
            await outbox.enqueue('payment-guardian-receipt', { to: order.guardian_email, content: note, userId: order.user_id, orderId: order.id }, trx);
          }
        },
        reviewRow(order, remote, 'double-payment', at),
      );
      if (outcome === 'confirmed') {
        log.info({ orderId: order.id, attemptId: order.attempt_id }, 'payment confirmed');
        outbox.wake(); // the receipt was queued inside the committed transaction
      }
      if (outcome === 'double-payment') {
        log.warn(
          {
            orderId: order.id,
            attemptId: order.attempt_id,
            userId: order.user_id,
            method: order.method,
            amountCents: order.amount_cents,
            gateway: order.gateway,
            gatewayOrderId: remote.gatewayOrderId,
          },
          'double payment: the attempt was already paid by another order; this order needs a refund (listed in the staff console)',
        );
      }
    } else if (remote.status === 'FAILED') {
      await repository.markFailed(order.id, at);
    }
    return (await repository.findOrder(order.id)) ?? order;
  }

  /**
   * A replayed request can arrive while the first one still waits for the
   * gateway; it waits (bounded) for that answer, so both get the PIX code.
   */
  async function awaitGatewayAnswer(order: OrderRow): Promise<OrderRow> {
    const deadline = Date.now() + REPLAY_WAIT_MS;
    let current = order;
    while (current.status === 'PENDING' && !current.gateway_order_id && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = (await repository.findOrder(order.id)) ?? current;
    }
    return current;
  }

  /**
   * The answer to a replayed Idempotency-Key: the first request's order, or
   * the first request's 502 if its gateway order was never confirmed.
   */
  async function replay(previous: OrderRow, input: CreateOrderInput): Promise<OrderRow> {
    if (previous.attempt_id !== input.attemptId || previous.method !== input.paymentMethod) throw new IdempotencyKeyReusedError();
    const settled = await awaitGatewayAnswer(previous);
    if (creationOutcomeUnknown(settled)) throw gatewayUnavailable(settled.method);
    return settled;
  }

  async function ownOrder(auth: AuthContext, orderId: string): Promise<OrderRow> {
    const order = await repository.findOrder(orderId);
    if (!order || order.user_id !== auth.userId) throw new NotFoundError(PAYMENT_MESSAGES.orderNotFound);
    return order;
  }

  /** The attempt, if it belongs to this user; another user's attempt is a 404, as a missing one is. */
  async function ownAttempt(auth: AuthContext, attemptId: string) {
    const attempt = await repository.findAttemptWithOwner(attemptId);
    if (!attempt || attempt.userId !== auth.userId) throw new NotFoundError(QUIZ_MESSAGES.attemptNotFound);
    return attempt;
  }

  /** The attempt's PIX code that can still be paid, unless the attempt is paid already. */
  async function openPixOrder(attempt: { attemptId: string; userId: string; reportStatus: string }): Promise<OrderRow | null> {
    if (attempt.reportStatus === 'PAID') return null;
    return (await repository.findOpenPixOrder(attempt.attemptId, attempt.userId, now().toISOString())) ?? null;
  }

  /** Asks the gateway about a pending order (polling), at most once per GATEWAY_READ_INTERVAL_MS, then applies the answer. */
  async function refresh(order: OrderRow): Promise<OrderRow> {
    if (order.status !== 'PENDING' || !order.gateway_order_id) return order;
    const t = now();
    const readBefore = new Date(t.getTime() - GATEWAY_READ_INTERVAL_MS).toISOString();
    if (!(await repository.claimGatewayRead(order.id, t.toISOString(), readBefore))) return order;
    try {
      return await apply(order, await gateway.getOrder(order.gateway_order_id));
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      // The client polls again shortly; the order simply stays pending meanwhile.
      log.warn({ err: error, orderId: order.id }, 'could not read order from the gateway');
      return order;
    }
  }

  return {
    price() {
      return { price: settings.priceCents / 100, currency: 'BRL' as const, formatted: formatPrice(settings.priceCents) };
    },

    async createOrder(auth: AuthContext, input: CreateOrderInput, idempotencyKey: string | undefined) {
      const key = idempotencyKey?.slice(0, 100) || randomUUID();
      const previous = await repository.findOrderByIdempotencyKey(auth.userId, key);
      if (previous) return replay(previous, input);

      const attempt = await ownAttempt(auth, input.attemptId);
      if (attempt.status !== 'COMPLETED') throw new BadRequestError(PAYMENT_MESSAGES.attemptNotCompleted);
      if (attempt.reportStatus === 'PAID') throw new ConflictError(PAYMENT_MESSAGES.alreadyPaid);
      if (!readStoredQuality(attempt.scoreResult).conclusive) throw new ConflictError(PAYMENT_MESSAGES.inconclusiveResult);

      // The age band comes first (Terms: under 16, a guardian authorises the purchase).
      if (!attempt.ageBand) throw new BadRequestError(AGE_BAND_MESSAGES.required);
      const guardian = needsGuardian(attempt.ageBand) ? requireGuardian(input, attempt.email) : null;

      // One payable PIX code per attempt: asking again (another click, the modal reopened, another tab)
      // answers the code already issued, so nobody is left holding an older code that could be paid too.
      if (input.paymentMethod === 'pix') {
        const open = await openPixOrder(attempt);
        if (open) {
          log.info({ orderId: open.id, attemptId: attempt.attemptId }, 'pending PIX code reused');
          return open;
        }
      }

      const document = input.document || attempt.document;
      if (!document) throw new BadRequestError(CPF_MESSAGES.required);
      const phone = input.phone || attempt.phone;
      if (!phone) throw new BadRequestError(PHONE_MESSAGES.required);

      const t = now().toISOString();
      const order: OrderRow = {
        id: randomUUID(),
        attempt_id: attempt.attemptId,
        user_id: auth.userId,
        idempotency_key: key,
        method: input.paymentMethod,
        // The amount always comes from our configuration, never from the client.
        amount_cents: settings.priceCents,
        status: 'PENDING',
        gateway: gateway.kind,
        gateway_order_id: null,
        pix_qr_code: null,
        pix_qr_code_url: null,
        pix_expires_at: null,
        created_at: t,
        updated_at: t,
        paid_at: null,
        gateway_checked_at: null,
        guardian_name: guardian?.name ?? null,
        guardian_email: guardian?.email ?? null,
      };
      try {
        await repository.insertOrder(order);
      } catch (error) {
        // The same key raced in twice: the first one's order is the answer.
        if (!isUniqueViolation(error)) throw error;
        const winner = await repository.findOrderByIdempotencyKey(auth.userId, key);
        if (!winner) throw error;
        return replay(winner, input);
      }

      let remote: GatewayOrder;
      try {
        remote = await gateway.createOrder({
          orderId: order.id,
          amountCents: order.amount_cents,
          description: 'Relatório completo Rumo',
          customer: {
            name: attempt.name,
            email: attempt.email,
            document,
            phone: { countryCode: (input.countryCode || '55').replace(/\D/g, '') || '55', areaCode: phone.slice(0, 2), number: phone.slice(2) },
          },
          ...(input.paymentMethod === 'pix'
            ? { method: 'pix' as const, pixExpiresInSeconds: settings.pixExpiresInSeconds }
            : { method: 'credit_card' as const, cardToken: input.cardToken, installments: input.cardInstallments, billingAddress: input.billingAddress }),
        });
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        // A refusal (card declined) is an answer, not an error: it arrives as a FAILED order below.
        // Here the gateway may still have created, and charged, the order it never confirmed.
        log.error({ err: error, orderId: order.id }, 'could not create the gateway order: its outcome is unknown until a webhook names our order as its code');
        await repository.markCreationOutcomeUnknown(order.id, now().toISOString());
        // A webhook may already have found the order by its code and settled it.
        const current = await repository.findOrder(order.id);
        if (current && !creationOutcomeUnknown(current)) return current;
        throw gatewayUnavailable(input.paymentMethod);
      }
      await repository.updateOrder(order.id, {
        gateway_order_id: remote.gatewayOrderId,
        pix_qr_code: remote.pix?.qrCode ?? null,
        pix_qr_code_url: remote.pix?.qrCodeUrl ?? null,
        pix_expires_at: remote.pix?.expiresAt ?? null,
        updated_at: now().toISOString(),
      });
      const stored = (await repository.findOrder(order.id))!;
      return apply(stored, remote);
    },

    toOrderAnswer(order: OrderRow): { status: OrderStatus; orderId: string; pix: ReturnType<typeof pixView> } {
      return { status: order.status, orderId: order.id, pix: pixView(order) };
    },

    async order(auth: AuthContext, orderId: string) {
      const order = await refresh(await ownOrder(auth, orderId));
      return {
        orderId: order.id,
        attemptId: order.attempt_id,
        status: order.status,
        paymentMethod: order.method,
        amount: order.amount_cents / 100,
        pix: pixView(order),
      };
    },

    /** The PIX code a reopened payment modal shows again, with its true remaining time. */
    async pendingPix(auth: AuthContext, attemptId: string) {
      const order = await openPixOrder(await ownAttempt(auth, attemptId));
      const pix = order && pixView(order);
      return order && pix ? { orderId: order.id, ...pix } : null;
    },

    async reportStatus(auth: AuthContext, attemptId: string) {
      const attempt = await ownAttempt(auth, attemptId);
      return { isPaid: attempt.reportStatus === 'PAID', reportStatus: attempt.reportStatus };
    },

    /**
     * A webhook only says "look again": the order is re-read from the gateway
     * before anything changes. It is found by the gateway's order id or, when
     * the call that created it never answered, by its `code` (our order id).
     */
    async handleGatewayNotice(notice: { gatewayOrderId: string; code?: string | null | undefined }): Promise<void> {
      const { gatewayOrderId } = notice;
      let order = await repository.findOrderByGatewayId(gatewayOrderId);
      if (!order && notice.code) {
        const byCode = await repository.findOrder(notice.code);
        // Only an order that never learnt its gateway order can be claimed by code.
        if (byCode && !byCode.gateway_order_id && byCode.gateway === gateway.kind) order = byCode;
      }
      if (!order) {
        for (const handler of otherOrders) if (await handler(notice)) return;
        log.warn({ gatewayOrderId }, 'webhook for an unknown order');
        return;
      }
      let remote: GatewayOrder;
      try {
        remote = await gateway.getOrder(gatewayOrderId);
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        // A 5xx makes the gateway deliver the event again later.
        throw new PaymentUnavailableError(PAYMENT_MESSAGES.paymentError);
      }
      if (!order.gateway_order_id) {
        // Found by the event's code: the gateway's own record must name our order before they are linked.
        if (remote.code !== order.id) {
          log.warn({ orderId: order.id, gatewayOrderId }, 'webhook code does not match the order at the gateway; ignored');
          return;
        }
        await repository.attachGatewayOrder(order.id, {
          gateway_order_id: remote.gatewayOrderId,
          // Still pending at the gateway: ours is no longer "unknown", so polling and replays see it as it is.
          ...(remote.status === 'PENDING' ? { status: 'PENDING' as const } : {}),
          pix_qr_code: remote.pix?.qrCode ?? null,
          pix_qr_code_url: remote.pix?.qrCodeUrl ?? null,
          pix_expires_at: remote.pix?.expiresAt ?? null,
          updated_at: now().toISOString(),
        });
        const linked = await repository.findOrder(order.id);
        if (!linked || linked.gateway_order_id !== remote.gatewayOrderId) {
          log.warn({ orderId: order.id, gatewayOrderId }, 'our order is already linked to another gateway order; webhook ignored');
          return;
        }
        log.warn({ orderId: order.id, gatewayOrderId, status: remote.status }, 'gateway order linked by our code: the call that created it never confirmed it');
        order = linked;
      }
      await apply(order, remote);
    },

    /** Another module's orders at this gateway (decision 0197): the webhook asks them about a gateway order that is not a personal order. */
    addGatewayNoticeHandler(handler: GatewayNoticeHandler): void {
      otherOrders.push(handler);
    },

    /** Sandbox only: after the sandbox marked the PIX paid, take the news as a webhook would. */
    async ownOrderForSandbox(auth: AuthContext, orderId: string) {
      return ownOrder(auth, orderId);
    },
    apply,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
