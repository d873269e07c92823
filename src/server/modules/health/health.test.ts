import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthContract } from '../../../shared/contracts/health.contract';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';

describe(`health and platform (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reports the database state', async () => {
    const res = await server.call(healthContract);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { status: 'ok', database: { kind: testDatabaseKind, ok: true }, uptimeSeconds: expect.any(Number) },
    });
  });

  it("sends the page's security headers on pages, and the API's on API answers", async () => {
    // Pages, not API contracts: raw requests.
    for (const path of ['/', '/assessment', '/some/client/route']) {
      const res = await server.request('GET', path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    // JSON (and PDFs fetched by the app) are never rendered as documents: nothing may load from them, nothing may frame them.
    // Raw: an unknown path and a malformed id sit beside contract paths.
    for (const path of ['/api/health', '/api/nope', '/api/quiz/questions', '/api/quiz/share/not-an-id']) {
      const res = await server.request('GET', path);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBeNull();
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('sends HSTS only when served over HTTPS', async () => {
    const trusted = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const res = await trusted.call(healthContract, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await trusted.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await server.request('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Recurso não encontrado.', requestId: expect.any(String) });
  });

  it('answers malformed JSON with a 400 and a message, never a 500', async () => {
    const res = await server.request('POST', '/api/auth/login', { rawBody: '{"email":' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/JSON/);
  });

  it('answers a malformed percent-encoding in the URL with the envelope, a Portuguese message and the security headers', async () => {
    const res = await server.request('GET', '/api/quiz/share/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message: 'Endereço inválido.', requestId: expect.any(String) });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
