import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { PAYMENT_MESSAGES, orderContract, sandboxPayContract } from '../../../shared/contracts/payment.contract';
import {
  BILLING_ADDRESS,
  CARDS,
  RELAXED_LIMITS,
  allStoredText,
  canAccessCurriculum,
  cardOrderBody,
  cardToken,
  completedAttempt,
  createOrder,
  createOrderRaw,
  type CardOrderBody,
  expectError,
  expectSuccess,
  orderStatus,
  reportStatus,
  storedOrdersOf,
  storedRows,
  tokenizeRequest,
} from './payment.test-support';
import { SANDBOX_TOKEN_TTL_MS } from './sandbox-gateway';
import { GATEWAY_READ_INTERVAL_MS } from './payment.service';
import { myResultContract } from '../../../shared/contracts/quiz.contract';

const nextYear = new Date().getUTCFullYear() + 1;

describe(`payments: sandbox card tokens (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  it("answers Pagar.me's token shape for a test card, without echoing the number or the CVV", async () => {
    const res = await tokenizeRequest(server, { number: CARDS.approved, holder_name: 'MARIA T SILVA', exp_month: 12, exp_year: nextYear, cvv: '321' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^token_/),
      type: 'card',
      card: { last_four_digits: '0010', holder_name: 'MARIA T SILVA', exp_month: 12, exp_year: nextYear },
    });
    expect(res.text).not.toContain(CARDS.approved);
    expect(res.text).not.toContain('"cvv"');
    expect(res.text).not.toContain('321');

    // The browser may send the number as typed, with spaces.
    const spaced = await tokenizeRequest(server, { number: '4000 0000 0000 0010' });
    expect(spaced.status, spaced.text).toBe(200);
    const other = await tokenizeRequest(server, { number: CARDS.approved });
    expect(other.body.id).not.toBe(res.body.id);
  });

  it('refuses a wrong or missing public key', async () => {
    expect((await tokenizeRequest(server, { number: CARDS.approved }, 'pk_test_wrong')).status).toBe(401);
    expect((await tokenizeRequest(server, { number: CARDS.approved }, '')).status).toBe(401);
    const noQuery = await server.request('POST', '/api/payment/sandbox/tokens', {
      body: { type: 'card', card: { number: CARDS.approved, holder_name: 'MARIA T SILVA', exp_month: 12, exp_year: nextYear, cvv: '123' } },
    });
    expect(noQuery.status).toBe(401);
  });

  it('a repeated appId is a 400 naming it, never a 500', async () => {
    const body = { type: 'card', card: { number: CARDS.approved, holder_name: 'MARIA T SILVA', exp_month: 12, exp_year: nextYear, cvv: '123' } };
    for (const query of ['?appId=X&appId=X', '?appId=pk_sandbox_rumo&appId=pk_sandbox_rumo', '?appId=pk_sandbox_rumo&appId=']) {
      expectError(await server.request('POST', `/api/payment/sandbox/tokens${query}`, { body }), 400, 'O parâmetro "appId" foi enviado mais de uma vez.');
    }
  });

  it('refuses unknown, expired and malformed cards with a 422', async () => {
    const unknown = await tokenizeRequest(server, { number: '4111111111111111' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toEqual(expect.any(String));

    const now = new Date();
    const lastYear = await tokenizeRequest(server, { number: CARDS.approved, exp_month: 12, exp_year: now.getUTCFullYear() - 1 });
    expect(lastYear.status).toBe(422);
    expect(lastYear.body.message).toBe(PAYMENT_MESSAGES.cardExpired);
    if (now.getUTCMonth() > 0) {
      // Earlier this year: expired too.
      const lastMonth = await tokenizeRequest(server, { number: CARDS.approved, exp_month: now.getUTCMonth(), exp_year: now.getUTCFullYear() });
      expect(lastMonth.status).toBe(422);
    }
    // The current month is still valid.
    const thisMonth = await tokenizeRequest(server, { number: CARDS.approved, exp_month: now.getUTCMonth() + 1, exp_year: now.getUTCFullYear() });
    expect(thisMonth.status, thisMonth.text).toBe(200);

    for (const card of [
      { number: CARDS.approved, cvv: '12' },
      { number: CARDS.approved, cvv: 'abc' },
      { number: CARDS.approved, exp_month: 13 },
      { number: '' },
    ]) {
      const res = await tokenizeRequest(server, card);
      expect(res.status, JSON.stringify(card)).toBe(422);
    }
    const notACard = await server.request('POST', '/api/payment/sandbox/tokens?appId=pk_sandbox_rumo', { body: { type: 'bank_account' } });
    expect(notACard.status).toBe(422);
  });
});

describe(`payments: sandbox card tokens are limited and expire (${testDatabaseKind})`, () => {
  const clock = createTestClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, RATE_LIMIT_SANDBOX_TOKENS_PER_IP: '3/10' }, { now: clock.now });
  });
  afterAll(() => server?.close());

  const storedTokens = async () => (await storedRows<{ id: string }>(server, 'select id from sandbox_card_tokens', [])).length;

  it('a client gets RATE_LIMIT_SANDBOX_TOKENS_PER_IP tokens per window, then a 429 that stores nothing', async () => {
    for (let i = 0; i < 3; i++) expect((await tokenizeRequest(server, { number: CARDS.approved })).status).toBe(200);
    const refused = await tokenizeRequest(server, { number: CARDS.approved });
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body.message).toMatch(/^Muitas tentativas em pouco tempo\./);
    expect(await storedTokens()).toBe(3);
    clock.advance(10 * 60_000);
    expect((await tokenizeRequest(server, { number: CARDS.approved })).status).toBe(200);
  });

  it('a token older than an hour pays nothing, and is deleted at the next tokenization', async () => {
    clock.advance(10 * 60_000);
    const { account, attemptId } = await completedAttempt(server);
    const old = await cardToken(server, { number: CARDS.approved });
    clock.advance(SANDBOX_TOKEN_TTL_MS + 1000);
    const res = await createOrder(server, account.token, cardOrderBody(attemptId, old));
    expectSuccess(res);
    expect(res.body.data.status).toBe('FAILED');
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });

    const fresh = await cardToken(server, { number: CARDS.approved });
    expect(await storedTokens()).toBe(1);
    expect((await createOrder(server, account.token, cardOrderBody(attemptId, fresh))).body.data.status).toBe('PAID');
  });
});

describe(`payments: card orders in the sandbox (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  it('approves the approved test card at once and unlocks everything', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const token = await cardToken(server, { number: CARDS.approved });
    const res = await createOrder(server, account.token, cardOrderBody(attemptId, token));
    expectSuccess(res, 200, 'Pagamento aprovado!');
    expect(res.body.data).toEqual({ status: 'PAID', orderId: expect.any(String), pix: null });
    expect(await orderStatus(server, account.token, res.body.data.orderId)).toBe('PAID');
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
    expect(await canAccessCurriculum(server, account.token)).toBe(true);
    const order = await server.call(orderContract, { params: { orderId: res.body.data.orderId }, token: account.token });
    expect(order.body.data.order).toMatchObject({ paymentMethod: 'credit_card', amount: 29.9, pix: null });

    const mine = await server.call(myResultContract, { token: account.token });
    expect(mine.body.data.result.reportStatus).toBe('PAID');
  });

  it('fails the refused test card, leaves the attempt free, and lets the person try another card', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const refused = await createOrder(server, account.token, cardOrderBody(attemptId, await cardToken(server, { number: CARDS.refused })));
    expectSuccess(refused);
    expect(refused.body.data.status).toBe('FAILED');
    expect(await orderStatus(server, account.token, refused.body.data.orderId)).toBe('FAILED');
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
    expect(await canAccessCurriculum(server, account.token)).toBe(false);

    const approved = await createOrder(server, account.token, cardOrderBody(attemptId, await cardToken(server, { number: CARDS.approved })));
    expect(approved.body.data.status).toBe('PAID');
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
    // The earlier failure stays a failure; the attempt stays paid.
    expect(await orderStatus(server, account.token, refused.body.data.orderId)).toBe('FAILED');
  });

  it('never accepts the same card token twice', async () => {
    const first = await completedAttempt(server);
    const second = await completedAttempt(server);
    const token = await cardToken(server, { number: CARDS.approved });
    const paid = await createOrder(server, first.account.token, cardOrderBody(first.attemptId, token));
    expect(paid.body.data.status).toBe('PAID');
    const reused = await createOrder(server, second.account.token, cardOrderBody(second.attemptId, token));
    expect(reused.status, reused.text).toBe(200);
    expect(reused.body.data.status).toBe('FAILED');
    expect(await reportStatus(server, second.account.token, second.attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });

    const invented = await createOrder(server, second.account.token, cardOrderBody(second.attemptId, 'token_invented'));
    expect(invented.body.data.status).toBe('FAILED');
    expect(await reportStatus(server, second.account.token, second.attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
  });

  it('checks the billing address; the complement is optional', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const token = await cardToken(server, { number: CARDS.approved });
    const withAddress = (address: CardOrderBody['billingAddress']) => cardOrderBody(attemptId, token, { billingAddress: address });
    // Raw: an address without a field the contract's type requires.
    const withRawAddress = (address: Record<string, unknown>) => ({ ...cardOrderBody(attemptId, token), billingAddress: address });
    const { street: _street, ...noStreet } = BILLING_ADDRESS;
    expectError(await createOrderRaw(server, account.token, withRawAddress(noStreet)), 400, PAYMENT_MESSAGES.addressRequired);
    for (const field of ['street', 'number', 'neighborhood', 'city', 'state'] as const) {
      expectError(await createOrder(server, account.token, withAddress({ ...BILLING_ADDRESS, [field]: '  ' })), 400, PAYMENT_MESSAGES.addressRequired);
    }
    expectError(await createOrder(server, account.token, withAddress({ ...BILLING_ADDRESS, state: 'São Paulo' })), 400, PAYMENT_MESSAGES.addressRequired);
    expectError(await createOrder(server, account.token, withAddress({ ...BILLING_ADDRESS, zip_code: '01310-10' })), 400, PAYMENT_MESSAGES.zipInvalid);
    expectError(await createOrder(server, account.token, withAddress({ ...BILLING_ADDRESS, zip_code: '013101000' })), 400, PAYMENT_MESSAGES.zipInvalid);
    const { zip_code: _zip, ...noZip } = BILLING_ADDRESS;
    expectError(await createOrderRaw(server, account.token, withRawAddress(noZip)), 400, PAYMENT_MESSAGES.zipInvalid);
    // Raw: required fields left out, and installments the contract does not allow.
    const noAddress = { ...cardOrderBody(attemptId, token), billingAddress: undefined };
    expect((await createOrderRaw(server, account.token, noAddress)).status).toBe(400);
    const noToken = { ...cardOrderBody(attemptId, token), cardToken: undefined };
    expectError(await createOrderRaw(server, account.token, noToken), 400, PAYMENT_MESSAGES.cardFieldsRequired);
    expect((await createOrderRaw(server, account.token, { ...cardOrderBody(attemptId, token), cardInstallments: 3 })).status).toBe(400);
    // None of the refusals used the token or created an order.
    expect(await storedOrdersOf(server, attemptId)).toHaveLength(0);

    const { complement: _complement, ...noComplement } = BILLING_ADDRESS;
    const ok = await createOrder(server, account.token, withAddress(noComplement));
    expectSuccess(ok, 200, 'Pagamento aprovado!');
    expect(ok.body.data.status).toBe('PAID');
  });
});

