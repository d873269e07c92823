import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';

/**
 * Rendered files (PDFs, the resume's Word files) kept on disk (a folder under DATA_DIR), by a name that holds a
 * hash of everything the file shows: a name is never reused for other
 * content, so a cached file is never stale. It is a copy, rebuilt on demand.
 *
 * - One render per name at a time: whoever asks for a name already being
 *   read or rendered waits for that same answer (single flight).
 * - A file is written to a temporary name and renamed, so a full disk never
 *   leaves a truncated file that would later be served; then the owner's older
 *   copies (`isOlderCopy`) are removed.
 * - The cache is an optimisation: a file that cannot be read is rendered
 *   around, one that cannot be written is logged and answered from memory.
 */
export interface PdfCache {
  /**
   * The file `name`: read from the cache, or made by `render` and kept.
   * `isOlderCopy(otherName)` says which other files the new one replaces;
   * `context` goes into the log lines (ids, never personal data).
   */
  get(name: string, options: { render: () => Promise<Buffer>; isOlderCopy: (other: string) => boolean; context: Record<string, unknown> }): Promise<Buffer>;
}

/** `what` names the files in log lines ("report PDF"). */
export function createPdfCache(deps: { dir: string; log: Logger; what: string }): PdfCache {
  const { dir, log, what } = deps;
  const inFlight = new Map<string, Promise<Buffer>>();

  async function read(file: string, context: Record<string, unknown>): Promise<Buffer | null> {
    try {
      return await fs.readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.error({ err: error, ...context }, `${what} cache unreadable; rendering again`);
      return null;
    }
  }

  async function keep(name: string, file: Buffer, isOlderCopy: (other: string) => boolean, context: Record<string, unknown>): Promise<void> {
    const cached = path.join(dir, name);
    const temporary = `${cached}.${randomUUID()}.tmp`;
    try {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(temporary, file);
      await fs.rename(temporary, cached);
      for (const other of await fs.readdir(dir)) {
        // Kept files of any format (a folder may hold PDFs and Word files); never another writer's temporary file.
        if (other !== name && !other.endsWith('.tmp') && isOlderCopy(other)) await fs.rm(path.join(dir, other), { force: true });
      }
    } catch (error) {
      log.error({ err: error, ...context, dir }, `${what} cache write failed; answered from memory`);
      await fs.rm(temporary, { force: true }).catch(() => undefined);
    }
  }

  return {
    get(name, { render, isOlderCopy, context }) {
      const running = inFlight.get(name);
      if (running) return running;
      const answer = (async () => {
        const cached = await read(path.join(dir, name), context);
        if (cached) return cached;
        const file = await render();
        await keep(name, file, isOlderCopy, context);
        return file;
      })().finally(() => inFlight.delete(name));
      inFlight.set(name, answer);
      return answer;
    },
  };
}
