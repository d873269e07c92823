/**
 * What the request log may not hold, read from the real app's log lines:
 * the webhook secret (it travels in the URL) and card data (the sandbox
 * tokenizes cards, as Pagar.me does, so card numbers do reach this server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { CARDS, startFakePagarme, tokenizeRequest, type FakePagarme } from './payment.test-support';

const WEBHOOK_SECRET = 'whsec-9f8e7d6c5b4a';

function captureLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe(`request log: no webhook secret (${testDatabaseKind})`, () => {
  let fake: FakePagarme;
  let server: TestServer;
  const log = captureLog();
  beforeAll(async () => {
    fake = await startFakePagarme();
    server = await startTestServer(
      {
        LOG_LEVEL: 'info',
        PAYMENT_GATEWAY: 'pagarme',
        PAGARME_SECRET_KEY: 'sk_test_x',
        PAGARME_PUBLIC_KEY: 'pk_test_x',
        PAGARME_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PAGARME_API_URL: fake.apiUrl,
      },
      { logStream: log.stream },
    );
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('logs the webhook calls with the secret replaced, whether it was right or wrong', async () => {
    const event = { id: 'hook_1', type: 'order.paid', data: { id: 'or_unknown', code: 'nada', status: 'paid' } };
    await server.request('POST', `/api/payment/webhooks/pagarme?secret=${WEBHOOK_SECRET}`, { body: event });
    await server.request('POST', '/api/payment/webhooks/pagarme?secret=wrong-guess-123', { body: event });
    const text = log.lines.join('');
    expect(text).toContain('/api/payment/webhooks/pagarme?secret=[redacted]');
    expect(text).not.toContain(WEBHOOK_SECRET);
    expect(text).not.toContain('wrong-guess-123');
  });
});

describe(`request log: no card data (${testDatabaseKind})`, () => {
  let server: TestServer;
  const log = captureLog();
  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'debug' }, { logStream: log.stream });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('tokenizing a card, accepted or refused, leaves no number, holder or expiry in the log', async () => {
    expect((await tokenizeRequest(server, { number: CARDS.approved, holder_name: 'HOLDER SECRETO', exp_month: 7, exp_year: 2093 })).status).toBe(200);
    expect((await tokenizeRequest(server, { number: '4111111111111111', holder_name: 'HOLDER SECRETO', exp_year: 2093 })).status).toBe(422);
    expect((await tokenizeRequest(server, { number: '4000 0000 0000 0028', holder_name: 'HOLDER SECRETO', exp_year: 2093 })).status).toBeLessThan(500);
    // Each line without the numbers every line carries (time, pid, request id, response time): a timestamp such as
    // 1795749982093 or a random id must not pass for the expiry year.
    const text = log.lines
      .map((line) => JSON.stringify({ ...(JSON.parse(line) as Record<string, unknown>), time: 0, pid: 0, reqId: '', responseTime: 0 }))
      .join('\n');
    expect(text).toContain('/api/payment/sandbox/tokens');
    for (const secret of [CARDS.approved, '4111111111111111', '4000 0000 0000 0028', '4000000000000028', 'HOLDER SECRETO', '2093']) {
      expect(text, secret).not.toContain(secret);
    }
  });
});
