/**
 * Mail with no SMTP_URL: the real app, asked over HTTP for a temporary
 * password, writes the message as an .eml file under DATA_DIR/mail that a
 * person can open (Portuguese subject, a plain-text and an HTML part, the
 * recipient). With SMTP_URL set, the same message goes over SMTP instead and
 * no file is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import {
  MESSAGES,
  RELAXED_LIMITS,
  expectSuccess,
  expectUser,
  isMailTo,
  login,
  registerAccount,
  temporaryPasswordFrom,
} from '../../modules/auth/auth.test-support';

const SUBJECT = 'Sua senha temporária do Rumo';
const MAIL_FROM = 'Rumo Testes <nao-responda@rumo.app.br>';

interface MailFile {
  file: string;
  raw: string;
  mail: ParsedMail;
}

/** The .eml files in `directory` (none if it does not exist yet), parsed. */
async function readMailFiles(directory: string): Promise<MailFile[]> {
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

/** Polls until an .eml file addressed to `email` is in `directory` (the outbox worker writes it after the answer). */
async function waitForMailFile(directory: string, email: string, timeoutMs = 10_000): Promise<MailFile> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailFiles(directory)).find((entry) => isMailTo(email)(entry.mail));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No .eml file for ${email} in ${directory} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`mail without SMTP_URL is written to DATA_DIR/mail (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, MAIL_FROM });
  });
  afterAll(() => server?.close());

  it('writes the temporary-password e-mail as an .eml file with a text and an HTML part', async () => {
    const mailDir = path.join(server.config.dataDir, 'mail');
    expect(server.config.mail).toEqual({ transport: 'file', directory: mailDir });
    const account = await registerAccount(server, { name: 'Larissa Monteiro' });

    const res = await server.request('POST', '/api/auth/forgot-password', { body: { email: account.email } });
    expectSuccess(res, 200, MESSAGES.forgotSent);
    const { file, raw, mail } = await waitForMailFile(mailDir, account.email);

    expect(path.dirname(file)).toBe(mailDir);
    // Headers a mail client needs, with the Portuguese subject encoded and decoded intact.
    expect(mail.subject).toBe(SUBJECT);
    expect(mail.from?.value).toEqual([{ name: 'Rumo Testes', address: 'nao-responda@rumo.app.br' }]);
    const to = Array.isArray(mail.to) ? mail.to : [mail.to];
    expect(to.flatMap((address) => address?.value.map((v) => v.address))).toEqual([account.email]);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8/im);

    // Both parts carry the message, in Portuguese.
    const temporary = temporaryPasswordFrom(mail);
    expect(temporary).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(mail.text).toContain('Olá, Larissa!');
    expect(mail.text).toContain('Sua senha atual continua funcionando');
    expect(mail.html).toBeTypeOf('string');
    expect(mail.html).toContain('Olá, Larissa!');
    expect(mail.html).toContain(temporary);
    expect(mail.html).toContain(`${server.config.publicUrl}/login`);

    // It is the real message: the password in the file opens the account, once.
    const withTemporary = await login(server, account.email, temporary);
    expectSuccess(withTemporary);
    expectUser(withTemporary.body.data.user, { mustChangePassword: true });
  });
});

describe(`mail with SMTP_URL goes over SMTP, not to files (${testDatabaseKind})`, () => {
  let sink: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ ...RELAXED_LIMITS, SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('delivers to the SMTP server and writes no .eml file', async () => {
    expect(server.config.mail.transport).toBe('smtp');
    const account = await registerAccount(server);
    expectSuccess(await server.request('POST', '/api/auth/forgot-password', { body: { email: account.email } }), 200, MESSAGES.forgotSent);
    const mail = await sink.waitFor(isMailTo(account.email));
    expect(mail.subject).toBe(SUBJECT);
    expect(await readMailFiles(path.join(server.config.dataDir, 'mail'))).toEqual([]);
  });
});
