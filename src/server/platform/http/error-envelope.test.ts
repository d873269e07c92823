/**
 * The error envelope over HTTP (issue 28): every error answer of the API has
 * a stable `code` (ERROR_CODE_BY_STATUS) beside its Portuguese message, and
 * the request's id as `requestId`, which is also the `x-request-id` header of
 * every /api answer and the `reqId` of the request's log line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE_BY_STATUS, errorCodeForStatus, errorEnvelopeSchema, type ErrorCode } from '../../../shared/contracts/contract';
import { rawRequest, startTestServer, testDatabaseKind, type TestResponse, type TestServer } from '../../testing/test-server';
import { meContract, registerContract } from '../../../shared/contracts/auth.contract';
import { myCurriculumContract } from '../../../shared/contracts/curriculum.contract';
import { contactContract } from '../../../shared/contracts/contact.contract';
import { healthContract } from '../../../shared/contracts/health.contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The answer is the error envelope with this status and code, and names its request in the body and the header. */
function expectErrorAnswer(res: TestResponse, status: number, code: ErrorCode): void {
  expect(res.status, res.text).toBe(status);
  expect(errorEnvelopeSchema.strict().safeParse(res.body).success, res.text).toBe(true);
  expect(res.body.code).toBe(code);
  expect(res.body.message).toMatch(/[a-zà-ú]/i);
  expect(res.body.requestId).toMatch(UUID);
  expect(res.headers.get('x-request-id')).toBe(res.body.requestId);
}

describe(`error answers carry a code and the request's id (${testDatabaseKind})`, () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'info', RATE_LIMIT_CONTACT_PER_IP: '1/60' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => server?.close());

  it('404 NOT_FOUND for an unknown /api path, its requestId the reqId of its log line', async () => {
    lines.length = 0;
    const res = await server.request('GET', '/api/does-not-exist');
    expectErrorAnswer(res, 404, 'NOT_FOUND');
    expect(res.body.message).toBe('Recurso não encontrado.');
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string } }).filter((line) => line.req);
    expect(logged.map((line) => line.reqId)).toEqual([res.body.requestId]);
  });

  it('400 VALIDATION for a body the contract refuses, with the field errors kept', async () => {
    const res = await server.request('POST', '/api/auth/login', { body: {} });
    expectErrorAnswer(res, 400, 'VALIDATION');
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect(res.body.message).toBe(res.body.errors[0].message);
  });

  it('400 VALIDATION for malformed JSON and for a malformed URL (answered before routing)', async () => {
    expectErrorAnswer(
      await server.request('POST', '/api/auth/login', { rawBody: '{"email":', headers: { 'content-type': 'application/json' } }),
      400,
      'VALIDATION',
    );
    const raw = await rawRequest(server.baseUrl, 'GET', '/api/%zz');
    expect(raw.status).toBe(400);
    const body = JSON.parse(raw.body.toString('utf8')) as { code: string; requestId: string; message: string };
    expect(body).toMatchObject({ success: false, code: 'VALIDATION', message: 'Endereço inválido.' });
    expect(body.requestId).toMatch(UUID);
    expect(raw.headers['x-request-id']).toBe(body.requestId);
  });

  it('401 UNAUTHORIZED without a token and with a dead one', async () => {
    expectErrorAnswer(await server.call(meContract), 401, 'UNAUTHORIZED');
    expectErrorAnswer(await server.call(meContract, { token: 'not-a-session' }), 401, 'UNAUTHORIZED');
  });

  it('403 FORBIDDEN for a signed-in user without access to the resume builder', async () => {
    const registered = await server.call(registerContract, {
      body: { name: 'Bruna Código', email: `codigo-${Date.now()}@example.com`, password: 'senha-forte-123' },
    });
    expect(registered.status, registered.text).toBe(201);
    expectErrorAnswer(await server.call(myCurriculumContract, { token: registered.body.data.token }), 403, 'FORBIDDEN');
  });

  it('413 PAYLOAD_TOO_LARGE past the body limit, 415 UNSUPPORTED_MEDIA_TYPE for a body that is not JSON', async () => {
    expectErrorAnswer(
      await server.request('POST', '/api/auth/login', { body: { email: 'a@b.co', password: 'x'.repeat(300 * 1024) } }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expectErrorAnswer(
      await server.request('POST', '/api/auth/login', { rawBody: '<email>a</email>', headers: { 'content-type': 'application/xml' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('429 RATE_LIMITED past a limit, with Retry-After', async () => {
    const body = { name: 'Caio Limite', email: 'caio@example.com', subject: 'Dúvida', message: 'Uma pergunta sobre o teste.' };
    await server.call(contactContract, { body });
    const res = await server.call(contactContract, { body });
    expectErrorAnswer(res, 429, 'RATE_LIMITED');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a success answer names its request too, each request its own id', async () => {
    const [a, b] = [await server.call(healthContract), await server.call(healthContract)];
    expect(a.headers.get('x-request-id')).toMatch(UUID);
    expect(b.headers.get('x-request-id')).toMatch(UUID);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('every status the API answers has its code', () => {
    expect(Object.keys(ERROR_CODE_BY_STATUS).map(Number)).toEqual(expect.arrayContaining([400, 401, 403, 404, 409, 413, 429, 500, 503]));
    expect(new Set(Object.values(ERROR_CODE_BY_STATUS)).size).toBe(Object.keys(ERROR_CODE_BY_STATUS).length);
    // A status without its own code: BAD_REQUEST for a client error, INTERNAL for a server one.
    expect([errorCodeForStatus(414), errorCodeForStatus(504), errorCodeForStatus(413)]).toEqual(['BAD_REQUEST', 'INTERNAL', 'PAYLOAD_TOO_LARGE']);
  });
});
