/**
 * The contract router's rule for query strings, on a contract made for the
 * test (the product's contracts declare no query today, but the rule must hold
 * for the first one that does): a parameter declared as one value and sent
 * twice is a 400 naming it, before the schema runs; a parameter declared as a
 * list may repeat; an undeclared one is ignored.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineContract } from '../../../shared/contracts/contract';
import { installErrorHandler } from './error-handler';
import { createRouter } from './router';
import { repeatedQueryParameterMessage } from './query';
import { testDatabaseKind } from '../../testing/test-server';

const searchContract = defineContract({
  method: 'GET',
  path: '/test/search',
  auth: 'none',
  query: z.object({
    page: z.coerce.number().int().min(1, 'A página deve ser 1 ou mais.').default(1),
    q: z.string().optional(),
    tags: z.union([z.string(), z.array(z.string())]).optional(),
  }),
  data: z.object({ page: z.number(), q: z.string().nullable(), tags: z.array(z.string()) }),
});

const privateContract = defineContract({
  method: 'GET',
  path: '/test/private',
  auth: 'user',
  query: z.object({ q: z.string().optional() }),
  data: z.object({ q: z.string().nullable() }),
});

describe(`router: repeated query parameters (${testDatabaseKind})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    const router = createRouter(app, async () => null);
    router.route(searchContract, ({ query }) => ({
      data: { page: query.page, q: query.q ?? null, tags: query.tags === undefined ? [] : [query.tags].flat() },
    }));
    router.route(privateContract, ({ query }) => ({ data: { q: query.q ?? null } }));
    await app.ready();
  });
  afterAll(() => app?.close());

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as { success: boolean; message?: string; data?: unknown } };
  };

  it('a single-value parameter sent twice is a 400 naming it, whatever the values', async () => {
    for (const [url, name] of [
      ['/api/test/search?page=1&page=2', 'page'],
      ['/api/test/search?page=1&page=1', 'page'],
      ['/api/test/search?q=a&q=', 'q'],
      ['/api/test/search?q=a&page=3&q=b', 'q'],
    ] as const) {
      const res = await get(url);
      expect(res, url).toEqual({
        status: 400,
        body: { success: false, code: 'VALIDATION', message: repeatedQueryParameterMessage(name), requestId: expect.any(String) },
      });
    }
    expect(repeatedQueryParameterMessage('page')).toBe('O parâmetro "page" foi enviado mais de uma vez.');
  });

  it('once each, the query is read as declared; a list may repeat; an undeclared parameter may repeat and is ignored', async () => {
    expect(await get('/api/test/search?page=2&q=rumo')).toEqual({ status: 200, body: { success: true, data: { page: 2, q: 'rumo', tags: [] } } });
    expect(await get('/api/test/search?tags=a&tags=b')).toEqual({ status: 200, body: { success: true, data: { page: 1, q: null, tags: ['a', 'b'] } } });
    expect(await get('/api/test/search?utm=x&utm=y')).toEqual({ status: 200, body: { success: true, data: { page: 1, q: null, tags: [] } } });
    // A bad single value still gets the schema's own message.
    expect(await get('/api/test/search?page=0')).toMatchObject({ status: 400, body: { success: false, message: 'A página deve ser 1 ou mais.' } });
  });

  it('who calls is settled first: an anonymous call to a private route is a 401, repeated parameters or not', async () => {
    expect((await get('/api/test/private?q=a&q=b')).status).toBe(401);
  });
});
