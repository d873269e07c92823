import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { openDatabase } from '../../platform/database/database';
import {
  confirmEmailContract,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CONFIRMATION_MESSAGES,
  forgotPasswordContract,
  loginContract,
  resendConfirmationContract,
  updateMeContract,
} from '../../../shared/contracts/auth.contract';
import {
  CONFIRMATION_SUBJECT,
  RELAXED_LIMITS,
  confirmationTokenFrom,
  expectError,
  expectSuccess,
  expectUser,
  isConfirmationMailTo,
  isTemporaryPasswordMailTo,
  me,
  registerAccount,
  temporaryPasswordFrom,
  uniqueEmail,
  type Account,
} from './auth.test-support';

const PUBLIC_URL = 'https://rumo.exemplo.test';
const HOUR = 3_600_000;

const TEXT = {
  confirmed: 'E-mail confirmado!',
  missingToken: 'Link de confirmação incompleto. Abra o link do e-mail de novo ou peça um novo no seu perfil.',
  invalid: 'Link de confirmação inválido. Abra o link do e-mail de novo ou peça um novo no seu perfil.',
  used: 'Este link de confirmação já foi usado.',
  expired: 'Este link de confirmação expirou. Peça um novo no seu perfil.',
  otherAddress: 'Este link confirma um e-mail que não é mais o da sua conta. Peça um novo no seu perfil.',
  alreadyConfirmed: 'Seu e-mail já está confirmado.',
  resent: (email: string) => `Enviamos um novo link de confirmação para ${email}.`,
  tooMany: /^Muitas tentativas em pouco tempo\. Aguarde \d+ minutos? e tente novamente\.$/,
} as const;

