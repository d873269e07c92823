/**
 * Every /api/* path is the API's: dot segments (plain or percent-encoded),
 * empty segments and ids far longer than any we issue answer the API's own
 * JSON 400 or 404, with a Portuguese message and no-store, for every method,
 * with or without a token, while a built web app (with folders the static
 * layer serves) sits beside it. Never the static layer, never a 403, 414 or 5xx.
 * Paths are sent byte for byte, as a client that does not normalise them would.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from './testing/test-server';
import { RELAXED_LIMITS, registerAccount, type Account } from './modules/auth/auth.test-support';

const LONG = 'a'.repeat(5000);
const PATHS = [
  '/api/../etc/passwd',
  '/api/%2e%2e/x',
  '/api/%2E%2E/%2e%2e/etc/passwd',
  '/api/..%2f..%2fetc%2fpasswd',
  '/api/..',
  '/api/.',
  '/api/./health',
  '/api//health',
  '/api/health/..',
  '/api/assets/',
  '/api/../assets/',
  '/api/%2e%2e/assets/',
  '/api/../index.html',
  '/api/quiz/share/',
  '/api/quiz/share/..',
  '/api/quiz/share/%2e%2e%2f%2e%2e%2f',
  `/api/quiz/share/${LONG}`,
  `/api/payment/order/${LONG}`,
  `/api/payment/pix/${LONG}`,
  `/api/report/${LONG}/pdf`,
  '/api/report/..%2f/pdf',
  `/api/history/${LONG}`,
  `/api/curriculum/education/${LONG}`,
  `/api/${LONG}`,
  '/api/%zz',
  '/api/quiz/share/%00',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] as const;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request whose path goes out exactly as given (fetch and URL would resolve the dot segments first). */
function send(baseUrl: string, method: string, rawPath: string, headers: Record<string, string>): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, method, path: rawPath, headers, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(method === 'POST' || method === 'PUT' ? '{}' : undefined);
  });
}

describe(`/api paths with dot segments or overlong ids (${testDatabaseKind})`, () => {
  let webDir: string;
  let server: TestServer;
  let account: Account;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>Rumo</title></head><body></body></html>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b.js'), 'console.log(1);');
    server = await startTestServer(RELAXED_LIMITS, {}, { webDistDir: webDir });
    account = await registerAccount(server);
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("answer the API's own JSON 400 or 404, for every method, with and without a token", async () => {
    for (const rawPath of PATHS) {
      for (const method of METHODS) {
        for (const token of [null, account.token]) {
          const headers: Record<string, string> = { 'accept-encoding': 'gzip, br' };
          if (token) headers.authorization = `Bearer ${token}`;
          if (method === 'POST' || method === 'PUT') headers['content-type'] = 'application/json';
          const res = await send(server.baseUrl, method, rawPath, headers);
          const what = `${method} ${rawPath.slice(0, 60)}${token ? ' (with a token)' : ''}: ${res.status} ${res.body.slice(0, 120)}`;
          // 401 is the API's answer to an anonymous call of a route that exists (/api/report/..%2f/pdf).
          expect([400, 404, ...(token ? [] : [401])], what).toContain(res.status);
          expect(res.headers['content-type'], what).toBe('application/json; charset=utf-8');
          expect(res.headers['cache-control'], what).toBe('no-store');
          if (method === 'HEAD') continue;
          const body = JSON.parse(res.body) as { success: boolean; message: string };
          expect(body.success, what).toBe(false);
          expect(body.message, what).toMatch(/[a-zà-ú]/i);
          expect(body.message, what).not.toBe('Acesso negado.');
        }
      }
    }
  }, 120_000);

  it('an id longer than any issued is a 404 "Recurso não encontrado.", not a 414', async () => {
    for (const rawPath of [`/api/quiz/share/${LONG}`, `/api/payment/order/${LONG}`]) {
      const res = await send(server.baseUrl, 'GET', rawPath, { authorization: `Bearer ${account.token}` });
      expect(res.status, rawPath.slice(0, 40)).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ success: false, code: 'NOT_FOUND', message: 'Recurso não encontrado.', requestId: expect.any(String) });
    }
  });
});
