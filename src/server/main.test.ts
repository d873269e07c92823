/**
 * The real entry point, src/server/main.ts, in a child process as `npm start`
 * runs it: a bad variable stops the start with a message naming it, and
 * SIGTERM is graceful (stop accepting, finish the requests in flight, close
 * the database, exit 0).
 *
 * On SQLite the data folder holds the database file, so the test also checks
 * that the file is left closed and checkpointed. On PostgreSQL, DATABASE_URL
 * points at a database created for this run and dropped after it.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './testing/test-server';
import { PAYMENT_GATEWAY_REQUIRED_MESSAGE } from './config';
import { SANDBOX_WARNING } from './modules/payment/payment.module';
import { startGateway } from '../../scripts/start-gateway.mjs';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 30_000;
const EXIT_TIMEOUT_MS = 10_000;

interface MainProcess {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

const children = new Set<ChildProcess>();
afterAll(() => {
  // A test that failed half-way must not leave the app running.
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/**
 * Runs `node --import tsx src/server/main.ts` (or the given node `args`) from
 * the repository root. With `obeyFolderPermissions`, a root test run starts it
 * without the capabilities that let root ignore folder permissions (setpriv,
 * from util-linux), as a service user would be refused; it stays root, so it
 * can still read a repository that only root may enter (a fresh clone in a
 * private folder). The
 * environment is only what the test gives (plus PATH and HOME), and the mail
 * and database variables are set to empty (= unset) unless given, so a
 * developer's .env, which main.ts loads without overriding, cannot leak in.
 */
function runMain(env: Record<string, string>, obeyFolderPermissions = false, args: string[] = ['--import', 'tsx', 'src/server/main.ts']): MainProcess {
  const dropOverride = obeyFolderPermissions && process.getuid?.() === 0;
  const withoutOverride = ['--bounding-set', '-dac_override,-dac_read_search', '--inh-caps', '-dac_override,-dac_read_search', '--'];
  const child = spawn(dropOverride ? 'setpriv' : process.execPath, dropOverride ? [...withoutOverride, process.execPath, ...args] : args, {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.homedir(),
      DATABASE_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

/** Resolves with the exit, or rejects if the process is still running after `ms`. */
function exitWithin(main: MainProcess, ms: number) {
  return Promise.race([
    main.exited,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`main.ts still running ${ms} ms later. Output:\n${main.output()}`)), ms).unref()),
  ]);
}

/** A port that was free a moment ago (main.ts logs no port, so we choose it). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilServing(main: MainProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void main.exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`main.ts exited before serving. Output:\n${main.output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`main.ts not serving after ${START_TIMEOUT_MS} ms. Output:\n${main.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether a new TCP connection to the port is refused. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A raw HTTP/1.1 connection, so a test can send half a request and hold it. */
interface RawConnection {
  write(data: string): void;
  /** Resolves when the bytes received so far satisfy `done`. */
  waitFor(done: (received: Buffer) => boolean, what: string, timeoutMs?: number): Promise<Buffer>;
  closed: Promise<void>;
  destroy(): void;
}

async function openRaw(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = Buffer.alloc(0);
  const listeners = new Set<() => void>();
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    for (const listener of listeners) listener();
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    write: (data) => socket.write(data),
    waitFor(done, what, timeoutMs = EXIT_TIMEOUT_MS) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!done(received)) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`Timed out waiting for ${what}; received:\n${received.toString()}`));
        }, timeoutMs);
        listeners.add(check);
        void closed.then(() => {
          if (listeners.has(check)) {
            listeners.delete(check);
            clearTimeout(timer);
            if (done(received)) resolve(received);
            else reject(new Error(`Connection closed before ${what}; received:\n${received.toString()}`));
          }
        });
        check();
      });
    },
    closed,
    destroy: () => socket.destroy(),
  };
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The final response in `data` (after any 100 Continue), once complete; null until then. */
function parseResponse(data: Buffer): RawResponse | null {
  let rest = data;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine, ...headerLines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine ?? '')?.[1]);
    const body = rest.subarray(end + 4);
    if (status === 100) {
      rest = body;
      continue;
    }
    const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length']);
    if (!Number.isInteger(length) || body.length < length) return null;
    return { status, headers, body: body.subarray(0, length).toString('utf8') };
  }
}

