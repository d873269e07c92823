import { hash } from '@node-rs/argon2';
import { changePasswordContract, forgotPasswordContract, loginContract, registerContract } from '../../../shared/contracts/auth.contract';
import { healthContract } from '../../../shared/contracts/health.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, startTestServer, testDatabaseKind, type TestResponse, type TestServer, withoutRequestId } from '../../testing/test-server';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { openDatabase } from '../../platform/database/database';
import {
  DEFAULT_PASSWORD,
  MESSAGES,
  RELAXED_LIMITS,
  expectError,
  expectSuccess,
  isTemporaryPasswordMailTo,
  login,
  me,
  registerAccount,
  uniqueEmail,
} from './auth.test-support';

const MINUTE = 60_000;

/** 429 with the Portuguese message and a retry-after header that matches it. */
function expectTooMany(res: TestResponse, windowMinutes: number): void {
  expectError(res, 429, /^Muitas tentativas em pouco tempo\. Aguarde \d+ minutos? e tente novamente\.$/);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter), `retry-after: ${res.headers.get('retry-after')}`).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
  const minutes = Number(/Aguarde (\d+)/.exec(res.body.message)![1]);
  expect(minutes).toBe(Math.max(1, Math.ceil(retryAfter / 60)));
}

/**
 * Sends `count` requests at once while the password hasher is slow, the way a
 * loaded server is: the libuv pool (where argon2 runs, in this very process) is
 * kept busy, so every request of the burst is in flight before any check ends.
 * A limiter that only counts *finished* failures lets the whole burst through.
 */
async function burst(server: TestServer, count: number, send: (i: number) => Promise<TestResponse>): Promise<number[]> {
  // Open the keep-alive connections first, so the burst arrives together.
  await Promise.all(Array.from({ length: count }, () => server.call(healthContract)));
  const blockers = Array.from({ length: 16 }, () => hash('ocupado', { algorithm: 2, memoryCost: 19_456, timeCost: 8, parallelism: 1 }));
  const results = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  await Promise.all(blockers);
  return results.map((r) => r.status);
}

const BURST = 20;

