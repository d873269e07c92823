import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  /** `outboxId` names the .eml file of the file mailer, so an account's deletion finds the files of the rows it erases. */
  send(message: MailMessage, outboxId?: string): Promise<void>;
  close(): void;
}

/** The file mailer's file name: the time, then the outbox row's id (or a random one for a message sent outside the outbox). */
export function mailFileName(stamp: string, outboxId?: string): string {
  return outboxId ? `${stamp}-${MAIL_FILE_OUTBOX_MARK}${outboxId}.eml` : `${stamp}-${randomUUID().slice(0, 8)}.eml`;
}

/** What precedes the outbox id in a file name; files written before it was added have none. */
export const MAIL_FILE_OUTBOX_MARK = 'outbox-';

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an .eml file
 * under DATA_DIR/mail, so a person running the app locally can open it.
 */
export function createMailer(config: Pick<AppConfig, 'mail' | 'mailFrom'>): Mailer {
  // nodemailer is loaded with the first message, not at start (memory at rest).
  let transport: Transporter | null = null;
  let closed = false;
  const open = async (): Promise<Transporter> => {
    if (!transport) {
      const { default: nodemailer } = await import('nodemailer');
      transport ??=
        config.mail.transport === 'smtp'
          ? nodemailer.createTransport(config.mail.smtpUrl)
          : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      if (closed) transport.close();
    }
    return transport;
  };
  const close = () => {
    closed = true;
    transport?.close();
  };
  if (config.mail.transport === 'smtp') {
    return {
      async send(message) {
        await (await open()).sendMail({ from: config.mailFrom, ...message });
      },
      close,
    };
  }
  const directory = config.mail.directory;
  return {
    async send(message, outboxId) {
      const info = (await (await open()).sendMail({ from: config.mailFrom, ...message })) as { message: Buffer };
      await fs.mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await fs.writeFile(path.join(directory, mailFileName(stamp, outboxId)), info.message);
    },
    close,
  };
}
