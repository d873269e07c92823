/**
 * The PDF worker pool: renders run in worker threads (off the event loop),
 * at most `size` at once, at most `maxQueue` waiting; one more is a 503 in
 * Portuguese. A render that fails in the worker rejects, and the next works.
 */
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCurriculumDocument } from '../shared/curriculum/document';
import { typicalYoung } from './modules/curriculum/curriculum-pdf.fixture';
import type { CurriculumPdfInput } from './modules/curriculum/curriculum-pdf';
import { testDatabaseKind } from './testing/test-server';
import { createPdfPool, PDF_BUSY_MESSAGE, PdfBusyError, type PdfPool } from './platform/pdf/pdf-pool';

const ENTRY = new URL('./pdf-worker.ts', import.meta.url);
const resume: CurriculumPdfInput = { document: buildCurriculumDocument(typicalYoung() as never, 'young'), kind: 'young', design: 'classic' };

describe(`PDF worker pool (${testDatabaseKind})`, () => {
  let pool: PdfPool | null = null;
  const logged: Array<Record<string, unknown>> = [];
  const log = { info: (fields: Record<string, unknown>) => void logged.push(fields), error: () => undefined } as never;
  afterEach(async () => {
    await pool?.close();
    logged.length = 0;
  });

  it('renders in a worker thread, not in the caller’s', async () => {
    pool = createPdfPool({ entry: ENTRY, size: 1, maxQueue: 0, log });
    const file = await pool.render('curriculum', resume);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ kind: 'curriculum', threadId: expect.any(Number) });
    expect(logged[0]!.threadId).not.toBe(threadId);
  }, 60_000);

  it('runs at most `size` renders and queues at most `maxQueue`; one more is refused with a 503 at once', async () => {
    pool = createPdfPool({ entry: ENTRY, size: 1, maxQueue: 1, log });
    const first = pool.render('curriculum', resume);
    const second = pool.render('curriculum', resume);
    const third = pool.render('curriculum', resume);
    await expect(third).rejects.toBeInstanceOf(PdfBusyError);
    await expect(third).rejects.toMatchObject({ status: 503, message: PDF_BUSY_MESSAGE });
    const files = await Promise.all([first, second]);
    for (const file of files) expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // One worker did both, one after the other.
    expect(new Set(logged.map((line) => line.threadId)).size).toBe(1);
  }, 60_000);

  it('a render that fails in the worker rejects with its error, and the worker goes on', async () => {
    pool = createPdfPool({ entry: ENTRY, size: 1, maxQueue: 1, log });
    await expect(pool.render('curriculum', { document: null, kind: 'young', design: 'classic' })).rejects.toBeInstanceOf(Error);
    expect((await pool.render('curriculum', resume)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);
});
