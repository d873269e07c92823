/**
 * The e-mail outbox against a real loopback SMTP server that refuses, stalls
 * and recovers, and a real database shared by several workers: the app's own,
 * extra workers on their own connections (as other processes would be), and an
 * app in a child process that is killed with SIGKILL in the middle of a send.
 * Messages are queued through POST /api/contact.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Selectable } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../database/database';
import type { OutboxEmailsTable } from '../database/schema';
import { createMailer } from './mailer';
import { createOutbox, DEFAULT_OUTBOX_SETTINGS, type Outbox } from './outbox';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../testing/smtp-sink';
import {
  createTestClock,
  startAppProcess,
  startTestServer,
  testDatabaseKind,
  type AppProcess,
  type RequestFn,
  type TestServer,
} from '../../testing/test-server';

const SECOND = 1_000;
const DAY = 24 * 3_600_000;
const SUPPORT_EMAIL = 'suporte.fila@rumo.app.br';
const ENV = {
  SUPPORT_EMAIL,
  RATE_LIMIT_CONTACT_PER_IP: '100000/60',
  RATE_LIMIT_CONTACT_PER_EMAIL: '100000/60',
};
/** The documented schedule: 5 s doubling (capped at 1 h), FAILED after 10 attempts. */
const BACKOFF_MS = [5, 10, 20, 40, 80, 160, 320, 640, 1280].map((s) => s * SECOND);
const T0 = new Date('2026-03-02T12:00:00.000Z');

type Row = Selectable<OutboxEmailsTable>;
type Clock = ReturnType<typeof createTestClock>;

const iso = (ms: number) => new Date(ms).toISOString();
const tag = () => randomBytes(4).toString('hex');
/** The support e-mail's subject for a contact message with this subject. */
const mailSubject = (subject: string) => `[Contato] ${subject}`;
const delivered = (sink: SmtpSink, subject: string) => sink.messages.filter((m) => m.subject === mailSubject(subject));
const refusedCount = (sink: SmtpSink, subject: string) => sink.refused.filter((m) => m.subject === mailSubject(subject)).length;

// Everything a test opens is closed after it, last opened first, even when it fails.
const cleanups: Array<() => Promise<unknown>> = [];
const sinks: SmtpSink[] = [];
afterEach(async () => {
  // A send still stalled at the sink would keep a worker (and so its app) from stopping.
  for (const sink of sinks.splice(0)) sink.releaseHeld('refuse');
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Setup {
  sink: SmtpSink;
  server: TestServer;
  db: DatabaseHandle;
}

/** A sink, the app on loopback with the given clock, and a connection of our own to its database. */
async function setUp(clock: Clock): Promise<Setup> {
  const sink = await startSmtpSink();
  sinks.push(sink);
  cleanups.push(() => sink.close());
  const server = await startTestServer({ ...ENV, SMTP_URL: sink.url }, { now: clock.now });
  const setup = { sink, server } as Setup;
  cleanups.push(() => setup.server.close());
  setup.db = await openDatabase(server.config.database);
  cleanups.push(() => setup.db.close());
  return setup;
}

/** Restarts the app of `setup` on the same database; later cleanups close the new one. */
async function restart(setup: Setup, clock: Clock): Promise<TestServer> {
  setup.server = await setup.server.restart({ now: clock.now });
  return setup.server;
}

/** Another worker on the same database through its own connection and SMTP transport, as another process would be. */
async function startWorker(setup: Setup, clock: Clock): Promise<Outbox> {
  const database = await openDatabase(setup.server.config.database);
  const mailer = createMailer({ mail: { transport: 'smtp', smtpUrl: setup.sink.url }, mailFrom: setup.server.config.mailFrom });
  const outbox = createOutbox({ db: database.db, mailer, log: setup.server.app.log, now: clock.now });
  cleanups.push(async () => {
    await outbox.stop();
    mailer.close();
    await database.close();
  });
  return outbox;
}

let senders = 0;
/** Queues a support e-mail through the API: POST /api/contact. */
async function postContact(request: RequestFn, subject: string): Promise<void> {
  senders += 1;
  const res = await request('POST', '/api/contact', {
    body: { name: 'Teste da Fila', email: `remetente${senders}.${tag()}@exemplo.com.br`, subject, message: `Mensagem de teste: ${subject}.` },
  });
  expect(res.status, res.text).toBe(201);
}

/**
 * Makes the app run two full passes of its worker, by queueing two markers one
 * after the other and waiting for each to be delivered and marked SENT (passes
 * run one at a time, so once the second marker is done the first pass has ended).
 */
async function settle(setup: Setup): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const marker = `Marcador ${tag()}`;
    await postContact(setup.server.request, marker);
    await setup.sink.waitFor((m) => m.subject === mailSubject(marker));
    await waitForRow(setup.db, marker, (row) => row.status === 'SENT');
  }
}

