import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestClock, startTestServer, testDatabaseKind, type TestResponse, type TestServer } from '../../testing/test-server';
import { openDatabase } from '../database/database';
import { createRateLimiter } from './rate-limiter';
import { TooManyRequestsError } from '../http/errors';
import { forgotPasswordContract, loginContract, registerContract } from '../../../shared/contracts/auth.contract';
import { contactContract } from '../../../shared/contracts/contact.contract';

/**
 * Two app instances on one database (a SQLite file, or one PostgreSQL schema)
 * share every rate limit: a budget spent half on each is spent.
 */

const TOO_MANY = /^Muitas tentativas em pouco tempo\. Aguarde \d+ minutos? e tente novamente\.$/;

/** Limits these tests do not exercise are generous, so only the one under test can answer 429. */
const GENEROUS: Record<string, string> = {
  RATE_LIMIT_LOGIN_PER_IP: '10000/10',
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: '1000/15',
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '1000/15',
  RATE_LIMIT_REGISTER_PER_IP: '10000/10',
  RATE_LIMIT_REGISTER_PER_EMAIL: '1000/60',
  RATE_LIMIT_FORGOT_PER_IP: '10000/60',
  RATE_LIMIT_FORGOT_PER_EMAIL: '1000/60',
  RATE_LIMIT_SHARE_PER_IP: '10000/60',
  RATE_LIMIT_SHARE_PER_RECIPIENT: '10000/60',
  RATE_LIMIT_SHARE_PER_ATTEMPT: '10000/60',
  RATE_LIMIT_CONTACT_PER_IP: '10000/60',
  RATE_LIMIT_CONTACT_PER_EMAIL: '10000/60',
};

async function withTwoInstances(env: Record<string, string>, run: (a: TestServer, b: TestServer) => Promise<void>): Promise<void> {
  const a = await startTestServer({ ...GENEROUS, ...env });
  let b: TestServer | null = null;
  try {
    b = await a.startAnother();
    await run(a, b);
  } finally {
    await b?.close();
    await a.close();
  }
}

function expectTooMany(res: TestResponse, windowMinutes: number): void {
  expect(res.status, res.text).toBe(429);
  expect(res.body.message).toMatch(TOO_MANY);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
}

/** Alternates between the two instances: a, b, a, b, ... */
const pick = (a: TestServer, b: TestServer, i: number) => (i % 2 === 0 ? a : b);

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${(counter += 1)}${randomUUID().slice(0, 6)}@exemplo.com.br`;

describe(`rate limits shared by two instances on one database (${testDatabaseKind})`, () => {
  it('login: 5 guesses against one account in all, however they are spread', async () => {
    await withTwoInstances({ RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: '5/15' }, async (a, b) => {
      const email = uniqueEmail('alvo');
      const password = 'senha-certa-123';
      expect((await a.call(registerContract, { body: { name: 'Alvo Da Silva', email, password } })).status).toBe(201);
      for (let i = 0; i < 5; i++) {
        const res = await pick(a, b, i).call(loginContract, { body: { email, password: `palpite-${i}` } });
        expect(res.status, res.text).toBe(401);
      }
      expectTooMany(await b.call(loginContract, { body: { email, password: 'palpite-5' } }), 15);
      expectTooMany(await a.call(loginContract, { body: { email, password } }), 15);
    });
  });

  it('login per IP, register and forgot-password: one budget across both', async () => {
    const env = {
      RATE_LIMIT_LOGIN_PER_IP: '4/10',
      RATE_LIMIT_REGISTER_PER_IP: '4/10',
      RATE_LIMIT_FORGOT_PER_IP: '4/60',
    };
    await withTwoInstances(env, async (a, b) => {
      const attempts: Array<[string, (server: TestServer, i: number) => Promise<TestResponse>, number, number]> = [
        ['login', (s, i) => s.call(loginContract, { body: { email: uniqueEmail(`login${i}`), password: 'qualquer-senha' } }), 401, 10],
        ['register', (s, i) => s.call(registerContract, { body: { name: 'Nova Pessoa', email: uniqueEmail(`novo${i}`), password: 'senha-forte-1' } }), 201, 10],
        ['forgot', (s, i) => s.call(forgotPasswordContract, { body: { email: uniqueEmail(`esqueci${i}`) } }), 200, 60],
      ];
      for (const [name, send, okStatus, windowMinutes] of attempts) {
        for (let i = 0; i < 4; i++) expect((await send(pick(a, b, i), i)).status, `${name} #${i}`).toBe(okStatus);
        expectTooMany(await send(a, 4), windowMinutes);
        expectTooMany(await send(b, 5), windowMinutes);
      }
    });
  });

  it('contact: 5 per IP across both instances (not 5 on each)', async () => {
    await withTwoInstances({ RATE_LIMIT_CONTACT_PER_IP: '5/60' }, async (a, b) => {
      const send = (server: TestServer, i: number) =>
        server.call(contactContract, {
          body: { name: 'Carla Souza', email: uniqueEmail(`contato${i}`), subject: 'Dúvida', message: 'Quero saber sobre o relatório.' },
        });
      for (let i = 0; i < 5; i++) expect((await send(pick(a, b, i), i)).status).toBe(201);
      expectTooMany(await send(a, 5), 60);
      expectTooMany(await send(b, 6), 60);
    });
  });

  it('page loads of unknown paths: one budget of 300 a minute across both', async () => {
    await withTwoInstances({}, async (a, b) => {
      const statuses: number[] = [];
      for (let i = 0; i < 300; i += 20) {
        // Raw: paths that do not exist.
        const batch = await Promise.all(Array.from({ length: 20 }, (_, j) => pick(a, b, i + j).request('GET', `/nao-existe-${i + j}`)));
        statuses.push(...batch.map((r) => r.status));
      }
      expect(statuses.filter((s) => s !== 404)).toEqual([]);
      expectTooMany(await a.request('GET', '/nao-existe-a'), 1);
      expectTooMany(await b.request('GET', '/api/nao-existe-b'), 1);
    });
  });

  it('a burst on both instances at once gets exactly the budget', async () => {
    // The contact form: anonymous and counted per address before anything else (the share e-mail, which this used, now needs a signed-in owner).
    await withTwoInstances({ RATE_LIMIT_CONTACT_PER_IP: '7/60' }, async (a, b) => {
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          pick(a, b, i).call(contactContract, {
            body: { name: 'Carla Souza', email: uniqueEmail(`rajada${i}`), subject: 'Dúvida', message: 'Quero saber sobre o relatório.' },
          }),
        ),
      );
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(7);
      expect(statuses.filter((s) => s === 429)).toHaveLength(23);
    });
  });
});

