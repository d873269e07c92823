import type { Platform } from '../../platform/platform';
import { createPagarmeGateway } from './pagarme-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createPaymentRepository } from './payment.repository';
import { registerPaymentRoutes } from './payment.routes';
import { GATEWAY_READ_INTERVAL_MS, createPaymentService, type GatewayNoticeHandler, type PaymentService } from './payment.service';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';
import { ORDER_CURRENCY, PaymentGatewayError } from './payment-gateway';

/**
 * What another module that sells through the same gateway gets (school licences, decision 0197): the gateway (and
 * the sandbox's "pay this PIX"), the polling interval, the currency every order is in, how to tell a gateway
 * failure, and a place in the webhook for its own orders.
 */
export interface PaymentPort {
  gateway: PaymentGateway;
  sandbox: SandboxGateway | null;
  readIntervalMs: number;
  pixExpiresInSeconds: number;
  currency: string;
  isGatewayError(error: unknown): boolean;
  addGatewayNoticeHandler(handler: GatewayNoticeHandler): void;
}

/** Logged at every start on the sandbox: chosen on purpose (npm start does), never a default. */
export const SANDBOX_WARNING =
  'PAYMENT SANDBOX IS ON (PAYMENT_GATEWAY=sandbox): anyone can unlock a report for free. For real payments set PAYMENT_GATEWAY=pagarme with its keys.';

/** Orders and the gateway PAYMENT_GATEWAY names: Pagar.me (with its webhook) or the built-in sandbox (with its routes). */
export function createPaymentModule(platform: Platform): { service: PaymentService; port: PaymentPort } {
  const { config } = platform;
  const payment = config.payment;
  const sandbox =
    payment.gateway === 'sandbox'
      ? createSandboxGateway({ db: platform.db, pixKey: 'pix-sandbox@rumo.app.br', merchantName: 'RUMO', merchantCity: 'SAO PAULO', now: platform.now })
      : null;
  if (sandbox) platform.log.warn({ gateway: 'sandbox' }, SANDBOX_WARNING);
  const gateway: PaymentGateway = payment.gateway === 'pagarme' ? createPagarmeGateway({ apiUrl: payment.apiUrl, secretKey: payment.secretKey }) : sandbox!;
  const service = createPaymentService({
    repository: createPaymentRepository(platform.db),
    gateway,
    settings: { ...payment, publicUrl: config.publicUrl, supportEmail: config.supportEmail },
    outbox: platform.outbox,
    log: platform.log,
    now: platform.now,
  });
  registerPaymentRoutes(platform.router, service, payment, sandbox, platform.limiter);
  const port: PaymentPort = {
    gateway,
    sandbox,
    readIntervalMs: GATEWAY_READ_INTERVAL_MS,
    pixExpiresInSeconds: payment.pixExpiresInSeconds,
    currency: ORDER_CURRENCY,
    isGatewayError: (error) => error instanceof PaymentGatewayError,
    addGatewayNoticeHandler: (handler) => service.addGatewayNoticeHandler(handler),
  };
  return { service, port };
}
