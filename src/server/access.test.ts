import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACTS } from '../shared/contracts/registry';
import { ACCESS_MODES, defineContract, type ApiContract, type AuthMode } from '../shared/contracts/contract';
import { CURRICULUM_MESSAGES } from '../shared/curriculum/rules';
import { TEMPORARY_SESSION_MESSAGE } from '../shared/domain/password';
import { startTestServer, testDatabaseKind, type TestResponse, type TestServer } from './testing/test-server';
import { QUIZ_TEST_ENV, register, registerDomainStaff, registerStaff, uniqueEmail, STAFF_DOMAIN } from './modules/quiz/quiz.test-support';
import type { AuthContext } from './platform/http/auth-context';
import { errorEnvelope, installErrorHandler } from './platform/http/error-handler';
import { createRouter } from './platform/http/router';

/** Every contract, by its operation name (the registry the OpenAPI document is made from). */
const CONTRACTS: Array<[string, ApiContract]> = [...API_CONTRACTS];

const NOT_FOUND = { success: false, code: 'NOT_FOUND', message: 'Recurso não encontrado.', requestId: expect.any(String) };
const LOGIN_REQUIRED = { success: false, code: 'UNAUTHORIZED', message: 'Você precisa fazer login para continuar.', requestId: expect.any(String) };
const SESSION_EXPIRED = { success: false, code: 'UNAUTHORIZED', message: 'Sua sessão expirou. Faça login novamente.', requestId: expect.any(String) };

/** The contract's URL with every `:param` filled (with an id nobody has: access is settled before the params are read). */
function urlOf(contract: ApiContract): string {
  return `/api${contract.path.replace(/:[A-Za-z]+/g, () => randomUUID())}`;
}

/** Raw: any contract of the registry, its params filled by urlOf and an empty body (access is settled before either is read). */
function call(server: TestServer, contract: ApiContract, token?: string): Promise<TestResponse> {
  return server.request(contract.method, urlOf(contract), {
    ...(token ? { token } : {}),
    ...(contract.method === 'POST' || contract.method === 'PUT' ? { body: {} } : {}),
  });
}

