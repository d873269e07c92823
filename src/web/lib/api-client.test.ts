/**
 * callApi against a real HTTP server on loopback (spec §7 and §8): retries,
 * delays, timeout, messages by status, the server's message first, the bearer
 * header. The app calls '/api/...' on its own origin; here that origin is the
 * loopback server, so fetch is given its address and nothing else changes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineContract } from '../../shared/contracts/contract';
import { API_MAX_ATTEMPTS, API_RETRY_BASE_DELAY_MS, API_TIMEOUT_MS } from '../config/timings';
import { ApiError, callApi, KEEPALIVE_MAX_BYTES, STATUS_MESSAGES } from './api-client';
import { MemoryStorage } from '../testing/memory-storage';

interface Hit {
  at: number;
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

type Reply = { status: number; body?: unknown; delayMs?: number };

const pingContract = defineContract({
  method: 'POST',
  path: '/ping/:id',
  auth: 'none',
  params: z.object({ id: z.string() }),
  body: z.object({ word: z.string() }),
  data: z.object({ pong: z.string() }),
});

const ok = (pong = 'pong'): Reply => ({ status: 200, body: { success: true, data: { pong } } });
const failure = (status: number, message?: string, data?: Record<string, unknown>): Reply => ({
  status,
  body: message === undefined ? { unexpected: true } : { success: false, message, ...(data ? { data } : {}) },
});

describe('callApi (spec §7, §8)', () => {
  let server: http.Server;
  let origin: string;
  let replies: Reply[] = [];
  let hits: Hit[] = [];
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        hits.push({ at: Date.now(), method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body });
        const reply = replies.shift() ?? ok();
        const send = () => {
          if (res.destroyed) return;
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(reply.body ?? {}));
        };
        if (reply.delayMs) setTimeout(send, reply.delayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    replies = [];
    hits = [];
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(`${origin}${url}`, init));
  });
  afterEach(() => vi.unstubAllGlobals());

  const call = (options: { timeoutMs?: number } = {}) =>
    callApi(pingContract, { params: { id: 'a b' }, body: { word: 'olá' }, retryBaseDelayMs: 40, ...options });

  async function callError(options: { timeoutMs?: number } = {}): Promise<ApiError> {
    const error = await call(options).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('keeps the spec values: 30 s timeout, 3 attempts, 1 s × attempt between them', () => {
    expect([API_TIMEOUT_MS, API_MAX_ATTEMPTS, API_RETRY_BASE_DELAY_MS]).toEqual([30_000, 3, 1_000]);
  });

  it('sends JSON to /api with the path parameters encoded, and the bearer token when logged in', async () => {
    localStorage.setItem('authToken', 'tok123');
    replies = [ok('pong!')];
    expect(await call()).toEqual({ data: { pong: 'pong!' } });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ method: 'POST', url: '/api/ping/a%20b', authorization: 'Bearer tok123', body: '{"word":"olá"}' });

    localStorage.removeItem('authToken');
    await call();
    expect(hits[1]!.authorization).toBeUndefined();
  });

  it('retries a 5xx, waiting 1 × then 2 × the base delay, and returns the answer that got through', async () => {
    replies = [failure(503, 'Fora do ar'), failure(502), ok()];
    expect((await call()).data).toEqual({ pong: 'pong' });
    expect(hits).toHaveLength(3);
    expect(hits[1]!.at - hits[0]!.at).toBeGreaterThanOrEqual(40);
    expect(hits[2]!.at - hits[1]!.at).toBeGreaterThanOrEqual(80);
  });

  it('gives up after 3 attempts of 5xx: the server message is kept, the status message is the fallback', async () => {
    replies = [failure(500, 'Erro interno'), failure(500, 'Erro interno'), failure(500, 'Erro no banco')];
    const error = await callError();
    expect(hits).toHaveLength(3);
    expect(error).toMatchObject({ kind: 'http', status: 500, message: STATUS_MESSAGES.server, serverMessage: 'Erro no banco' });
  });

  it.each([
    [400, STATUS_MESSAGES[400]],
    [401, STATUS_MESSAGES[401]],
    [403, STATUS_MESSAGES[403]],
    [404, STATUS_MESSAGES[404]],
    [408, STATUS_MESSAGES[408]],
    [409, STATUS_MESSAGES.other],
    [422, STATUS_MESSAGES[422]],
    [429, STATUS_MESSAGES.other],
  ])('never retries a %i, and names it "%s" when the server sent no message', async (status, message) => {
    replies = [failure(status)];
    const error = await callError();
    expect(hits).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'http', status, message, serverMessage: null });
  });

  it("prefers the server's message, with its field errors, and reads canTake false as 'Quiz already completed'", async () => {
    replies = [{ status: 400, body: { success: false, message: 'Email inválido', errors: [{ field: 'email', message: 'Email inválido' }] } }];
    const invalid = await callError();
    expect(invalid).toMatchObject({ status: 400, message: STATUS_MESSAGES[400], serverMessage: 'Email inválido' });
    expect(invalid.fieldErrors).toEqual([{ field: 'email', message: 'Email inválido' }]);

    replies = [failure(403, 'Você já completou o quiz recentemente', { canTake: false, daysRemaining: 300 })];
    const blocked = await callError();
    expect(blocked).toMatchObject({ status: 403, message: STATUS_MESSAGES.quizCompleted, data: { canTake: false, daysRemaining: 300 } });
  });

  it("reads the server's message from an envelope with a code and a request id, and from one with a code it does not know yet", async () => {
    for (const code of ['NOT_FOUND', 'SOME_FUTURE_CODE']) {
      replies = [{ status: 404, body: { success: false, code, message: 'Resultado não encontrado', requestId: 'r-1' } }];
      expect(await callError()).toMatchObject({ status: 404, message: STATUS_MESSAGES[404], serverMessage: 'Resultado não encontrado' });
    }
  });

  it("times out each attempt, retries, and ends with 'Request timeout exceeded'", async () => {
    replies = [
      { ...ok(), delayMs: 400 },
      { ...ok(), delayMs: 400 },
      { ...ok(), delayMs: 400 },
    ];
    const error = await callError({ timeoutMs: 100 });
    expect(hits).toHaveLength(3);
    expect(error).toMatchObject({ kind: 'timeout', status: null, message: STATUS_MESSAGES.aborted });
  });

  it('a slow first attempt that times out is followed by one that succeeds', async () => {
    replies = [{ ...ok('tarde'), delayMs: 400 }, ok('a tempo')];
    expect((await call({ timeoutMs: 150 })).data).toEqual({ pong: 'a tempo' });
    expect(hits).toHaveLength(2);
  });

  it("with no server at all: 3 attempts, then 'Failed to connect to server'", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    let attempts = 0;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      attempts += 1;
      return realFetch(`${deadOrigin}${url}`, init);
    });
    const error = await callError();
    expect(attempts).toBe(3);
    expect(error).toMatchObject({ kind: 'network', status: null, message: STATUS_MESSAGES.noResponse });
  });

  it('sends keepalive when asked, except for a body too large for the browser to keep alive', async () => {
    const seen: Array<boolean | undefined> = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      seen.push(init?.keepalive);
      return realFetch(`${origin}${url}`, init);
    });
    await callApi(pingContract, { params: { id: 'a' }, body: { word: 'olá' }, keepalive: true });
    await callApi(pingContract, { params: { id: 'a' }, body: { word: 'é'.repeat(KEEPALIVE_MAX_BYTES / 2) }, keepalive: true });
    await callApi(pingContract, { params: { id: 'a' }, body: { word: 'olá' } });
    expect(seen).toEqual([true, undefined, undefined]);
  });

  it('an answer that does not match the contract is an error, not data', async () => {
    replies = [{ status: 200, body: { success: true, data: { pong: 42 } } }];
    const error = await callError();
    expect(error).toMatchObject({ kind: 'invalid-answer', message: STATUS_MESSAGES.other });
  });
});
