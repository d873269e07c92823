import { z } from 'zod';
import type { OrderStatus } from '../../../shared/contracts/payment.contract';
import { PaymentGatewayError, type GatewayOrder, type GatewayOrderRequest, type PaymentGateway } from './payment-gateway';

/**
 * Pagar.me API v5 (https://api.pagar.me/core/v5): creates and reads orders.
 *
 * Every failure (network, timeout, non-2xx, unusable answer) becomes a
 * PaymentGatewayError whose message is meant for logs: it never carries the
 * secret key, the card token or the customer's document.
 */

export const PAGARME_ITEM_CODE = 'relatorio-completo';
export const PAGARME_STATEMENT_DESCRIPTOR = 'RUMO';
const DEFAULT_TIMEOUT_MS = 15_000;

// --- What Pagar.me answers (only the parts we read; the rest is ignored) ---

const transactionSchema = z.object({
  status: z.string().nullish(),
  transaction_type: z.string().nullish(),
  qr_code: z.string().nullish(),
  qr_code_url: z.string().nullish(),
  expires_at: z.string().nullish(),
});

const chargeSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  payment_method: z.string().nullish(),
  amount: z.number().nullish().catch(null),
  /** Set once the charge is paid: what the customer actually paid, in cents. */
  paid_amount: z.number().nullish().catch(null),
  currency: z.string().nullish().catch(null),
  last_transaction: transactionSchema.nullish(),
});
type PagarmeCharge = z.infer<typeof chargeSchema>;

const orderSchema = z.object({
  id: z.string().min(1),
  code: z.string().nullish(),
  status: z.string(),
  currency: z.string().nullish().catch(null),
  charges: z.array(chargeSchema).nullish(),
});
type PagarmeOrder = z.infer<typeof orderSchema>;

/** Pagar.me's error answer: `{message, errors: {"field.path": ["..."]}}`. */
const errorBodySchema = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.unknown()).optional(),
});

const STATUS_MAP: Record<string, OrderStatus> = {
  paid: 'PAID',
  pending: 'PENDING',
  failed: 'FAILED',
  canceled: 'FAILED',
};

/** Charge statuses in which money was taken (v5 also reports under- and overpayment). */
const PAID_CHARGE_STATUSES = new Set(['paid', 'underpaid', 'overpaid']);

/**
 * What a paid order's charges say was paid: the sum of their paid_amount (or
 * amount, before Pagar.me fills paid_amount) and their one currency (the
 * charge's, else the order's). Null parts when the answer does not say, or
 * the charges disagree on the currency: the caller then holds the payment.
 */
function paidOf(order: PagarmeOrder): NonNullable<GatewayOrder['paid']> {
  const charges = (order.charges ?? []).filter((charge) => PAID_CHARGE_STATUSES.has(charge.status));
  const amounts = charges.map((charge: PagarmeCharge) => charge.paid_amount ?? charge.amount ?? null);
  const amountCents =
    amounts.length > 0 && amounts.every((amount): amount is number => amount !== null && Number.isInteger(amount))
      ? amounts.reduce((sum, amount) => sum + amount, 0)
      : null;
  const currencies = new Set(charges.map((charge) => (charge.currency ?? order.currency ?? '').toUpperCase()));
  const [currency] = currencies;
  return { amountCents, currency: currencies.size === 1 && currency ? currency : null };
}

export interface PagarmeGatewayOptions {
  /** e.g. https://api.pagar.me/core/v5 */
  apiUrl: string;
  secretKey: string;
  /** Per request, including reading the answer. Default 15000. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export function createPagarmeGateway(options: PagarmeGatewayOptions): PaymentGateway {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetchImpl ?? globalThis.fetch;
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`, 'utf8').toString('base64')}`;

  /** Removes anything secret from text that may have come from the outside. */
  function scrub(text: string, secrets: readonly string[]): string {
    let out = text;
    for (const secret of [options.secretKey, authorization.slice('Basic '.length), ...secrets]) {
      if (secret.length >= 4) out = out.split(secret).join('[redacted]');
    }
    return out.length > 300 ? `${out.slice(0, 300)}…` : out;
  }