describe(`accounts: password guessing on one account (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2025-08-04T10:00:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: '3/15' }, { now: clock.now });
  });
  afterAll(() => server?.close());

  it('stops guessing with 429 after 3 failures, even for the right password, until the window ends', async () => {
    const account = await registerAccount(server);
    for (let i = 0; i < 3; i++) {
      expectError(await login(server, account.email, `palpite-${i}`), 401, MESSAGES.wrongCredentials);
    }
    const blocked = await login(server, account.email, 'palpite-3');
    expectTooMany(blocked, 15);
    expect(blocked.body.message).toBe('Muitas tentativas em pouco tempo. Aguarde 15 minutos e tente novamente.');
    expect(blocked.headers.get('retry-after')).toBe('900');
    expectTooMany(await login(server, account.email, account.password), 15);
    // Any spelling of the address is the same account.
    expectTooMany(await login(server, account.email.toUpperCase(), account.password), 15);

    // Existing sessions are not affected, nor are other accounts.
    expectSuccess(await me(server, account.token));
    const other = await registerAccount(server);
    expectSuccess(await login(server, other.email, other.password));

    clock.advance(10 * MINUTE);
    const later = await login(server, account.email, account.password);
    expectTooMany(later, 15);
    expect(later.headers.get('retry-after')).toBe('300');
    expect(later.body.message).toBe('Muitas tentativas em pouco tempo. Aguarde 5 minutos e tente novamente.');

    clock.advance(5 * MINUTE + 1000);
    expectSuccess(await login(server, account.email, account.password));
  });

  it('a burst of simultaneous guesses gets no more checks than the budget: the right password, sent last, is refused', async () => {
    const account = await registerAccount(server);
    const guess = (i: number) => (i === BURST - 1 ? account.password : `palpite-paralelo-${i}`);
    const statuses = await burst(server, BURST, (i) => login(server, account.email, guess(i)));
    expect(
      statuses.filter((s) => s !== 429),
      statuses.join(','),
    ).toEqual([401, 401, 401]);
    expect(statuses[BURST - 1], statuses.join(',')).toBe(429);
    expectTooMany(await login(server, account.email, account.password), 15);
    clock.advance(16 * MINUTE);
    expectSuccess(await login(server, account.email, account.password));
  });

  it('counts guesses for an unknown e-mail the same way, so the 429 reveals nothing', async () => {
    const ghost = uniqueEmail('fantasma');
    for (let i = 0; i < 3; i++) expectError(await login(server, ghost, `palpite-${i}`), 401, MESSAGES.wrongCredentials);
    expectTooMany(await login(server, ghost, 'palpite-3'), 15);
    clock.advance(16 * MINUTE);
  });

  it('a successful sign-in clears the failures', async () => {
    const account = await registerAccount(server);
    for (let i = 0; i < 2; i++) expectError(await login(server, account.email, `erro-${i}`), 401, MESSAGES.wrongCredentials);
    expectSuccess(await login(server, account.email, account.password));
    for (let i = 0; i < 3; i++) expectError(await login(server, account.email, `erro-${i}`), 401, MESSAGES.wrongCredentials);
    expectTooMany(await login(server, account.email, account.password), 15);
    clock.advance(16 * MINUTE);
  });

  it('stops guessing the current password through change-password', async () => {
    const account = await registerAccount(server);
    const change = (currentPassword: string) =>
      server.call(changePasswordContract, {
        token: account.token,
        body: { currentPassword, newPassword: 'senha-nova-99' },
      });
    for (let i = 0; i < 3; i++) expectError(await change(`palpite-${i}`), 400, MESSAGES.wrongCurrent);
    expectTooMany(await change('palpite-3'), 15);
    expectTooMany(await change(account.password), 15);
    clock.advance(16 * MINUTE);
    expectSuccess(await change(account.password), 200, MESSAGES.passwordChanged);
  });

  it('a burst of change-password guesses gets no more checks than the budget: the right one, sent last, is refused', async () => {
    const account = await registerAccount(server);
    const guess = (i: number) => (i === BURST - 1 ? account.password : `palpite-paralelo-${i}`);
    const statuses = await burst(server, BURST, (i) =>
      server.call(changePasswordContract, {
        token: account.token,
        body: { currentPassword: guess(i), newPassword: 'senha-nova-99' },
      }),
    );
    expect(
      statuses.filter((s) => s !== 429),
      statuses.join(','),
    ).toEqual([400, 400, 400]);
    expect(statuses[BURST - 1], statuses.join(',')).toBe(429);
    // The password did not change.
    expectError(await login(server, account.email, 'senha-nova-99'), 401, MESSAGES.wrongCredentials);
    clock.advance(16 * MINUTE);
    expectSuccess(await login(server, account.email, account.password));
  });
});

/** The default lockout figures (config.ts): 5 failures per account and IP in 15 minutes, 30 per account in an hour, and the delays. */
const {
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: _pair,
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: _account,
  LOGIN_FAILURE_DELAY_MS: _delay,
  ...RELAXED_BUT_LOCKOUT
} = RELAXED_LIMITS;

describe(`accounts: a guesser elsewhere cannot lock the owner out (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2025-09-01T08:00:00.000Z'));
  let server: TestServer;
  /** The delays failed logins waited, recorded instead of slept. */
  const delays: number[] = [];
  beforeAll(async () => {
    // Behind a trusted proxy, so each request can come from its own client address.
    server = await startTestServer(
      { ...RELAXED_BUT_LOCKOUT, TRUST_PROXY: 'true' },
      {
        now: clock.now,
        sleep: (ms) => {
          delays.push(ms);
          return Promise.resolve();
        },
      },
    );
  });
  afterAll(() => server?.close());

  const loginFrom = (ip: string, email: string, password: string) =>
    server.call(loginContract, { body: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('5 wrong guesses from one IP stop guessing there, for 15 minutes; the owner on another IP signs in', async () => {
    const owner = await registerAccount(server);
    for (let i = 0; i < 5; i++) expectError(await loginFrom('203.0.113.50', owner.email, `palpite-${i}`), 401, MESSAGES.wrongCredentials);
    const blocked = await loginFrom('203.0.113.50', owner.email, owner.password);
    expectTooMany(blocked, 15);
    expect(blocked.headers.get('retry-after')).toBe('900');
    // The owner, on their phone's address, is not affected, again and again.
    for (let i = 0; i < 3; i++) expectSuccess(await loginFrom('198.51.100.7', owner.email, owner.password));
    // Nor is the guesser's address for other accounts.
    const other = await registerAccount(server);
    expectSuccess(await loginFrom('203.0.113.50', other.email, other.password));
    clock.advance(15 * MINUTE);
    expectSuccess(await loginFrom('203.0.113.50', owner.email, owner.password));
  });

  it('F03: 30 failures from 6 clients slow guessing down and then answer failures 429; the right password still signs in', async () => {
    const owner = await registerAccount(server);
    delays.length = 0;
    for (let i = 0; i < 30; i++) {
      // 6 addresses, 5 guesses each: within every per-client budget.
      expectError(await loginFrom(`203.0.113.${60 + Math.floor(i / 5)}`, owner.email, `palpite-${i}`), 401, MESSAGES.wrongCredentials);
    }
    // Each failure waited longer as the account's failures grew: free for 3, then 250 ms doubling, capped at 8 s.
    expect(delays).toEqual([250, 500, 1000, 2000, 4000, ...Array<number>(22).fill(8000)]);
    // Past the account's budget a failure gets 429 (from anywhere)...
    const fresh = await loginFrom('203.0.113.99', owner.email, `palpite-novo`);
    expectTooMany(fresh, 60);
    // ...but the owner's right password, from their own client, is never refused because of the others.
    expectSuccess(await loginFrom('198.51.100.8', owner.email, owner.password));
    // Only a client whose own budget for the account is spent is stopped, even with the right password.
    expectTooMany(await loginFrom('203.0.113.61', owner.email, owner.password), 15);
    clock.advance(60 * MINUTE);
  });

  it('a success resets the count of its own IP, and does not count as a failure of the account', async () => {
    const server2 = await startTestServer(
      { ...RELAXED_BUT_LOCKOUT, TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: '3/15', RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '4/60' },
      { now: clock.now },
    );
    try {
      const owner = await registerAccount(server2);
      const from = (ip: string, password: string) =>
        server2.call(loginContract, { body: { email: owner.email, password }, headers: { 'x-forwarded-for': ip } });
      expectError(await from('198.51.100.20', 'errei-1'), 401, MESSAGES.wrongCredentials);
      expectError(await from('198.51.100.20', 'errei-2'), 401, MESSAGES.wrongCredentials);
      // The right password: this IP starts again from 0; the account still holds 2 failures, not 3.
      for (let i = 0; i < 3; i++) expectSuccess(await from('198.51.100.20', owner.password));
      expectError(await from('198.51.100.20', 'errei-3'), 401, MESSAGES.wrongCredentials);
      expectError(await from('198.51.100.21', 'errei-4'), 401, MESSAGES.wrongCredentials);
      // 4 failures: the account's budget is spent, whatever the IP, for failures only.
      expectTooMany(await from('198.51.100.22', 'errei-5'), 60);
      expectSuccess(await from('198.51.100.22', owner.password));
    } finally {
      await server2.close();
    }
  });
});

describe(`accounts: per-IP limits (${testDatabaseKind})`, () => {
  it('login: 429 past the per-IP budget, for any account', async () => {
    const server = await startTestServer({ ...RELAXED_LIMITS, RATE_LIMIT_LOGIN_PER_IP: '4/10' });
    try {
      const account = await registerAccount(server);
      expectSuccess(await login(server, account.email, account.password));
      for (let i = 0; i < 3; i++) expectError(await login(server, uniqueEmail(), DEFAULT_PASSWORD), 401, MESSAGES.wrongCredentials);
      expectTooMany(await login(server, account.email, account.password), 10);
      expectTooMany(await login(server, uniqueEmail(), DEFAULT_PASSWORD), 10);
      // Spoofing X-Forwarded-For does not buy a new budget when the proxy is not trusted.
      const spoofed = await server.call(loginContract, {
        body: { email: account.email, password: account.password },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expectTooMany(spoofed, 10);
      // Other calls are not affected.
      expectSuccess(await me(server, account.token));
    } finally {
      await server.close();
    }
  });

  it('login: behind a trusted proxy each client address has its own budget', async () => {
    const server = await startTestServer({ ...RELAXED_LIMITS, RATE_LIMIT_LOGIN_PER_IP: '2/10', TRUST_PROXY: 'true' });
    try {
      const account = await registerAccount(server);
      const from = (ip: string) =>
        server.call(loginContract, {
          body: { email: account.email, password: account.password },
          headers: { 'x-forwarded-for': ip },
        });
      expectSuccess(await from('198.51.100.1'));
      expectSuccess(await from('198.51.100.1'));
      expectTooMany(await from('198.51.100.1'), 10);
      expectSuccess(await from('198.51.100.2'));
    } finally {
      await server.close();
    }
  });

  it('register: 429 past the per-IP budget', async () => {
    const server = await startTestServer({ ...RELAXED_LIMITS, RATE_LIMIT_REGISTER_PER_IP: '3/10' });
    try {
      for (let i = 0; i < 3; i++) await registerAccount(server);
      const email = uniqueEmail();
      const res = await server.call(registerContract, {
        body: { name: 'Mais Um Aluno', email, password: DEFAULT_PASSWORD },
      });
      expectTooMany(res, 10);
      // Nothing was created.
      expectError(await login(server, email, DEFAULT_PASSWORD), 401, MESSAGES.wrongCredentials);
    } finally {
      await server.close();
    }
  });

  it('register: 429 past the per-e-mail budget', async () => {
    const server = await startTestServer({ ...RELAXED_LIMITS, RATE_LIMIT_REGISTER_PER_EMAIL: '2/60' });
    try {
      const account = await registerAccount(server);
      const again = () => server.call(registerContract, { body: { name: 'Outra Pessoa', email: account.email, password: DEFAULT_PASSWORD } });
      expectError(await again(), 409, MESSAGES.emailTaken);
      expectTooMany(await again(), 60);
    } finally {
      await server.close();
    }
  });

  it('forgot-password: 429 past the per-IP budget', async () => {
    const sink = await startSmtpSink();
    const server = await startTestServer({ ...RELAXED_LIMITS, RATE_LIMIT_FORGOT_PER_IP: '3/60', SMTP_URL: sink.url });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await server.call(forgotPasswordContract, { body: { email: uniqueEmail() } });
        expectSuccess(res, 200, MESSAGES.forgotSent);
      }
      const res = await server.call(forgotPasswordContract, { body: { email: uniqueEmail() } });
      expectTooMany(res, 60);
    } finally {
      await server.close();
      await sink.close();
    }
  });
});

describe(`accounts: forgot-password per-e-mail limit (${testDatabaseKind})`, () => {
  let sink: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ ...RELAXED_LIMITS, RATE_LIMIT_FORGOT_PER_EMAIL: '2/60', SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  const forgot = (email: string) => server.call(forgotPasswordContract, { body: { email } });
  /** Forgot-password requests recorded for the address and not resolved yet, plus the temporary passwords queued for it. */
  async function pendingResets(email: string): Promise<number> {
    const handle = await openDatabase(server.config.database);
    try {
      const rows = await handle.db.selectFrom('password_reset_requests').select('id').where('email_normalized', '=', email.toLowerCase()).execute();
      const queued = await handle.db
        .selectFrom('outbox_emails')
        .select('id')
        .where('to_address', '=', email)
        .where('kind', '=', 'temporary-password')
        .execute();
      return rows.length + queued.length - 2;
    } finally {
      await handle.close();
    }
  }

  it('answers the same 200 past the budget for one address, in any case, and sends no more mail', async () => {
    const account = await registerAccount(server);
    expectSuccess(await forgot(account.email), 200, MESSAGES.forgotSent);
    expectSuccess(await forgot(account.email.toUpperCase()), 200, MESSAGES.forgotSent);
    expectSuccess(await forgot(account.email), 200, MESSAGES.forgotSent);
    expectSuccess(await forgot(` ${account.email.toUpperCase()} `), 200, MESSAGES.forgotSent);
    // Another address is not affected.
    const other = await registerAccount(server);
    expectSuccess(await forgot(other.email), 200, MESSAGES.forgotSent);
    await sink.waitFor(isTemporaryPasswordMailTo(other.email));
    // Both accepted requests are mailed; the refused ones never are.
    await sink.waitFor(() => sink.messages.filter(isTemporaryPasswordMailTo(account.email)).length >= 2);
    // Only the two accepted requests were recorded (the worker has resolved them all): no third e-mail can come.
    await sink.waitFor(isTemporaryPasswordMailTo(other.email));
    expect(await pendingResets(account.email)).toBe(0);
    expect(sink.messages.filter(isTemporaryPasswordMailTo(account.email))).toHaveLength(2);
  });

  it('F03: the budget per address and client: a stranger spending theirs leaves the owner’s own requests working', async () => {
    const server2 = await startTestServer({ ...RELAXED_LIMITS, RATE_LIMIT_FORGOT_PER_EMAIL_AND_IP: '3/60', TRUST_PROXY: 'true', SMTP_URL: sink.url });
    try {
      const account = await registerAccount(server2);
      const from = (ip: string) => server2.call(forgotPasswordContract, { body: { email: account.email }, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 4; i++) expectSuccess(await from('203.0.113.80'), 200, MESSAGES.forgotSent);
      // Four from the stranger, three mailed; the owner's request from their phone is mailed too.
      expectSuccess(await from('198.51.100.44'), 200, MESSAGES.forgotSent);
      await sink.waitFor(() => sink.messages.filter(isTemporaryPasswordMailTo(account.email)).length >= 4);
      // IPv6 clients count by /64: another address of the same line shares the budget.
      const v6 = (ip: string) => server2.call(forgotPasswordContract, { body: { email: account.email }, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i++) expectSuccess(await v6(`2001:db8:aa:bb::${i + 1}`), 200, MESSAGES.forgotSent);
      expectSuccess(await v6('2001:db8:aa:bb:ffff::9'), 200, MESSAGES.forgotSent);
      await sink.waitFor(() => sink.messages.filter(isTemporaryPasswordMailTo(account.email)).length >= 7);
      const handle = await openDatabase(server2.config.database);
      try {
        const sent = await handle.db
          .selectFrom('outbox_emails')
          .select('kind')
          .where('to_address', '=', account.email)
          .where('kind', '=', 'temporary-password')
          .execute();
        expect(sent).toHaveLength(7);
      } finally {
        await handle.close();
      }
    } finally {
      await server2.close();
    }
  });

  it('limits an unknown address the same way, so the 429 reveals nothing', async () => {
    const ghost = uniqueEmail('fantasma');
    const known = await registerAccount(server);
    const answers: Array<readonly [TestResponse, TestResponse]> = [];
    for (let i = 0; i < 3; i++) answers.push([await forgot(ghost), await forgot(known.email)] as const);
    for (const [ghostRes, knownRes] of answers) {
      expect(ghostRes.status).toBe(knownRes.status);
      expect(withoutRequestId(ghostRes.body)).toEqual(withoutRequestId(knownRes.body));
    }
    expect(answers.map(([r]) => r.status)).toEqual([200, 200, 200]);
  });
});

describe(`accounts: a classroom behind one IP with the default limits (${testDatabaseKind})`, () => {
  it('lets 40 students register and sign in without any 429', async () => {
    const server = await startTestServer();
    try {
      const students = Array.from({ length: 40 }, (_, i) => ({
        name: `Estudante Numero${String.fromCharCode(65 + (i % 26))}`,
        email: uniqueEmail(`turma${i}`),
        password: `senha-da-turma-${i}`,
      }));
      const registered = await Promise.all(students.map((student) => server.call(registerContract, { body: student })));
      expect(registered.map((r) => r.status)).toEqual(students.map(() => 201));
      const signedIn = await Promise.all(students.map((student) => login(server, student.email, student.password)));
      expect(signedIn.map((r) => r.status)).toEqual(students.map(() => 200));
      signedIn.forEach((res, i) => expect(res.body.data.user.email).toBe(students[i]!.email));
    } finally {
      await server.close();
    }
  });
});
