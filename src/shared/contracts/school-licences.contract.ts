import { z } from 'zod';
import { defineContract } from './contract';
import { PHONE_MESSAGES } from './auth.contract';
import { PAYMENT_MESSAGES, billingAddressSchema, gatewaySchema, orderStatusSchema, paymentMethodSchema, pixDataSchema } from './payment.contract';
import { paymentReviewReasonSchema } from './staff.contract';
import { CLASS_MEMBERS_MAX, SCHOOLS_MESSAGES } from './schools.contract';
import { isValidCpf, onlyDigits } from '../domain/cpf';
import { isValidCnpj, normalizeCnpj } from '../domain/cnpj';
import { isValidPhone } from '../domain/phone';

/**
 * School licences (issue 30 item 6, decision 0197): an educator buys seats for their class, SCHOOL_SEAT_PRICE_CENTS
 * each, by PIX or card through the same payment gateway as the personal report. Each seat unlocks the full report
 * (and the resume builder) of one student of the class who finished the test, first come first served, once per
 * student. Another educator's class answers 404 (SCHOOLS_MESSAGES.classNotFound).
 */

/** Seats in one order: at least 1, at most a full class. */
export const SEATS_PER_ORDER_MIN = 1;
export const SEATS_PER_ORDER_MAX = CLASS_MEMBERS_MAX;
/** A person's or a school's name, as the payer. */
export const PAYER_NAME_MAX_LENGTH = 120;

export const SCHOOL_LICENCE_MESSAGES = {
  seatsRequired: 'Diga quantas vagas quer comprar.',
  seatsRange: `Compre de ${SEATS_PER_ORDER_MIN} a ${SEATS_PER_ORDER_MAX} vagas por pedido.`,
  payerNameRequired: 'Informe o nome de quem paga (pessoa ou escola).',
  documentRequired: 'Informe o CPF ou o CNPJ de quem paga.',
  documentInvalid: 'CPF ou CNPJ inválido. Confira os números.',
  classClosed: SCHOOLS_MESSAGES.classClosed,
  orderNotFound: PAYMENT_MESSAGES.orderNotFound,
  paid: 'Pagamento aprovado! As vagas já estão na turma.',
  refunded: 'Reembolso registrado. As vagas livres deste pedido saíram da turma.',
  notRefundable: 'Só um pedido pago pode ser reembolsado.',
  perStudent: 'por aluno',
  idempotencyKeyReused: PAYMENT_MESSAGES.idempotencyKeyReused,
} as const;

/** The payer's document: an 11-digit CPF or a 14-character CNPJ (numeric or the 2026 alphanumeric one), by its check digits. */
export const payerDocumentSchema = z
  .string({ error: SCHOOL_LICENCE_MESSAGES.documentRequired })
  .trim()
  .min(1, SCHOOL_LICENCE_MESSAGES.documentRequired)
  .max(24, SCHOOL_LICENCE_MESSAGES.documentInvalid)
  .refine((value) => isValidCpf(value) || isValidCnpj(value), SCHOOL_LICENCE_MESSAGES.documentInvalid)
  .transform((value) => (isValidCpf(value) ? onlyDigits(value) : normalizeCnpj(value)));

/** Which kind a valid document is (CPF: 11 digits; CNPJ: 14 characters). */
export function documentTypeOf(document: string): 'CPF' | 'CNPJ' {
  return onlyDigits(document).length === 11 && isValidCpf(document) ? 'CPF' : 'CNPJ';
}

const seatsField = z.coerce
  .number({ error: SCHOOL_LICENCE_MESSAGES.seatsRequired })
  .int(SCHOOL_LICENCE_MESSAGES.seatsRange)
  .min(SEATS_PER_ORDER_MIN, SCHOOL_LICENCE_MESSAGES.seatsRange)
  .max(SEATS_PER_ORDER_MAX, SCHOOL_LICENCE_MESSAGES.seatsRange);

const optionalPhone = z
  .string()
  .max(20, PHONE_MESSAGES.invalid)
  .refine((v) => v === '' || isValidPhone(v), PHONE_MESSAGES.invalid)
  .transform(onlyDigits)
  .optional();

const orderFields = {
  seats: seatsField,
  payerName: z.string({ error: SCHOOL_LICENCE_MESSAGES.payerNameRequired }).trim().min(2, SCHOOL_LICENCE_MESSAGES.payerNameRequired).max(PAYER_NAME_MAX_LENGTH),
  payerDocument: payerDocumentSchema,
  /** The payer's phone for the gateway; the educator's own phone when left out. */
  phone: optionalPhone,
};

