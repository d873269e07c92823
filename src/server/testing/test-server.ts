import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp, type AppOverrides } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { ApiContract, ContractBody, ContractData, ContractParams, ContractQuery, ErrorEnvelope } from '../../shared/contracts/contract';
import { contractPath } from '../../shared/contracts/contract-path';

/**
 * Starts the real app on a loopback port with a fresh database: a temporary
 * SQLite file, or (TEST_DB=postgres) a throw-away schema in TEST_DATABASE_URL
 * that is dropped on close, so no run leaves data for the next.
 */
export interface TestServer {
  baseUrl: string;
  config: AppConfig;
  app: FastifyInstance;
  /** Raw method and path, any body: for hostile input and routes outside the contracts. */
  request: RequestFn;
  /** A contract's call, typed by it: a renamed field or path fails `tsc` (issue 28). */
  call: CallFn;
  /** Closes the app and removes its database and data folder. */
  close(): Promise<void>;
  /** Closes the app as a shutdown (SIGTERM) would, but keeps its database and data folder for restart(). */
  stop(): Promise<void>;
  /**
   * Starts a new app on this server's database and data folder, as a process
   * restart would (stopping this one first if it still runs). The new server's
   * close() cleans up; this one's no longer does.
   */
  restart(overrides?: AppOverrides): Promise<TestServer>;
  /**
   * Starts another app on this server's database and data folder while this one
   * keeps running, as a second instance behind a load balancer would. Its close()
   * only stops it; this server's close() still removes the database.
   */
  startAnother(overrides?: AppOverrides): Promise<TestServer>;
}

export type RequestFn = (
  method: string,
  urlPath: string,
  options?: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string },
) => Promise<TestResponse>;

/** What a typed call sends: the contract's own params, query and body, and who calls. */
export type CallInput<C extends ApiContract> = {
  token?: string;
  headers?: Record<string, string>;
} & (C['params'] extends object ? { params: ContractParams<C> } : { params?: undefined }) &
  (C['query'] extends object ? { query?: ContractQuery<C> } : { query?: undefined }) &
  (C['body'] extends object ? (undefined extends ContractBody<C> ? { body?: ContractBody<C> } : { body: ContractBody<C> }) : { body?: undefined });

/**
 * A typed call's answer. `body.data` is typed as the contract's success data:
 * read it after checking the status (an error answer's `data`, when it has
 * one, is the error's, and `message`/`errors` are the error envelope's).
 */
export interface CallResponse<C extends ApiContract> {
  status: number;
  headers: Headers;
  text: string;
  body: { success: boolean; message?: string; data: ContractData<C>; errors?: ErrorEnvelope['errors'] };
}

export type CallFn = <C extends ApiContract>(contract: C, input?: CallInput<C>) => Promise<CallResponse<C>>;

/** Builds the typed `call` over a raw request function. */
export function contractCaller(request: RequestFn): CallFn {
  return async <C extends ApiContract>(contract: C, input: CallInput<C> = {} as CallInput<C>) => {
    const query = input.query
      ? new URLSearchParams(Object.entries(input.query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])))
      : null;
    const url = contractPath(contract, input.params as Record<string, string> | undefined) + (query && query.size > 0 ? `?${query}` : '');
    const response = await request(contract.method, url, { body: input.body, token: input.token, headers: input.headers });
    return response as CallResponse<C>;
  };
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer shapes
  body: any;
  text: string;
}

export const testDatabaseKind = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';

/**
 * Harness-only options. webDistDir: a folder holding a (minimal) built index.html, for the HTML pages.
 * webRenderEntry: the web app's render entry (the source, src/web/app/server-render.tsx, which the test runner compiles).
 */
export interface TestServerOptions {
  webDistDir?: string;
  webRenderEntry?: string;
}

export async function startTestServer(env: Record<string, string> = {}, overrides: AppOverrides = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-test-'));
  // The sandbox is chosen explicitly, as npm start does (it is never a default); a test may choose pagarme.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', PAYMENT_GATEWAY: 'sandbox', ...env });
  let schema: string | null = null;
  if (testDatabaseKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    schema = `rumo_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    config.database = { kind: 'postgres', url, schema };
  }
  config.webDistDir = options.webDistDir ?? path.join(dataDir, 'no-web-build');
  config.webRenderEntry = options.webRenderEntry ?? path.join(dataDir, 'no-web-render.js');
  const cleanUp = async () => {
    if (schema) {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return launch(config, overrides, cleanUp);
}

async function launch(config: AppConfig, overrides: AppOverrides, cleanUp: () => Promise<void>): Promise<TestServer> {
  let app: FastifyInstance;
  try {
    app = await buildApp(config, overrides);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopped = false;
  let handedOver = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
  };

  return {
    baseUrl,
    config,
    app,
    request: httpClient(baseUrl),
    call: contractCaller(httpClient(baseUrl)),
    stop,
    async restart(nextOverrides = {}) {
      if (handedOver) throw new Error('This server was already restarted');
      await stop();
      handedOver = true;
      return launch(config, nextOverrides, cleanUp);
    },
    startAnother(otherOverrides = {}) {
      return launch(config, otherOverrides, async () => {});
    },
    async close() {
      await stop();
      if (!handedOver) await cleanUp();
    },
  };
}

function httpClient(baseUrl: string): RequestFn {
  return async (method, urlPath, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    if (options.rawBody !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${urlPath}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };
}

/** An answer read byte for byte: the body exactly as sent (empty for HEAD), not decoded. */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request with Node's plain http client, which sends only the headers
 * given (no Accept-Encoding unless asked, as curl does), where fetch always
 * asks for gzip and decodes the answer.
 */
export function rawRequest(baseUrl: string, method: string, urlPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${urlPath}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The real app in a child process (real clock), which a test can kill with SIGKILL in the middle of its work. */
export interface AppProcess {
  baseUrl: string;
  request: RequestFn;
  call: CallFn;
  /** SIGKILL: no shutdown hook runs, nothing is finished or cleaned up. Resolves once the process is gone. */
  kill(): Promise<void>;
}

const APP_PROCESS_SOURCE = `
const { buildApp } = await import(process.env.RUMO_TEST_APP_MODULE);
const config = JSON.parse(process.env.RUMO_TEST_APP_CONFIG);
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write('RUMO_TEST_PORT=' + app.server.address().port + '\\n');
`;

/** Starts the app in a child process with the same configuration (database, data folder, SMTP) as `server`. */
export async function startAppProcess(server: Pick<TestServer, 'config'>): Promise<AppProcess> {
  const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', APP_PROCESS_SOURCE], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      RUMO_TEST_APP_MODULE: new URL('../app.ts', import.meta.url).href,
      RUMO_TEST_APP_CONFIG: JSON.stringify(server.config),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test that fails before kill() must not leave the app running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const port = await new Promise<number>((resolve, reject) => {
    // Other lines (the app's log, when its level is not silent) are skipped.
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^RUMO_TEST_PORT=(\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error(`The app process exited before listening:\n${stderr}`)));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    request: httpClient(baseUrl),
    call: contractCaller(httpClient(baseUrl)),
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A controllable clock for expiry tests. */
export function createTestClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/** An answer's body without the request's own id (every error answer names its request), to compare two answers. */
export function withoutRequestId(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('requestId' in body)) return body;
  const { requestId: _requestId, ...rest } = body as Record<string, unknown>;
  return rest;
}
