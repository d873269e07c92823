import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  PAYMENT_MESSAGES,
  sandboxPayContract,
  priceContract,
  paymentConfigContract,
  orderContract,
  reportStatusContract,
  createOrderContract,
} from '../../../shared/contracts/payment.contract';
import { CPF_MESSAGES, PHONE_MESSAGES, updateMeContract } from '../../../shared/contracts/auth.contract';
import { publicResultSchema, myResultContract, resultSharingContract, sharedResultContract } from '../../../shared/contracts/quiz.contract';
import { crc16CcittFalse } from './pix-br-code';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import {
  RELAXED_LIMITS,
  VALID_CPF_DIGITS,
  canAccessCurriculum,
  completedAttempt,
  createOrder,
  createOrderRaw,
  expectError,
  expectSuccess,
  orderStatus,
  loginToken,
  pixOrderBody,
  receiptsTo,
  registerAccount,
  reportStatus,
  startedAttempt,
  storedOrdersOf,
  storedRows,
  CARDS,
  cardOrderBody,
  cardToken,
  type Account,
} from './payment.test-support';

/** Splits an EMV payload (BR Code) into its top-level id → value fields. */
function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    expect(Number.isInteger(length), `length of field ${id}`).toBe(true);
    fields.set(id, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  expect(i).toBe(payload.length);
  return fields;
}

const sandboxPay = (server: TestServer, token: string, orderId: string) => server.call(sandboxPayContract, { params: { orderId }, token });

/** A completed attempt paid by PIX through the sandbox. */
async function paidAttempt(server: TestServer): Promise<{ account: Account; attemptId: string; orderId: string }> {
  const { account, attemptId } = await completedAttempt(server);
  const created = await createOrder(server, account.token, pixOrderBody(attemptId));
  expect(created.status, created.text).toBe(200);
  const orderId = created.body.data.orderId;
  const paid = await sandboxPay(server, account.token, orderId);
  expect(paid.status, paid.text).toBe(200);
  expect(paid.body.data.status).toBe('PAID');
  return { account, attemptId, orderId };
}

describe(`payments: price and gateway config (${testDatabaseKind})`, () => {
  it('tells the price without a token', async () => {
    const server = await startTestServer();
    try {
      const res = await server.call(priceContract);
      expectSuccess(res);
      expect(res.body.data).toEqual({ price: 29.9, currency: 'BRL', formatted: 'R$ 29,90' });
    } finally {
      await server.close();
    }
  });

  it('takes the price from PRICE_CENTS', async () => {
    const server = await startTestServer({ PRICE_CENTS: '4990' });
    try {
      const res = await server.call(priceContract);
      expectSuccess(res);
      expect(res.body.data).toEqual({ price: 49.9, currency: 'BRL', formatted: 'R$ 49,90' });
    } finally {
      await server.close();
    }
  });

  it('describes the sandbox gateway to the browser, with no secret', async () => {
    const server = await startTestServer();
    try {
      const res = await server.call(paymentConfigContract);
      expectSuccess(res);
      expect(res.body.data).toEqual({ gateway: 'sandbox', tokenUrl: '/api/payment/sandbox/tokens', publicKey: 'pk_sandbox_rumo' });
    } finally {
      await server.close();
    }
  });
});