describe(`payments: the pending test card (${testDatabaseKind})`, () => {
  it('stays pending, then is approved after the sandbox delay', async () => {
    const clock = createTestClock();
    const server = await startTestServer(RELAXED_LIMITS, { now: clock.now });
    try {
      const { account, attemptId } = await completedAttempt(server);
      const res = await createOrder(server, account.token, cardOrderBody(attemptId, await cardToken(server, { number: CARDS.pending })));
      expectSuccess(res);
      expect(res.body.data.status).toBe('PENDING');
      const orderId = res.body.data.orderId;

      clock.advance(2_000);
      expect(await orderStatus(server, account.token, orderId)).toBe('PENDING');
      expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
      // A card order cannot be "paid" through the PIX sandbox route.
      const pixPay = await server.call(sandboxPayContract, { params: { orderId }, token: account.token });
      expectError(pixPay, 409, 'Este pedido não é um PIX.');
      expect(await orderStatus(server, account.token, orderId)).toBe('PENDING');

      // Approved at the sandbox by now; the next poll reads the gateway once its interval since the last read has passed.
      clock.advance(GATEWAY_READ_INTERVAL_MS);
      expect(await orderStatus(server, account.token, orderId)).toBe('PAID');
      expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
      expect(await canAccessCurriculum(server, account.token)).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe(`payments: no card data is stored (${testDatabaseKind})`, () => {
  it('keeps no card number, CVV or expiry in any table', async () => {
    const clock = createTestClock();
    const server = await startTestServer(RELAXED_LIMITS, { now: clock.now });
    try {
      const cvv = '0713';
      const expYear = new Date().getUTCFullYear() + 7;
      const card = (number: string) => ({ number, holder_name: 'JOAO P OLIVEIRA', exp_month: 11, exp_year: expYear, cvv });
      for (const number of [CARDS.refused, CARDS.pending, CARDS.approved]) {
        const { account, attemptId } = await completedAttempt(server);
        const res = await createOrder(server, account.token, cardOrderBody(attemptId, await cardToken(server, card(number))));
        expect(res.status, res.text).toBe(200);
      }
      const spaced = await completedAttempt(server);
      await createOrder(server, spaced.account.token, cardOrderBody(spaced.attemptId, await cardToken(server, card('4000 0000 0000 0010'))));
      clock.advance(5_000);

      const stored = await allStoredText(server);
      expect(stored.length).toBeGreaterThan(50);
      const everything = stored.join('\n');
      // The scan does see what is stored: the tokens' table and the accounts.
      expect(everything).toContain('sandbox_card_tokens');
      expect(everything).toContain(spaced.account.email);
      for (const number of Object.values(CARDS)) {
        expect(everything).not.toContain(number);
        expect(everything).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
      }
      const standalone = (text: string) => new RegExp(`(?<![0-9A-Za-z_-])${text}(?![0-9A-Za-z_-])`);
      const leaks = stored.filter((line) => standalone(cvv).test(line) || standalone(String(expYear)).test(line) || /\bcvv\b/i.test(line));
      expect(leaks).toEqual([]);
      expect(everything).not.toContain(`11/${String(expYear).slice(2)}`);
      expect(everything).not.toContain(`${expYear}-11`);
    } finally {
      await server.close();
    }
  });
});
