import fs from 'node:fs/promises';
import path from 'node:path';
import { MAIL_FILE_OUTBOX_MARK } from '../../platform/mail/mailer';
import type { DataSubject } from './account-data.coverage';

async function filesIn(directory: string): Promise<string[]> {
  try {
    return await fs.readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * The text of an .eml as a search can read it: the raw message, with
 * quoted-printable soft line breaks joined and base64 parts decoded, so an
 * address or an attempt id split or encoded by the mailer is still found.
 */
export function searchableMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const decoded = (raw.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? []).map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [raw, joined, ...decoded].join('\n').toLowerCase();
}

/**
 * Erases the person's files under DATA_DIR (FILE_STORES): cached report and resume PDFs, the resume Word files, and the file mailer's messages of
 * the outbox rows the deletion erased (`outboxIds`, named in the file name). A file written before names were
 * given goes when it mentions an address the account confirmed or one of its attempts. Returns how many.
 */
export async function eraseFiles(dataDir: string, subject: DataSubject, outboxIds: string[]): Promise<{ reports: number; resumes: number; mail: number }> {
  const erased = { reports: 0, resumes: 0, mail: 0 };
  const reportsDir = path.join(dataDir, 'reports');
  for (const name of await filesIn(reportsDir)) {
    if (subject.attemptIds.some((id) => name.startsWith(id))) {
      await fs.rm(path.join(reportsDir, name), { force: true });
      erased.reports += 1;
    }
  }
  const resumesDir = path.join(dataDir, 'resumes');
  for (const name of await filesIn(resumesDir)) {
    if (subject.curriculumId !== null && (name.startsWith(`${subject.curriculumId}-`) || name.startsWith(`letter-${subject.curriculumId}-`))) {
      await fs.rm(path.join(resumesDir, name), { force: true });
      erased.resumes += 1;
    }
  }
  const mailDir = path.join(dataDir, 'mail');
  const erasedRows = new Set(outboxIds);
  const needles = [...new Set(subject.confirmed.map((c) => c.email)), ...subject.attemptIds].map((n) => n.toLowerCase());
  for (const name of await filesIn(mailDir)) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(mailDir, name);
    const mark = name.lastIndexOf(MAIL_FILE_OUTBOX_MARK);
    if (mark !== -1) {
      if (erasedRows.has(name.slice(mark + MAIL_FILE_OUTBOX_MARK.length, -'.eml'.length))) {
        await fs.rm(file, { force: true });
        erased.mail += 1;
      }
      continue;
    }
    let text: string;
    try {
      text = searchableMail(await fs.readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (needles.some((needle) => text.includes(needle))) {
      await fs.rm(file, { force: true });
      erased.mail += 1;
    }
  }
  return erased;
}
