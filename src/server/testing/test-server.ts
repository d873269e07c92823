import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp, type AppOverrides } from '../app';
import { loadConfig, type AppConfig } from '../config';

/**
 * Starts the real app on a loopback port with a fresh database: a temporary
 * SQLite file, or (TEST_DB=postgres) a throw-away schema in TEST_DATABASE_URL
 * that is dropped on close, so no run leaves data for the next.
 */
export interface TestServer {
  baseUrl: string;
  config: AppConfig;
  app: FastifyInstance;
  request(method: string, urlPath: string, options?: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string }): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary answer shapes
  body: any;
  text: string;
}

export const testDatabaseKind = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';

/** Harness-only options. webDistDir: a folder holding a (minimal) built index.html, for the HTML pages. */
export interface TestServerOptions {
  webDistDir?: string;
}

export async function startTestServer(
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', ...env });
  let schema: string | null = null;
  if (testDatabaseKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    schema = `rumo_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    config.database = { kind: 'postgres', url, schema };
  }
  config.webDistDir = options.webDistDir ?? path.join(dataDir, 'no-web-build');
  const cleanUp = async () => {
    if (schema) {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
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

  return {
    baseUrl,
    config,
    app,
    async request(method, urlPath, options = {}) {
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
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: response.status, headers: response.headers, body: parsed, text };
    },
    async close() {
      await app.close();
      await cleanUp();
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
