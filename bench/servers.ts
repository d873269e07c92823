/**
 * The baseline servers a benchmark loads, each started in a child process
 * (`tsx bench/servers.ts <kind>`) so the load generator never shares their
 * event loop. The child prints one JSON line `{ port }` when it listens.
 *
 * - bare: Fastify with one hello route (the baseline of every read ratio).
 * - bare-insert: Fastify with one route doing one better-sqlite3 INSERT, WAL
 *   (the baseline of routes that write).
 *
 * The app itself runs as production runs it, `node dist/server/main.js`
 * (load.ts, startApp); seedApp gives it the users and attempts the loads need.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { simpleParser } from 'mailparser';

export type ServerKind = 'bare' | 'bare-insert';

export interface AppFixture {
  /** The user with an attempt in progress (answers) and its token. */
  token: string;
  inProgressAttemptId: string;
  /** The staff user whose attempt is completed (my-result, the shared view). */
  completerToken: string;
  completedAttemptId: string;
}

async function startBare(): Promise<number> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

async function startBareInsert(dir: string): Promise<number> {
  const db = new SQLite(path.join(dir, 'bare.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('create table answers (id integer primary key, attempt_id text, question integer, value integer)');
  const insert = db.prepare('insert into answers (attempt_id, question, value) values (?, ?, ?)');
  const app = Fastify({ logger: false });
  app.post<{ Body: { attemptId: string; questionOrder: number; value: number } }>('/insert', async (request) => {
    insert.run(request.body.attemptId, request.body.questionOrder, request.body.value);
    return { success: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

export async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: Record<string, unknown> };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * Confirms an address with the link of its confirmation e-mail, which the app writes as an .eml file under DATA_DIR/mail,
 * signed in to the account (a link opened signed out confirms nothing).
 */
async function confirmEmail(base: string, dir: string, email: string, sessionToken: string): Promise<void> {
  const mailDir = path.join(dir, 'mail');
  for (let tries = 0; tries < 200; tries++) {
    for (const name of fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []) {
      const mail = await simpleParser(fs.readFileSync(path.join(mailDir, name)));
      const token = mail.text?.includes(email) ? /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
      if (token) return void (await call(base, 'POST', '/api/auth/confirm-email', { token }, sessionToken));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No confirmation e-mail for ${email} in ${mailDir}`);
}

/**
 * Through the API of a running app (STAFF_EMAIL_DOMAIN=bench.rumo.test, mail
 * in files under `dir`): a staff user with a completed attempt (staff may fill
 * an attempt in one call) and a user with an attempt in progress.
 */
export async function seedApp(base: string, dir: string): Promise<AppFixture> {
  const completer = await call(base, 'POST', '/api/auth/register', { name: 'Bia Bench', email: 'bia@bench.rumo.test', password: 'senha-bench-1' });
  await confirmEmail(base, dir, 'bia@bench.rumo.test', completer.token as string);
  const started = await call(base, 'POST', '/api/quiz/start', {}, completer.token as string);
  await call(base, 'POST', '/api/quiz/fill', { attemptId: started.attemptId }, completer.token as string);
  // A result is private until its owner shares it (issue 26): the shared view and /report/{id} are measured shared.
  await call(base, 'PUT', `/api/result/${started.attemptId as string}/sharing`, { shared: true }, completer.token as string);

  const answerer = await call(base, 'POST', '/api/auth/register', { name: 'Caio Bench', email: 'caio@exemplo.com.br', password: 'senha-bench-1' });
  const inProgress = await call(base, 'POST', '/api/quiz/start', {}, answerer.token as string);
  return {
    token: answerer.token as string,
    inProgressAttemptId: inProgress.attemptId as string,
    completerToken: completer.token as string,
    completedAttemptId: started.attemptId as string,
  };
}

/**
 * Grows a stopped app's SQLite database by `count` completed attempts (each
 * with its own user and the 100 answers of the template attempt), with plain
 * SQL in one transaction: copies of the template rows under new ids.
 */
export function growDatabase(file: string, templateAttemptId: string, count: number): void {
  const db = new SQLite(file);
  try {
    // A bulk load into a stopped app's file: no journal and no syncs while it runs, WAL again after.
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -262144');
    const columns = (table: string) => (db.pragma(`table_info(${table})`) as Array<{ name: string }>).map((c) => c.name);
    const template = db.prepare('select user_id from quiz_attempts where id = ?').get(templateAttemptId) as { user_id: string };
    const userColumns = columns('users');
    const userValue = (c: string) =>
      c === 'id' ? `'grow-u-' || n.i` : c === 'email' || c === 'email_normalized' ? `'grow' || n.i || '@exemplo.com.br'` : `u.${c}`;
    const attemptColumns = columns('quiz_attempts');
    const attemptValue = (c: string) => (c === 'id' ? `'grow-a-' || n.i` : c === 'user_id' ? `'grow-u-' || n.i` : `a.${c}`);
    const answerColumns = columns('quiz_answers').filter((c) => c !== 'id');
    const answerValue = (c: string) => (c === 'attempt_id' ? `'grow-a-' || n.i` : `q.${c}`);
    const numbers = `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})`;
    db.transaction(() => {
      db.prepare(`${numbers} insert into users (${userColumns.join(', ')}) select ${userColumns.map(userValue).join(', ')} from n, users u where u.id = ?`).run(
        template.user_id,
      );
      db.prepare(
        `${numbers} insert into quiz_attempts (${attemptColumns.join(', ')}) select ${attemptColumns.map(attemptValue).join(', ')} from n, quiz_attempts a where a.id = ?`,
      ).run(templateAttemptId);
      db.prepare(
        `${numbers} insert into quiz_answers (${answerColumns.join(', ')}) select ${answerColumns.map(answerValue).join(', ')} from n, quiz_answers q where q.attempt_id = ?`,
      ).run(templateAttemptId);
    })();
    // No ANALYZE: the app never runs it, so a grown production database has no statistics. With them
    // (2 sessions against 200,000 users) SQLite scans the sessions table instead of searching its
    // token index, which made every authenticated request slower for a reason production never has.
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
  // The load ran without syncs: the kernel still holds much of the file unwritten, and the app's first
  // checkpoint (which syncs the file) would wait for all of it, a cost of seeding and not of a grown database.
  const fd = fs.openSync(file, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const kind = process.argv[2] as ServerKind;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rumo-bench-${kind}-`));
  process.on('SIGTERM', () => {
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
  const ready = { port: kind === 'bare' ? await startBare() : await startBareInsert(dir) };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
}
