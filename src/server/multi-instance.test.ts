/**
 * Rumo as it grows past one machine: two app processes (two ports, two Node
 * processes, nothing shared in memory) on one PostgreSQL, as two instances
 * behind a load balancer would run. Only the api-postgres project runs this
 * file (vitest.config.ts), because PostgreSQL is what several instances share.
 *
 * Each check spreads its calls over both instances and reads the outcome
 * through the other one, so that it holds only if the state lives in the
 * database: rate limits, sessions, payments, the outbox and report PDFs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, startTestServer, type AppProcess, type TestServer } from './testing/test-server';
import { startSmtpSink, type SmtpSink } from './testing/smtp-sink';
import { logoutContract, meContract, refreshContract, registerContract } from '../shared/contracts/auth.contract';
import { contactContract } from '../shared/contracts/contact.contract';
import { healthContract } from '../shared/contracts/health.contract';
import { sandboxPayContract } from '../shared/contracts/payment.contract';
import { CONFIRMATION_SUBJECT, MESSAGES, isConfirmationMailTo, login, registerAccount, uniqueEmail } from './modules/auth/auth.test-support';
import { completedAttempt, createOrder, orderStatus, pixOrderBody, reportStatus, canAccessCurriculum } from './modules/payment/payment.test-support';

const TOO_MANY = /^Muitas tentativas em pouco tempo\. Aguarde \d+ minutos? e tente novamente\.$/;

/** Every limit generous, but the ones a check exercises. */
const LIMITS: Record<string, string> = {
  RATE_LIMIT_LOGIN_PER_IP: '10000/10',
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: '5/15',
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '1000/15',
  RATE_LIMIT_REGISTER_PER_IP: '10000/10',
  RATE_LIMIT_REGISTER_PER_EMAIL: '1000/60',
  RATE_LIMIT_FORGOT_PER_IP: '10000/60',
  RATE_LIMIT_FORGOT_PER_EMAIL: '1000/60',
  RATE_LIMIT_SHARE_PER_IP: '10000/60',
  RATE_LIMIT_SHARE_PER_RECIPIENT: '10000/60',
  RATE_LIMIT_SHARE_PER_ATTEMPT: '10000/60',
  RATE_LIMIT_CONTACT_PER_IP: '5/60',
  RATE_LIMIT_CONTACT_PER_EMAIL: '10000/60',
};

describe('two app processes on one PostgreSQL', () => {
  let sink: SmtpSink;
  /** Owns the throw-away schema and data folder; stopped before the instances start, so it serves nothing. */
  let owner: TestServer;
  let processes: AppProcess[] = [];
  /** The two instances, as the helpers take them: same configuration, each its own process and port. */
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    owner = await startTestServer({ ...LIMITS, SMTP_URL: sink.url });
    await owner.stop();
    processes = await Promise.all([startAppProcess(owner), startAppProcess(owner)]);
    const [first, second] = processes as [AppProcess, AppProcess];
    expect(first.baseUrl).not.toBe(second.baseUrl);
    // Raw and typed calls both go to the instance (the helpers use either).
    a = { ...owner, baseUrl: first.baseUrl, request: first.request, call: first.call };
    b = { ...owner, baseUrl: second.baseUrl, request: second.request, call: second.call };
  }, 60_000);

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.kill()));
    await owner?.close();
    await sink?.close();
  });

  it('both answer their health check', async () => {
    for (const instance of [a, b]) {
      const res = await instance.call(healthContract);
      expect(res.status, res.text).toBe(200);
    }
  });

  it('rate limits hold across both: 5 wrong passwords for one account in all, then both refuse', async () => {
    const account = await registerAccount(a);
    for (let i = 0; i < 5; i++) {
      const res = await login(i % 2 === 0 ? a : b, account.email, 'senha-errada-1');
      expect(res.status, res.text).toBe(401);
      expect(res.body.message).toBe(MESSAGES.wrongCredentials);
    }
    for (const instance of [a, b]) {
      const res = await login(instance, account.email, 'senha-errada-1');
      expect(res.status, res.text).toBe(429);
      expect(res.body.message).toMatch(TOO_MANY);
    }
  });

  it('the contact form allows 5 messages per IP in all, not 5 per instance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await (i % 2 === 0 ? a : b).call(contactContract, {
        body: { name: 'Maria Souza', email: uniqueEmail('contato'), subject: 'Dúvida', message: `Mensagem de teste número ${i + 1} para o suporte.` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('a session works on both, and logout on one ends it on the other', async () => {
    const account = await registerAccount(a);
    for (const instance of [a, b]) {
      const res = await instance.call(meContract, { token: account.token });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.user.email).toBe(account.email);
    }
    const out = await a.call(logoutContract, { token: account.token });
    expect(out.status, out.text).toBe(200);
    const after = await b.call(meContract, { token: account.token });
    expect(after.status, after.text).toBe(401);
    const refresh = await b.call(refreshContract, { token: account.token });
    expect(refresh.status, refresh.text).toBe(401);
  });

  it('a payment confirmed through one shows on the other, and the report PDF is served by either', async () => {
    const { account, attemptId } = await completedAttempt(a);
    const created = await createOrder(a, account.token, pixOrderBody(attemptId));
    expect(created.status, created.text).toBe(200);
    const orderId = created.body.data.orderId as string;
    expect(await orderStatus(b, account.token, orderId)).toBe('PENDING');

    const paid = await a.call(sandboxPayContract, { token: account.token, params: { orderId } });
    expect(paid.status, paid.text).toBe(200);
    expect(await orderStatus(b, account.token, orderId)).toBe('PAID');
    expect(await reportStatus(b, account.token, attemptId)).toEqual({ isPaid: true, reportStatus: 'PAID' });
    expect(await canAccessCurriculum(b, account.token)).toBe(true);

    for (const instance of [b, a, b]) {
      const res = await fetch(`${instance.baseUrl}/api/report/${attemptId}/pdf`, { headers: { authorization: `Bearer ${account.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/pdf');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    }
  }, 60_000);

  it('the outbox, drained by both, sends every e-mail exactly once', async () => {
    const before = sink.messages.length;
    // Twelve sign-ups at once, half through each instance: twelve confirmation e-mails queued, both workers polling.
    const emails = Array.from({ length: 12 }, () => uniqueEmail('fila'));
    const registered = await Promise.all(
      emails.map((email, i) => (i % 2 === 0 ? a : b).call(registerContract, { body: { name: 'Ana Lima', email, password: 'senha-forte-123' } })),
    );
    for (const res of registered) expect(res.status, res.text).toBe(201);
    for (const email of emails) await sink.waitFor(isConfirmationMailTo(email), 20_000);
    // Several more polls of both workers: nothing arrives twice.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    for (const email of emails) expect(sink.messages.filter(isConfirmationMailTo(email)), email).toHaveLength(1);
    const confirmations = sink.messages
      .slice(before)
      .filter((mail) => mail.subject === CONFIRMATION_SUBJECT && emails.some((email) => isConfirmationMailTo(email)(mail)));
    expect(confirmations).toHaveLength(12);
  }, 60_000);
});