describe(`payments: PIX in the sandbox (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  it('creates a pending PIX order with a valid BR Code for the server price', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const res = await createOrder(server, account.token, pixOrderBody(attemptId));
    expectSuccess(res);
    const { status, orderId, pix } = res.body.data;
    expect(status).toBe('PENDING');
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(pix!.qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(pix!.qrCodeUrl.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(pix!.expiresIn).toBeGreaterThanOrEqual(590);
    expect(pix!.expiresIn).toBeLessThanOrEqual(600);

    // pix-utils reads it as a valid static PIX (it checks the CRC itself).
    const qrCode = pix!.qrCode;
    const parsed = parsePix(qrCode);
    if (hasError(parsed)) throw new Error(`pix-utils rejected the BR Code: ${parsed.message}`);
    expect(isStaticPix(parsed)).toBe(true);
    if (!isStaticPix(parsed)) return;
    expect(parsed.transactionAmount).toBe(29.9);
    expect(parsed.txid).toBe(orderId.replace(/-/g, '').slice(0, 25));
    expect(parsed.transactionCurrency).toBe('986');
    expect(parsed.countryCode).toBe('BR');
    expect(parsed.merchantName.length).toBeLessThanOrEqual(25);
    expect(parsed.merchantCity.length).toBeLessThanOrEqual(15);
    expect(parsed.pixKey.length).toBeGreaterThan(0);
    // Rebuilt by pix-utils from the parsed fields, it still carries the same data.
    const rebuilt = parsePix(parsed.toBRCode());
    if (hasError(rebuilt) || !isStaticPix(rebuilt)) throw new Error('pix-utils could not re-read its own BR Code');
    expect(rebuilt.transactionAmount).toBe(29.9);
    expect(rebuilt.txid).toBe(parsed.txid);

    // The CRC, checked independently: CRC-16/CCITT-FALSE over everything up to and including "6304".
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(qrCode).toMatch(/6304[0-9A-F]{4}$/);
    expect(qrCode.slice(-4)).toBe(crc16CcittFalse(qrCode.slice(0, -4)));
    const fields = emvFields(qrCode);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('26')).toMatch(/^0014br\.gov\.bcb\.pix01/);
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('29.90');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('62')).toBe(`05${String(parsed.txid!.length).padStart(2, '0')}${parsed.txid}`);

    const read = await server.call(orderContract, { params: { orderId }, token: account.token });
    expectSuccess(read);
    expect(read.body.data.order).toMatchObject({ orderId, attemptId, status: 'PENDING', paymentMethod: 'pix', amount: 29.9 });
    expect(read.body.data.order.pix!.qrCode).toBe(qrCode);
  });

  it('unlocks the report, the PDF link and the curriculum once the PIX is paid', async () => {
    const { account, attemptId } = await completedAttempt(server);
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
    const before = await server.call(myResultContract, { token: account.token });
    expect(before.body.data.result).toMatchObject({ reportStatus: 'FREE', pdfUrl: null, report: null });

    const created = await createOrder(server, account.token, pixOrderBody(attemptId));
    expectSuccess(created);
    const orderId = created.body.data.orderId;
    expect(await canAccessCurriculum(server, account.token)).toBe(false);

    const paid = await sandboxPay(server, account.token, orderId);
    expectSuccess(paid);
    expect(paid.body.data).toEqual({ status: 'PAID' });

    const order = await server.call(orderContract, { params: { orderId }, token: account.token });
    expectSuccess(order);
    expect(order.body.data.order).toMatchObject({ orderId, attemptId, status: 'PAID', paymentMethod: 'pix', amount: 29.9 });
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
    expect(await canAccessCurriculum(server, account.token)).toBe(true);

    const mine = await server.call(myResultContract, { token: account.token });
    expectSuccess(mine);
    const result = mine.body.data.result;
    expect(result.reportStatus).toBe('PAID');
    expect(result.pdfUrl).toBe(`/api/report/${attemptId}/pdf`);
    expect(result.report).not.toBeNull();
    expect(result.report!.analysis).toHaveLength(9);
    expect(new Set(result.report!.analysis.map((a: { profileId: number }) => a.profileId)).size).toBe(9);
    expect(result.report!.developmentPlan.actions.length).toBeGreaterThan(0);
    expect(result.report!.developmentPlan.strengths.items.length).toBeGreaterThan(0);
    expect(result.report!.careerCount).toBeGreaterThanOrEqual(140);
    expect(result.report!.profiles[0]!.scenario).toEqual(expect.any(String));
    // Issue 27: 12 careers for the person once paid (4 before), each with its steps.
    expect(result.careers.careers).toHaveLength(12);
    for (const career of result.careers.careers) expect(career.path).toHaveLength(3);

    // The public share view, once shared, shows nothing of the paid part.
    const sharing = await server.call(resultSharingContract, { params: { attemptId }, token: account.token, body: { shared: true } });
    expect(sharing.status, sharing.text).toBe(200);
    const shared = await server.call(sharedResultContract, { params: { attemptId } });
    expectSuccess(shared);
    expect(Object.keys(shared.body.data.result).sort()).toEqual(Object.keys(publicResultSchema.shape).sort());
    for (const paidField of [
      '"report"',
      '"reportStatus"',
      '"pdfUrl"',
      '"scores"',
      '"scenario"',
      '"pathInBrazil"',
      '"weaknesses"',
      '"workStyle"',
      '"relationships"',
      '"personalGrowth"',
      '"famousPeople"',
      '"developmentPlan"',
      '"analysis"',
      '"personal"',
      '"gloss"',
      VALID_CPF_DIGITS,
    ]) {
      expect(shared.text).not.toContain(paidField);
    }
    expect(shared.body.data.result.dominantProfile.profile.careers.length).toBeLessThanOrEqual(4);
    expect(shared.body.data.result.careers.careers).toHaveLength(4);
    expect(shared.body.data.result.careers.stageKnown).toBe(false);
  });

  it('serves the paid PDF to its owner only', async () => {
    const { account, attemptId } = await paidAttempt(server);
    const pdfUrl = `/api/report/${attemptId}/pdf`;
    for (let call = 1; call <= 2; call++) {
      const res = await fetch(`${server.baseUrl}${pdfUrl}`, { headers: { authorization: `Bearer ${account.token}` } });
      expect(res.status, `call ${call}`).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
      expect(res.headers.get('cache-control')).toContain('no-store');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }

    const stranger = await registerAccount(server);
    expectError(await server.request('GET', pdfUrl, { token: stranger.token }), 404, 'Teste não encontrado');
    const anonymous = await server.request('GET', pdfUrl);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);

    const unpaid = await completedAttempt(server);
    const locked = await server.request('GET', `/api/report/${unpaid.attemptId}/pdf`, { token: unpaid.account.token });
    expect(locked.status, locked.text).toBe(403);
    expect(locked.headers.get('content-type')).toMatch(/^application\/json/);
    expect(locked.body.success).toBe(false);
  }, 90_000); // the first render of a PDF takes a few seconds, more on a busy machine

  it('confirms a payment exactly once, whatever the order of the news', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const created = await createOrder(server, account.token, pixOrderBody(attemptId));
    const orderId = created.body.data.orderId;

    const answers = await Promise.all([
      sandboxPay(server, account.token, orderId),
      server.call(orderContract, { params: { orderId }, token: account.token }),
      sandboxPay(server, account.token, orderId),
      server.call(orderContract, { params: { orderId }, token: account.token }),
      server.call(reportStatusContract, { params: { attemptId }, token: account.token }),
    ]);
    for (const res of answers) expect(res.status, res.text).toBe(200);
    expect(answers[0]!.body.data.status).toBe('PAID');
    expect(answers[2]!.body.data.status).toBe('PAID');

    // And again, one after the other.
    expect((await sandboxPay(server, account.token, orderId)).body.data.status).toBe('PAID');
    expect(await orderStatus(server, account.token, orderId)).toBe('PAID');
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
    expect(await canAccessCurriculum(server, account.token)).toBe(true);

    const stored = await storedOrdersOf(server, attemptId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: orderId, status: 'PAID', amount_cents: 2990 });
  });

  it('lets only the owner pay or read an order', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const created = await createOrder(server, account.token, pixOrderBody(attemptId));
    const orderId = created.body.data.orderId;
    const stranger = await registerAccount(server);

    expectError(await sandboxPay(server, stranger.token, orderId), 404, PAYMENT_MESSAGES.orderNotFound);
    expectError(await server.call(orderContract, { params: { orderId }, token: stranger.token }), 404, PAYMENT_MESSAGES.orderNotFound);
    expectError(await server.call(reportStatusContract, { params: { attemptId }, token: stranger.token }), 404, 'Teste não encontrado');
    expect((await sandboxPay(server, '', orderId)).status).toBe(401);
    expect((await server.call(orderContract, { params: { orderId } })).status).toBe(401);
    expect((await server.call(reportStatusContract, { params: { attemptId } })).status).toBe(401);
    expect((await server.call(createOrderContract, { body: pixOrderBody(attemptId) })).status).toBe(401);
    expect((await server.call(orderContract, { params: { orderId: randomUUID() }, token: account.token })).status).toBe(404);

    // Nothing the stranger did changed the order.
    expect(await orderStatus(server, account.token, orderId)).toBe('PENDING');
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
  });
});

describe(`payments: receipt e-mail (${testDatabaseKind})`, () => {
  const PUBLIC_URL = 'https://rumo.example';
  let sink: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ ...RELAXED_LIMITS, SMTP_URL: sink.url, PUBLIC_URL, SUPPORT_EMAIL: 'ajuda@rumo.example' });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('queues one receipt with the confirmation, however many times the news arrives, and delivers it', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const created = await createOrder(server, account.token, pixOrderBody(attemptId));
    const orderId = created.body.data.orderId;
    const receiptsTo = () =>
      storedRows<{ subject: string }>(server, "select subject from outbox_emails where kind = 'payment-receipt' and to_address = ?", [account.email]);
    expect(await receiptsTo()).toHaveLength(0);

    await Promise.all([
      sandboxPay(server, account.token, orderId),
      sandboxPay(server, account.token, orderId),
      server.call(orderContract, { params: { orderId }, token: account.token }),
    ]);
    await sandboxPay(server, account.token, orderId);
    expect(await receiptsTo()).toHaveLength(1);

    const mail = await sink.waitFor((m) => m.envelope.rcptTo.includes(account.email) && m.subject !== 'Confirme seu e-mail no Rumo');
    expect(mail.subject).toBe('Pagamento confirmado: seu relatório completo do Rumo');
    expect(mail.text).toContain('R$ 29,90');
    expect(mail.text).toContain(orderId);
    expect(mail.text).toContain('PIX');
    expect(mail.text).toContain(`${PUBLIC_URL}/results`);
    expect(mail.text).toContain('ajuda@rumo.example');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/results"`);
  });

  it('sends no receipt for a refused card', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const token = await cardToken(server, { number: CARDS.refused });
    const created = await createOrder(server, account.token, cardOrderBody(attemptId, token));
    expect(created.body.data.status).toBe('FAILED');
    expect(await storedRows(server, "select id from outbox_emails where kind = 'payment-receipt' and to_address = ?", [account.email])).toHaveLength(0);
  });
});

