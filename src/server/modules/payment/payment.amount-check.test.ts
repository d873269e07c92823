/**
 * Pagar.me mode: a payment unlocks only for what we asked, our order's amount
 * in reais. The fake Pagar.me reports a paid order whose charge paid 1 cent, or
 * another currency; through the webhook, the order's polling or the card's own
 * create-order answer, such an order never unlocks, is recorded once in
 * payment_reviews for staff, and is logged. The right amount unlocks as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  RELAXED_LIMITS,
  canAccessCurriculum,
  cardOrderBody,
  completedAttempt,
  createOrder,
  expectSuccess,
  orderStatus,
  pixOrderBody,
  receiptsTo,
  reportStatus,
  startFakePagarme,
  storedRows,
  type Account,
  type FakePagarme,
} from './payment.test-support';

const WEBHOOK_SECRET = '0123456789abcdef0123';
const HELD = 'paid order does not match what we asked: not unlocked, held for staff review';

interface ReviewRow {
  order_id: string;
  reason: string;
  gateway: string;
  gateway_order_id: string | null;
  expected_amount_cents: number;
  expected_currency: string;
  paid_amount_cents: number | null;
  paid_currency: string | null;
  resolved_at: string | null;
}

describe(`payments: the paid amount and currency must match our order (Pagar.me mode, ${testDatabaseKind})`, () => {
  let fake: FakePagarme;
  let server: TestServer;
  const log: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    fake = await startFakePagarme();
    server = await startTestServer(
      {
        ...RELAXED_LIMITS,
        LOG_LEVEL: 'error',
        PAYMENT_GATEWAY: 'pagarme',
        PAGARME_SECRET_KEY: 'sk_test_x',
        PAGARME_PUBLIC_KEY: 'pk_test_x',
        PAGARME_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PAGARME_API_URL: fake.apiUrl,
      },
      { logStream: { write: (line) => void log.push(JSON.parse(line) as Record<string, unknown>) } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  async function pendingPix(): Promise<{ account: Account; attemptId: string; orderId: string; gatewayOrderId: string }> {
    const { account, attemptId } = await completedAttempt(server);
    const res = await createOrder(server, account.token, pixOrderBody(attemptId));
    expectSuccess(res);
    const orderId = res.body.data.orderId;
    const gatewayOrder = [...fake.orders.values()].find((order) => order.code === orderId)!;
    return { account, attemptId, orderId, gatewayOrderId: gatewayOrder.id };
  }

  const webhook = (gatewayOrderId: string) =>
    server.request('POST', `/api/payment/webhooks/pagarme?secret=${WEBHOOK_SECRET}`, {
      body: { id: `hook_${gatewayOrderId}`, type: 'order.paid', data: { id: gatewayOrderId, status: 'paid' } },
    });

  const reviewsOf = async (orderId: string) =>
    (await storedRows<ReviewRow>(server, 'select * from payment_reviews where order_id = ?', [orderId])).map((row) => ({
      ...row,
      expected_amount_cents: Number(row.expected_amount_cents),
      paid_amount_cents: row.paid_amount_cents === null ? null : Number(row.paid_amount_cents),
    }));

  async function expectLocked(account: Account, attemptId: string, orderId: string): Promise<void> {
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
    expect(await canAccessCurriculum(server, account.token)).toBe(false);
    expect(await receiptsTo(server, account.email)).toEqual([]);
    expect(await orderStatus(server, account.token, orderId)).toBe('PENDING');
  }

  it('a webhook for a PIX paid with 1 cent: stays locked, recorded once for review, logged', async () => {
    const { account, attemptId, orderId, gatewayOrderId } = await pendingPix();
    fake.setStatus(gatewayOrderId, 'paid', { amount: 1 });

    for (let i = 0; i < 2; i++) expect((await webhook(gatewayOrderId)).status).toBe(200);
    await expectLocked(account, attemptId, orderId);

    expect(await reviewsOf(orderId)).toEqual([
      expect.objectContaining({
        order_id: orderId,
        reason: 'amount-mismatch',
        gateway: 'pagarme',
        gateway_order_id: gatewayOrderId,
        expected_amount_cents: 2990,
        expected_currency: 'BRL',
        paid_amount_cents: 1,
        paid_currency: 'BRL',
        resolved_at: null,
      }),
    ]);
    const lines = log.filter((line) => line.msg === HELD && line.order_id === orderId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, attemptId, reason: 'amount-mismatch', paid_amount_cents: 1, expected_amount_cents: 2990 });
  });

  it('the same 1-cent payment found by polling the order: stays locked and recorded', async () => {
    const { account, attemptId, orderId, gatewayOrderId } = await pendingPix();
    fake.setStatus(gatewayOrderId, 'paid', { amount: 1 });
    const reads = fake.readsOf(gatewayOrderId);
    await expectLocked(account, attemptId, orderId);
    expect(fake.readsOf(gatewayOrderId)).toBeGreaterThan(reads);
    expect((await reviewsOf(orderId)).map((review) => [review.reason, review.paid_amount_cents])).toEqual([['amount-mismatch', 1]]);
  });

  it('the right amount in another currency: stays locked, recorded as a currency mismatch', async () => {
    const { account, attemptId, orderId, gatewayOrderId } = await pendingPix();
    fake.setStatus(gatewayOrderId, 'paid', { currency: 'USD' });
    expect((await webhook(gatewayOrderId)).status).toBe(200);
    await expectLocked(account, attemptId, orderId);
    expect((await reviewsOf(orderId)).map((review) => [review.reason, review.paid_amount_cents, review.paid_currency])).toEqual([
      ['currency-mismatch', 2990, 'USD'],
    ]);
  });

  it('a card that Pagar.me charges 1 cent at creation: create-order does not answer PAID, nothing unlocks', async () => {
    const { account, attemptId } = await completedAttempt(server);
    fake.cardPaid = { amount: 1 };
    try {
      const res = await createOrder(server, account.token, cardOrderBody(attemptId, 'token_from_the_browser'));
      expectSuccess(res);
      expect(res.body.data.status).toBe('PENDING');
      expect(res.body.message).toBeUndefined();
      const orderId = res.body.data.orderId;
      await expectLocked(account, attemptId, orderId);
      expect((await reviewsOf(orderId)).map((review) => [review.reason, review.paid_amount_cents])).toEqual([['amount-mismatch', 1]]);
    } finally {
      fake.cardPaid = null;
    }
  });

  it('the right amount in reais unlocks, exactly as before, with no review', async () => {
    const { account, attemptId, orderId, gatewayOrderId } = await pendingPix();
    fake.setStatus(gatewayOrderId, 'paid');
    expect((await webhook(gatewayOrderId)).status).toBe(200);
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
    expect(await canAccessCurriculum(server, account.token)).toBe(true);
    expect(await orderStatus(server, account.token, orderId)).toBe('PAID');
    expect(await receiptsTo(server, account.email)).toHaveLength(1);
    expect(await reviewsOf(orderId)).toEqual([]);
  });
});
