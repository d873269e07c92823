import type { Platform } from '../../platform/platform';
import { createPagarmeGateway } from './pagarme-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createPaymentRepository } from './payment.repository';
import { registerPaymentRoutes } from './payment.routes';
import { createPaymentService, type PaymentService } from './payment.service';
import { createSandboxGateway } from './sandbox-gateway';

/** Logged at every start on the sandbox: chosen on purpose (npm start does), never a default. */
export const SANDBOX_WARNING =
  'PAYMENT SANDBOX IS ON (PAYMENT_GATEWAY=sandbox): anyone can unlock a report for free. For real payments set PAYMENT_GATEWAY=pagarme with its keys.';

/** Orders and the gateway PAYMENT_GATEWAY names: Pagar.me (with its webhook) or the built-in sandbox (with its routes). */
export function createPaymentModule(platform: Platform): PaymentService {
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
  return service;
}
