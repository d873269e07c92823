/** The request log's URL redaction; payment.request-log.test.ts reads the real app's log lines. */
import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-log';
import { startTestServer } from '../../testing/test-server';

describe('redactUrl', () => {
  it('hides secret query values and keeps everything else', () => {
    expect(redactUrl('/api/payment/webhooks/pagarme?secret=abc123')).toBe('/api/payment/webhooks/pagarme?secret=[redacted]');
    expect(redactUrl('/a?appId=pk_1&Secret=x&token=y&page=2')).toBe('/a?appId=pk_1&Secret=[redacted]&token=[redacted]&page=2');
    expect(redactUrl('/a?%73ecret=x')).toBe('/a?%73ecret=[redacted]');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
    expect(redactUrl('/a?secret')).toBe('/a?secret');
  });

  it("hides a review link's token in its page and API paths (decision 0186)", () => {
    expect(redactUrl('/revisao/AbC-12_x')).toBe('/revisao/[redacted]');
    expect(redactUrl('/revisao/AbC-12_x/')).toBe('/revisao/[redacted]/');
    expect(redactUrl('/api/review/AbC-12_x/pdf')).toBe('/api/review/[redacted]/pdf');
    expect(redactUrl('/api/review/AbC-12_x?token=y')).toBe('/api/review/[redacted]?token=[redacted]');
    expect(redactUrl('/api/curriculum/review-links/3f2a')).toBe('/api/curriculum/review-links/3f2a');
  });
});

describe('request log lines', () => {
  it('writes one line per request, when it is answered: method, redacted URL, status and time', async () => {
    const lines: string[] = [];
    const server = await startTestServer({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
    try {
      lines.length = 0;
      // Raw: a query the contract does not have, which the log must redact.
      expect((await server.request('GET', '/api/health?token=segredo-123')).status).toBe(200);
      const logged = lines.map(
        (line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number },
      );
      const requestLines = logged.filter((line) => line.req);
      expect(requestLines).toHaveLength(1);
      expect(requestLines[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/health?token=[redacted]' },
        res: { statusCode: 200 },
      });
      expect(typeof requestLines[0]!.responseTime).toBe('number');
    } finally {
      await server.close();
    }
  });
});