export const seatOrderBodySchema = z.discriminatedUnion(
  'paymentMethod',
  [
    z.object({ paymentMethod: z.literal('pix'), ...orderFields }),
    z.object({
      paymentMethod: z.literal('credit_card'),
      ...orderFields,
      cardToken: z.string({ error: PAYMENT_MESSAGES.cardFieldsRequired }).min(1, PAYMENT_MESSAGES.cardFieldsRequired).max(200),
      billingAddress: billingAddressSchema,
    }),
  ],
  { error: 'Escolha PIX ou cartão de crédito' },
);
export type SeatOrderBody = z.input<typeof seatOrderBodySchema>;

export const seatOrderSchema = z.object({
  orderId: z.string(),
  classId: z.string(),
  seats: z.number().int(),
  status: orderStatusSchema,
  paymentMethod: paymentMethodSchema,
  amountCents: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  pix: pixDataSchema.nullable(),
});
export type SeatOrder = z.infer<typeof seatOrderSchema>;

export const classSeatsSchema = z.object({
  classId: z.string(),
  seatsPaid: z.number().int(),
  seatsUsed: z.number().int(),
  seatsFree: z.number().int(),
  seatPriceCents: z.number().int(),
  /** "R$ 9,90" */
  seatPriceFormatted: z.string(),
  orders: z.array(seatOrderSchema),
});
export type ClassSeats = z.infer<typeof classSeatsSchema>;

const classIdParams = z.object({ id: z.string().uuid(SCHOOLS_MESSAGES.classNotFound) });
const orderIdParam = z.string().uuid(SCHOOL_LICENCE_MESSAGES.orderNotFound);

/** The class's seats and its orders (newest first). */
export const classSeatsContract = defineContract({
  method: 'GET',
  path: '/schools/classes/:id/seats',
  auth: 'user',
  params: classIdParams,
  data: z.object({ seats: classSeatsSchema }),
});

/** Buys N seats for the class (Idempotency-Key header, like personal orders). */
export const createSeatOrderContract = defineContract({
  method: 'POST',
  path: '/schools/classes/:id/seat-orders',
  auth: 'user',
  params: classIdParams,
  body: seatOrderBodySchema,
  data: z.object({ order: seatOrderSchema }),
});

/** One order of the class; a pending one is read from the gateway at most once per 5 s (polling). */
export const seatOrderContract = defineContract({
  method: 'GET',
  path: '/schools/classes/:id/seat-orders/:orderId',
  auth: 'user',
  params: classIdParams.extend({ orderId: orderIdParam }),
  data: z.object({ order: seatOrderSchema }),
});

/** Sandbox only: marks the order's PIX as paid, as the payer's bank would. */
export const sandboxPaySeatOrderContract = defineContract({
  method: 'POST',
  path: '/schools/classes/:id/seat-orders/:orderId/sandbox-pay',
  auth: 'user',
  params: classIdParams.extend({ orderId: orderIdParam }),
  data: z.object({ order: seatOrderSchema }),
});

// ----- Staff console -----

export const staffSchoolOrderSchema = z.object({
  id: z.string(),
  classId: z.string(),
  className: z.string(),
  school: z.string(),
  /** The educator's e-mail; null once their account was deleted (the order is then kept anonymised). */
  educatorEmail: z.string().nullable(),
  /** Null once anonymised. */
  payerName: z.string().nullable(),
  payerDocumentType: z.enum(['CPF', 'CNPJ']).nullable(),
  seats: z.number().int(),
  method: paymentMethodSchema,
  amountCents: z.number().int(),
  status: orderStatusSchema,
  gateway: gatewaySchema,
  gatewayOrderId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** A paid amount or currency that did not match: no seats were added; staff refund it. */
  reviewReason: paymentReviewReasonSchema.nullable(),
  refundedAt: z.string().nullable(),
  /** The free seats the refund took out of the class (seats already used stay used). */
  refundedSeats: z.number().int().nullable(),
  accountDeleted: z.boolean(),
});
export type StaffSchoolOrder = z.infer<typeof staffSchoolOrderSchema>;

/** The newest school orders (an order id, or the gateway's, finds one). */
export const staffSchoolOrdersContract = defineContract({
  method: 'GET',
  path: '/staff/school-orders',
  auth: 'staff',
  query: z.object({ q: z.string().trim().max(100).optional() }),
  data: z.object({ orders: z.array(staffSchoolOrderSchema) }),
});

/** Marks the refund of a paid school order as done (idempotent; audited once); the order's free seats leave the class. */
export const refundSchoolOrderContract = defineContract({
  method: 'POST',
  path: '/staff/school-orders/:orderId/refund',
  auth: 'staff',
  params: z.object({ orderId: orderIdParam }),
  data: z.object({ order: staffSchoolOrderSchema }),
});
