import type { BillingAddress, OrderStatus } from '../../../shared/contracts/payment.contract';

/**
 * One interface, two implementations: Pagar.me API v5 (real money) and the
 * built-in sandbox (the default, so `npm start` sells end to end offline).
 */

export interface GatewayCustomer {
  name: string;
  email: string;
  /** CPF, digits only; or a CNPJ (14 characters, upper case: the 2026 alphanumeric CNPJ has letters) when documentType says so. */
  document: string;
  /** CPF (a person, the default) or CNPJ (a company: a school paying its licences). */
  documentType?: 'CPF' | 'CNPJ';
  phone: { countryCode: string; areaCode: string; number: string };
}

export type GatewayOrderRequest = {
  /** Our order id: sent as the order's `code` and used as the Idempotency-Key. */
  orderId: string;
  amountCents: number;
  description: string;
  customer: GatewayCustomer;
} & ({ method: 'pix'; pixExpiresInSeconds: number } | { method: 'credit_card'; cardToken: string; installments: number; billingAddress: BillingAddress });

/** Every order we create is in reais; a payment in anything else is not ours to accept. */
export const ORDER_CURRENCY = 'BRL';

export interface GatewayOrder {
  gatewayOrderId: string;
  /** The order's `code` at the gateway: our order id, as sent at creation (null if the gateway gave none). */
  code: string | null;
  status: OrderStatus;
  pix: { qrCode: string; qrCodeUrl: string; expiresAt: string } | null;
  /**
   * What the gateway says was paid, when status is PAID (null otherwise): the
   * amount in cents and its currency (upper case), each null when the gateway
   * does not say. Checked against our order before anything unlocks.
   */
  paid: { amountCents: number | null; currency: string | null } | null;
}

export interface PaymentGateway {
  readonly kind: 'sandbox' | 'pagarme';
  createOrder(request: GatewayOrderRequest): Promise<GatewayOrder>;
  getOrder(gatewayOrderId: string): Promise<GatewayOrder>;
}

/** The gateway could not be reached, timed out, or answered something unusable. */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly detail: { status?: number; cause?: unknown } = {},
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
