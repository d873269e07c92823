import { timingSafeEqual } from 'node:crypto';
import { fileRouteUrl, pagarmeWebhookRoute, sandboxTokensRoute } from '../../../shared/contracts/registry';
import { z } from 'zod';
import {
  createOrderContract,
  orderContract,
  paymentConfigContract,
  pendingPixContract,
  priceContract,
  reportStatusContract,
  sandboxPayContract,
} from '../../../shared/contracts/payment.contract';
import type { PaymentConfig, RateLimitRule } from '../../config';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import type { Router } from '../../platform/http/router';
import { ConflictError, UnauthorizedError } from '../../platform/http/errors';
import { errorEnvelope } from '../../platform/http/error-handler';
import { parseQuery } from '../../platform/http/query';
import type { PaymentService } from './payment.service';
import { SANDBOX_PUBLIC_KEY, SandboxCardError, sandboxTokenRequestSchema, type SandboxGateway } from './sandbox-gateway';
import { clientKey } from '../../platform/security/client-key';

export const SANDBOX_TOKEN_PATH = fileRouteUrl(sandboxTokensRoute);

export function registerPaymentRoutes(
  router: Router,
  payments: PaymentService,
  config: PaymentConfig,
  sandbox: SandboxGateway | null,
  limiter: Pick<RateLimiter, 'consume'>,
): void {
  router.route(priceContract, () => ({ data: payments.price() }));

  router.route(paymentConfigContract, () => ({
    data:
      config.gateway === 'pagarme'
        ? { gateway: 'pagarme' as const, tokenUrl: `${config.apiUrl}/tokens`, publicKey: config.publicKey }
        : { gateway: 'sandbox' as const, tokenUrl: SANDBOX_TOKEN_PATH, publicKey: SANDBOX_PUBLIC_KEY },
  }));

  router.route(createOrderContract, async ({ auth, body, header }) => {
    const order = await payments.createOrder(auth, body, header('idempotency-key'));
    return { message: order.status === 'PAID' ? 'Pagamento aprovado!' : undefined, data: payments.toOrderAnswer(order) };
  });

  router.route(pendingPixContract, async ({ auth, params }) => ({ data: { pix: await payments.pendingPix(auth, params.attemptId) } }));
  router.route(reportStatusContract, async ({ auth, params }) => ({ data: await payments.reportStatus(auth, params.attemptId) }));
  router.route(orderContract, async ({ auth, params }) => ({ data: { order: await payments.order(auth, params.orderId) } }));

  if (config.gateway === 'pagarme') registerPagarmeWebhook(router, payments, config.webhookSecret);
  if (sandbox && config.gateway === 'sandbox') registerSandboxRoutes(router, payments, sandbox, limiter, config.tokenLimitPerIp);
}

function registerSandboxRoutes(
  router: Router,
  payments: PaymentService,
  sandbox: SandboxGateway,
  limiter: Pick<RateLimiter, 'consume'>,
  tokenLimitPerIp: RateLimitRule,
): void {
  router.route(sandboxPayContract, async ({ auth, params }) => {
    const order = await payments.ownOrderForSandbox(auth, params.orderId);
    // Only a PIX is paid by the customer's bank; a card order settles by itself.
    if (order.method !== 'pix') throw new ConflictError('Este pedido não é um PIX.');
    if (!order.gateway_order_id) return { data: { status: order.status } };
    const updated = await payments.apply(order, await sandbox.payPix(order.gateway_order_id));
    return { data: { status: updated.status } };
  });

  // Same request and answer shapes as Pagar.me's POST /core/v5/tokens?appId=...
  router.fastify.post(SANDBOX_TOKEN_PATH, async (request, reply) => {
    const { appId } = parseQuery(sandboxTokensRoute.query, request.query);
    if (appId !== SANDBOX_PUBLIC_KEY) {
      return reply.code(401).send({ message: 'Chave pública inválida (appId).' });
    }
    await limiter.consume(`sandbox-token:ip:${clientKey(request.ip)}`, tokenLimitPerIp);
    const parsed = sandboxTokenRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(422).send({ message: 'Dados do cartão inválidos.', errors: { card: ['Dados do cartão inválidos.'] } });
    }
    try {
      return reply.code(200).send(await sandbox.tokenize(parsed.data));
    } catch (error) {
      if (error instanceof SandboxCardError) return reply.code(422).send({ message: error.message, errors: { card: [error.message] } });
      throw error;
    }
  });
}

function secretMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const webhookSchema = z.object({
  id: z.string().optional(),
  type: z.string(),
  data: z
    .object({
      id: z.string().optional(),
      /** Our order id, sent as the order's code; it finds an order whose creation call never answered. */
      code: z.string().nullish().catch(null),
      order: z
        .object({ id: z.string(), code: z.string().nullish().catch(null) })
        .passthrough()
        .optional(),
    })
    .passthrough(),
});

/**
 * Pagar.me v5 signs nothing, so the URL carries a secret (?secret=... or HTTP
 * Basic password). The event is only a hint: the order is re-read from the API.
 */
function registerPagarmeWebhook(router: Router, payments: PaymentService, webhookSecret: string): void {
  router.fastify.post(fileRouteUrl(pagarmeWebhookRoute), async (request, reply) => {
    // One secret, once: a repeated ?secret= (an array) authorizes nothing.
    const given = (request.query as Record<string, unknown> | undefined)?.secret;
    const querySecret = typeof given === 'string' ? given : undefined;
    const basic = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const basicPassword = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':').slice(1).join(':') : undefined;
    if (!secretMatches(querySecret, webhookSecret) && !secretMatches(basicPassword, webhookSecret)) {
      throw new UnauthorizedError('Webhook não autorizado.');
    }
    const event = webhookSchema.safeParse(request.body);
    if (!event.success) return reply.code(400).send(errorEnvelope(request, 400, 'Evento inválido.'));
    const { data } = event.data;
    const isOrderEvent = event.data.type.startsWith('order.');
    const gatewayOrderId = isOrderEvent ? data.id : data.order?.id;
    // A charge's code repeats its order's.
    const code = isOrderEvent ? data.code : (data.order?.code ?? data.code);
    if (gatewayOrderId) await payments.handleGatewayNotice({ gatewayOrderId, code });
    return reply.code(200).send({ success: true, received: true });
  });
}