describe(`payments: an attempt paid twice (${testDatabaseKind})`, () => {
  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void logLines.push(line) } });
  });
  afterAll(() => server?.close());

  const attemptRow = async (attemptId: string) =>
    (
      await storedRows<{ report_status: string; updated_at: string }>(server, 'select report_status, updated_at from quiz_attempts where id = ?', [attemptId])
    )[0]!;
  const userRow = async (email: string) => (await storedRows<{ updated_at: string }>(server, 'select updated_at from users where email = ?', [email]))[0]!;
  const doublePaymentWarnings = (orderId: string) =>
    logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string; orderId?: string })
      .filter((entry) => entry.level === 40 && entry.orderId === orderId && /double payment/.test(entry.msg));

  it('records a PIX paid after a card as PAID, warns for a refund, and unlocks and mails only once', async () => {
    const { account, attemptId } = await completedAttempt(server);
    // A PIX code still payable, then an approved card: the person changed their mind.
    const old = await createOrder(server, account.token, pixOrderBody(attemptId), 'pix-1');
    expectSuccess(old);
    const token = await cardToken(server, { number: CARDS.approved });
    const fresh = await createOrder(server, account.token, cardOrderBody(attemptId, token), 'cartao-1');
    expectSuccess(fresh, 200, 'Pagamento aprovado!');
    expect(fresh.body.data.status).toBe('PAID');
    const unlocked = await attemptRow(attemptId);
    const user = await userRow(account.email);
    expect(unlocked.report_status).toBe('PAID');
    expect(await receiptsTo(server, account.email)).toHaveLength(1);

    // The old code is paid too: the money moved, so the order says so, but nothing else changes.
    expect((await sandboxPay(server, account.token, old.body.data.orderId)).body.data.status).toBe('PAID');
    expect(await orderStatus(server, account.token, old.body.data.orderId)).toBe('PAID');
    expect((await storedOrdersOf(server, attemptId)).map((o) => o.status)).toEqual(['PAID', 'PAID']);
    expect(await attemptRow(attemptId)).toEqual(unlocked);
    expect(await userRow(account.email)).toEqual(user);
    expect(await receiptsTo(server, account.email)).toHaveLength(1);
    expect(doublePaymentWarnings(old.body.data.orderId)).toHaveLength(1);
    expect(doublePaymentWarnings(fresh.body.data.orderId)).toHaveLength(0);

    // The same news again is no new double payment.
    expect((await sandboxPay(server, account.token, old.body.data.orderId)).body.data.status).toBe('PAID');
    expect(doublePaymentWarnings(old.body.data.orderId)).toHaveLength(1);
    expect(await receiptsTo(server, account.email)).toHaveLength(1);
  });

  it('unlocks once when a pending PIX and an approved card are paid at the same time', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const pix = await createOrder(server, account.token, pixOrderBody(attemptId), 'pix');
    expectSuccess(pix);
    const token = await cardToken(server, { number: CARDS.approved });
    const [card, paidPix] = await Promise.all([
      createOrder(server, account.token, cardOrderBody(attemptId, token), 'cartao'),
      sandboxPay(server, account.token, pix.body.data.orderId),
    ]);
    expectSuccess(card, 200, 'Pagamento aprovado!');
    expect(card.body.data.status).toBe('PAID');
    expect(paidPix.body.data.status).toBe('PAID');
    expect((await storedOrdersOf(server, attemptId)).map((o) => o.status)).toEqual(['PAID', 'PAID']);
    expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
    expect(await canAccessCurriculum(server, account.token)).toBe(true);
    expect(await receiptsTo(server, account.email)).toHaveLength(1);
    const warnings = [...doublePaymentWarnings(pix.body.data.orderId), ...doublePaymentWarnings(card.body.data.orderId)];
    expect(warnings).toHaveLength(1);
  });
});

