/**
 * Forgot password survives a crash. The app runs in a child process whose
 * SMTP server is unreachable (so nothing it does can reach anyone's inbox);
 * it answers ten requests (seven accounts, three unknown addresses) and is
 * killed with SIGKILL right after the last answer, before its background work
 * can finish. The app restarted on the same database (and a reachable SMTP
 * server) sends each of the seven a temporary password exactly once, and
 * nothing to the three unknown addresses; no request is left behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database/database';
import { openDatabase } from '../../platform/database/database';
import { startAppProcess, startTestServer, testDatabaseKind, type AppProcess, type TestServer } from '../../testing/test-server';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { PASSWORD_RESET_WORKER } from './auth.service';
import {
  MESSAGES,
  RELAXED_LIMITS,
  TEMPORARY_PASSWORD_SUBJECT,
  expectSuccess,
  isMailTo,
  isTemporaryPasswordMailTo,
  login,
  registerAccount,
  temporaryPasswordFrom,
  uniqueEmail,
  type Account,
} from './auth.test-support';
import { forgotPasswordContract } from '../../../shared/contracts/auth.contract';

/** Past any hold the dead process left on a request or an e-mail (60 s each), well within a temporary password's hour. */
const AHEAD_MS = 2 * 60_000;

describe(`forgot password: requests answered before a crash are all resolved after it (${testDatabaseKind})`, () => {
  let sink: SmtpSink;
  let server: TestServer;
  let child: AppProcess | null = null;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ ...RELAXED_LIMITS, SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await child?.kill();
    await server?.close();
    await sink?.close();
  });

  async function pendingRequests(): Promise<number> {
    const database = await openDatabase(server.config.database);
    try {
      const db: Db = database.db;
      const row = await db
        .selectFrom('password_reset_requests')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    } finally {
      await database.close();
    }
  }

  it('10 requests answered, the app killed at once, restarted: 7 e-mails, each exactly once, none for the 3 unknown addresses', async () => {
    const accounts: Account[] = [];
    for (let i = 0; i < 7; i++) accounts.push(await registerAccount(server));
    const unknown = [0, 1, 2].map(() => uniqueEmail('ninguem'));
    // Only the child serves from here on, and its mail goes nowhere.
    await server.stop();
    child = await startAppProcess({ config: { ...server.config, mail: { transport: 'smtp', smtpUrl: 'smtp://127.0.0.1:9' } } });

    const answers = await Promise.all(
      [...accounts.map((account) => account.email), ...unknown].map((email) => child!.call(forgotPasswordContract, { body: { email } })),
    );
    await child.kill();
    child = null;
    for (const answer of answers) expectSuccess(answer, 200, MESSAGES.forgotSent);
    const sentBefore = sink.messages.length;

    // The restart runs two minutes ahead, so any request or e-mail the dead process held is free again.
    const restarted = await server.restart({ now: () => new Date(Date.now() + AHEAD_MS) });
    server = restarted;
    for (const account of accounts) await sink.waitFor(isTemporaryPasswordMailTo(account.email), 20_000);
    // Two more passes of the worker, and the outbox's poll: nothing else arrives.
    await new Promise((resolve) => setTimeout(resolve, 2 * PASSWORD_RESET_WORKER.pollIntervalMs + 500));
    for (const account of accounts) expect(sink.messages.filter(isTemporaryPasswordMailTo(account.email)), account.email).toHaveLength(1);
    for (const email of unknown) expect(sink.messages.filter(isMailTo(email)), email).toHaveLength(0);
    expect(sink.messages.slice(sentBefore).filter((mail) => mail.subject === TEMPORARY_PASSWORD_SUBJECT)).toHaveLength(7);
    expect(await pendingRequests()).toBe(0);

    // Every e-mail's temporary password signs in: none was mailed without being stored, whoever resolved it.
    for (const account of accounts) {
      const temporary = temporaryPasswordFrom(sink.messages.find(isTemporaryPasswordMailTo(account.email))!);
      expectSuccess(await login(server, account.email, temporary));
    }
  }, 90_000);
});
