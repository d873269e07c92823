import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasError, parsePix } from 'pix-utils';
import { ConfigError, loadConfig } from '../../config';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { PAYMENT_MESSAGES, sandboxPayContract, paymentConfigContract, orderContract } from '../../../shared/contracts/payment.contract';
import {
  VALID_CPF_DIGITS,
  canAccessCurriculum,
  cardOrderBody,
  completedAttempt,
  createOrder,
  createOrderRaw,
  expectError,
  expectSuccess,
  orderStatus,
  pagarmeEnv,
  pixOrderBody,
  receiptsTo,
  reportStatus,
  startFakePagarme,
  storedOrdersOf,
  type Account,
  type FakePagarme,
  WEBHOOK_SECRET,
} from './payment.test-support';
import { myResultContract } from '../../../shared/contracts/quiz.contract';

const WEBHOOK_PATH = '/api/payment/webhooks/pagarme';

describe(`payments: Pagar.me mode against a fake API (${testDatabaseKind})`, () => {
  let fake: FakePagarme;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakePagarme();
    server = await startTestServer(pagarmeEnv(fake));
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  /** A completed attempt with a PIX order at the fake Pagar.me. */
  async function pendingPixOrder(): Promise<{ account: Account; attemptId: string; orderId: string; gatewayOrderId: string }> {
    const { account, attemptId } = await completedAttempt(server);
    const before = fake.orders.size;
    const res = await createOrder(server, account.token, pixOrderBody(attemptId));
    expectSuccess(res);
    expect(res.body.data.status).toBe('PENDING');
    expect(fake.orders.size).toBe(before + 1);
    const gatewayOrder = [...fake.orders.values()].find((o) => o.code === res.body.data.orderId) ?? [...fake.orders.values()].at(-1)!;
    return { account, attemptId, orderId: res.body.data.orderId, gatewayOrderId: gatewayOrder.id };
  }

  const webhook = (body: unknown, query = `?secret=${WEBHOOK_SECRET}`, headers: Record<string, string> = {}) =>
    server.request('POST', `${WEBHOOK_PATH}${query}`, { body, headers });

  it('has no sandbox routes', async () => {
    const { account, attemptId, orderId } = await pendingPixOrder();
    const tokens = await server.request('POST', '/api/payment/sandbox/tokens?appId=pk_sandbox_rumo', {
      body: { type: 'card', card: { number: '4000000000000010', holder_name: 'MARIA T SILVA', exp_month: 12, exp_year: 2035, cvv: '123' } },
    });
    expect(tokens.status).toBe(404);
    expect(tokens.text).not.toContain('token_');
    const pay = await server.call(sandboxPayContract, { params: { orderId }, token: account.token });
    expect(pay.status).toBe(404);
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
  });

  it("tells the browser Pagar.me's token URL and public key, and lets the browser reach it", async () => {
    const res = await server.call(paymentConfigContract);
    expectSuccess(res);
    expect(res.body.data).toEqual({ gateway: 'pagarme', tokenUrl: `${fake.apiUrl}/tokens`, publicKey: 'pk_test_x' });
    expect(res.text).not.toContain('sk_test_x');
    expect(res.text).not.toContain(WEBHOOK_SECRET);

    // The page's policy governs the browser's call to the gateway; API answers are not documents.
    for (const path of ['/', '/assessment', '/some/client/route']) {
      const csp = (await server.request('GET', path)).headers.get('content-security-policy') ?? '';
      const connectSrc = /(?:^|;)\s*connect-src([^;]*)/.exec(csp)?.[1] ?? '';
      expect(connectSrc.trim().split(/\s+/), csp).toContain(fake.origin);
      expect(connectSrc).toContain("'self'");
    }
  });

  it("creates the PIX order at Pagar.me and answers the API's QR code", async () => {
    const { account, attemptId } = await completedAttempt(server);
    // Raw: fields the contract does not have.
    const res = await createOrderRaw(server, account.token, { ...pixOrderBody(attemptId), amount: 1, price: 0.01 });
    expectSuccess(res);
    const gatewayOrder = [...fake.orders.values()].at(-1)!;
    const call = fake.requests.filter((r) => r.method === 'POST' && r.path === '/core/v5/orders').at(-1)!;
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from('sk_test_x:').toString('base64')}`);
    const sent = call.body as {
      items: Array<{ amount: number; quantity?: number }>;
      customer: { document: string; document_type: string; email: string; phones?: { mobile_phone?: { area_code: string; number: string } } };
      payments: Array<{ payment_method: string; pix?: { expires_in: number } }>;
    };
    expect(sent.items.reduce((sum, item) => sum + item.amount * (item.quantity ?? 1), 0)).toBe(2990);
    expect(sent.customer).toMatchObject({ document: VALID_CPF_DIGITS, document_type: 'CPF', email: account.email });
    expect(sent.customer.phones?.mobile_phone).toMatchObject({ area_code: '11', number: '987654321' });
    expect(sent.payments[0]).toMatchObject({ payment_method: 'pix', pix: { expires_in: 600 } });

    expect(res.body.data).toMatchObject({
      status: 'PENDING',
      orderId: expect.any(String),
      pix: { qrCode: gatewayOrder.qrCode, qrCodeUrl: gatewayOrder.qrCodeUrl, expiresIn: expect.any(Number) },
    });
    expect(res.body.data.pix.expiresIn).toBeGreaterThan(590);
    expect(res.body.data.pix.expiresIn).toBeLessThanOrEqual(600);
    expect(hasError(parsePix(res.body.data.pix.qrCode))).toBe(false);
    const order = await server.call(orderContract, { params: { orderId: res.body.data.orderId }, token: account.token });
    expect(order.body.data.order).toMatchObject({ status: 'PENDING', amount: 29.9, pix: { qrCode: gatewayOrder.qrCode } });
  });

  it('ignores webhooks without the right secret', async () => {
    const { account, attemptId, gatewayOrderId } = await pendingPixOrder();
    fake.setStatus(gatewayOrderId, 'paid');
    const reads = fake.readsOf(gatewayOrderId);
    const event = { id: 'hook_1', type: 'order.paid', data: { id: gatewayOrderId, status: 'paid' } };

    for (const query of ['', '?secret=', '?secret=wrong-secret-0123456789', `?secret=${WEBHOOK_SECRET}x`, `?secret=${WEBHOOK_SECRET.slice(0, -1)}`]) {
      const res = await webhook(event, query);
      expect(res.status, query).toBe(401);
      expect(res.body.success).toBe(false);
    }
    const wrongBasic = await webhook(event, '', { authorization: `Basic ${Buffer.from('pagarme:not-the-secret').toString('base64')}` });
    expect(wrongBasic.status).toBe(401);

    expect(fake.readsOf(gatewayOrderId)).toBe(reads);
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
    expect(await canAccessCurriculum(server, account.token)).toBe(false);
  });

  it('a repeated ?secret= is a 401, never a 500, even when one of the values is the real secret', async () => {
    const { account, attemptId, gatewayOrderId } = await pendingPixOrder();
    fake.setStatus(gatewayOrderId, 'paid');
    const reads = fake.readsOf(gatewayOrderId);
    const event = { id: 'hook_repeated', type: 'order.paid', data: { id: gatewayOrderId, status: 'paid' } };
    for (const query of [`?secret=x&secret=${WEBHOOK_SECRET}`, `?secret=${WEBHOOK_SECRET}&secret=${WEBHOOK_SECRET}`, `?secret=${WEBHOOK_SECRET}&secret=`]) {
      expectError(await webhook(event, query), 401, 'Webhook não autorizado.');
    }
    expect(fake.readsOf(gatewayOrderId)).toBe(reads);
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
  });

  it('re-reads the order from the API and believes only the API', async () => {
    const { account, attemptId, orderId, gatewayOrderId } = await pendingPixOrder();

    // A forged "paid" event while Pagar.me still says pending changes nothing.
    let reads = fake.readsOf(gatewayOrderId);
    const forged = await webhook({ id: 'hook_forged', type: 'order.paid', data: { id: gatewayOrderId, status: 'paid' } });
    expect(forged.status, forged.text).toBe(200);
    expect(fake.readsOf(gatewayOrderId)).toBe(reads + 1);
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
    expect(await canAccessCurriculum(server, account.token)).toBe(false);

    // Paid for real.
    fake.setStatus(gatewayOrderId, 'paid');
    reads = fake.readsOf(gatewayOrderId);
    const paid = await webhook({ id: 'hook_paid', type: 'order.paid', data: { id: gatewayOrderId, status: 'paid' } });
    expect(paid.status, paid.text).toBe(200);
    expect(fake.readsOf(gatewayOrderId)).toBe(reads + 1);
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
    expect(await canAccessCurriculum(server, account.token)).toBe(true);

    // The same event again, and a failure arriving late, leave it paid, even if the API now says failed.
    expect((await webhook({ id: 'hook_paid', type: 'order.paid', data: { id: gatewayOrderId, status: 'paid' } })).status).toBe(200);
    fake.setStatus(gatewayOrderId, 'failed');
    expect((await webhook({ id: 'hook_late', type: 'order.payment_failed', data: { id: gatewayOrderId, status: 'failed' } })).status).toBe(200);
    expect((await webhook({ id: 'hook_cancel', type: 'order.canceled', data: { id: gatewayOrderId, status: 'canceled' } })).status).toBe(200);
    expect(await orderStatus(server, account.token, orderId)).toBe('PAID');
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
    expect(await canAccessCurriculum(server, account.token)).toBe(true);
    const mine = await server.call(myResultContract, { token: account.token });
    expect(mine.body.data.result.reportStatus).toBe('PAID');
  });

  it('accepts the secret as the HTTP Basic password, and charge events by their order id', async () => {
    const { account, attemptId, gatewayOrderId } = await pendingPixOrder();
    fake.setStatus(gatewayOrderId, 'paid');
    const basic = `Basic ${Buffer.from(`pagarme:${WEBHOOK_SECRET}`).toString('base64')}`;
    const res = await webhook({ id: 'hook_charge', type: 'charge.paid', data: { id: 'ch_fake', order: { id: gatewayOrderId } } }, '', { authorization: basic });
    expect(res.status, res.text).toBe(200);
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
  });

  it('answers 200 to events about unknown orders and 400 to malformed events, changing nothing', async () => {
    const { account, attemptId, gatewayOrderId } = await pendingPixOrder();
    const unknown = await webhook({ id: 'hook_x', type: 'order.paid', data: { id: 'or_not_ours' } });
    expect(unknown.status, unknown.text).toBe(200);
    for (const body of [{}, { type: 'order.paid' }, { data: { id: gatewayOrderId } }, []]) {
      const res = await webhook(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
  });

  it('answers a gateway outage with a 5xx, so Pagar.me retries, and changes nothing meanwhile', async () => {
    const { account, attemptId, orderId, gatewayOrderId } = await pendingPixOrder();
    fake.setStatus(gatewayOrderId, 'paid');
    fake.failWith = 503;
    try {
      const res = await webhook({ id: 'hook_outage', type: 'order.paid', data: { id: gatewayOrderId, status: 'paid' } });
      expect(res.status, res.text).toBeGreaterThanOrEqual(500);
      expect(res.text).not.toContain('sk_test_x');
      // Polling meanwhile keeps the order pending instead of failing it.
      expect(await orderStatus(server, account.token, orderId)).toBe('PENDING');
      expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
    } finally {
      fake.failWith = null;
    }
    expect((await webhook({ id: 'hook_outage', type: 'order.paid', data: { id: gatewayOrderId } })).status).toBe(200);
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
  });

  it('answers 502 with the PIX error when Pagar.me refuses to create the order', async () => {
    const { account, attemptId } = await completedAttempt(server);
    fake.failWith = 500;
    try {
      const res = await createOrder(server, account.token, pixOrderBody(attemptId));
      expectError(res, 502, 'Erro ao gerar código PIX');
      expect(res.text).not.toContain('sk_test_x');
      expect(res.text).not.toContain(VALID_CPF_DIGITS);
    } finally {
      fake.failWith = null;
    }
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
    // Once Pagar.me is back, the person can try again.
    const again = await createOrder(server, account.token, pixOrderBody(attemptId));
    expectSuccess(again);
    expect(again.body.data.status).toBe('PENDING');
  });

  const failures = [
    { label: 'answers 500', failure: 500, method: 'pix' },
    { label: 'never answers (the connection drops, as after a timeout)', failure: 'drop-connection', method: 'credit_card' },
    { label: 'answers an order it cannot read', failure: 'unexpected-answer', method: 'pix' },
  ] as const;
  for (const { label, failure, method } of failures) {
    it(`unlocks, exactly once, a ${method} order Pagar.me created though the call that created it ${label}`, async () => {
      const { account, attemptId } = await completedAttempt(server);
      const body = method === 'pix' ? pixOrderBody(attemptId) : cardOrderBody(attemptId, 'token_from_the_browser');
      const before = fake.orders.size;
      fake.failAfterCreate = failure;
      let res;
      try {
        res = await createOrder(server, account.token, body);
      } finally {
        fake.failAfterCreate = null;
      }
      // The person is told it did not work...
      expectError(res, 502, method === 'pix' ? PAYMENT_MESSAGES.pixError : PAYMENT_MESSAGES.cardError);
      // ...but Pagar.me has the order, under our order id as its code (a card is already charged).
      expect(fake.orders.size).toBe(before + 1);
      const gatewayOrder = [...fake.orders.values()].at(-1)!;
      const [ours, ...others] = await storedOrdersOf(server, attemptId);
      expect(others).toEqual([]);
      expect(ours).toMatchObject({ status: 'FAILED', gateway_order_id: null });
      expect(gatewayOrder.code).toBe(ours!.id);
      expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });

      // Paid at Pagar.me; its webhook names the order by Pagar.me's id and by our code.
      fake.setStatus(gatewayOrder.id, 'paid');
      const event = { id: `hook_${gatewayOrder.id}`, type: 'order.paid', data: { id: gatewayOrder.id, code: ours!.id, status: 'paid' } };
      const reads = fake.readsOf(gatewayOrder.id);
      const hook = await webhook(event);
      expect(hook.status, hook.text).toBe(200);
      expect(fake.readsOf(gatewayOrder.id)).toBe(reads + 1); // believed only after re-reading it
      expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
      expect(await canAccessCurriculum(server, account.token)).toBe(true);
      expect(await orderStatus(server, account.token, ours!.id)).toBe('PAID');
      expect(await storedOrdersOf(server, attemptId)).toEqual([expect.objectContaining({ id: ours!.id, status: 'PAID', gateway_order_id: gatewayOrder.id })]);

      // The same news again, by order and by charge events, changes nothing more.
      expect((await webhook(event)).status).toBe(200);
      expect(
        (await webhook({ id: 'hook_charge', type: 'charge.paid', data: { id: 'ch_x', code: ours!.id, order: { id: gatewayOrder.id, code: ours!.id } } }))
          .status,
      ).toBe(200);
      fake.setStatus(gatewayOrder.id, 'canceled');
      expect((await webhook({ id: 'hook_late', type: 'order.canceled', data: { id: gatewayOrder.id, code: ours!.id } })).status).toBe(200);
      expect(await orderStatus(server, account.token, ours!.id)).toBe('PAID');
      expect(await receiptsTo(server, account.email)).toHaveLength(1);
    });
  }

  it('believes a webhook code only when the order at Pagar.me carries it', async () => {
    const first = await completedAttempt(server);
    const second = await completedAttempt(server);
    fake.failAfterCreate = 500;
    try {
      expectError(await createOrder(server, first.account.token, pixOrderBody(first.attemptId)), 502, PAYMENT_MESSAGES.pixError);
      expectError(await createOrder(server, second.account.token, pixOrderBody(second.attemptId)), 502, PAYMENT_MESSAGES.pixError);
    } finally {
      fake.failAfterCreate = null;
    }
    const [firstOrder] = await storedOrdersOf(server, first.attemptId);
    const [secondOrder] = await storedOrdersOf(server, second.attemptId);
    const secondAtGateway = [...fake.orders.values()].find((o) => o.code === secondOrder!.id)!;
    fake.setStatus(secondAtGateway.id, 'paid');

    // The second order's payment, claiming to be the first's: Pagar.me's record says otherwise.
    const forged = await webhook({ id: 'hook_forged_code', type: 'order.paid', data: { id: secondAtGateway.id, code: firstOrder!.id } });
    expect(forged.status, forged.text).toBe(200);
    expect(await reportStatus(server, first.account.token, first.attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
    expect(await storedOrdersOf(server, first.attemptId)).toEqual([expect.objectContaining({ status: 'FAILED', gateway_order_id: null })]);
    // A code that is not an order of ours changes nothing either.
    expect((await webhook({ id: 'hook_unknown_code', type: 'order.paid', data: { id: 'or_not_ours', code: 'not-our-order' } })).status).toBe(200);

    // The true event unlocks the second attempt only.
    expect((await webhook({ id: 'hook_true', type: 'order.paid', data: { id: secondAtGateway.id, code: secondOrder!.id } })).status).toBe(200);
    expect(await reportStatus(server, second.account.token, second.attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
    expect(await reportStatus(server, first.account.token, first.attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
  });

  it('answers a replayed Idempotency-Key after an outage with the same 502, without calling Pagar.me again', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const posts = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/core/v5/orders').length;
    fake.failWith = 500;
    try {
      expectError(await createOrder(server, account.token, pixOrderBody(attemptId), 'chave-pane'), 502, PAYMENT_MESSAGES.pixError);
    } finally {
      fake.failWith = null;
    }
    // The web client's automatic retry of that 5xx, with the same key, once Pagar.me is back.
    const sent = posts();
    const replay = await createOrder(server, account.token, pixOrderBody(attemptId), 'chave-pane');
    expectError(replay, 502, PAYMENT_MESSAGES.pixError);
    expect(posts()).toBe(sent);
    expect(await storedOrdersOf(server, attemptId)).toEqual([expect.objectContaining({ status: 'FAILED', idempotency_key: 'chave-pane' })]);

    // The person's next click is a new request with a new key: a fresh order with its PIX code.
    const fresh = await createOrder(server, account.token, pixOrderBody(attemptId), 'chave-nova');
    expectSuccess(fresh);
    expect(fresh.body.data).toMatchObject({ status: 'PENDING', pix: { qrCode: expect.stringMatching(/^000201/) } });

    // Same for a card: the outage is a 502 with the card message, never "denied".
    const card = await completedAttempt(server);
    fake.failWith = 503;
    try {
      expectError(await createOrder(server, card.account.token, cardOrderBody(card.attemptId, 'token_x'), 'chave-cartao'), 502, PAYMENT_MESSAGES.cardError);
    } finally {
      fake.failWith = null;
    }
    expectError(await createOrder(server, card.account.token, cardOrderBody(card.attemptId, 'token_x'), 'chave-cartao'), 502, PAYMENT_MESSAGES.cardError);
  });

  it('answers a declined card as a FAILED order, also when replayed', async () => {
    const { account, attemptId } = await completedAttempt(server);
    fake.cardStatus = 'failed';
    try {
      const declined = await createOrder(server, account.token, cardOrderBody(attemptId, 'token_declined'), 'chave-recusa');
      expectSuccess(declined);
      expect(declined.body.data).toMatchObject({ status: 'FAILED', pix: null });
      const replay = await createOrder(server, account.token, cardOrderBody(attemptId, 'token_declined'), 'chave-recusa');
      expectSuccess(replay);
      expect(replay.body.data).toEqual(declined.body.data);
    } finally {
      fake.cardStatus = null;
    }
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
    const approved = await createOrder(server, account.token, cardOrderBody(attemptId, 'token_ok'), 'chave-outro-cartao');
    expectSuccess(approved, 200, 'Pagamento aprovado!');
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
  });

  it('unlocks once and keeps both orders PAID when two PIX codes of one attempt are both paid', async () => {
    const { account, attemptId } = await completedAttempt(server);
    // The first code's creation call never answered (our order is "outcome unknown"), so asking again makes a second code.
    fake.failAfterCreate = 500;
    try {
      expectError(await createOrder(server, account.token, pixOrderBody(attemptId), 'pix-antigo'), 502, PAYMENT_MESSAGES.pixError);
    } finally {
      fake.failAfterCreate = null;
    }
    const second = await createOrder(server, account.token, pixOrderBody(attemptId), 'pix-novo');
    expectSuccess(second);
    const [first] = await storedOrdersOf(server, attemptId);
    expect(first!.id).not.toBe(second.body.data.orderId);
    const atGateway = (orderId: string) => [...fake.orders.values()].find((o) => o.code === orderId)!.id;
    const ids = [atGateway(first!.id), atGateway(second.body.data.orderId)];
    for (const id of ids) fake.setStatus(id, 'paid');
    const codes = [first!.id, second.body.data.orderId];
    const hooks = await Promise.all(ids.map((id, i) => webhook({ id: `hook_${id}`, type: 'order.paid', data: { id, code: codes[i] } })));
    for (const res of hooks) expect(res.status, res.text).toBe(200);
    expect((await storedOrdersOf(server, attemptId)).map((o) => o.status)).toEqual(['PAID', 'PAID']);
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
    expect(await receiptsTo(server, account.email)).toHaveLength(1);
  });

  it('finds out about a payment by polling the order, too', async () => {
    // No poll before this one: a poll reads the gateway at most once per interval (payment.polling.test.ts).
    const { account, attemptId, orderId, gatewayOrderId } = await pendingPixOrder();
    fake.setStatus(gatewayOrderId, 'paid');
    const reads = fake.readsOf(gatewayOrderId);
    expect(await orderStatus(server, account.token, orderId)).toBe('PAID');
    expect(fake.readsOf(gatewayOrderId)).toBe(reads + 1);
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
    expectError(await createOrder(server, account.token, pixOrderBody(attemptId)), 409, 'Este relatório já está desbloqueado.');
  });
});

describe(`payments: Pagar.me configuration (${testDatabaseKind})`, () => {
  it('refuses to start in Pagar.me mode without the keys, naming them', () => {
    const base = { DATA_DIR: '/tmp/rumo-config-test', PAYMENT_GATEWAY: 'pagarme' };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    try {
      loadConfig(base);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PAGARME_SECRET_KEY', 'PAGARME_PUBLIC_KEY', 'PAGARME_WEBHOOK_SECRET']) expect(message).toContain(name);
    }
    try {
      loadConfig({ ...base, PAGARME_SECRET_KEY: 'sk_test_x', PAGARME_PUBLIC_KEY: 'pk_test_x' });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain('PAGARME_WEBHOOK_SECRET');
      expect((error as Error).message).not.toContain('PAGARME_SECRET_KEY');
    }
    expect(() => loadConfig({ ...base, PAGARME_SECRET_KEY: 'pk_wrong', PAGARME_PUBLIC_KEY: 'pk_test_x', PAGARME_WEBHOOK_SECRET: WEBHOOK_SECRET })).toThrow(
      /PAGARME_SECRET_KEY/,
    );
    expect(() => loadConfig({ ...base, PAGARME_SECRET_KEY: 'sk_test_x', PAGARME_PUBLIC_KEY: 'pk_test_x', PAGARME_WEBHOOK_SECRET: 'short' })).toThrow(
      /PAGARME_WEBHOOK_SECRET/,
    );
    const ok = loadConfig({ ...base, PAGARME_SECRET_KEY: 'sk_test_x', PAGARME_PUBLIC_KEY: 'pk_test_x', PAGARME_WEBHOOK_SECRET: WEBHOOK_SECRET });
    expect(ok.payment.gateway).toBe('pagarme');
    expect(loadConfig({ DATA_DIR: '/tmp/rumo-config-test', PAYMENT_GATEWAY: 'sandbox' }).payment.gateway).toBe('sandbox');
  });
});