describe('every contract declares who may call it', () => {
  it('finds the contracts', () => {
    expect(CONTRACTS.length).toBeGreaterThanOrEqual(40);
    expect(CONTRACTS.map(([name]) => name)).toContain('quizFill');
  });

  it.each(CONTRACTS)('%s declares one of the access modes', (_name, contract) => {
    expect(ACCESS_MODES).toContain(contract.auth);
  });

  it('no two contracts share a method and path', () => {
    const keys = CONTRACTS.map(([, c]) => `${c.method} ${c.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

describe(`the router enforces each contract's access mode on the real app (${testDatabaseKind})`, () => {
  let server: TestServer;
  let user: string;
  let unconfirmedStaff: string;
  let domainStaff: string;
  let staff: string;
  let unknownPath: TestResponse;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
    user = (await register(server)).token;
    unconfirmedStaff = (await register(server, { email: uniqueEmail('equipe', STAFF_DOMAIN) })).token;
    domainStaff = (await registerDomainStaff(server)).token;
    staff = (await registerStaff(server)).token;
    unknownPath = await server.request('POST', '/api/nao-existe', { body: {} });
  });
  afterAll(() => server?.close());

  const byMode = (...modes: AuthMode[]) => CONTRACTS.filter(([, c]) => modes.includes(c.auth));

  it('the 404 of a refused staff or admin call is the 404 of a path that does not exist', () => {
    expect(unknownPath.status).toBe(404);
    expect(unknownPath.body).toEqual(NOT_FOUND);
    expect(byMode('staff').length).toBeGreaterThanOrEqual(1);
  });

  it.each(byMode('staff', 'admin'))(
    '%s: 404 to an anonymous caller, a dead token, a USER and a staff-domain address without a role',
    async (_name, contract) => {
      for (const token of [undefined, 'token-invalido', user, unconfirmedStaff, domainStaff]) {
        const res = await call(server, contract, token);
        expect(res.status, `${contract.method} ${contract.path} (${token ?? 'anonymous'}): ${res.text}`).toBe(404);
        expect(res.body).toEqual(NOT_FOUND);
      }
    },
  );

  it.each(byMode('staff'))('%s: exists for staff (an answer of its own, never the unknown path’s 404)', async (_name, contract) => {
    const res = await call(server, contract, staff);
    expect(res.status, res.text).toBeLessThan(500);
    expect(res.body).not.toEqual(NOT_FOUND);
  });

  it.each(byMode('admin'))('%s: 404 to staff who are not ADMIN', async (_name, contract) => {
    const res = await call(server, contract, staff);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it.each(byMode('user', 'curriculum'))('%s: 401 to an anonymous caller and to a dead token', async (_name, contract) => {
    expect((await call(server, contract)).body).toEqual(LOGIN_REQUIRED);
    expect((await call(server, contract, 'token-invalido')).body).toEqual(SESSION_EXPIRED);
  });

  it.each(byMode('curriculum'))('%s: 403 to a user without canAccessCurriculum', async (_name, contract) => {
    const res = await call(server, contract, user);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'FORBIDDEN', message: CURRICULUM_MESSAGES.noAccess, requestId: expect.any(String) });
  });

  it.each(byMode('none', 'optional-user'))('%s: never asks who is calling', async (_name, contract) => {
    for (const token of [undefined, 'token-invalido']) {
      const res = await call(server, contract, token);
      expect(res.status, res.text).not.toBe(401);
      expect(res.status, res.text).not.toBe(403);
    }
  });
});

/** A tiny app with one contract per mode and a made-up set of callers, for the modes no real contract uses yet (admin, optional-user). */
describe('router access modes, one by one', () => {
  const callers: Record<string, AuthContext> = {};
  const caller = (name: string, patch: Partial<AuthContext>): AuthContext =>
    (callers[name] = {
      userId: name,
      sessionId: `s-${name}`,
      email: `${name}@exemplo.com.br`,
      temporaryPasswordId: null,
      canAccessCurriculum: false,
      role: 'USER',
      emailVerified: true,
      isStaff: false,
      canSkipToResult: false,
      ...patch,
    });
  caller('user', {});
  caller('paid', { canAccessCurriculum: true });
  caller('staff', { role: 'STAFF', isStaff: true, canSkipToResult: true });
  // A staff-domain address confirmed signed in: the skip-to-result only.
  caller('domainStaff', { canSkipToResult: true });
  caller('admin', { role: 'ADMIN', isStaff: true, canSkipToResult: true });
  // Signed in with a temporary password, not yet changed.
  caller('temporary', { temporaryPasswordId: 'tmp-1' });

  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    app.setNotFoundHandler((request, reply) => reply.code(404).send(errorEnvelope(request, 404, NOT_FOUND.message)));
    const router = createRouter(app, (token) => Promise.resolve(callers[token] ?? null));
    for (const mode of ACCESS_MODES) {
      const contract = defineContract({
        method: 'POST',
        path: `/modo/${mode}`,
        auth: mode,
        body: z.object({ n: z.number() }),
        data: z.object({ who: z.string() }),
      });
      router.route(contract, ({ auth }) => ({ data: { who: auth?.userId ?? 'anonymous' } }));
    }
    app.get('/api/arquivo-da-equipe', async (request) => ({ who: (await router.authenticate(request, 'staff')).userId }));
    app.get('/api/arquivo-do-admin', async (request) => ({ who: (await router.authenticate(request, 'admin')).userId }));
    await app.ready();
  });
  afterAll(() => app?.close());

  async function send(mode: AuthMode, token?: string, body: unknown = { n: 1 }) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/modo/${mode}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body as object,
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }

  const ok = (who: string) => ({ status: 200, body: { success: true, data: { who } } });
  const notFound = { status: 404, body: NOT_FOUND };

  it('none: anyone, never identified', async () => {
    expect(await send('none')).toEqual(ok('anonymous'));
    expect(await send('none', 'user')).toEqual(ok('anonymous'));
  });

  it('optional-user: anyone; a valid token names the caller, a dead one is anonymous', async () => {
    expect(await send('optional-user')).toEqual(ok('anonymous'));
    expect(await send('optional-user', 'morto')).toEqual(ok('anonymous'));
    expect(await send('optional-user', 'user')).toEqual(ok('user'));
  });

  it('user: 401 without a token or with a dead one', async () => {
    expect(await send('user')).toEqual({ status: 401, body: LOGIN_REQUIRED });
    expect(await send('user', 'morto')).toEqual({ status: 401, body: SESSION_EXPIRED });
    expect(await send('user', 'user')).toEqual(ok('user'));
  });

  it('curriculum: 401, then 403 without canAccessCurriculum', async () => {
    expect((await send('curriculum')).status).toBe(401);
    expect(await send('curriculum', 'user')).toEqual({
      status: 403,
      body: { success: false, code: 'FORBIDDEN', message: CURRICULUM_MESSAGES.noAccess, requestId: expect.any(String) },
    });
    expect(await send('curriculum', 'paid')).toEqual(ok('paid'));
  });

  it('staff: 404 for everyone without staff rights, before the body is read', async () => {
    for (const token of [undefined, 'morto', 'user', 'paid', 'domainStaff']) {
      expect(await send('staff', token)).toEqual(notFound);
      expect(await send('staff', token, { n: 'não é número' })).toEqual(notFound);
    }
    for (const who of ['staff', 'admin']) expect(await send('staff', who)).toEqual(ok(who));
    expect((await send('staff', 'staff', { n: 'x' })).status).toBe(400);
  });

  it('skip-to-result: staff, or a staff-domain address confirmed signed in; 404 for the rest', async () => {
    for (const token of [undefined, 'morto', 'user', 'paid', 'temporary']) expect(await send('skip-to-result', token)).toEqual(notFound);
    for (const who of ['staff', 'domainStaff', 'admin']) expect(await send('skip-to-result', who)).toEqual(ok(who));
  });

  it('a temporary-password session: 403 on user calls, anonymous on optional ones, until the password is changed', async () => {
    const message = { success: false, code: 'FORBIDDEN', message: TEMPORARY_SESSION_MESSAGE, requestId: expect.any(String) };
    expect(await send('user', 'temporary')).toEqual({ status: 403, body: message });
    expect(await send('curriculum', 'temporary')).toEqual({ status: 403, body: message });
    expect(await send('optional-user', 'temporary')).toEqual(ok('anonymous'));
    expect(await send('staff', 'temporary')).toEqual(notFound);
  });

  it('admin: 404 for everyone but the ADMIN role, staff included', async () => {
    for (const token of [undefined, 'morto', 'user', 'paid', 'staff', 'domainStaff']) expect(await send('admin', token)).toEqual(notFound);
    expect(await send('admin', 'admin')).toEqual(ok('admin'));
  });

  it('file routes use the same check through router.authenticate(request, mode)', async () => {
    const get = async (url: string, token?: string) => {
      const res = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.statusCode, body: res.json() as unknown };
    };
    for (const token of [undefined, 'morto', 'user', 'domainStaff']) expect(await get('/api/arquivo-da-equipe', token)).toEqual(notFound);
    expect(await get('/api/arquivo-da-equipe', 'staff')).toEqual({ status: 200, body: { who: 'staff' } });
    expect(await get('/api/arquivo-do-admin', 'staff')).toEqual(notFound);
    expect(await get('/api/arquivo-do-admin', 'admin')).toEqual({ status: 200, body: { who: 'admin' } });
  });
});
