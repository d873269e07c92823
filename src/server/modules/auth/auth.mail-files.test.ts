/**
 * Mail with no SMTP_URL: the real app, asked over HTTP for a temporary
 * password, writes the message as an .eml file under DATA_DIR/mail that a
 * person can open (Portuguese subject, a plain-text and an HTML part, the
 * recipient). With SMTP_URL set, the same message goes over SMTP instead and
 * no file is written.
 */
import { forgotPasswordContract } from '../../../shared/contracts/auth.contract';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailFiles, waitForMailFile } from '../../testing/mail-files';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { MESSAGES, RELAXED_LIMITS, expectSuccess, expectUser, isMailTo, login, registerAccount, temporaryPasswordFrom } from './auth.test-support';

const SUBJECT = 'Sua senha temporária do Rumo';
const MAIL_FROM = 'Rumo Testes <nao-responda@rumo.app.br>';

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

    const res = await server.call(forgotPasswordContract, { body: { email: account.email } });
    expectSuccess(res, 200, MESSAGES.forgotSent);
    const { file, raw, mail } = await waitForMailFile(mailDir, (m) => isMailTo(account.email)(m) && m.subject === SUBJECT);

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
    expectSuccess(await server.call(forgotPasswordContract, { body: { email: account.email } }), 200, MESSAGES.forgotSent);
    const mail = await sink.waitFor((m) => isMailTo(account.email)(m) && m.subject === SUBJECT);
    expect(mail.subject).toBe(SUBJECT);
    expect(await readMailFiles(path.join(server.config.dataDir, 'mail'))).toEqual([]);
  });
});
