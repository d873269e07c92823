import { randomUUID } from 'node:crypto';
import type { Logger } from '../../platform/logger';
import type { AuthContext } from '../../platform/http/auth-context';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/database/constraint-errors';
import type { BillingAddress, OrderStatus } from '../../../shared/contracts/payment.contract';
import { PAYMENT_MESSAGES } from '../../../shared/contracts/payment.contract';
import { PHONE_MESSAGES } from '../../../shared/contracts/auth.contract';
import type { PaymentReviewReason } from '../../../shared/contracts/staff.contract';
import { SCHOOLS_MESSAGES } from '../../../shared/contracts/schools.contract';
import {
  SCHOOL_LICENCE_MESSAGES,
  documentTypeOf,
  seatOrderBodySchema,
  type ClassSeats,
  type SeatOrder,
  type StaffSchoolOrder,
} from '../../../shared/contracts/school-licences.contract';
import { formatPrice } from '../../../shared/constants/price';
import type { AccountExport } from '../../../shared/contracts/account-data.contract';

type SchoolLicencesExport = AccountExport['schoolLicences'];
import type { z } from 'zod';
import type { SchoolLicencesRepository, SchoolOrderRow } from './school-licences.repository';

/** What this module needs of the payment gateway (the payment module's port, passed in by app.ts: decision 0197). */
export interface LicenceGatewayOrder {
  gatewayOrderId: string;
  code: string | null;
  status: OrderStatus;
  pix: { qrCode: string; qrCodeUrl: string; expiresAt: string } | null;
  paid: { amountCents: number | null; currency: string | null } | null;
}

export type LicenceGatewayRequest = {
  orderId: string;
  amountCents: number;
  description: string;
  customer: {
    name: string;
    email: string;
    document: string;
    documentType: 'CPF' | 'CNPJ';
    phone: { countryCode: string; areaCode: string; number: string };
  };
} & ({ method: 'pix'; pixExpiresInSeconds: number } | { method: 'credit_card'; cardToken: string; installments: number; billingAddress: BillingAddress });

export interface LicencePayments {
  gateway: {
    readonly kind: 'sandbox' | 'pagarme';
    createOrder(request: LicenceGatewayRequest): Promise<LicenceGatewayOrder>;
    getOrder(gatewayOrderId: string): Promise<LicenceGatewayOrder>;
  };
  sandbox: { payPix(gatewayOrderId: string): Promise<LicenceGatewayOrder> } | null;
  readIntervalMs: number;
  pixExpiresInSeconds: number;
  currency: string;
  isGatewayError(error: unknown): boolean;
}

export interface SchoolLicencesServiceDeps {
  repository: SchoolLicencesRepository;
  payments: LicencePayments;
  seatPriceCents: number;
  log: Logger;
  now: () => Date;
}

type SeatOrderInput = z.output<typeof seatOrderBodySchema>;

class PaymentUnavailableError extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}

/** The creation call never confirmed the gateway order: only a webhook naming our order as its code can settle it. */
const outcomeUnknown = (order: Pick<SchoolOrderRow, 'status' | 'gateway_order_id'>) => order.status === 'FAILED' && !order.gateway_order_id;

/**
 * School licences (issue 30 item 6, decision 0197): an educator buys seats for a class through the payment gateway;
 * a paid order adds its seats to the class; each seat unlocks the report of one member who finished, first come
 * first served, once per student (school_seat_uses), never over the seats paid (a conditional update).
 */
