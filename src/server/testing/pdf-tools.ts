import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs a poppler tool (pdftotext, pdfinfo) on a PDF held in memory. */
async function withPdfFile<T>(pdf: Buffer, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rumo-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await fs.writeFile(file, pdf);
    return await use(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF, through poppler's pdftotext (extra arguments such as '-f', '1', '-l', '1' or '-layout' go first). */
export function pdfText(pdf: Buffer, ...args: string[]): Promise<string> {
  return withPdfFile(pdf, async (file) => (await run('pdftotext', [...args, '-enc', 'UTF-8', file, '-'])).stdout);
}

/** pdfinfo's fields (Title, Subject, Pages...), by name. */
export function pdfInfo(pdf: Buffer): Promise<Record<string, string>> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', file]);
    return Object.fromEntries(stdout.split('\n').flatMap((line) => (/^([^:]+):\s*(.*)$/.exec(line) ? [[RegExp.$1.trim(), RegExp.$2.trim()]] : [])));
  });
}

/** pdftotext breaks lines wherever the layout does: compare with whitespace collapsed. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
