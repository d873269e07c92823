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
  send(message: MailMessage): Promise<void>;
  close(): void;
}

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
    async send(message) {
      const info = (await (await open()).sendMail({ from: config.mailFrom, ...message })) as { message: Buffer };
      await fs.mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await fs.writeFile(path.join(directory, `${stamp}-${randomUUID().slice(0, 8)}.eml`), info.message);
    },
    close,
  };
}