function registerBody(email: string): string {
  return JSON.stringify({ name: 'Ana Beatriz Souza', email, password: 'senha-forte-123' });
}

/** Where the test's database lives, and how to read the users main.ts stored there. */
interface TestDatabase {
  env: Record<string, string>;
  storedEmails(): Promise<string[]>;
  dispose(): Promise<void>;
}

async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (testDatabaseKind === 'sqlite') {
    // The default: no DATABASE_URL, so main.ts opens DATA_DIR/rumo.sqlite.
    return {
      env: {},
      async storedEmails() {
        const db = new SQLite(path.join(dataDir, 'rumo.sqlite'), { fileMustExist: true });
        try {
          expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
          return db.prepare('select email from users order by created_at').pluck().all() as string[];
        } finally {
          db.close();
        }
      },
      dispose: async () => {},
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `rumo_main_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    env: { DATABASE_URL: databaseUrl },
    async storedEmails() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ email: string }>('select email from users order by created_at');
        return rows.map((row) => row.email);
      } finally {
        await client.end();
      }
    },
    async dispose() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

describe(`main.ts, the real entry point (${testDatabaseKind})`, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-main-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start on a bad variable: exit code 1 and a message naming it, no stack trace', async () => {
    const main = runMain({ PORT: 'abc', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAYMENT_GATEWAY: 'sandbox' });
    const { code } = await exitWithin(main, START_TIMEOUT_MS);
    expect(code, main.output()).toBe(1);
    expect(main.output()).toMatch(/^Invalid configuration:\n {2}PORT: /m);
    expect(main.output()).not.toMatch(/^\s+at /m);
  });

  it('refuses to start on the payment sandbox nobody chose, in production or not: exit code 1, a plain message, no stack trace', async () => {
    for (const env of [{}, { NODE_ENV: 'production' }] as Array<Record<string, string>>) {
      const main = runMain({ ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      const { code } = await exitWithin(main, START_TIMEOUT_MS);
      expect(code, main.output()).toBe(1);
      expect(main.output()).toContain(`Invalid configuration:\n  PAYMENT_GATEWAY: ${PAYMENT_GATEWAY_REQUIRED_MESSAGE}`);
      expect(main.output()).not.toMatch(/^\s+at /m);
    }
  });

  it('npm start chooses the sandbox unless told otherwise; in production it chooses nothing', () => {
    expect(startGateway({})).toBe('sandbox');
    expect(startGateway({ NODE_ENV: 'development' })).toBe('sandbox');
    expect(startGateway({ PAYMENT_GATEWAY: 'pagarme' })).toBe('pagarme');
    expect(startGateway({ NODE_ENV: 'production' })).toBe('');
    expect(startGateway({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' })).toBe('sandbox');
  });

  it('refuses to start when DATA_DIR lies under a file: exit code 1, naming the folder and why, no stack trace', async () => {
    const file = path.join(dataDir, 'not-a-folder.txt');
    fs.writeFileSync(file, '');
    const unusable = path.join(file, 'data');
    const main = runMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: unusable, LOG_LEVEL: 'warn', PAYMENT_GATEWAY: 'sandbox' });
    const { code } = await exitWithin(main, START_TIMEOUT_MS);
    expect(code, main.output()).toBe(1);
    expect(main.output()).toContain(
      `Invalid configuration:\n  DATA_DIR: cannot use the folder ${unusable}: cannot create it (a part of the path is a file, not a folder)`,
    );
    expect(main.output()).not.toMatch(/^\s+at /m);
  });

  it('refuses to start on a read-only DATA_DIR: exit code 1, naming the folder and why, no stack trace (no SQLITE_CANTOPEN)', async () => {
    const readOnly = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-read-only-'));
    fs.chmodSync(readOnly, 0o555);
    try {
      const main = runMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: readOnly, LOG_LEVEL: 'warn', PAYMENT_GATEWAY: 'sandbox' }, true);
      const { code } = await exitWithin(main, START_TIMEOUT_MS);
      expect(code, main.output()).toBe(1);
      expect(main.output()).toContain(
        `Invalid configuration:\n  DATA_DIR: cannot use the folder ${readOnly}: cannot write a file in it (permission denied for the user running the server)`,
      );
      expect(main.output()).not.toMatch(/^\s+at /m);
      expect(main.output()).not.toContain('SQLITE_CANTOPEN');
      expect(fs.readdirSync(readOnly)).toEqual([]);
    } finally {
      fs.chmodSync(readOnly, 0o755);
      fs.rmSync(readOnly, { recursive: true, force: true });
    }
  });

  it('on SIGTERM stops accepting, finishes the request in flight, closes the database and exits with 0', async () => {
    const database = await createTestDatabase(dataDir);
    try {
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const main = runMain({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAYMENT_GATEWAY: 'sandbox', ...database.env });
      await waitUntilServing(main, baseUrl);
      // The sandbox, chosen on purpose, and said loudly in the log.
      const payment = await fetch(`${baseUrl}/api/payment/config`);
      expect(((await payment.json()) as { data: { gateway: string } }).data.gateway).toBe('sandbox');
      expect(main.output()).toContain(SANDBOX_WARNING);

      // Written before the shutdown, and finished.
      const before = `antes.${randomBytes(4).toString('hex')}@exemplo.com.br`;
      const registered = await fetch(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: registerBody(before),
      });
      expect(registered.status).toBe(201);

      // An idle keep-alive connection (a browser tab) must not hold the shutdown up.
      const idle = await openRaw(port);
      idle.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
      expect(parseResponse(await idle.waitFor((data) => parseResponse(data) !== null, 'the health answer'))?.status).toBe(200);

      // A request in flight: its headers are in (the server has answered 100 Continue,
      // which Node does as it hands the request to Fastify), half of its body is not.
      const during = `durante.${randomBytes(4).toString('hex')}@exemplo.com.br`;
      const body = Buffer.from(registerBody(during));
      const half = Math.floor(body.length / 2);
      const inFlight = await openRaw(port);
      inFlight.write(
        `POST /api/auth/register HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
      );
      await inFlight.waitFor((data) => data.toString('latin1').startsWith('HTTP/1.1 100 Continue\r\n\r\n'), '100 Continue');
      inFlight.write(body.subarray(0, half).toString('latin1'));

      expect(main.child.kill('SIGTERM')).toBe(true);

      // It stops accepting: new connections are refused, while the process still runs for the request in flight.
      const deadline = Date.now() + EXIT_TIMEOUT_MS;
      while (!(await connectionRefused(port))) {
        if (Date.now() > deadline) throw new Error(`Still accepting connections after SIGTERM. Output:\n${main.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await idle.closed;
      expect(main.child.exitCode, main.output()).toBeNull();
      expect(main.child.signalCode).toBeNull();

      // The request in flight is finished: the rest of the body arrives and the answer is a normal 201.
      inFlight.write(body.subarray(half).toString('latin1'));
      const answer = parseResponse(await inFlight.waitFor((data) => parseResponse(data) !== null, 'the register answer'));
      expect(answer?.status, answer?.body).toBe(201);
      expect(JSON.parse(answer!.body)).toMatchObject({ success: true, data: { user: { email: during } } });

      const { code, signal } = await exitWithin(main, EXIT_TIMEOUT_MS);
      expect({ code, signal }, main.output()).toEqual({ code: 0, signal: null });
      expect(await connectionRefused(port)).toBe(true);

      if (testDatabaseKind === 'sqlite') {
        // The database was closed, not abandoned: closing the last connection checkpoints the WAL
        // into the main file and removes it. (Checked before anything opens the file again.)
        const wal = path.join(dataDir, 'rumo.sqlite-wal');
        expect(!fs.existsSync(wal) || fs.statSync(wal).size === 0, `${wal} left with ${fs.existsSync(wal) ? fs.statSync(wal).size : 0} bytes`).toBe(true);
      }
      // Both users are stored: the one written before, and the one whose request was in flight.
      expect(await database.storedEmails()).toEqual([before, during]);
    } finally {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await database.dispose();
    }
  });
});

describe(`dist/server/main.js, the built server, on plain node (${testDatabaseKind})`, () => {
  let dataDir: string;
  let database: TestDatabase;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-main-dist-'));
    database = await createTestDatabase(dataDir);
    // The same build `npm run build:server` and `npm start` run.
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repositoryRoot, encoding: 'utf8' });
    expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts without tsx, serves /api/health and the API, and exits with 0 on SIGTERM', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const main = runMain({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAYMENT_GATEWAY: 'sandbox', ...database.env }, false, [
      'dist/server/main.js',
    ]);
    await waitUntilServing(main, baseUrl);
    const health = await fetch(`${baseUrl}/api/health`);
    expect(((await health.json()) as { data: { status: string } }).data.status).toBe('ok');
    // No TypeScript loader in the running process: nothing under node_modules/tsx is mapped or open.
    const maps = fs.readFileSync(`/proc/${main.child.pid}/maps`, 'utf8');
    expect(maps).not.toContain(`${path.sep}tsx${path.sep}`);
    // argon2's native library is loaded by the first password check (here, the registration), not at start.
    expect(maps).not.toContain('argon2');
    const email = `dist.${randomBytes(4).toString('hex')}@exemplo.com.br`;
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: registerBody(email),
    });
    expect(registered.status).toBe(201);
    expect(fs.readFileSync(`/proc/${main.child.pid}/maps`, 'utf8')).toContain('argon2');
    expect(main.child.kill('SIGTERM')).toBe(true);
    const { code, signal } = await exitWithin(main, EXIT_TIMEOUT_MS);
    expect({ code, signal }, main.output()).toEqual({ code: 0, signal: null });
    expect(await database.storedEmails()).toEqual([email]);
  });

  it('loads the PDF code, the PostgreSQL driver, nodemailer, qrcode and argon2 only when first used: none is a static import of main.js', () => {
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = fs.readFileSync(file, 'utf8');
      // Static imports only: `import ... from "x"` and `import "x"`; a dynamic import("x") is left out.
      for (const match of code.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"/gm)) {
        const specifier = match[1] ?? match[2];
        if (!specifier) continue;
        if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
        else packages.add(specifier);
      }
    };
    visit(path.join(repositoryRoot, 'dist/server/main.js'));
    expect(packages).toContain('fastify');
    for (const lazy of ['@react-pdf/renderer', 'pg', 'nodemailer', 'qrcode', 'react', '@node-rs/argon2']) expect(packages).not.toContain(lazy);
  });

  it('counts the build as stale when main.js is older than a file it was built from, and current after a build', async () => {
    // @ts-expect-error: a plain .mjs script without type declarations.
    const { serverBuildIsCurrent } = (await import('../../scripts/build-server.mjs')) as { serverBuildIsCurrent: () => boolean };
    expect(serverBuildIsCurrent()).toBe(true);
    const mainJs = path.join(repositoryRoot, 'dist/server/main.js');
    const builtAt = fs.statSync(mainJs).mtime;
    try {
      fs.utimesSync(mainJs, new Date(0), new Date(0));
      expect(serverBuildIsCurrent()).toBe(false);
    } finally {
      fs.utimesSync(mainJs, builtAt, builtAt);
    }
  });
});
