import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The mail a test server wrote as .eml files (no SMTP_URL: the file mailer
 * writes each message under DATA_DIR/mail), read back as a person would.
 */
export interface MailFile {
  file: string;
  raw: string;
  mail: ParsedMail;
}

/** The .eml files in `directory` (none if it does not exist yet), parsed. */
export async function readMailFiles(directory: string): Promise<MailFile[]> {
  if (!fs.existsSync(directory)) return [];
  const names = fs.readdirSync(directory).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(directory, name);
      const raw = fs.readFileSync(file, 'utf8');
      return { file, raw, mail: await simpleParser(raw) };
    }),
  );
}

/** Polls until an .eml file matching `predicate` is in `directory` (the outbox worker writes it after the answer). */
export async function waitForMailFile(directory: string, predicate: (mail: ParsedMail) => boolean, timeoutMs = 10_000): Promise<MailFile> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailFiles(directory)).find((entry) => predicate(entry.mail));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching .eml file in ${directory} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
