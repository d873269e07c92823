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

/**
 * The first page's link annotations, each with its address and the words it covers: the annotation's /Rect
 * (read from the file, whose objects @react-pdf writes uncompressed) against the words' boxes from
 * `pdftotext -bbox`. A word is covered when its centre lies inside the rectangle.
 */
export function pdfLinks(pdf: Buffer): Promise<Array<{ url: string; text: string }>> {
  return withPdfFile(pdf, async (file) => {
    const raw = pdf.toString('latin1');
    const objects = new Map([...raw.matchAll(/(\d+) 0 obj\s*<<([\s\S]*?)>>\s*endobj/g)].map((match) => [match[1]!, match[2]!]));
    const unescape = (value: string) => value.replace(/\\([()\\])/g, '$1');
    const bbox = (await run('pdftotext', ['-bbox', '-f', '1', '-l', '1', '-enc', 'UTF-8', file, '-'])).stdout;
    const pageHeight = Number(/<page width="[\d.]+" height="([\d.]+)">/.exec(bbox)?.[1]);
    const words = [...bbox.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => ({
      x: (Number(match[1]) + Number(match[3])) / 2,
      // pdftotext measures from the top of the page; PDF rectangles from the bottom.
      y: pageHeight - (Number(match[2]) + Number(match[4])) / 2,
      text: match[5]!
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"'),
    }));
    const links: Array<{ url: string; text: string }> = [];
    for (const body of objects.values()) {
      if (!/\/Subtype \/Link\b/.test(body)) continue;
      const action = /\/A (\d+) 0 R/.exec(body)?.[1];
      const url = /\/URI \(((?:\\.|[^\\)])*)\)/.exec((action && objects.get(action)) ?? body)?.[1];
      const rect = /\/Rect \[([^\]]+)\]/.exec(body)?.[1]?.trim().split(/\s+/).map(Number);
      if (url === undefined || !rect || rect.length !== 4) continue;
      const [x1, y1, x2, y2] = rect as [number, number, number, number];
      const covered = words.filter(
        (word) => word.x >= Math.min(x1, x2) && word.x <= Math.max(x1, x2) && word.y >= Math.min(y1, y2) && word.y <= Math.max(y1, y2),
      );
      links.push({ url: unescape(url), text: covered.map((word) => word.text).join(' ') });
    }
    return links;
  });
}