describe(`payments: PIX expiry in the sandbox (${testDatabaseKind})`, () => {
  it('counts the PIX code down and fails it after 10 minutes; a new one can be made', async () => {
    const clock = createTestClock();
    const server = await startTestServer(RELAXED_LIMITS, { now: clock.now });
    try {
      const { account, attemptId } = await completedAttempt(server);
      const created = await createOrder(server, account.token, pixOrderBody(attemptId));
      expectSuccess(created);
      expect(created.body.data.pix!.expiresIn).toBe(600);
      const orderId = created.body.data.orderId;

      clock.advance(60_000);
      const later = await server.call(orderContract, { params: { orderId }, token: account.token });
      expect(later.body.data.order.status).toBe('PENDING');
      expect(later.body.data.order.pix!.expiresIn).toBe(540);

      clock.advance(541_000);
      const expired = await server.call(orderContract, { params: { orderId }, token: account.token });
      expect(expired.body.data.order.status).toBe('FAILED');
      expect(expired.body.data.order.pix!.expiresIn).toBe(0);
      // Paying an expired code changes nothing.
      expect((await sandboxPay(server, account.token, orderId)).body.data.status).toBe('FAILED');
      expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: false, reportStatus: 'FREE' });
      expect(await canAccessCurriculum(server, account.token)).toBe(false);

      const again = await createOrder(server, account.token, pixOrderBody(attemptId));
      expectSuccess(again);
      expect(again.body.data.status).toBe('PENDING');
      expect(again.body.data.orderId).not.toBe(orderId);
      expect((await sandboxPay(server, account.token, again.body.data.orderId)).body.data.status).toBe('PAID');
      expect(await reportStatus(server, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
    } finally {
      await server.close();
    }
  });
});

