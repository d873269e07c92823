import { z } from 'zod';
import { defineContract } from './contract';
import { attemptIdParamsSchema, reportStatusSchema } from './quiz.contract';
import { CPF_MESSAGES, PHONE_MESSAGES, emailField, nameField } from './auth.contract';
import { isValidCpf, onlyDigits } from '../domain/cpf';
import { isValidPhone } from '../domain/phone';

/** How an order is paid, and which gateway took it: the one list of each (the database's columns and the staff console use them too). */
export const paymentMethodSchema = z.enum(['pix', 'credit_card']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const gatewaySchema = z.enum(['sandbox', 'pagarme']);

export const PAYMENT_MESSAGES = {
  pixError: 'Erro ao gerar código PIX',
  paymentError: 'Erro ao processar pagamento',
  cardError: 'Erro ao processar pagamento com cartão',
  tokenizeError: 'Erro ao tokenizar cartão',
  denied: 'Pagamento negado. Verifique os dados do cartão e tente novamente.',
  timeout: 'Tempo limite excedido. Por favor, tente novamente.',
  pixExpiredPolling: 'O tempo para pagamento expirou. Por favor, gere um novo código PIX.',
  qrExpired: 'QR Code expirado',
  cardFieldsRequired: 'Por favor, preencha todos os campos do cartão',
  cardExpired: 'Cartão expirado',
  addressRequired: 'Por favor, preencha todos os campos do endereço de cobrança',
  zipInvalid: 'CEP inválido',
  // Beside each card and address field (the two "todos os campos" lines above are the form's summary).
  cardNumberRequired: 'Por favor, preencha o número do cartão',
  cardNumberIncomplete: 'Número do cartão incompleto',
  holderRequired: 'Por favor, preencha o nome impresso no cartão',
  expiryRequired: 'Por favor, preencha a validade',
  expiryInvalid: 'Validade inválida. Use MM/AA',
  cvvRequired: 'Por favor, preencha o CVV',
  cvvIncomplete: 'CVV incompleto',
  zipRequired: 'Por favor, preencha o CEP',
  streetRequired: 'Por favor, preencha a rua',
  addressNumberRequired: 'Por favor, preencha o número',
  neighborhoodRequired: 'Por favor, preencha o bairro',
  cityRequired: 'Por favor, preencha a cidade',
  stateRequired: 'Por favor, preencha a UF',
  stateInvalid: 'UF inválida',
  alreadyPaid: 'Este relatório já está desbloqueado.',
  attemptNotCompleted: 'Conclua o teste antes de desbloquear o relatório.',
  /** 409: the answer-quality check called the result inconclusive (scoring/quality.ts). */
  inconclusiveResult: 'Este resultado ficou inconclusivo, por isso não pode ser desbloqueado. Refaça o teste para ter um resultado.',
  orderNotFound: 'Pedido não encontrado',
  idempotencyKeyReused: 'Idempotency-Key já usada para outro pedido',
} as const;

/** Fallback when GET /payment/price fails (spec §7). */
export { FALLBACK_PRICE } from '../constants/price';

export const priceContract = defineContract({
  method: 'GET',
  path: '/payment/price',
  auth: 'none',
  cache: { scope: 'public', maxAgeSeconds: 300 },
  data: z.object({ price: z.number(), currency: z.literal('BRL'), formatted: z.string() }),
});

/** What the payment modal needs to know about the gateway in use (no secrets). */
export const paymentConfigContract = defineContract({
  method: 'GET',
  path: '/payment/config',
  auth: 'none',
  cache: { scope: 'public', maxAgeSeconds: 300 },
  data: z.object({
    gateway: gatewaySchema,
    /** The card-token endpoint the browser posts to, without the appId query. */
    tokenUrl: z.string(),
    publicKey: z.string(),
  }),
});

const optionalCpf = z
  .string()
  .max(20, CPF_MESSAGES.invalid)
  .refine((v) => v === '' || isValidCpf(v), CPF_MESSAGES.invalid)
  .transform(onlyDigits)
  .optional();
const optionalPhone = z
  .string()
  .max(20, PHONE_MESSAGES.invalid)
  .refine((v) => v === '' || isValidPhone(v), PHONE_MESSAGES.invalid)
  .transform(onlyDigits)
  .optional();

/** The billing address's lengths, which the card form's fields also keep to. */
export const BILLING_ADDRESS_LIMITS = { street: 120, number: 20, neighborhood: 80, complement: 80, city: 80 } as const;

const requiredText = (max: number) =>
  z.string({ error: PAYMENT_MESSAGES.addressRequired }).trim().min(1, PAYMENT_MESSAGES.addressRequired).max(max, PAYMENT_MESSAGES.addressRequired);

export const billingAddressSchema = z.object({
  street: requiredText(BILLING_ADDRESS_LIMITS.street),
  number: requiredText(BILLING_ADDRESS_LIMITS.number),
  neighborhood: requiredText(BILLING_ADDRESS_LIMITS.neighborhood),
  complement: z.string().trim().max(BILLING_ADDRESS_LIMITS.complement).optional().default(''),
  zip_code: z
    .string({ error: PAYMENT_MESSAGES.zipInvalid })
    .transform(onlyDigits)
    .refine((v) => v.length === 8, PAYMENT_MESSAGES.zipInvalid),
  city: requiredText(BILLING_ADDRESS_LIMITS.city),
  state: z
    .string({ error: PAYMENT_MESSAGES.addressRequired })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, PAYMENT_MESSAGES.addressRequired),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .default('BR'),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const orderStatusSchema = z.enum(['PAID', 'PENDING', 'FAILED']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const pixDataSchema = z.object({
  /** A PNG data URL (sandbox) or the gateway's image URL. */
  qrCodeUrl: z.string(),
  /** The copy-and-paste BR Code. */
  qrCode: z.string(),
  /** Seconds until the code expires. */
  expiresIn: z.number().int(),
});

/**
 * Someone under 16 (age band 14-15) buys with a guardian's authorisation: the
 * guardian's name and e-mail, checked by the same rules as an account's. The
 * service requires them for that band and ignores them for the others.
 */
const guardianFields = {
  guardianName: nameField.optional(),
  guardianEmail: emailField.optional(),
};

export const createOrderContract = defineContract({
  method: 'POST',
  path: '/payment/create-order',
  auth: 'user',
  body: z.discriminatedUnion(
    'paymentMethod',
    [
      z.object({
        paymentMethod: z.literal('pix'),
        attemptId: z.uuid(),
        document: optionalCpf,
        phone: optionalPhone,
        countryCode: z.string().max(4).optional(),
        ...guardianFields,
      }),
      z.object({
        paymentMethod: z.literal('credit_card'),
        attemptId: z.uuid(),
        document: optionalCpf,
        phone: optionalPhone,
        countryCode: z.string().max(4).optional(),
        ...guardianFields,
        cardToken: z.string({ error: PAYMENT_MESSAGES.cardFieldsRequired }).min(1, PAYMENT_MESSAGES.cardFieldsRequired).max(200),
        cardInstallments: z.literal(1).optional().default(1),
        billingAddress: billingAddressSchema,
      }),
    ],
    { error: 'Escolha PIX ou cartão de crédito' },
  ),
  data: z.object({ status: orderStatusSchema, orderId: z.string(), pix: pixDataSchema.nullable() }),
});

/**
 * The attempt's PIX code still waiting to be paid, with the seconds it has
 * left, so a reopened payment modal shows that code again instead of making a
 * new one. Null when there is none, when it expired, or when the attempt is
 * already paid.
 */
export const pendingPixContract = defineContract({
  method: 'GET',
  path: '/payment/pix/:attemptId',
  auth: 'user',
  params: attemptIdParamsSchema,
  data: z.object({ pix: pixDataSchema.extend({ orderId: z.string() }).nullable() }),
});

export const reportStatusContract = defineContract({
  method: 'GET',
  path: '/payment/report-status/:attemptId',
  auth: 'user',
  params: attemptIdParamsSchema,
  data: z.object({ isPaid: z.boolean(), reportStatus: reportStatusSchema }),
});

export const orderContract = defineContract({
  method: 'GET',
  path: '/payment/order/:orderId',
  auth: 'user',
  params: z.object({ orderId: z.uuid({ error: PAYMENT_MESSAGES.orderNotFound }) }),
  data: z.object({
    order: z.object({
      orderId: z.string(),
      attemptId: z.string(),
      status: orderStatusSchema,
      paymentMethod: paymentMethodSchema,
      amount: z.number(),
      pix: pixDataSchema.nullable(),
    }),
  }),
});

/** Sandbox only: marks a PIX order as paid, as the customer's bank would. */
export const sandboxPayContract = defineContract({
  method: 'POST',
  path: '/payment/sandbox/orders/:orderId/pay',
  auth: 'user',
  params: z.object({ orderId: z.uuid({ error: PAYMENT_MESSAGES.orderNotFound }) }),
  data: z.object({ status: orderStatusSchema }),
});
