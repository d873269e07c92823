/**
 * F14: polling a pending order reads it from the gateway at most once every
 * GATEWAY_READ_INTERVAL_MS; in between the answer is what we have, and the
 * webhook brings news at once. Counted at a loopback stand-in for Pagar.me.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  WEBHOOK_SECRET,
  completedAttempt,
  createOrder,
  expectSuccess,
  orderStatus,
  pagarmeEnv,
  pixOrderBody,
  startFakePagarme,
  type FakePagarme,
} from './payment.test-support';
import { GATEWAY_READ_INTERVAL_MS } from './payment.service';

describe(`payments: polling reads the gateway at most once per interval (${testDatabaseKind})`, () => {
  const clock = createTestClock();
  let fake: FakePagarme;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakePagarme();
    server = await startTestServer(pagarmeEnv(fake), { now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('50 polls within the interval make one gateway read; the next interval makes one more', async () => {
    const owner = await completedAttempt(server);
    const created = await createOrder(server, owner.account.token, pixOrderBody(owner.attemptId));
    expectSuccess(created);
    const orderId = created.body.data.orderId;
    const gatewayOrderId = [...fake.orders.values()].find((o) => o.code === orderId)!.id;
    const readsAtStart = fake.readsOf(gatewayOrderId);

    for (let i = 0; i < 50; i++) expect(await orderStatus(server, owner.account.token, orderId)).toBe('PENDING');
    expect(fake.readsOf(gatewayOrderId) - readsAtStart).toBe(1);

    // Paid at the gateway: polling learns it at the next interval, not before.
    fake.setStatus(gatewayOrderId, 'paid');
    clock.advance(GATEWAY_READ_INTERVAL_MS - 1);
    expect(await orderStatus(server, owner.account.token, orderId)).toBe('PENDING');
    expect(fake.readsOf(gatewayOrderId) - readsAtStart).toBe(1);
    clock.advance(1);
    expect(await orderStatus(server, owner.account.token, orderId)).toBe('PAID');
    expect(fake.readsOf(gatewayOrderId) - readsAtStart).toBe(2);
  });

  it('the webhook is never throttled: it reads the gateway and settles the order between two polls', async () => {
    const owner = await completedAttempt(server);
    const created = await createOrder(server, owner.account.token, pixOrderBody(owner.attemptId));
    const orderId = created.body.data.orderId;
    const gatewayOrderId = [...fake.orders.values()].find((o) => o.code === orderId)!.id;
    expect(await orderStatus(server, owner.account.token, orderId)).toBe('PENDING');
    fake.setStatus(gatewayOrderId, 'paid');
    const hook = await server.request('POST', `/api/payment/webhooks/pagarme?secret=${WEBHOOK_SECRET}`, {
      body: { id: 'hook_1', type: 'order.paid', data: { id: gatewayOrderId, code: orderId } },
    });
    expect(hook.status, hook.text).toBe(200);
    expect(await orderStatus(server, owner.account.token, orderId)).toBe('PAID');
  });
});
