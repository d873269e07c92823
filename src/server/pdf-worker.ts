/**
 * The PDF worker's entry (platform/pdf/pdf-pool.ts starts it in a worker
 * thread): it loads the report, resume and lesson kit documents with their fonts once,
 * then renders one `{ kind, input }` at a time and answers the bytes.
 * Built beside the server as dist/server/pdf-worker.js (scripts/build-server.mjs).
 */
import { parentPort, threadId } from 'node:worker_threads';
import type { PdfWorkerReply } from './platform/pdf/pdf-pool';
import { renderReportPdf, type ReportData } from './modules/report/report-pdf';
import { renderCurriculumPdf, type CurriculumPdfInput } from './modules/curriculum/curriculum-pdf';
import { renderLetterPdf, type LetterPdfInput } from './modules/curriculum/curriculum-letter-pdf';
import { renderLessonKitPdf } from './modules/lesson-kit/lesson-kit-pdf';
import type { LessonKit } from '../shared/content/lesson-kit/lesson-kit.schema';

/** The documents a worker renders, by the kind the modules ask for. */
export const PDF_RENDERERS = {
  report: (input: unknown) => renderReportPdf(input as ReportData),
  curriculum: (input: unknown) => renderCurriculumPdf(input as CurriculumPdfInput),
  letter: (input: unknown) => renderLetterPdf(input as LetterPdfInput),
  lessonKit: (input: unknown) => renderLessonKitPdf(input as LessonKit),
} satisfies Record<string, (input: unknown) => Promise<Buffer>>;

export type PdfKind = keyof typeof PDF_RENDERERS;

async function renderJob(kind: PdfKind, input: unknown): Promise<PdfWorkerReply> {
  try {
    const render = PDF_RENDERERS[kind];
    if (!render) throw new Error(`unknown PDF kind ${String(kind)}`);
    const file = await render(input);
    return { ok: true, file: new Uint8Array(file.buffer, file.byteOffset, file.byteLength), threadId };
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    return { ok: false, error: { name, message, ...(stack ? { stack } : {}) } };
  }
}

const port = parentPort;
port?.on('message', ({ kind, input }: { kind: PdfKind; input: unknown }) => {
  void renderJob(kind, input).then((reply) => port.postMessage(reply));
});
