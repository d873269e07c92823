import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Accept-Encoding values already read: a browser sends the same one on every request. Bounded, since anyone may send any. */
const chosenFor = new Map<string, ContentEncoding | null>();
const CHOICES_KEPT = 64;

/** The encoding to send a body in: br, else gzip, when the client accepts it (q > 0); otherwise none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  let chosen = chosenFor.get(acceptEncoding);
  if (chosen === undefined) {
    chosen = readAcceptEncoding(acceptEncoding);
    if (chosenFor.size >= CHOICES_KEPT) chosenFor.clear();
    chosenFor.set(acceptEncoding, chosen);
  }
  return chosen;
}

function readAcceptEncoding(acceptEncoding: string): ContentEncoding | null {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** A body compressed to be kept and sent many times: as small as the encoding makes it. */
export function compressToKeep(body: string | Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) : zlib.gzipSync(body, { level: 9 });
}

/** A body compressed for one answer: fast. */
export function compressOnce(body: string | Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(body);
}
