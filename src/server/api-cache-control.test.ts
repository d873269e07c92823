/**
 * Cache-Control on every answer of the API. Each contract of src/shared/contracts
 * is called for real, as the paying owner of a completed attempt and of a saved
 * curriculum (a staff contract as a staff member), and its answer's header is checked against the contract's cache
 * policy: 'no-store' for every answer that carries personal data (the default),
 * `public`/`private, max-age=N` only where a contract declares it; and never
 * anything but 'no-store' on an error. The file routes and unknown /api paths
 * are checked too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiContract } from '../shared/contracts/contract';
import * as assessmentContracts from '../shared/contracts/assessment.contract';
import * as authContracts from '../shared/contracts/auth.contract';
import * as contactContracts from '../shared/contracts/contact.contract';
import * as curriculumContracts from '../shared/contracts/curriculum.contract';
import * as curriculumReviewContracts from '../shared/contracts/curriculum-review.contract';
import * as healthContracts from '../shared/contracts/health.contract';
import * as paymentContracts from '../shared/contracts/payment.contract';
import * as quizContracts from '../shared/contracts/quiz.contract';
import * as resultsContracts from '../shared/contracts/results.contract';
import { cacheControlHeader } from './platform/http/router';
import { startTestServer, testDatabaseKind, type TestResponse, type TestServer } from './testing/test-server';
import { RELAXED_LIMITS, loginToken, registerAccount, uniqueEmail, type Account } from './modules/auth/auth.test-support';
import { completedAttempt, createOrder, pixOrderBody } from './modules/payment/payment.test-support';
import { fullCurriculum, saveCurriculum } from './modules/curriculum/curriculum.test-support';
import { PASSWORD, STAFF_DOMAIN, registerStaff, type Person } from './modules/quiz/quiz.test-support';

function isContract(value: unknown): value is ApiContract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value && 'data' in value;
}

/** Every contract exported by the contract modules, including those grouped in objects (the curriculum's item calls). */
function allContracts(): ApiContract[] {
  const found = new Set<ApiContract>();
  const visit = (value: unknown, depth: number) => {
    if (isContract(value)) found.add(value);
    else if (typeof value === 'object' && value !== null && depth < 3) for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  for (const module of [
    assessmentContracts,
    authContracts,
    contactContracts,
    curriculumContracts,
    curriculumReviewContracts,
    healthContracts,
    paymentContracts,
    quizContracts,
    resultsContracts,
  ]) {
    visit(module, 0);
  }
  return [...found];
}

const CONTRACTS = allContracts();
const name = (contract: ApiContract) => `${contract.method} /api${contract.path}`;

/** Bodies for the calls whose success this test needs to see; any other call gets {} (its error must be no-store too). */
function sampleBody(contract: ApiContract, who: Account): unknown {
  switch (contract) {
    case authContracts.registerContract:
      return { name: 'Bruna Cache', email: uniqueEmail('cache'), password: 'senha-forte-123' };
    case authContracts.loginContract:
      return { email: who.email, password: who.password };
    case authContracts.forgotPasswordContract:
      return { email: who.email };
    case contactContracts.contactContract:
      return { name: 'Bruna Cache', email: who.email, subject: 'Dúvida sobre cache', message: 'Uma mensagem de teste sobre o cache.' };
    default:
      return contract.method === 'DELETE' ? undefined : {};
  }
}

describe(`Cache-Control on every API answer (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Account;
  let staff: Person;
  let attemptId: string;
  let orderId: string;
  let reviewToken: string;
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, STAFF_EMAIL_DOMAIN: STAFF_DOMAIN });
    owner = await registerAccount(server);
    staff = await registerStaff(server);
    ({ attemptId } = await completedAttempt(server, owner));
    const sharing = await server.call(quizContracts.resultSharingContract, { token: owner.token, params: { attemptId }, body: { shared: true } });
    expect(sharing.status, sharing.text).toBe(200);
    const created = await createOrder(server, owner.token, pixOrderBody(attemptId));
    orderId = created.body.data.orderId as string;
    const paid = await server.call(paymentContracts.sandboxPayContract, { token: owner.token, params: { orderId } });
    expect(paid.body.data.status, paid.text).toBe('PAID');
    await saveCurriculum(server, owner.token, fullCurriculum());
    const link = await server.call(curriculumReviewContracts.createReviewLinkContract, { token: owner.token });
    expect(link.status, link.text).toBe(201);
    reviewToken = link.body.data.token;
  }, 60_000);
  afterAll(() => server?.close());

  /** Who calls: a staff contract refuses anyone else with the unknown path's 404 (an admin one would need an ADMIN here). */
  function callerOf(contract: ApiContract): { email: string; password: string; token: string } {
    return contract.auth === 'staff' || contract.auth === 'skip-to-result' ? { ...staff, password: PASSWORD } : owner;
  }

  function urlOf(contract: ApiContract): string {
    const values: Record<string, string> = { attemptId, orderId, id: '1', number: '1', token: reviewToken };
    return `/api${contract.path.replace(/:(\w+)/g, (_, param: string) => values[param] ?? 'desconhecido')}`;
  }

  it('finds the contracts, and every public one states its cache policy; none that needs a login is public', () => {
    expect(CONTRACTS.length).toBeGreaterThan(40);
    for (const contract of CONTRACTS) {
      if (contract.auth === 'none') expect(contract.cache, `${name(contract)} must state its cache policy`).toBeDefined();
      else expect(contract.cache === undefined || contract.cache === 'no-store' || contract.cache.scope === 'private', name(contract)).toBe(true);
      if (contract.method !== 'GET') expect(contract.cache ?? 'no-store', `${name(contract)}: only reads may be cached`).toBe('no-store');
    }
  });

  it('every read answers 2xx with its contract policy; public reads say public', async () => {
    const reads = CONTRACTS.filter((contract) => contract.method === 'GET');
    const seen: string[] = [];
    for (const contract of reads) {
      // Raw: every contract of the registry, untyped (its params filled by urlOf).
      const res = await server.request('GET', urlOf(contract), contract.auth === 'none' ? {} : { token: callerOf(contract).token });
      expect(res.status, `${name(contract)}: ${res.text}`).toBeLessThan(300);
      expect(res.headers.get('cache-control'), name(contract)).toBe(cacheControlHeader(contract.cache));
      seen.push(`${name(contract)} → ${res.headers.get('cache-control')}`);
    }
    // The answers the issue names, as they are.
    for (const expected of [
      'GET /api/auth/me → no-store',
      'GET /api/quiz/my-result → no-store',
      'GET /api/payment/order/:orderId → no-store',
      'GET /api/payment/pix/:attemptId → no-store',
      'GET /api/payment/report-status/:attemptId → no-store',
      'GET /api/history → no-store',
      'GET /api/curriculum/me → no-store',
      'GET /api/health → no-store',
      'GET /api/payment/price → public, max-age=300',
      'GET /api/quiz/share/:attemptId → public, max-age=0',
      'GET /api/site-config → public, max-age=300',
      'GET /api/quiz/questions → private, max-age=300',
    ]) {
      expect(seen).toContain(expected);
    }
  });

  it('every write answers no-store, success or not; register, login, refresh and forgot succeed and still say no-store', async () => {
    const mustSucceed = new Set<ApiContract>([
      authContracts.registerContract,
      authContracts.loginContract,
      authContracts.refreshContract,
      authContracts.forgotPasswordContract,
      contactContracts.contactContract,
    ]);
    for (const contract of CONTRACTS.filter((c) => c.method !== 'GET')) {
      // A session of its own, so a logout or a refresh cannot end the next call's.
      const caller = callerOf(contract);
      const token = await loginToken(server, caller.email, caller.password);
      const body = sampleBody(contract, owner);
      // Raw: every contract of the registry, untyped, with its sample body.
      const res: TestResponse = await server.request(contract.method, urlOf(contract), {
        ...(contract.auth === 'none' ? {} : { token }),
        ...(body === undefined ? {} : { body }),
      });
      expect(res.status === 404 && res.body?.message === 'Recurso não encontrado.', `${name(contract)}: no such route`).toBe(false);
      if (mustSucceed.has(contract)) expect(res.status, `${name(contract)}: ${res.text}`).toBeLessThan(300);
      expect(res.headers.get('cache-control'), `${name(contract)} (${res.status})`).toBe('no-store');
    }
  }, 60_000);

  it('errors are never cached, even on a public contract: a 404 shared result, a 401, a bad URL and an unknown /api path say no-store', async () => {
    const answers = [
      await server.call(quizContracts.sharedResultContract, { params: { attemptId: '3f2a9c1e-7b4d-4e8a-9c2b-1d0e5f6a7b8c' } }),
      await server.call(resultsContracts.profileByIdContract, { params: { id: 'nao-existe' } }),
      await server.call(authContracts.meContract),
      await server.call(authContracts.meContract, { token: 'token-invalido' }),
      await server.request('GET', '/api/nao-existe'),
      await server.request('POST', '/api/auth/login', { rawBody: '{"email":' }),
      // Answered by Fastify before routing (a malformed percent-encoding), outside the hooks.
      await server.request('GET', '/api/quiz/share/%zz'),
    ];
    expect(answers.map((res) => res.status)).toEqual([404, 404, 401, 401, 404, 400, 400]);
    for (const res of answers) expect(res.headers.get('cache-control'), res.text).toBe('no-store');
  });

  it('the files a user takes away (report PDF, curriculum PDF and export) are no-store', async () => {
    for (const urlPath of [`/api/report/${attemptId}/pdf`, '/api/curriculum/pdf', '/api/curriculum/export']) {
      const res = await fetch(`${server.baseUrl}${urlPath}`, { headers: { authorization: `Bearer ${owner.token}` } });
      await res.arrayBuffer();
      expect(res.status, urlPath).toBe(200);
      expect(res.headers.get('cache-control'), urlPath).toMatch(/(^|, )no-store$/);
    }
  }, 60_000);
});
