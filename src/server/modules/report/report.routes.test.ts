/**
 * GET /api/report/{id}/pdf when rendering fails: a Portuguese message, no internals, and the next try renders again;
 * when its disk cache fails: the PDF all the same, and a log line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { completedAttempt, createOrder, pixOrderBody, RELAXED_LIMITS } from '../payment/payment.test-support';
import { renderReportPdf } from './report-pdf';
import { PDF_FAILED_MESSAGE } from './report.service';
import { sandboxPayContract } from '../../../shared/contracts/payment.contract';

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

  it("answers 500 'Não foi possível gerar o PDF. Tente novamente.' without internals, caches nothing, and succeeds once rendering works", async () => {
    const { account, attemptId } = await completedAttempt(server);
    const created = await createOrder(server, account.token, pixOrderBody(attemptId));
    const orderId = created.body.data.orderId;
    const paid = await server.call(sandboxPayContract, { params: { orderId }, token: account.token });
    expect(paid.body.data.status, paid.text).toBe('PAID');

    // Raw: the PDF is a file, outside the contracts.
    const failed = await server.request('GET', `/api/report/${attemptId}/pdf`, { token: account.token });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ success: false, code: 'INTERNAL', message: 'Não foi possível gerar o PDF. Tente novamente.', requestId: expect.any(String) });
    expect(PDF_FAILED_MESSAGE).toBe(failed.body.message);
    expect(failed.text).not.toContain('offset');

    failing = false;
    const res = await fetch(`${server.baseUrl}/api/report/${attemptId}/pdf`, { headers: { authorization: `Bearer ${account.token}` } });
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
  }, 90_000);
});

describe(`report PDF: the cache cannot be written or read (a full disk) (${testDatabaseKind})`, () => {
  let server: TestServer;
  const log: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, LOG_LEVEL: 'error' }, { logStream: { write: (line) => void log.push(line) } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function paidAttempt(): Promise<{ token: string; attemptId: string }> {
    const { account, attemptId } = await completedAttempt(server);
    const created = await createOrder(server, account.token, pixOrderBody(attemptId));
    const paid = await server.call(sandboxPayContract, { params: { orderId: created.body.data.orderId }, token: account.token });
    expect(paid.body.data.status, paid.text).toBe('PAID');
    return { token: account.token, attemptId };
  }

  async function download(token: string, attemptId: string): Promise<{ status: number; pdf: Buffer }> {
    const res = await fetch(`${server.baseUrl}/api/report/${attemptId}/pdf`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, pdf: Buffer.from(await res.arrayBuffer()) };
  }

  const logged = (message: string) =>
    log.map((line) => JSON.parse(line) as { level: number; msg: string; attemptId?: string }).filter((l) => l.msg === message);

  it('answers the PDF rendered in memory, and logs the failed cache write, every time', async () => {
    // DATA_DIR/reports is a file: the cache folder can be neither created nor written, as on a full or broken disk.
    const reportsDir = path.join(server.config.dataDir, 'reports');
    fs.rmSync(reportsDir, { recursive: true, force: true });
    fs.writeFileSync(reportsDir, 'not a folder');
    const { token, attemptId } = await paidAttempt();

    for (let i = 1; i <= 2; i++) {
      const { status, pdf } = await download(token, attemptId);
      expect(status).toBe(200);
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
      const writes = logged('report PDF cache write failed; answered from memory');
      expect(writes).toHaveLength(i);
      expect(writes[i - 1]).toMatchObject({ level: 50, attemptId });
    }
    expect(fs.readFileSync(reportsDir, 'utf8')).toBe('not a folder');
  }, 90_000);

  it('a cache entry that cannot be read (a folder in its place) is rendered around, and nothing half-written is left behind', async () => {
    const reportsDir = path.join(server.config.dataDir, 'reports');
    fs.rmSync(reportsDir, { recursive: true, force: true });
    fs.mkdirSync(reportsDir);
    const { token, attemptId } = await paidAttempt();
    const first = await download(token, attemptId);
    expect(first.status).toBe(200);
    const [entry] = fs.readdirSync(reportsDir);
    expect(entry).toMatch(new RegExp(`^${attemptId}-.*\\.pdf$`));
    // The cached file is replaced by a folder holding something: unreadable, and in the way of the next write.
    fs.rmSync(path.join(reportsDir, entry!));
    fs.mkdirSync(path.join(reportsDir, entry!, 'x'), { recursive: true });

    const second = await download(token, attemptId);
    expect(second.status).toBe(200);
    expect(second.pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(logged('report PDF cache unreadable; rendering again').map((l) => l.attemptId)).toContain(attemptId);
    expect(logged('report PDF cache write failed; answered from memory').map((l) => l.attemptId)).toContain(attemptId);
    expect(fs.readdirSync(reportsDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 90_000);
});