describe(`payments: order validation (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  it('rejects an invalid CPF', async () => {
    const { account, attemptId } = await completedAttempt(server);
    for (const document of ['529.982.247-26', '111.111.111-11', '123', 'abcdefghijk']) {
      expectError(await createOrder(server, account.token, pixOrderBody(attemptId, { document })), 400, CPF_MESSAGES.invalid);
    }
  });

  it('asks for the CPF and the phone when neither the body nor the profile has them', async () => {
    const { account, attemptId } = await completedAttempt(server);
    // Both are optional in the contract (the profile may have them): left out, the body is still typed.
    const noCpf = pixOrderBody(attemptId, { document: undefined });
    expectError(await createOrder(server, account.token, noCpf), 400, CPF_MESSAGES.required);
    expectError(await createOrder(server, account.token, { ...noCpf, document: '' }), 400, CPF_MESSAGES.required);

    const noPhone = pixOrderBody(attemptId, { phone: undefined });
    expectError(await createOrder(server, account.token, noPhone), 400, PHONE_MESSAGES.required);
    expectError(await createOrder(server, account.token, pixOrderBody(attemptId, { phone: '12345' })), 400, PHONE_MESSAGES.invalid);
    expect(await storedOrdersOf(server, attemptId)).toHaveLength(0);
  });

  it('takes the CPF and the phone from the profile when the body leaves them out', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const updated = await server.call(updateMeContract, { token: account.token, body: { document: '111.444.777-35', phone: '(21) 3333-4444' } });
    expect(updated.status, updated.text).toBe(200);
    const res = await createOrder(server, account.token, { attemptId, paymentMethod: 'pix' });
    expectSuccess(res);
    expect(res.body.data.status).toBe('PENDING');
  });

  it('rejects an unknown payment method or a malformed attempt id', async () => {
    const { account, attemptId } = await completedAttempt(server);
    for (const paymentMethod of ['boleto', '', undefined, 'PIX']) {
      // Raw: a payment method the contract's type does not allow.
      const res = await createOrderRaw(server, account.token, { ...pixOrderBody(attemptId), paymentMethod });
      expect(res.status, res.text).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const badId = await createOrder(server, account.token, pixOrderBody('not-a-uuid'));
    expect(badId.status).toBe(400);
    expect(await storedOrdersOf(server, attemptId)).toHaveLength(0);
  });
});

describe(`payments: business rules (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  it('charges the configured price whatever the body says', async () => {
    const { account, attemptId } = await completedAttempt(server);
    // Raw: fields the contract does not have.
    const res = await createOrderRaw(server, account.token, { ...pixOrderBody(attemptId), amount: 1, price: 0.01, amountCents: 1, amount_cents: 1 });
    expectSuccess(res);
    const orderId = res.body.data.orderId as string;
    const order = await server.call(orderContract, { params: { orderId }, token: account.token });
    expect(order.body.data.order.amount).toBe(29.9);
    expect(emvFields(res.body.data.pix.qrCode).get('54')).toBe('29.90');
    expect((await storedOrdersOf(server, attemptId))[0]!.amount_cents).toBe(2990);
  });

  it('lets only the owner of a completed attempt pay for it', async () => {
    const owner = await completedAttempt(server);
    const stranger = await registerAccount(server);
    expectError(await createOrder(server, stranger.token, pixOrderBody(owner.attemptId)), 404, 'Teste não encontrado');
    expectError(await createOrder(server, stranger.token, pixOrderBody(randomUUID())), 404, 'Teste não encontrado');

    const inProgress = await startedAttempt(server, stranger);
    expectError(await createOrder(server, stranger.token, pixOrderBody(inProgress)), 400, PAYMENT_MESSAGES.attemptNotCompleted);
    expect(await storedOrdersOf(server, owner.attemptId)).toHaveLength(0);
    expect(await storedOrdersOf(server, inProgress)).toHaveLength(0);
  });

  it('never charges an attempt that is already paid', async () => {
    const { account, attemptId } = await paidAttempt(server);
    expectError(await createOrder(server, account.token, pixOrderBody(attemptId)), 409, PAYMENT_MESSAGES.alreadyPaid);
    expectError(await createOrder(server, account.token, pixOrderBody(attemptId), 'a-fresh-key'), 409, PAYMENT_MESSAGES.alreadyPaid);
    expect(await storedOrdersOf(server, attemptId)).toHaveLength(1);
  });

  it('answers the same order for the same Idempotency-Key, and a new one for a new key', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const first = await createOrder(server, account.token, pixOrderBody(attemptId), 'chave-1');
    const second = await createOrder(server, account.token, pixOrderBody(attemptId), 'chave-1');
    expectSuccess(first);
    expectSuccess(second);
    expect(second.body.data.orderId).toBe(first.body.data.orderId);
    expect(second.body.data.pix!.qrCode).toBe(first.body.data.pix!.qrCode);
    expect(await storedOrdersOf(server, attemptId)).toHaveLength(1);

    // A new key is a new request. (A new PIX request would get the code still pending: see "payments: one PIX code at a time".)
    const token = await cardToken(server, { number: CARDS.refused });
    const third = await createOrder(server, account.token, cardOrderBody(attemptId, token), 'chave-2');
    expectSuccess(third);
    expect(third.body.data.status).toBe('FAILED');
    expect(third.body.data.orderId).not.toBe(first.body.data.orderId);
    expect(await storedOrdersOf(server, attemptId)).toHaveLength(2);

    // Another user's key space is their own.
    const other = await completedAttempt(server);
    const theirs = await createOrder(server, other.account.token, pixOrderBody(other.attemptId), 'chave-1');
    expectSuccess(theirs);
    expect(theirs.body.data.orderId).not.toBe(first.body.data.orderId);
  });

  it('refuses an Idempotency-Key already used for another attempt or another method', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const first = await createOrder(server, account.token, pixOrderBody(attemptId), 'chave-reusada');
    expectSuccess(first);
    // Same key, another attempt (even one that does not exist): not the first attempt's order.
    expectError(await createOrder(server, account.token, pixOrderBody(randomUUID()), 'chave-reusada'), 422, PAYMENT_MESSAGES.idempotencyKeyReused);
    const token = await cardToken(server, { number: CARDS.approved });
    expectError(await createOrder(server, account.token, cardOrderBody(attemptId, token), 'chave-reusada'), 422, PAYMENT_MESSAGES.idempotencyKeyReused);
    expect(await storedOrdersOf(server, attemptId)).toHaveLength(1);
    // The same request again still replays.
    const again = await createOrder(server, account.token, pixOrderBody(attemptId), 'chave-reusada');
    expect(again.body.data.orderId).toBe(first.body.data.orderId);
  });

  it("refuses a key reused for the same user's next attempt, a year later", async () => {
    const clock = createTestClock();
    const yearly = await startTestServer(RELAXED_LIMITS, { now: clock.now });
    try {
      const { account, attemptId } = await completedAttempt(yearly);
      const first = await createOrder(yearly, account.token, pixOrderBody(attemptId), 'chave-do-ano');
      expectSuccess(first);
      clock.advance(366 * 24 * 3_600_000);
      const token = await loginToken(yearly, account.email, account.password);
      const next = await completedAttempt(yearly, { ...account, token });
      expect(next.attemptId).not.toBe(attemptId);
      expectError(await createOrder(yearly, token, pixOrderBody(next.attemptId), 'chave-do-ano'), 422, PAYMENT_MESSAGES.idempotencyKeyReused);
      expect(await storedOrdersOf(yearly, next.attemptId)).toHaveLength(0);
      const own = await createOrder(yearly, token, pixOrderBody(next.attemptId), 'chave-nova');
      expectSuccess(own);
      expect(own.body.data.orderId).not.toBe(first.body.data.orderId);
    } finally {
      await yearly.close();
    }
  });

  it('creates one order when the same Idempotency-Key arrives concurrently', async () => {
    const { account, attemptId } = await completedAttempt(server);
    const answers = await Promise.all(Array.from({ length: 5 }, () => createOrder(server, account.token, pixOrderBody(attemptId), 'chave-concorrente')));
    for (const res of answers) expectSuccess(res);
    const ids = new Set(answers.map((res) => res.body.data.orderId));
    expect(ids.size).toBe(1);
    // Every answer, even one that arrived while the first was still at the gateway, carries the same PIX code.
    const codes = new Set(answers.map((res) => res.body.data.pix?.qrCode));
    expect(codes.size).toBe(1);
    expect([...codes][0]).toMatch(/^000201/);
    const stored = await storedOrdersOf(server, attemptId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe([...ids][0]);
    // Once settled, the order carries its PIX code.
    const read = await server.call(orderContract, { params: { orderId: stored[0]!.id }, token: account.token });
    expect(read.body.data.order.pix!.qrCode).toMatch(/^000201/);
  });
});
