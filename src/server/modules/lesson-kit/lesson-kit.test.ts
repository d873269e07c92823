/**
 * GET /api/lesson-kit/pdf (issue 30 item 5, decision 0198): public, an A4 PDF with the three plans and their
 * activity sheets, rendered once in the worker pool and then read from its disk cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSON_KIT, LESSON_KIT_LABELS } from '../../../shared/content/lesson-kit/lesson-kit';
import { cacheControlHeader } from '../../platform/http/router';
import { lessonKitPdfRoute } from '../../../shared/contracts/registry';
import { pdfInfo, pdfText, squash } from '../../testing/pdf-tools';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { lessonKitCacheName } from './lesson-kit.service';

async function download(server: TestServer): Promise<{ res: Response; pdf: Buffer }> {
  const res = await fetch(`${server.baseUrl}/api/lesson-kit/pdf`);
  return { res, pdf: Buffer.from(await res.arrayBuffer()) };
}

describe(`lesson kit PDF (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers anyone, without signing in, with the printable kit: A4, every plan and its activity sheet', async () => {
    const { res, pdf } = await download(server);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${LESSON_KIT_LABELS.pdfFileName}"`);
    expect(res.headers.get('cache-control')).toBe(cacheControlHeader(lessonKitPdfRoute.cache));
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const info = await pdfInfo(pdf);
    expect(info['Page size']).toMatch(/^595\.\d+ x 841\.\d+ pts \(A4\)/);
    expect(info.Title).toBe(`Rumo · ${LESSON_KIT.title}`);

    const text = squash(await pdfText(pdf));
    for (const plan of LESSON_KIT.plans) {
      expect(text, plan.id).toContain(plan.title);
      expect(text, plan.id).toContain(plan.activitySheet.title);
      expect(text, plan.id).toContain(squash(plan.activitySheet.prompts[0]!.text));
      expect(text, plan.id).toContain(squash(plan.discussion.questions[0]!));
    }
    expect(text).toContain(LESSON_KIT_LABELS.activitySheet);
    expect(text).toContain(`${LESSON_KIT_LABELS.student}:`);
    // Each plan and each sheet starts a page: a cover, then three plans of a page or more and three sheets.
    expect(Number(info.Pages)).toBeGreaterThanOrEqual(7);
  }, 90_000);

  it('keeps the rendered file on disk under the content version, and serves that same file again', async () => {
    const cached = path.join(server.config.dataDir, 'lesson-kit', lessonKitCacheName());
    const first = fs.readFileSync(cached);
    const { res, pdf } = await download(server);
    expect(res.status).toBe(200);
    expect(pdf.equals(first)).toBe(true);
    // A changed text is a new name.
    const changed = structuredClone(LESSON_KIT);
    changed.plans[0]!.title = 'Aula 1: Outro título';
    expect(lessonKitCacheName(changed)).not.toBe(lessonKitCacheName());
  }, 60_000);
});
