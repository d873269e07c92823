/** GET /api/report/{id}/pdf when rendering fails: the spec's message, no internals, and the next try renders again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { completedAttempt, createOrder, pixOrderBody, RELAXED_LIMITS } from '../payment/payment.test-support';
import { renderReportPdf } from './report-pdf';
import { PDF_FAILED_MESSAGE } from './report.service';

describe(`report PDF: generation failure (${testDatabaseKind})`, () => {
  let server: TestServer;
  let failing = true;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS, {
      renderReportPdf: async (data) => {
        if (failing) throw new Error('font table corrupt at offset 0x2a (internal detail)');
        return renderReportPdf(data);
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers 500 'Failed to generate PDF' without internals, caches nothing, and succeeds once rendering works", async () => {
    const { account, attemptId } = await completedAttempt(server);
    const created = await createOrder(server, account.token, pixOrderBody(attemptId));
    const orderId = created.body.data.orderId as string;
    const paid = await server.request('POST', `/api/payment/sandbox/orders/${orderId}/pay`, { token: account.token });
    expect(paid.body.data.status, paid.text).toBe('PAID');

    const failed = await server.request('GET', `/api/report/${attemptId}/pdf`, { token: account.token });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ success: false, message: PDF_FAILED_MESSAGE });
    expect(failed.text).not.toContain('offset');

    failing = false;
    const res = await fetch(`${server.baseUrl}/api/report/${attemptId}/pdf`, { headers: { authorization: `Bearer ${account.token}` } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  }, 90_000);
});
