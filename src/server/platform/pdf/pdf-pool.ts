import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../http/errors';
import type { Logger } from '../logger';

/**
 * PDFs are rendered off the event loop, in worker threads: a render holds its
 * thread for whole seconds (a 16-page resume ~1 s, a first report several),
 * and in the main thread that stalls every request, `/api/health` included.
 *
 * A small pool on `node:worker_threads` (no dependency: see docs/decisions/0160-pdfs-render-in-a-small-worker-thread-pool-of-our.md):
 * at most `size` renders run at once, each worker one at a time; up to
 * `maxQueue` more wait their turn, and past that a render is refused with a
 * 503 (PdfBusyError) instead of piling up memory. Workers start on the first
 * render (memory at rest stays low) and stop after `idleMs` without work.
 *
 * The worker entry (src/server/pdf-worker.ts) loads the documents and answers
 * `{ kind, input }` with the PDF's bytes and its threadId. When the entry is
 * TypeScript (tests, tsx) the worker registers tsx first; the built server
 * runs dist/server/pdf-worker.js on plain Node.
 */
export interface PdfPool {
  /** Renders `input` as a document of `kind` in a worker; rejects with the worker's error, or PdfBusyError when the queue is full. */
  render(kind: string, input: unknown): Promise<Buffer>;
  /** Refuses what is still queued and stops the workers. */
  close(): Promise<void>;
}

export interface PdfPoolOptions {
  /** The worker entry: a .js file, or a .ts one run through tsx. */
  entry: URL;
  /** Renders running at once (workers). */
  size: number;
  /** Renders waiting for a worker; one more is refused. */
  maxQueue: number;
  /** A worker without work for this long is stopped (its memory returned). */
  idleMs?: number;
  log: Logger;
}

/** What a worker answers for one job. */
export type PdfWorkerReply = { ok: true; file: Uint8Array; threadId: number } | { ok: false; error: { name: string; message: string; stack?: string } };

/** The rate limiter's key for a person's PDF renders: one budget (RATE_LIMIT_PDF_RENDERS_PER_USER) for the report and the resume. */
export const pdfRenderLimitKey = (userId: string) => `pdf-render:user:${userId}`;

export const PDF_BUSY_MESSAGE = 'Muita gente está gerando PDFs agora. Espere alguns segundos e tente de novo.';

/** Every worker is busy and the queue is full: try again shortly (503, never a 500). */
export class PdfBusyError extends AppError {
  constructor() {
    super(503, PDF_BUSY_MESSAGE);
  }
}

interface Job {
  kind: string;
  input: unknown;
  queuedAt: number;
  resolve(file: Buffer): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  idleTimer: ReturnType<typeof setTimeout> | null;
}

/** tsx's ESM API (`tsx/esm/api`, its `import` export), as a file URL: a worker's bootstrap imports it by path. */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const exports = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports;
  return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']!.import.default)).href;
}

/** Starts the worker: the built .js as it is; a .ts entry through tsx's loader, registered inside the worker first. */
function startWorker(entry: URL): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry);
  const tsx = tsxEsmApi();
  // Node 20 ignores `--import tsx` in a worker's execArgv for the entry itself; registering in an eval'd bootstrap works.
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}

/** The worker's error as an Error again (name and stack kept, for the logs). */
function revive(error: { name: string; message: string; stack?: string }): Error {
  const revived = new Error(error.message);
  revived.name = error.name;
  if (error.stack) revived.stack = error.stack;
  return revived;
}

export function createPdfPool(options: PdfPoolOptions): PdfPool {
  const { log } = options;
  const idleMs = options.idleMs ?? 60_000;
  const slots: Slot[] = Array.from({ length: Math.max(1, options.size) }, () => ({ worker: null, job: null, idleTimer: null }));
  const queue: Job[] = [];
  let closed = false;

  function finish(slot: Slot, settle: (job: Job) => void): void {
    const job = slot.job;
    slot.job = null;
    if (job) settle(job);
    dispatch();
    if (!slot.job && slot.worker && !closed) {
      const worker = slot.worker;
      slot.idleTimer = setTimeout(() => {
        if (slot.worker !== worker || slot.job) return;
        slot.worker = null;
        void worker.terminate();
      }, idleMs);
      slot.idleTimer.unref();
    }
  }

  function spawn(slot: Slot): Worker {
    const worker = startWorker(options.entry);
    worker.unref();
    worker.on('message', (reply: PdfWorkerReply) => {
      if (slot.worker !== worker) return;
      const job = slot.job;
      if (reply.ok && job) {
        log.info({ kind: job.kind, threadId: reply.threadId, ms: Math.round(performance.now() - job.queuedAt) }, 'PDF rendered');
      }
      finish(slot, (settled) =>
        reply.ok ? settled.resolve(Buffer.from(reply.file.buffer, reply.file.byteOffset, reply.file.byteLength)) : settled.reject(revive(reply.error)),
      );
    });
    // An error the worker did not catch ends it: its job fails, and the next job starts a new worker.
    worker.on('error', (error) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      finish(slot, (job) => job.reject(error));
    });
    worker.on('exit', (code) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      finish(slot, (job) => job.reject(new Error(`PDF worker stopped (exit code ${code})`)));
    });
    return worker;
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (queue.length === 0) return;
      if (slot.job) continue;
      const job = queue.shift()!;
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      slot.idleTimer = null;
      slot.job = job;
      slot.worker ??= spawn(slot);
      slot.worker.postMessage({ kind: job.kind, input: job.input });
    }
  }

  return {
    render(kind, input) {
      if (closed) return Promise.reject(new PdfBusyError());
      const free = slots.some((slot) => !slot.job);
      if (!free && queue.length >= options.maxQueue) return Promise.reject(new PdfBusyError());
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ kind, input, queuedAt: performance.now(), resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new PdfBusyError());
      await Promise.all(
        slots.map(async (slot) => {
          if (slot.idleTimer) clearTimeout(slot.idleTimer);
          const worker = slot.worker;
          slot.worker = null;
          slot.job?.reject(new PdfBusyError());
          slot.job = null;
          if (worker) await worker.terminate();
        }),
      );
    },
  };
}