describe(`accounts: e-mail confirmation (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2025-11-03T14:00:00.000Z'));
  let sink: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ ...RELAXED_LIMITS, SMTP_URL: sink.url, PUBLIC_URL, RATE_LIMIT_CONFIRMATION_EMAIL_PER_USER: '3/60' }, { now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  /** Opens the link signed in as `account` (the only way it confirms), or signed out when `account` is null. */
  const confirm = (account: Account | null, token: string) => server.call(confirmEmailContract, { token: account?.token, body: { token } });
  /** A token of the wrong type, sent raw. */
  const confirmRaw = (account: Account, token: unknown) => server.request('POST', '/api/auth/confirm-email', { token: account.token, body: { token } });
  const resend = (account: Account) => server.call(resendConfirmationContract, { token: account.token });

  /** The newest confirmation e-mail to `email` that arrived after `before` messages. */
  async function confirmationMail(email: string, before = 0) {
    return sink.waitFor((m) => sink.messages.indexOf(m) >= before && isConfirmationMailTo(email)(m));
  }

  it('register mails a confirmation link to the new address; emailVerified stays false until the link is used', async () => {
    const account = await registerAccount(server, { name: 'Renata Campos' });
    expectUser(account.user, { emailVerified: false, role: 'USER', isStaff: false });

    const mail = await confirmationMail(account.email);
    expect(mail.subject).toBe(CONFIRMATION_SUBJECT);
    expect(mail.text).toContain('Olá, Renata!');
    expect(mail.text).toContain('24 horas');
    const token = confirmationTokenFrom(mail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const link = `${PUBLIC_URL}/confirm-email?token=${token}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect((await me(server, account.token)).body.data.user.emailVerified).toBe(false);

    // Signed out, the link alone confirms nothing (whoever reads the mailbox is not the account's holder).
    expectError(await confirm(null, token), 401, 'Você precisa fazer login para continuar.');
    // Signed in to another account: refused, and the link keeps its one use.
    const other = await registerAccount(server);
    expectError(await confirm(other, token), 403, EMAIL_CONFIRMATION_MESSAGES.otherAccount);
    expect((await me(server, account.token)).body.data.user.emailVerified).toBe(false);
    const res = await confirm(account, token);
    expectSuccess(res, 200, TEXT.confirmed);
    expect(res.body.data).toEqual({ email: account.email });
    expectUser((await me(server, account.token)).body.data.user, { emailVerified: true, role: 'USER', isStaff: false, canSkipToResult: false });
  });

  it('a link works once: a second use (or two at once) confirms nothing more', async () => {
    const account = await registerAccount(server);
    const token = confirmationTokenFrom(await confirmationMail(account.email));
    const both = await Promise.all([confirm(account, token), confirm(account, token)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expectError(
      both.find((r) => r.status === 400)!,
      400,
      TEXT.used,
    );
    expectError(await confirm(account, token), 400, TEXT.used);
  });

  it('a link expires 24 hours after it was sent', async () => {
    const early = await registerAccount(server);
    const late = await registerAccount(server);
    const earlyToken = confirmationTokenFrom(await confirmationMail(early.email));
    const lateToken = confirmationTokenFrom(await confirmationMail(late.email));
    clock.advance(24 * HOUR - 1000);
    expectSuccess(await confirm(early, earlyToken), 200, TEXT.confirmed);
    clock.advance(2000);
    const lateSession = {
      ...late,
      token: (await server.call(loginContract, { body: { email: late.email, password: late.password } })).body.data.token,
    };
    expectError(await confirm(lateSession, lateToken), 400, TEXT.expired);
    // A fresh session (the clock moved a day), still unconfirmed.
    expect((await me(server, late.token)).body.data.user.emailVerified).toBe(false);
  });

  it('stores only the SHA-256 of the token, and the outbox erases one-time secrets once sent', async () => {
    const account = await registerAccount(server);
    const token = confirmationTokenFrom(await confirmationMail(account.email));
    expect((await server.call(forgotPasswordContract, { body: { email: account.email } })).status).toBe(200);
    const temporary = temporaryPasswordFrom(await sink.waitFor(isTemporaryPasswordMailTo(account.email)));

    const handle = await openDatabase(server.config.database);
    try {
      const links = await handle.db.selectFrom('email_verifications').selectAll().where('user_id', '=', account.user.id).execute();
      expect(links).toHaveLength(1);
      expect(links[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(links)).not.toContain(token);
      // Once delivered, neither the link nor the temporary password stays in the outbox.
      const deadline = Date.now() + 5000;
      let rows: Array<{ kind: string; status: string; text_body: string; html_body: string }> = [];
      while (Date.now() < deadline) {
        rows = await handle.db
          .selectFrom('outbox_emails')
          .select(['kind', 'status', 'text_body', 'html_body'])
          .where('to_address', '=', account.email)
          .execute();
        if (rows.length === 2 && rows.every((r) => r.status === 'SENT')) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(rows.map((r) => r.kind).sort()).toEqual(['email-confirmation', 'temporary-password']);
      for (const row of rows) {
        expect(row.status).toBe('SENT');
        expect(row.text_body + row.html_body).not.toContain(token);
        expect(row.text_body + row.html_body).not.toContain(temporary);
      }
    } finally {
      await handle.close();
    }
    expectSuccess(await confirm(account, token), 200, TEXT.confirmed);
  });

  it('answers 400 in Portuguese, never 500, to a missing, unknown, cut or absurd token', async () => {
    const account = await registerAccount(server);
    const token = confirmationTokenFrom(await confirmationMail(account.email));
    expectError(await server.request('POST', '/api/auth/confirm-email', { token: account.token, body: {} }), 400, TEXT.missingToken);
    expectError(await server.request('POST', '/api/auth/confirm-email', { token: account.token, rawBody: '' }), 400, /\S/);
    for (const bad of ['', '   ']) expectError(await confirm(account, bad), 400, TEXT.missingToken);
    for (const bad of ['nao-existe', token.slice(0, -1), `${token}x`, token.toUpperCase()]) expectError(await confirm(account, bad), 400, TEXT.invalid);
    expectError(await confirm(account, 'a'.repeat(5000)), 400, TEXT.invalid);
    expectError(await confirmRaw(account, 12345), 400, TEXT.missingToken);
    expectError(await confirmRaw(account, ['a']), 400, TEXT.missingToken);
    expect((await me(server, account.token)).body.data.user.emailVerified).toBe(false);
    expectSuccess(await confirm(account, ` ${token} `), 200, TEXT.confirmed);
  });

  it('a new e-mail (PUT /auth/me) waits for its link; a second change replaces the pending one', async () => {
    const account = await registerAccount(server, { name: 'Otávio Prado' });
    expectSuccess(await confirm(account, confirmationTokenFrom(await confirmationMail(account.email))), 200, TEXT.confirmed);
    const changedCase = await server.call(updateMeContract, { token: account.token, body: { email: account.email.toUpperCase() } });
    expectSuccess(changedCase, 200, 'Perfil atualizado com sucesso!');
    // Only the case changed: the same address, still confirmed, no password asked and no new link.
    expect(changedCase.body.data.user).toMatchObject({ emailVerified: true, pendingEmail: null });

    const newEmail = uniqueEmail('novo-endereco');
    const before = sink.messages.length;
    const changed = await server.call(updateMeContract, { token: account.token, body: { email: newEmail, currentPassword: account.password } });
    expectSuccess(changed, 200, EMAIL_CHANGE_MESSAGES.pending(newEmail));
    // Pending: the account keeps its confirmed address until the link is opened.
    expectUser(changed.body.data.user, { email: account.email.toUpperCase(), emailVerified: true, pendingEmail: newEmail });
    const mail = await confirmationMail(newEmail, before);
    expect(mail.text).toContain('Olá, Otávio!');
    expect(sink.messages.slice(before).filter(isConfirmationMailTo(account.email))).toEqual([]);

    // Changed again before confirming: the link to the second address no longer confirms anything.
    const third = uniqueEmail('terceiro');
    const beforeThird = sink.messages.length;
    expectSuccess(
      await server.call(updateMeContract, { token: account.token, body: { email: third, currentPassword: account.password } }),
      200,
      EMAIL_CHANGE_MESSAGES.pending(third),
    );
    expectError(await confirm(account, confirmationTokenFrom(mail)), 400, TEXT.otherAddress);
    expect((await me(server, account.token)).body.data.user).toMatchObject({ email: account.email.toUpperCase(), pendingEmail: third });
    const res = await confirm(account, confirmationTokenFrom(await confirmationMail(third, beforeThird)));
    expectSuccess(res, 200, TEXT.confirmed);
    expect(res.body.data).toEqual({ email: third });
    expectUser((await me(server, account.token)).body.data.user, { email: third, emailVerified: true, pendingEmail: null });
  });

  it('resend mails a new link (earlier ones still work), 3 an hour; once confirmed it answers 409', async () => {
    const account = await registerAccount(server);
    const first = confirmationTokenFrom(await confirmationMail(account.email));
    const before = sink.messages.length;
    expectSuccess(await resend(account), 200, TEXT.resent(account.email));
    const second = confirmationTokenFrom(await confirmationMail(account.email, before));
    expect(second).not.toBe(first);
    expectSuccess(await resend(account), 200, TEXT.resent(account.email));
    expectSuccess(await resend(account), 200, TEXT.resent(account.email));
    const limited = await resend(account);
    expectError(limited, 429, TEXT.tooMany);
    expect(Number(limited.headers.get('retry-after'))).toBe(3600);
    expectError(await server.call(resendConfirmationContract), 401, 'Você precisa fazer login para continuar.');

    expectSuccess(await confirm(account, first), 200, TEXT.confirmed);
    expectError(await resend(account), 409, TEXT.alreadyConfirmed);
    // The other links of that address were not used, but there is nothing left to confirm with them.
    expectSuccess(await confirm(account, second), 200, TEXT.confirmed);
    clock.advance(HOUR);
  });
});