export function createSchoolLicencesService(deps: SchoolLicencesServiceDeps) {
  const { repository, payments, log, now } = deps;
  const { gateway } = payments;

  function pixView(order: SchoolOrderRow) {
    if (order.method !== 'pix' || !order.pix_qr_code || !order.pix_qr_code_url || !order.pix_expires_at) return null;
    const expiresIn = Math.max(0, Math.round((new Date(order.pix_expires_at).getTime() - now().getTime()) / 1000));
    return { qrCode: order.pix_qr_code, qrCodeUrl: order.pix_qr_code_url, expiresIn };
  }

  function toSeatOrder(order: SchoolOrderRow): SeatOrder {
    return {
      orderId: order.id,
      classId: order.class_id,
      seats: order.seats,
      status: order.status,
      paymentMethod: order.method,
      amountCents: order.amount_cents,
      createdAt: order.created_at,
      paidAt: order.paid_at,
      refundedAt: order.refunded_at,
      pix: order.status === 'PENDING' ? pixView(order) : null,
    };
  }

  async function ownClass(auth: AuthContext, classId: string) {
    const found = await repository.classOf(auth.userId, classId);
    if (!found) throw new NotFoundError(SCHOOLS_MESSAGES.classNotFound);
    return found;
  }

  async function ownOrder(auth: AuthContext, classId: string, orderId: string): Promise<SchoolOrderRow> {
    await ownClass(auth, classId);
    const order = await repository.findOrder(orderId);
    if (!order || order.class_id !== classId || order.educator_id !== auth.userId) throw new NotFoundError(SCHOOL_LICENCE_MESSAGES.orderNotFound);
    return order;
  }

  function mismatch(order: SchoolOrderRow, paid: LicenceGatewayOrder['paid']): PaymentReviewReason | null {
    if (!paid || paid.amountCents === null) return 'amount-unknown';
    if (paid.currency !== payments.currency) return 'currency-mismatch';
    if (paid.amountCents !== order.amount_cents) return 'amount-mismatch';
    return null;
  }

  /**
   * Gives the class's free seats to its members who finished, first finished first (each in its own transaction,
   * each idempotent). Runs after an order is paid, when a member joins, and when a member finishes.
   */
  async function allocateClass(classId: string, userId?: string): Promise<number> {
    let taken = 0;
    for (const candidate of await repository.candidates(classId, userId)) {
      const outcome = await repository.takeSeat(classId, candidate, now().toISOString());
      if (outcome === 'no-seat') break;
      if (outcome === 'taken') {
        taken += 1;
        log.info({ classId, userId: candidate.userId, attemptId: candidate.attemptId }, 'school seat used: report unlocked');
      }
    }
    return taken;
  }

  /** A student's turn: the first of their classes with a free seat gives them one, if they may take it. */
  async function allocateStudent(userId: string): Promise<void> {
    for (const classId of await repository.classesWithFreeSeats(userId)) {
      if ((await allocateClass(classId, userId)) > 0) return;
    }
  }

  /** A hook must never fail the request that triggered it (completing the test, joining): the next event allocates again. */
  async function safely(what: string, run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
    } catch (error) {
      log.error({ err: error }, `school seat allocation failed (${what}); it runs again at the next order, join or completion`);
    }
  }

  /** Brings our order in line with the gateway's word; a paid one adds its seats (once) and gives them out. */
  async function apply(order: SchoolOrderRow, remote: LicenceGatewayOrder): Promise<SchoolOrderRow> {
    const at = now().toISOString();
    if (remote.status === 'PAID') {
      const reason = mismatch(order, remote.paid);
      if (reason) {
        if (await repository.holdForReview(order.id, reason, at)) {
          log.error({ orderId: order.id, reason, paid: remote.paid }, 'paid school order does not match what we asked: no seats, held for staff review');
        }
      } else if (await repository.confirmPaid(order, at)) {
        log.info({ orderId: order.id, classId: order.class_id, seats: order.seats }, 'school order paid: seats added');
        await safely('order paid', () => allocateClass(order.class_id));
      }
    } else if (remote.status === 'FAILED') {
      await repository.markFailed(order.id, at);
    }
    return (await repository.findOrder(order.id)) ?? order;
  }

  /** Polling: a pending order is read from the gateway at most once per readIntervalMs, on any instance. */
  async function refresh(order: SchoolOrderRow): Promise<SchoolOrderRow> {
    if (order.status !== 'PENDING' || !order.gateway_order_id) return order;
    const t = now();
    if (!(await repository.claimGatewayRead(order.id, t.toISOString(), new Date(t.getTime() - payments.readIntervalMs).toISOString()))) return order;
    try {
      return await apply(order, await gateway.getOrder(order.gateway_order_id));
    } catch (error) {
      if (!payments.isGatewayError(error)) throw error;
      log.warn({ err: error, orderId: order.id }, 'could not read school order from the gateway');
      return order;
    }
  }

  function unavailable(method: SchoolOrderRow['method']) {
    return new PaymentUnavailableError(method === 'pix' ? PAYMENT_MESSAGES.pixError : PAYMENT_MESSAGES.cardError);
  }

  async function replay(previous: SchoolOrderRow, classId: string, input: SeatOrderInput): Promise<SchoolOrderRow> {
    if (previous.class_id !== classId || previous.method !== input.paymentMethod || previous.seats !== input.seats) {
      throw new AppError(422, SCHOOL_LICENCE_MESSAGES.idempotencyKeyReused);
    }
    // The first request may still wait for the gateway: wait (bounded) for its answer.
    let current = previous;
    const deadline = Date.now() + 20_000;
    while (current.status === 'PENDING' && !current.gateway_order_id && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = (await repository.findOrder(previous.id)) ?? current;
    }
    if (outcomeUnknown(current)) throw unavailable(current.method);
    return current;
  }

  function toStaff(row: Awaited<ReturnType<SchoolLicencesRepository['staffOrders']>>[number]): StaffSchoolOrder {
    return {
      id: row.id,
      classId: row.class_id,
      className: row.class_name,
      school: row.school,
      educatorEmail: row.educator_email ?? null,
      payerName: row.payer_name,
      payerDocumentType: row.payer_document_type,
      seats: row.seats,
      method: row.method,
      amountCents: row.amount_cents,
      status: row.status,
      gateway: row.gateway,
      gatewayOrderId: row.gateway_order_id,
      createdAt: row.created_at,
      paidAt: row.paid_at,
      reviewReason: row.review_reason,
      refundedAt: row.refunded_at,
      refundedSeats: row.refunded_seats,
      accountDeleted: row.anonymised_at !== null,
    };
  }

  return {
    async seats(auth: AuthContext, classId: string): Promise<ClassSeats> {
      const found = await ownClass(auth, classId);
      return {
        classId,
        seatsPaid: found.seats_paid,
        seatsUsed: found.seats_used,
        seatsFree: Math.max(0, found.seats_paid - found.seats_used),
        seatPriceCents: deps.seatPriceCents,
        seatPriceFormatted: formatPrice(deps.seatPriceCents),
        orders: (await repository.ordersOfClass(classId)).map(toSeatOrder),
      };
    },

    async createOrder(auth: AuthContext, classId: string, input: SeatOrderInput, idempotencyKey: string | undefined): Promise<SeatOrder> {
      const found = await ownClass(auth, classId);
      const key = idempotencyKey?.slice(0, 100) || randomUUID();
      const previous = await repository.findOrderByIdempotencyKey(auth.userId, key);
      if (previous) return toSeatOrder(await replay(previous, classId, input));
      if (found.status !== 'open') throw new ConflictError(SCHOOL_LICENCE_MESSAGES.classClosed);

      const educator = await repository.educator(auth.userId);
      if (!educator) throw new NotFoundError(SCHOOLS_MESSAGES.classNotFound);
      const phone = input.phone || educator.phone;
      if (!phone) throw new BadRequestError(PHONE_MESSAGES.required);
      const documentType = documentTypeOf(input.payerDocument);

      const t = now().toISOString();
      const order: SchoolOrderRow = {
        id: randomUUID(),
        class_id: classId,
        educator_id: auth.userId,
        idempotency_key: key,
        seats: input.seats,
        method: input.paymentMethod,
        // The amount always comes from our configuration, never from the client.
        amount_cents: input.seats * deps.seatPriceCents,
        status: 'PENDING',
        gateway: gateway.kind,
        gateway_order_id: null,
        pix_qr_code: null,
        pix_qr_code_url: null,
        pix_expires_at: null,
        payer_name: input.payerName,
        payer_document: input.payerDocument,
        payer_document_type: documentType,
        created_at: t,
        updated_at: t,
        paid_at: null,
        gateway_checked_at: null,
        review_reason: null,
        refunded_at: null,
        refunded_seats: null,
        anonymised_at: null,
        retain_until: null,
      };
      try {
        await repository.insertOrder(order);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const winner = await repository.findOrderByIdempotencyKey(auth.userId, key);
        if (!winner) throw error;
        return toSeatOrder(await replay(winner, classId, input));
      }

      let remote: LicenceGatewayOrder;
      try {
        remote = await gateway.createOrder({
          orderId: order.id,
          amountCents: order.amount_cents,
          description: `Rumo: ${order.seats} vaga(s) de relatório completo para a turma`,
          customer: {
            name: input.payerName,
            email: educator.email,
            document: input.payerDocument,
            documentType,
            phone: { countryCode: '55', areaCode: phone.slice(0, 2), number: phone.slice(2) },
          },
          ...(input.paymentMethod === 'pix'
            ? { method: 'pix' as const, pixExpiresInSeconds: payments.pixExpiresInSeconds }
            : { method: 'credit_card' as const, cardToken: input.cardToken, installments: 1, billingAddress: input.billingAddress }),
        });
      } catch (error) {
        if (!payments.isGatewayError(error)) throw error;
        log.error({ err: error, orderId: order.id }, 'could not create the gateway order of a school order: its outcome is unknown until a webhook names it');
        await repository.markCreationOutcomeUnknown(order.id, now().toISOString());
        const current = await repository.findOrder(order.id);
        if (current && !outcomeUnknown(current)) return toSeatOrder(current);
        throw unavailable(input.paymentMethod);
      }
      await repository.updateOrder(order.id, {
        gateway_order_id: remote.gatewayOrderId,
        pix_qr_code: remote.pix?.qrCode ?? null,
        pix_qr_code_url: remote.pix?.qrCodeUrl ?? null,
        pix_expires_at: remote.pix?.expiresAt ?? null,
        updated_at: now().toISOString(),
      });
      return toSeatOrder(await apply((await repository.findOrder(order.id))!, remote));
    },

    async order(auth: AuthContext, classId: string, orderId: string): Promise<SeatOrder> {
      return toSeatOrder(await refresh(await ownOrder(auth, classId, orderId)));
    },

    /** Sandbox only: the payer's bank pays the PIX, and the news is taken as a webhook would. */
    async sandboxPay(auth: AuthContext, classId: string, orderId: string): Promise<SeatOrder> {
      const order = await ownOrder(auth, classId, orderId);
      if (!payments.sandbox) throw new NotFoundError(SCHOOL_LICENCE_MESSAGES.orderNotFound);
      if (order.method !== 'pix') throw new ConflictError('Este pedido não é um PIX.');
      if (!order.gateway_order_id) return toSeatOrder(order);
      return toSeatOrder(await apply(order, await payments.sandbox.payPix(order.gateway_order_id)));
    },

    /**
     * The payment module's webhook, for a gateway order that is not a personal order: ours when its gateway id, or
     * (for an order whose creation never answered) its code, is one of our orders. Re-read from the gateway first.
     */
    async handleGatewayNotice(notice: { gatewayOrderId: string; code?: string | null | undefined }): Promise<boolean> {
      let order = await repository.findOrderByGatewayId(notice.gatewayOrderId);
      if (!order && notice.code && /^[0-9a-f-]{36}$/i.test(notice.code)) {
        const byCode = await repository.findOrder(notice.code);
        if (byCode && !byCode.gateway_order_id && byCode.gateway === gateway.kind) order = byCode;
      }
      if (!order) return false;
      let remote: LicenceGatewayOrder;
      try {
        remote = await gateway.getOrder(notice.gatewayOrderId);
      } catch (error) {
        if (!payments.isGatewayError(error)) throw error;
        throw new PaymentUnavailableError(PAYMENT_MESSAGES.paymentError);
      }
      if (!order.gateway_order_id) {
        if (remote.code !== order.id) {
          log.warn({ orderId: order.id, gatewayOrderId: notice.gatewayOrderId }, 'webhook code does not match the school order at the gateway; ignored');
          return true;
        }
        await repository.updateOrder(order.id, {
          gateway_order_id: remote.gatewayOrderId,
          ...(remote.status === 'PENDING' ? { status: 'PENDING' as const } : {}),
          pix_qr_code: remote.pix?.qrCode ?? null,
          pix_qr_code_url: remote.pix?.qrCodeUrl ?? null,
          pix_expires_at: remote.pix?.expiresAt ?? null,
          updated_at: now().toISOString(),
        });
        order = (await repository.findOrder(order.id))!;
      }
      await apply(order, remote);
      return true;
    },

    /** The quiz module's hook: a student finished the test. */
    onCompleted: (userId: string) => safely('test finished', () => allocateStudent(userId)),
    /** The schools module's hook: a student joined a class (maybe having finished already). */
    onJoined: (classId: string, userId: string) => safely('member joined', () => allocateClass(classId, userId)),

    /** The LGPD export's part: the orders the person paid as an educator, and the seat that unlocked their own report. */
    async exportOf(userId: string): Promise<SchoolLicencesExport> {
      const orders = await repository.ordersOfEducator(userId);
      const seat = await repository.seatUseOf(userId);
      return {
        orders: orders.map((order) => {
          const { pix: _pix, ...rest } = toSeatOrder(order);
          return { ...rest, payerName: order.payer_name, payerDocument: order.payer_document };
        }),
        seatUses: seat ? [{ classId: seat.class_id, attemptId: seat.attempt_id, usedAt: seat.used_at }] : [],
      };
    },

    /** The staff console's part (the staff module audits the refunds it marks). */
    staff: {
      async list(q: string | undefined): Promise<StaffSchoolOrder[]> {
        return (await repository.staffOrders(q?.trim() || undefined)).map(toStaff);
      },
      /** Marks the refund of a paid order; `changed` false when it was already marked (the first date stays). */
      async refund(orderId: string): Promise<{ order: StaffSchoolOrder; changed: boolean }> {
        const before = await repository.findOrder(orderId);
        if (!before) throw new NotFoundError(SCHOOL_LICENCE_MESSAGES.orderNotFound);
        if (before.status !== 'PAID') throw new ConflictError(SCHOOL_LICENCE_MESSAGES.notRefundable);
        const changed = await repository.refund(orderId, now().toISOString());
        const [row] = await repository.staffOrders(orderId);
        return { order: toStaff(row!), changed };
      },
    },
  };
}

export type SchoolLicencesService = ReturnType<typeof createSchoolLicencesService>;
