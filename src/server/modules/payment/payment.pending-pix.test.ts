import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES } from '../../../shared/contracts/quiz.contract';
import { pendingPixContract, sandboxPayContract } from '../../../shared/contracts/payment.contract';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  CARDS,
  RELAXED_LIMITS,
  cardOrderBody,
  cardToken,
  completedAttempt,
  createOrder,
  expectError,
  expectSuccess,
  pixOrderBody,
  registerAccount,
  startedAttempt,
  storedOrdersOf,
} from './payment.test-support';

/**
 * One payable PIX code per attempt: a reopened payment modal reads it back
 * (GET /payment/pix/:attemptId) and a new PIX request answers it instead of
 * issuing a second code that could be paid as well.
 */

const pendingPix = (server: TestServer, token: string | undefined, attemptId: string) => server.call(pendingPixContract, { params: { attemptId }, token });
const sandboxPay = (server: TestServer, token: string, orderId: string) => server.call(sandboxPayContract, { params: { orderId }, token });

describe(`payments: one PIX code at a time (${testDatabaseKind})`, () => {
  const clock = createTestClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS, { now: clock.now });
  });
  afterAll(() => server?.close());

  it('reads back the pending code with the time it really has left, to its owner', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const none = await pendingPix(server, account.token, attemptId);
    expectSuccess(none);
    expect(none.body.data).toEqual({ pix: null });

    const created = await createOrder(server, account.token, pixOrderBody(attemptId));
    expectSuccess(created);
    const { orderId, pix } = created.body.data;
    expect(pix!.expiresIn).toBe(600);

    clock.advance(90_000);
    const read = await pendingPix(server, account.token, attemptId);
    expectSuccess(read);
    expect(read.body.data).toEqual({ pix: { orderId, qrCode: pix!.qrCode, qrCodeUrl: pix!.qrCodeUrl, expiresIn: 510 } });
  });

  it('answers another user, a missing attempt or no token with an error, never the code', async () => {
    const { account, attemptId } = await completedAttempt(server);
    expectSuccess(await createOrder(server, account.token, pixOrderBody(attemptId)));
    const stranger = await registerAccount(server);

    const theirs = await pendingPix(server, stranger.token, attemptId);
    expectError(theirs, 404, QUIZ_MESSAGES.attemptNotFound);
    expect(theirs.text).not.toContain('000201');
    expectError(await pendingPix(server, account.token, randomUUID()), 404, QUIZ_MESSAGES.attemptNotFound);
    expect((await pendingPix(server, undefined, attemptId)).status).toBe(401);
    const malformed = await pendingPix(server, account.token, 'not-an-attempt');
    expect(malformed.status, malformed.text).toBe(400);
    expect(malformed.body.success).toBe(false);
  });

  it('answers null once the code has expired, even before anything marked the order failed', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const created = await createOrder(server, account.token, pixOrderBody(attemptId));
    expectSuccess(created);
    clock.advance(599_000);
    expect((await pendingPix(server, account.token, attemptId)).body.data.pix).toMatchObject({ orderId: created.body.data.orderId, expiresIn: 1 });

    clock.advance(1_000);
    // Nobody polled the order, so it is still PENDING in our table; its code has expired all the same.
    expect((await storedOrdersOf(server, attemptId)).map((o) => o.status)).toEqual(['PENDING']);
    const expired = await pendingPix(server, account.token, attemptId);
    expectSuccess(expired);
    expect(expired.body.data).toEqual({ pix: null });
  });

  it('answers null once the attempt is paid, and for card orders', async () => {
    const paid = await completedAttempt(server);
    const created = await createOrder(server, paid.account.token, pixOrderBody(paid.attemptId));
    expectSuccess(await sandboxPay(server, paid.account.token, created.body.data.orderId));
    expect((await pendingPix(server, paid.account.token, paid.attemptId)).body.data).toEqual({ pix: null });

    // Paid by card while a PIX code was still pending: the code is not offered any more.
    const byCard = await completedAttempt(server);
    expectSuccess(await createOrder(server, byCard.account.token, pixOrderBody(byCard.attemptId)));
    const token = await cardToken(server, { number: CARDS.approved });
    expect((await createOrder(server, byCard.account.token, cardOrderBody(byCard.attemptId, token))).body.data.status).toBe('PAID');
    expect((await pendingPix(server, byCard.account.token, byCard.attemptId)).body.data).toEqual({ pix: null });

    const pendingCard = await completedAttempt(server);
    const pendingToken = await cardToken(server, { number: CARDS.pending });
    expect((await createOrder(server, pendingCard.account.token, cardOrderBody(pendingCard.attemptId, pendingToken))).body.data.status).toBe('PENDING');
    expect((await pendingPix(server, pendingCard.account.token, pendingCard.attemptId)).body.data).toEqual({ pix: null });

    // An attempt not finished yet has no code either.
    const learner = await registerAccount(server);
    const unfinished = await startedAttempt(server, learner);
    const none = await pendingPix(server, learner.token, unfinished);
    expectSuccess(none);
    expect(none.body.data).toEqual({ pix: null });
  });

  it('answers a new PIX request with the code still pending, whatever its Idempotency-Key, and the countdown goes on', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const first = await createOrder(server, account.token, pixOrderBody(attemptId), 'primeiro-clique');
    expectSuccess(first);
    clock.advance(120_000);
    const again = await createOrder(server, account.token, pixOrderBody(attemptId), 'modal-reaberto');
    expectSuccess(again);
    expect(again.body.data).toEqual({
      status: 'PENDING',
      orderId: first.body.data.orderId,
      pix: { ...first.body.data.pix, expiresIn: first.body.data.pix!.expiresIn - 120 },
    });
    const noKey = await createOrder(server, account.token, pixOrderBody(attemptId));
    expect(noKey.body.data.orderId).toBe(first.body.data.orderId);
    expect(await storedOrdersOf(server, attemptId)).toEqual([expect.objectContaining({ id: first.body.data.orderId, idempotency_key: 'primeiro-clique' })]);

    // The reused code is the one that gets paid.
    expect((await sandboxPay(server, account.token, first.body.data.orderId)).body.data.status).toBe('PAID');
  });

  it('never reuses an expired code: "Gerar Novo PIX" makes a new one', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const first = await createOrder(server, account.token, pixOrderBody(attemptId));
    expectSuccess(first);
    clock.advance(600_000);
    const fresh = await createOrder(server, account.token, pixOrderBody(attemptId));
    expectSuccess(fresh);
    expect(fresh.body.data.status).toBe('PENDING');
    expect(fresh.body.data.orderId).not.toBe(first.body.data.orderId);
    expect(fresh.body.data.pix!.qrCode).not.toBe(first.body.data.pix!.qrCode);
    expect(fresh.body.data.pix!.expiresIn).toBe(600);
    expect((await storedOrdersOf(server, attemptId)).map((o) => o.id)).toEqual([first.body.data.orderId, fresh.body.data.orderId]);
    expect((await pendingPix(server, account.token, attemptId)).body.data.pix).toMatchObject({ orderId: fresh.body.data.orderId, expiresIn: 600 });
  });

  it("never answers a PIX request with a card order, nor with another attempt's code", async () => {
    const owner = await registerAccount(server);
    const { attemptId } = await completedAttempt(server, owner);
    const pendingToken = await cardToken(server, { number: CARDS.pending });
    const card = await createOrder(server, owner.token, cardOrderBody(attemptId, pendingToken));
    expect(card.body.data.status).toBe('PENDING');
    const pix = await createOrder(server, owner.token, pixOrderBody(attemptId));
    expectSuccess(pix);
    expect(pix.body.data.orderId).not.toBe(card.body.data.orderId);
    expect(pix.body.data.pix!.qrCode).toMatch(/^000201/);

    const other = await completedAttempt(server);
    const theirs = await createOrder(server, other.account.token, pixOrderBody(other.attemptId));
    expect(theirs.body.data.orderId).not.toBe(pix.body.data.orderId);
    expect(await storedOrdersOf(server, other.attemptId)).toHaveLength(1);
  });
});