  async function call(method: 'GET' | 'POST', path: string, init: { body?: unknown; idempotencyKey?: string; secrets?: readonly string[] }): Promise<unknown> {
    const what = `Pagar.me ${method} ${path.split('/').slice(0, 2).join('/')}`;
    const secrets = init.secrets ?? [];
    const headers: Record<string, string> = { Authorization: authorization, Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);

    let status: number;
    let ok: boolean;
    let text: string;
    try {
      const response = await fetchImpl(`${apiUrl}${path}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: controller.signal,
        // Pagar.me does not redirect; following one could send the key elsewhere.
        redirect: 'error',
      });
      status = response.status;
      ok = response.ok;
      text = await response.text();
    } catch (error) {
      if (timedOut) throw new PaymentGatewayError(`${what} timed out after ${timeoutMs} ms`);
      const reason = error instanceof Error ? describeNetworkError(error) : 'unknown error';
      throw new PaymentGatewayError(scrub(`${what} failed: ${reason}`, secrets), { cause: error });
    } finally {
      clearTimeout(timer);
    }

    if (!ok) {
      throw new PaymentGatewayError(scrub(`${what} answered HTTP ${status}${describeErrorBody(text)}`, secrets), { status });
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new PaymentGatewayError(`${what} answered HTTP ${status} with a body that is not JSON`, { status });
    }
  }

  function parseOrder(raw: unknown, what: string): PagarmeOrder {
    const parsed = orderSchema.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ');
      throw new PaymentGatewayError(`${what} answered an unexpected order shape (${issues})`);
    }
    return parsed.data;
  }

  function toGatewayOrder(order: PagarmeOrder, methodHint: 'pix' | 'credit_card' | null, what: string): GatewayOrder {
    const status = Object.hasOwn(STATUS_MAP, order.status) ? STATUS_MAP[order.status] : undefined;
    if (!status) {
      throw new PaymentGatewayError(`${what} answered an unknown order status "${order.status.slice(0, 40)}"`);
    }
    const charge = order.charges?.[0];
    const transaction = charge?.last_transaction ?? null;
    const isPix = methodHint === 'pix' || (methodHint === null && (charge?.payment_method === 'pix' || transaction?.transaction_type === 'pix'));

    let pix: GatewayOrder['pix'] = null;
    if (isPix) {
      const qrCode = transaction?.qr_code;
      const qrCodeUrl = transaction?.qr_code_url;
      const expiresAt = transaction?.expires_at;
      if (qrCode && qrCodeUrl && expiresAt) {
        const time = Date.parse(expiresAt);
        if (Number.isNaN(time)) throw new PaymentGatewayError(`${what} answered a PIX expires_at that is not a date`);
        pix = { qrCode, qrCodeUrl, expiresAt: new Date(time).toISOString() };
      } else if (status === 'PENDING') {
        throw new PaymentGatewayError(`${what} answered a pending PIX order ${order.id} without its QR code`);
      }
    }
    return { gatewayOrderId: order.id, code: order.code ?? null, status, pix, paid: status === 'PAID' ? paidOf(order) : null };
  }

  return {
    kind: 'pagarme',

    async createOrder(request: GatewayOrderRequest): Promise<GatewayOrder> {
      const isCompany = request.customer.documentType === 'CNPJ';
      const document = isCompany ? request.customer.document.replace(/[^0-9A-Za-z]/g, '').toUpperCase() : request.customer.document.replace(/\D/g, '');
      const payment =
        request.method === 'pix'
          ? { payment_method: 'pix', pix: { expires_in: request.pixExpiresInSeconds } }
          : {
              payment_method: 'credit_card',
              credit_card: {
                installments: request.installments,
                statement_descriptor: PAGARME_STATEMENT_DESCRIPTOR,
                card_token: request.cardToken,
                card: { billing_address: toBillingAddress(request.billingAddress) },
              },
            };
      const body = {
        code: request.orderId,
        items: [{ amount: request.amountCents, description: request.description, quantity: 1, code: PAGARME_ITEM_CODE }],
        customer: {
          name: request.customer.name,
          email: request.customer.email,
          type: isCompany ? 'company' : 'individual',
          document,
          document_type: isCompany ? 'CNPJ' : 'CPF',
          phones: {
            mobile_phone: {
              country_code: request.customer.phone.countryCode,
              area_code: request.customer.phone.areaCode,
              number: request.customer.phone.number,
            },
          },
        },
        payments: [payment],
      };
      const secrets = [document, request.customer.document, ...(request.method === 'credit_card' ? [request.cardToken] : [])];
      const what = 'Pagar.me POST /orders';
      const raw = await call('POST', '/orders', { body, idempotencyKey: request.orderId, secrets });
      return toGatewayOrder(parseOrder(raw, what), request.method, what);
    },

    async getOrder(gatewayOrderId: string): Promise<GatewayOrder> {
      if (!gatewayOrderId) throw new PaymentGatewayError('Pagar.me GET /orders needs an order id');
      const what = 'Pagar.me GET /orders';
      const raw = await call('GET', `/orders/${encodeURIComponent(gatewayOrderId)}`, {});
      return toGatewayOrder(parseOrder(raw, what), null, what);
    },
  };
}

function toBillingAddress(address: Extract<GatewayOrderRequest, { method: 'credit_card' }>['billingAddress']) {
  const complement = address.complement?.trim() ?? '';
  return {
    line_1: `${address.number}, ${address.street}, ${address.neighborhood}`,
    ...(complement ? { line_2: complement } : {}),
    zip_code: address.zip_code,
    city: address.city,
    state: address.state,
    country: address.country,
  };
}

/** `fetch failed` says little; its cause (ECONNREFUSED, ENOTFOUND...) says more. */
function describeNetworkError(error: Error): string {
  const cause = (error as { cause?: unknown }).cause;
  const code = cause && typeof cause === 'object' && 'code' in cause ? String(cause.code) : '';
  return code ? `${error.message} (${code})` : error.message;
}

/** Pagar.me's error message and the names of the fields it complains about; never the values. */
function describeErrorBody(text: string): string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return '';
  }
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success) return '';
  const parts: string[] = [];
  // Not cut here: the caller scrubs secrets first and only then shortens the text.
  if (parsed.data.message) parts.push(parsed.data.message);
  const fields = Object.keys(parsed.data.errors ?? {}).slice(0, 5);
  if (fields.length > 0) parts.push(`fields: ${fields.join(', ')}`);
  return parts.length > 0 ? `: ${parts.join('; ')}` : '';
}
