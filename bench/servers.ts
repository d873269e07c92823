/**
 * The servers a benchmark loads, each started in a child process (`tsx
 * bench/servers.ts <kind>`) so the load generator never shares their event
 * loop. The child prints one JSON line `{ port, ... }` when it listens.
 *
 * - bare: Fastify with one hello route (the baseline of every ratio).
 * - bare-insert: Fastify with one route doing one better-sqlite3 INSERT, WAL
 *   (the baseline of routes that write).
 * - app: the real app on a fresh SQLite data folder, with a user, a completed
 *   attempt (for the share view) and an attempt in progress (for answers).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

export type ServerKind = 'bare' | 'bare-insert' | 'app';

export interface AppFixture {
  port: number;
  token: string;
  inProgressAttemptId: string;
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

async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: Record<string, unknown> };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function startApp(dir: string): Promise<AppFixture> {
  // Staff accounts may fill an attempt in one call; generous limits so the set-up is never throttled.
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', PORT: '0', STAFF_EMAIL_DOMAIN: 'bench.rumo.test' });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;

  const completer = await call(base, 'POST', '/api/auth/register', { name: 'Bia Bench', email: 'bia@bench.rumo.test', password: 'senha-bench-1' });
  const started = await call(base, 'POST', '/api/quiz/start', {}, completer.token as string);
  await call(base, 'POST', '/api/quiz/fill', { attemptId: started.attemptId }, completer.token as string);

  const answerer = await call(base, 'POST', '/api/auth/register', { name: 'Caio Bench', email: 'caio@exemplo.com.br', password: 'senha-bench-1' });
  const inProgress = await call(base, 'POST', '/api/quiz/start', {}, answerer.token as string);
  return { port, token: answerer.token as string, inProgressAttemptId: inProgress.attemptId as string, completedAttemptId: started.attemptId as string };
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const kind = process.argv[2] as ServerKind;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rumo-bench-${kind}-`));
  process.on('SIGTERM', () => {
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
  const ready =
    kind === 'bare' ? { port: await startBare() } : kind === 'bare-insert' ? { port: await startBareInsert(dir) } : await startApp(dir);
  process.stdout.write(`${JSON.stringify(ready)}\n`);
}