/** Stalls the app's own worker on one message (its subject is returned) until the sink releases it. */
async function parkAppWorker(setup: Setup): Promise<string> {
  const blocker = `Bloqueio ${tag()}`;
  setup.sink.holdNext(1);
  await postContact(setup.server.request, blocker);
  await setup.sink.waitUntil(() => setup.sink.held.length === 1);
  return blocker;
}

function readRow(db: DatabaseHandle, subject: string): Promise<Row> {
  return db.db.selectFrom('outbox_emails').selectAll().where('subject', '=', mailSubject(subject)).executeTakeFirstOrThrow();
}

async function waitForRow(db: DatabaseHandle, subject: string, condition: (row: Row) => boolean, timeoutMs = 10_000): Promise<Row> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await db.db.selectFrom('outbox_emails').selectAll().where('subject', '=', mailSubject(subject)).executeTakeFirst();
    if (row && condition(row)) return row;
    if (Date.now() > deadline) throw new Error(`The outbox row "${subject}" never reached the expected state: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function expectSupportMail(mail: ReceivedMail, subject: string): void {
  expect(mail.envelope.rcptTo).toEqual([SUPPORT_EMAIL]);
  expect(mail.subject).toBe(mailSubject(subject));
  expect(mail.text).toContain(`Mensagem de teste: ${subject}.`);
}

describe(`outbox: SMTP refuses, then recovers (${testDatabaseKind})`, () => {
  it('keeps the message, retries it on the backoff schedule only, and delivers it exactly once after recovery', async () => {
    const clock = createTestClock(T0);
    const setup = await setUp(clock);
    const { sink, db } = setup;
    const subject = `Falha e recuperação ${tag()}`;
    sink.setFailing((m) => m.subject === mailSubject(subject));

    await postContact(setup.server.request, subject);
    let row = await waitForRow(db, subject, (r) => r.attempts === 1);
    expect(row).toMatchObject({ kind: 'contact', to_address: SUPPORT_EMAIL, status: 'PENDING', locked_until: null, sent_at: null });
    expect(row.next_attempt_at).toBe(iso(T0.getTime() + 5 * SECOND));
    expect(row.last_error).toMatch(/451/);
    expect(refusedCount(sink, subject)).toBe(1);

    // 1 ms before the retry is due, no pass touches it.
    clock.advance(5 * SECOND - 1);
    await settle(setup);
    expect(await readRow(db, subject)).toMatchObject({ attempts: 1, status: 'PENDING' });
    expect(refusedCount(sink, subject)).toBe(1);

    // Due: second attempt, refused again; the wait doubles to 10 s.
    clock.advance(1);
    await settle(setup);
    row = await readRow(db, subject);
    expect(row).toMatchObject({ attempts: 2, status: 'PENDING', locked_until: null, sent_at: null });
    expect(row.next_attempt_at).toBe(iso(T0.getTime() + 15 * SECOND));
    expect(refusedCount(sink, subject)).toBe(2);

    clock.advance(10 * SECOND - 1);
    await settle(setup);
    expect((await readRow(db, subject)).attempts).toBe(2);
    expect(refusedCount(sink, subject)).toBe(2);

    // SMTP is back: the third attempt delivers it.
    sink.setFailing(false);
    clock.advance(1);
    await settle(setup);
    row = await readRow(db, subject);
    expect(row).toMatchObject({ status: 'SENT', attempts: 3, locked_until: null, last_error: null, sent_at: iso(T0.getTime() + 15 * SECOND) });
    expect(delivered(sink, subject)).toHaveLength(1);
    expectSupportMail(delivered(sink, subject)[0]!, subject);

    // And never again.
    clock.advance(DAY);
    await settle(setup);
    expect(delivered(sink, subject)).toHaveLength(1);
    expect(refusedCount(sink, subject)).toBe(2);
  });

  it('gives up after 10 refused attempts: FAILED, kept in the database, not retried', async () => {
    const clock = createTestClock(T0);
    const setup = await setUp(clock);
    const { sink, db } = setup;
    const subject = `Sempre recusada ${tag()}`;
    sink.setFailing((m) => m.subject === mailSubject(subject));

    await postContact(setup.server.request, subject);
    await waitForRow(db, subject, (r) => r.attempts === 1);
    let due = T0.getTime();
    for (let attempt = 2; attempt <= 10; attempt++) {
      const wait = BACKOFF_MS[attempt - 2]!;
      due += wait;
      expect((await readRow(db, subject)).next_attempt_at).toBe(iso(due));
      clock.advance(wait);
      await settle(setup);
      expect(await readRow(db, subject)).toMatchObject({ attempts: attempt, status: attempt < 10 ? 'PENDING' : 'FAILED' });
    }
    expect(refusedCount(sink, subject)).toBe(10);

    sink.setFailing(false);
    clock.advance(DAY);
    await settle(setup);
    const row = await readRow(db, subject);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 10, sent_at: null });
    expect(row.last_error).toMatch(/451/);
    expect(refusedCount(sink, subject)).toBe(10);
    expect(delivered(sink, subject)).toHaveLength(0);
  });
});

describe(`outbox: a worker dies or stalls in the middle of a send (${testDatabaseKind})`, () => {
  it('an app killed (SIGKILL) while sending loses nothing: after the restart, once its lock runs out, the message goes exactly once', async () => {
    // The in-process app runs an hour behind, so the child's messages are not yet due for it.
    const clock = createTestClock(new Date(Date.now() - 3_600_000));
    const setup = await setUp(clock);
    const { sink, db } = setup;
    const subject = `Durante a queda ${tag()}`;

    let child: AppProcess | null = await startAppProcess(setup.server);
    cleanups.push(() => child?.kill() ?? Promise.resolve());
    sink.holdNext(1);
    await postContact(child.request, subject);
    // The child's worker has claimed it and the data is at the SMTP server, waiting for the answer.
    await sink.waitUntil(() => sink.held.length === 1);
    expect(sink.held[0]!.subject).toBe(mailSubject(subject));
    const claimed = await readRow(db, subject);
    expect(claimed).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(Date.parse(claimed.locked_until!)).toBeGreaterThan(Date.now());

    await child.kill();
    child = null;
    await sink.waitUntil(() => sink.abandoned.length === 1);
    expect(delivered(sink, subject)).toHaveLength(0);
    // The dead worker left its lock behind.
    expect(await readRow(db, subject)).toMatchObject({ status: 'PENDING', attempts: 0, locked_until: claimed.locked_until });

    // Restart at the real time: the lock still holds, so nobody sends it yet.
    const now = createTestClock(new Date());
    await restart(setup, now);
    await settle(setup);
    expect(delivered(sink, subject)).toHaveLength(0);

    // Once the lock runs out, the restarted app delivers it, once.
    now.advance(Date.parse(claimed.locked_until!) - now.now().getTime() + 1);
    await settle(setup);
    const mails = delivered(sink, subject);
    expect(mails).toHaveLength(1);
    expectSupportMail(mails[0]!, subject);
    expect(await readRow(db, subject)).toMatchObject({ status: 'SENT', attempts: 1, locked_until: null });

    now.advance(DAY);
    await settle(setup);
    expect(delivered(sink, subject)).toHaveLength(1);
  });

  it('a stalled worker whose lock ran out cannot undo the delivery made by the worker that took over', async () => {
    const clock = createTestClock(T0);
    const setup = await setUp(clock);
    const { sink, db } = setup;
    const subject = `Envio travado ${tag()}`;

    // The app's worker claims it and stalls: the SMTP server never answers.
    sink.holdNext(1);
    await postContact(setup.server.request, subject);
    await sink.waitUntil(() => sink.held.length === 1);
    expect(await readRow(db, subject)).toMatchObject({ status: 'PENDING', attempts: 0, locked_until: iso(T0.getTime() + DEFAULT_OUTBOX_SETTINGS.lockMs) });

    const other = await startWorker(setup, clock);
    expect(await other.runOnce()).toBe(0); // the lock is respected
    clock.advance(DEFAULT_OUTBOX_SETTINGS.lockMs);
    expect(await other.runOnce()).toBe(1); // the lock ran out: the other worker delivers it
    expect(delivered(sink, subject)).toHaveLength(1);
    expect(await readRow(db, subject)).toMatchObject({ status: 'SENT', attempts: 1 });

    // Now the stalled send fails at last, and the stalled worker records its outcome.
    sink.releaseHeld('refuse');
    await settle(setup);
    const row = await readRow(db, subject);
    expect(row).toMatchObject({
      status: 'SENT',
      attempts: 1,
      locked_until: null,
      last_error: null,
      sent_at: iso(T0.getTime() + DEFAULT_OUTBOX_SETTINGS.lockMs),
    });

    clock.advance(DAY);
    expect(await other.runOnce()).toBe(0);
    await settle(setup);
    expect(delivered(sink, subject)).toHaveLength(1);
  });

  it('a worker with an old list of due messages does not retry one that another worker just failed before its backoff', async () => {
    const clock = createTestClock(T0);
    const setup = await setUp(clock);
    const { sink, db } = setup;

    // Park the app's own worker on a stalled send, so only the two workers below act.
    const blocker = await parkAppWorker(setup);
    const subjects = [`Lista antiga A ${tag()}`, `Lista antiga B ${tag()}`];
    for (const subject of subjects) await postContact(setup.server.request, subject);

    const first = await startWorker(setup, clock);
    const second = await startWorker(setup, clock);
    // The first worker lists both as due, claims one and stalls sending it.
    sink.holdNext(1);
    const firstPass = first.runOnce();
    await sink.waitUntil(() => sink.held.length === 2);
    const stalled = sink.held.find((m) => m.subject !== mailSubject(blocker))!.subject;
    // The second worker takes the other one, and SMTP refuses it: retry in 5 s.
    sink.failNext(1);
    expect(await second.runOnce()).toBe(0);
    const failedSubject = subjects.find((s) => mailSubject(s) !== stalled)!;
    expect(await readRow(db, failedSubject)).toMatchObject({ status: 'PENDING', attempts: 1, next_attempt_at: iso(T0.getTime() + 5 * SECOND) });

    // The first worker's send completes; the other message is still on its list, but not due any more.
    sink.releaseHeld('accept', (m) => m.subject === stalled);
    expect(await firstPass).toBe(1);
    expect(await readRow(db, failedSubject)).toMatchObject({ status: 'PENDING', attempts: 1, next_attempt_at: iso(T0.getTime() + 5 * SECOND) });
    expect(delivered(sink, failedSubject)).toHaveLength(0);
    expect(refusedCount(sink, failedSubject)).toBe(1);

    clock.advance(5 * SECOND);
    expect(await second.runOnce()).toBe(1);
    expect(delivered(sink, failedSubject)).toHaveLength(1);
    sink.releaseHeld('accept');
  });
});

describe(`outbox: several workers on one database (${testDatabaseKind})`, () => {
  it('two workers draining the same queue at once deliver each message exactly once', async () => {
    const clock = createTestClock(T0);
    const setup = await setUp(clock);
    const { sink, db } = setup;

    // The app's own worker is parked on a stalled send, so the queue below waits for the two workers.
    const blocker = await parkAppWorker(setup);
    const subjects = Array.from({ length: 25 }, (_, i) => `Concorrência ${i + 1} ${tag()}`);
    for (const subject of subjects) await postContact(setup.server.request, subject);

    const workers = [await startWorker(setup, clock), await startWorker(setup, clock)];
    const sentBy = [0, 0];
    for (let round = 0; round < 5; round++) {
      const counts = await Promise.all(workers.map((worker) => worker.runOnce()));
      counts.forEach((count, i) => (sentBy[i]! += count));
      if (counts.every((count) => count === 0)) break;
    }
    expect(sentBy[0]! + sentBy[1]!).toBe(25);
    // Both took part: they really competed for the same rows.
    expect(sentBy[0]).toBeGreaterThan(0);
    expect(sentBy[1]).toBeGreaterThan(0);
    for (const subject of subjects) {
      expect(delivered(sink, subject), subject).toHaveLength(1);
      expect(await readRow(db, subject)).toMatchObject({ status: 'SENT', attempts: 1, locked_until: null });
    }

    // The app's worker wakes up, and finds nothing left to send.
    sink.releaseHeld('accept');
    await settle(setup);
    for (const subject of subjects) expect(delivered(sink, subject), subject).toHaveLength(1);
    expect(delivered(sink, blocker)).toHaveLength(1);
  });
});

describe(`outbox: restarts (${testDatabaseKind})`, () => {
  it('messages queued while SMTP was down are delivered by the next start, exactly once', async () => {
    const clock = createTestClock(T0);
    const setup = await setUp(clock);
    const { sink, db } = setup;
    const subjects = [1, 2, 3].map((i) => `Antes do reinício ${i} ${tag()}`);

    sink.setFailing(true);
    for (const subject of subjects) await postContact(setup.server.request, subject);
    for (const subject of subjects) await waitForRow(db, subject, (r) => r.attempts === 1);
    expect(sink.messages).toHaveLength(0);

    await setup.server.stop();
    sink.setFailing(false);
    clock.advance(5 * SECOND);
    await restart(setup, clock);
    // No new request: the worker's first pass after the start sends them.
    for (const subject of subjects) await sink.waitFor((m) => m.subject === mailSubject(subject));
    await settle(setup);
    for (const subject of subjects) {
      expect(delivered(sink, subject), subject).toHaveLength(1);
      expectSupportMail(delivered(sink, subject)[0]!, subject);
      expect(await readRow(db, subject)).toMatchObject({ status: 'SENT', attempts: 2 });
    }
  });

  it('closing the app waits for the send in flight and leaves the rest to the next start: nothing lost, nothing twice', async () => {
    const clock = createTestClock(T0);
    const setup = await setUp(clock);
    const { sink, db } = setup;
    const subjects = [1, 2, 3].map((i) => `Durante o desligamento ${i} ${tag()}`);

    sink.holdNext(1);
    for (const subject of subjects) await postContact(setup.server.request, subject);
    await sink.waitUntil(() => sink.held.length === 1);

    let stopped = false;
    const app = setup.server.app;
    const stopping = setup.server.stop().then(() => (stopped = true));
    // The HTTP server closes first; the worker is told to stop right after.
    while (app.server.listening) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false); // still waiting for the SMTP answer
    sink.releaseHeld('accept');
    await stopping;

    // Each message is either delivered and SENT, or untouched and PENDING.
    const rows = await Promise.all(subjects.map((subject) => readRow(db, subject)));
    for (const [i, row] of rows.entries()) {
      const count = delivered(sink, subjects[i]!).length;
      if (row.status === 'SENT') expect(count).toBe(1);
      else {
        expect(row).toMatchObject({ status: 'PENDING', attempts: 0 });
        expect(count).toBe(0);
      }
    }
    expect(rows.filter((row) => row.status === 'PENDING').length).toBeGreaterThan(0);

    await restart(setup, clock);
    for (const subject of subjects) await sink.waitFor((m) => m.subject === mailSubject(subject));
    await settle(setup);
    for (const subject of subjects) {
      expect(delivered(sink, subject), subject).toHaveLength(1);
      expect(await readRow(db, subject)).toMatchObject({ status: 'SENT', attempts: 1 });
    }
  });
});