describe(`rate limiter windows (${testDatabaseKind})`, () => {
  it('reopens an ended window at the next hit, and sweeps ended windows periodically', async () => {
    const server = await startTestServer();
    const handle = await openDatabase(server.config.database);
    const clock = createTestClock(new Date('2026-03-02T12:00:00.000Z'));
    const log = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;
    const limiter = createRateLimiter({ db: handle.db, log, now: clock.now, sweepIntervalMs: 20 });
    try {
      const rule = { max: 2, windowMs: 60_000 };
      await limiter.consume('teste:a', rule);
      await limiter.consume('teste:a', rule);
      const refused = await limiter.consume('teste:a', rule).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(TooManyRequestsError);
      expect((refused as TooManyRequestsError).retryAfterSeconds).toBe(60);
      clock.advance(30_000);
      expect(((await limiter.consume('teste:a', rule).catch((error: unknown) => error)) as TooManyRequestsError).retryAfterSeconds).toBe(30);

      // No e-mail or address in clear: keys are hashed.
      const rows = await handle.db.selectFrom('rate_limit_windows').selectAll().execute();
      expect(rows.map((r) => r.key).join(' ')).not.toContain('teste');

      clock.advance(30_000);
      await limiter.consume('teste:a', rule); // a new window: 1 of 2
      await limiter.consume('teste:b', rule);
      clock.advance(61_000);
      limiter.start();
      const deadline = Date.now() + 5_000;
      while ((await handle.db.selectFrom('rate_limit_windows').select('key').execute()).length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await handle.db.selectFrom('rate_limit_windows').select('key').execute()).toEqual([]);
    } finally {
      await limiter.close();
      await handle.close();
      await server.close();
    }
  });

  it('refund takes back one hit, reset forgets the window', async () => {
    const server = await startTestServer();
    const handle = await openDatabase(server.config.database);
    const limiter = createRateLimiter({ db: handle.db, log: { error: () => {} } as never });
    try {
      const rule = { max: 1, windowMs: 60_000 };
      await limiter.consume('teste:refund', rule);
      await limiter.refund('teste:refund');
      await limiter.consume('teste:refund', rule);
      await expect(limiter.consume('teste:refund', rule)).rejects.toBeInstanceOf(TooManyRequestsError);
      await limiter.reset('teste:refund');
      await limiter.consume('teste:refund', rule);
    } finally {
      await limiter.close();
      await handle.close();
      await server.close();
    }
  });
});
