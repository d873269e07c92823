import { inflateRawSync } from 'node:zlib';
import mammoth from 'mammoth';

/**
 * Reading a Word file (.docx) in tests, the way a recruiter's tools do:
 * mammoth (a maintained DOCX reader) for its text and its structure, and the
 * raw parts of the package (document.xml, styles.xml...) for what mammoth
 * does not show (page size, headers, text boxes).
 */

/** Every part of the file's zip package, by path, as text (a .docx holds only XML and relationships here). */
export function docxParts(file: Buffer): Map<string, string> {
  const END = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const LOCAL = 0x04034b50;
  let end = file.length - 22;
  while (end >= 0 && file.readUInt32LE(end) !== END) end -= 1;
  if (end < 0) throw new Error('not a zip file: no end of central directory');
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const parts = new Map<string, string>();
  for (let index = 0; index < count; index++) {
    if (file.readUInt32LE(at) !== CENTRAL) throw new Error(`bad central directory entry at ${at}`);
    const method = file.readUInt16LE(at + 10);
    const compressedSize = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const localAt = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    if (file.readUInt32LE(localAt) !== LOCAL) throw new Error(`bad local header for ${name}`);
    const dataAt = localAt + 30 + file.readUInt16LE(localAt + 26) + file.readUInt16LE(localAt + 28);
    const data = file.subarray(dataAt, dataAt + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`${name}: unknown compression method ${method}`);
    parts.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}

/** The file's paragraphs as mammoth reads them, in order, each trimmed; empty ones left out. */
export async function docxParagraphs(file: Buffer): Promise<string[]> {
  const { value } = await mammoth.extractRawText({ buffer: file });
  return value
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The file as mammoth's HTML (headings as h1–h6, Word lists as ul/li), with mammoth's warnings. */
export async function docxHtml(file: Buffer): Promise<{ html: string; messages: string[] }> {
  const { value, messages } = await mammoth.convertToHtml({ buffer: file });
  return { html: value, messages: messages.map((message) => `${message.type}: ${message.message}`) };
}
