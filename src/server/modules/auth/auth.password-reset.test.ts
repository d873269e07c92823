import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyContract } from '../../../shared/contracts/results.contract';
import { quizStartContract } from '../../../shared/contracts/quiz.contract';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import {
  changePasswordContract,
  deleteMeContract,
  forgotPasswordContract,
  logoutContract,
  refreshContract,
  updateMeContract,
} from '../../../shared/contracts/auth.contract';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { TEMPORARY_SESSION_MESSAGE } from '../../../shared/domain/password';
import {
  CONFIRMATION_SUBJECT,
  MESSAGES,
  RELAXED_LIMITS,
  TEMPORARY_PASSWORD_SUBJECT,
  expectError,
  expectNoSecrets,
  expectSuccess,
  expectUser,
  isMailTo,
  isTemporaryPasswordMailTo,
  login,
  loginToken,
  me,
  registerAccount,
  temporaryPasswordFrom,
  uniqueEmail,
  type Account,
} from './auth.test-support';

const MINUTE = 60_000;
const LONG = 10_000;

describe(`accounts: forgot password and temporary passwords (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2025-06-02T09:00:00.000Z'));
  let sink: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ ...RELAXED_LIMITS, SMTP_URL: sink.url }, { now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  function forgot(email: string) {
    return server.call(forgotPasswordContract, { body: { email } });
  }

  /** An address of the wrong type, sent raw. */
  function forgotRaw(email: unknown) {
    return server.request('POST', '/api/auth/forgot-password', { body: { email } });
  }

  /** Asks for a temporary password and reads it from the e-mail that arrives. */
  async function requestTemporaryPassword(account: Account, emailAsTyped = account.email): Promise<string> {
    const alreadyThere = sink.messages.length;
    const res = await forgot(emailAsTyped);
    expectSuccess(res, 200, MESSAGES.forgotSent);
    const mail = await sink.waitFor((m) => sink.messages.indexOf(m) >= alreadyThere && isTemporaryPasswordMailTo(account.email)(m));
    return temporaryPasswordFrom(mail);
  }

  it('answers the same status and body for an existing and an unknown e-mail', async () => {
    const account = await registerAccount(server);
    const known = await forgot(account.email);
    const unknown = await forgot(uniqueEmail('inexistente'));
    expectSuccess(known, 200, MESSAGES.forgotSent);
    expect(known.body).toEqual({ success: true, message: MESSAGES.forgotSent, data: {} });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.text).toBe(known.text);
    await sink.waitFor(isTemporaryPasswordMailTo(account.email));
  });

  it('mails an 8-character temporary password to an existing account, without touching the old password', async () => {
    const account = await registerAccount(server, { name: 'Gabriela Fernandes' });
    const res = await forgot(account.email);
    expectSuccess(res, 200, MESSAGES.forgotSent);
    const mail = await sink.waitFor(isTemporaryPasswordMailTo(account.email));
    expect(mail.subject).toBe('Sua senha temporária do Rumo');
    expect(mail.text).toContain('Olá, Gabriela!');
    expect(mail.text).toContain('Ela vale por 1 hora e pode ser usada uma única vez.');
    const temporary = temporaryPasswordFrom(mail);
    expect(temporary).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(mail.html).toContain(temporary);
    expectNoSecrets(res, temporary);

    // The old password keeps working, and opens a normal session.
    const old = await login(server, account.email, account.password);
    expectSuccess(old);
    expectUser(old.body.data.user, { mustChangePassword: false });
    expectSuccess(await me(server, account.token));
  });

  it('finds the account whatever the case of the typed e-mail, and mails the stored address', async () => {
    const email = uniqueEmail('caixa').replace(/^c/, 'C');
    const account = await registerAccount(server, { email });
    const temporary = await requestTemporaryPassword(account, `  ${email.toUpperCase()}  `);
    expectSuccess(await login(server, email, temporary));
  });

  it('a temporary password signs in once, with mustChangePassword true, and the second use fails with 401', async () => {
    const account = await registerAccount(server);
    const temporary = await requestTemporaryPassword(account);

    const first = await login(server, account.email, temporary);
    expectSuccess(first);
    expectUser(first.body.data.user, { id: account.user.id, mustChangePassword: true });
    expectNoSecrets(first, temporary);
    const fetched = await me(server, first.body.data.token);
    expectSuccess(fetched);
    expectUser(fetched.body.data.user, { mustChangePassword: true });

    expectError(await login(server, account.email, temporary), 401, MESSAGES.wrongCredentials);
    // The regular password is still the regular password.
    const regular = await login(server, account.email, account.password);
    expectSuccess(regular);
    expect(regular.body.data.user.mustChangePassword).toBe(false);
  });

  it('two simultaneous sign-ins with one temporary password: exactly one wins', async () => {
    const account = await registerAccount(server);
    const temporary = await requestTemporaryPassword(account);
    const results = await Promise.all([login(server, account.email, temporary), login(server, account.email, temporary)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('a temporary password expires after 1 hour', async () => {
    const account = await registerAccount(server);
    const temporary = await requestTemporaryPassword(account);
    clock.advance(61 * MINUTE);
    expectError(await login(server, account.email, temporary), 401, MESSAGES.wrongCredentials);
    expectSuccess(await login(server, account.email, account.password));
  });

  it('a temporary password still works just before the hour is up', async () => {
    const account = await registerAccount(server);
    const temporary = await requestTemporaryPassword(account);
    clock.advance(59 * MINUTE);
    const res = await login(server, account.email, temporary);
    expectSuccess(res);
    expect(res.body.data.user.mustChangePassword).toBe(true);
  });

  it('the session opened with it changes the password using the temporary one as currentPassword', async () => {
    const account = await registerAccount(server, { password: 'esqueci-esta' });
    const otherDevice = await loginToken(server, account.email, 'esqueci-esta');
    const temporary = await requestTemporaryPassword(account);
    const session = await loginToken(server, account.email, temporary);

    const res = await server.call(changePasswordContract, {
      token: session,
      body: { currentPassword: temporary, newPassword: 'nova-senha-boa' },
    });
    expectSuccess(res, 200, MESSAGES.passwordChanged);
    expectNoSecrets(res, temporary, 'nova-senha-boa');

    const fetched = await me(server, session);
    expectSuccess(fetched);
    expectUser(fetched.body.data.user, { id: account.user.id, mustChangePassword: false });
    expectError(await me(server, otherDevice), 401, MESSAGES.sessionExpired);
    expectError(await me(server, account.token), 401, MESSAGES.sessionExpired);

    expectSuccess(await login(server, account.email, 'nova-senha-boa'));
    expectError(await login(server, account.email, 'esqueci-esta'), 401, MESSAGES.wrongCredentials);
    expectError(await login(server, account.email, temporary), 401, MESSAGES.wrongCredentials);
  });

  it('the temporary session refuses a wrong currentPassword', async () => {
    const account = await registerAccount(server);
    const temporary = await requestTemporaryPassword(account);
    const session = await loginToken(server, account.email, temporary);
    const res = await server.call(changePasswordContract, {
      token: session,
      body: { currentPassword: 'nao-e-esta', newPassword: 'nova-senha-boa' },
    });
    expectError(res, 400, MESSAGES.wrongCurrent);
    expect((await me(server, session)).body.data.user.mustChangePassword).toBe(true);
  });

  it('a temporary password is only the current password of the session it opened', async () => {
    const account = await registerAccount(server);
    const temporary = await requestTemporaryPassword(account);
    await loginToken(server, account.email, temporary);
    // A normal session cannot use the (now used) temporary password to prove itself.
    const res = await server.call(changePasswordContract, {
      token: account.token,
      body: { currentPassword: temporary, newPassword: 'nova-senha-boa' },
    });
    expectError(res, 400, MESSAGES.wrongCurrent);
  });

  it('F19: the temporary session may only read me, change the password and log out until the password is changed', async () => {
    const account = await registerAccount(server);
    const temporary = await requestTemporaryPassword(account);
    const session = await loginToken(server, account.email, temporary);
    expect((await me(server, session)).body.data.user.mustChangePassword).toBe(true);
    const refused = [
      await server.call(accountExportContract, { token: session }),
      await server.call(updateMeContract, { token: session, body: { name: 'Outro Nome' } }),
      await server.call(deleteMeContract, { token: session, body: { password: temporary } }),
      await server.call(refreshContract, { token: session }),
      await server.call(quizStartContract, { token: session, body: {} }),
      await server.call(historyContract, { token: session }),
    ];
    for (const res of refused) expectError(res, 403, TEMPORARY_SESSION_MESSAGE);
    expect((await me(server, account.token)).body.data.user.name).toBe(account.name);

    const res = await server.call(changePasswordContract, {
      token: session,
      body: { currentPassword: temporary, newPassword: 'nova-senha-boa' },
    });
    expectSuccess(res, 200, MESSAGES.passwordChanged);
    expect((await me(server, session)).body.data.user.mustChangePassword).toBe(false);
    expectSuccess(await server.call(accountExportContract, { token: session }));
    expectSuccess(await server.call(logoutContract, { token: session }), 200, MESSAGES.loggedOut);
  });

  it('F19: an expired temporary password proves nothing, not even in the session it opened', async () => {
    const account = await registerAccount(server);
    const temporary = await requestTemporaryPassword(account);
    const session = await loginToken(server, account.email, temporary);
    clock.advance(61 * MINUTE);
    const res = await server.call(changePasswordContract, {
      token: session,
      body: { currentPassword: temporary, newPassword: 'nova-senha-boa' },
    });
    expectError(res, 400, MESSAGES.wrongCurrent);
    expectError(await login(server, account.email, 'nova-senha-boa'), 401, MESSAGES.wrongCredentials);
    expectSuccess(await server.call(logoutContract, { token: session }), 200, MESSAGES.loggedOut);
  });

  it('changing the password retires any unused temporary password', async () => {
    const account = await registerAccount(server, { password: 'lembrei-dela' });
    const temporary = await requestTemporaryPassword(account);
    const res = await server.call(changePasswordContract, {
      token: account.token,
      body: { currentPassword: 'lembrei-dela', newPassword: 'outra-senha-1' },
    });
    expectSuccess(res, 200, MESSAGES.passwordChanged);
    expectError(await login(server, account.email, temporary), 401, MESSAGES.wrongCredentials);
  });

  it('sends no e-mail for an unknown address', async () => {
    const sinkOwn = await startSmtpSink();
    const own = await startTestServer({ SMTP_URL: sinkOwn.url });
    const unknown = uniqueEmail('fantasma');
    try {
      const account = await registerAccount(own);
      expectSuccess(await own.call(forgotPasswordContract, { body: { email: unknown } }), 200, MESSAGES.forgotSent);
      expectSuccess(await own.call(forgotPasswordContract, { body: { email: account.email } }), 200, MESSAGES.forgotSent);
      await sinkOwn.waitFor(isTemporaryPasswordMailTo(account.email));
    } finally {
      // Closing lets the forgot-password worker and the outbox finish what they hold: nothing more is sent after this.
      await own.close();
      await sinkOwn.close();
    }
    // The account's confirmation e-mail (sent at register) and its temporary password; nothing to the unknown address.
    expect(sinkOwn.messages.map((m) => m.subject).sort()).toEqual([CONFIRMATION_SUBJECT, TEMPORARY_PASSWORD_SUBJECT]);
    expect(sinkOwn.messages.filter(isMailTo(unknown))).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['an address without @', 'aluno.exemplo.com', MESSAGES.emailInvalid],
    // The one e-mail rule of register and login (issue 28), not just "contains @".
    ['an address without a dotted domain', 'aluno@exemplo', MESSAGES.emailInvalid],
    ['an address with a space', 'aluno @exemplo.com', MESSAGES.emailInvalid],
    ['an empty string', '', MESSAGES.emailInvalid],
    ['a number', 42, MESSAGES.emailInvalid],
    ['null', null, MESSAGES.emailInvalid],
    ['an array', ['aluno@exemplo.com'], MESSAGES.emailInvalid],
    ['10,000 characters', `${'a'.repeat(LONG)}@exemplo.com`, MESSAGES.emailTooLong],
  ])('answers 400 for %s', async (_label, email, message) => {
    const res = await forgotRaw(email);
    expectError(res, 400, message);
    expect(res.body.errors?.[0]).toEqual({ field: 'email', message });
  });

  it('answers 400 to a missing e-mail or a missing body', async () => {
    expectError(await server.request('POST', '/api/auth/forgot-password', { body: {} }), 400, MESSAGES.emailInvalid);
    for (const rawBody of [undefined, '[]', 'null']) {
      const res = await server.request('POST', '/api/auth/forgot-password', rawBody === undefined ? {} : { rawBody });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe(`accounts: the forgot-password answer states the configured lifetime (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2025-06-02T09:00:00.000Z'));
  let sink: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ ...RELAXED_LIMITS, SMTP_URL: sink.url, TEMPORARY_PASSWORD_TTL_MINUTES: '30' }, { now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('says "30 minutos" in the answer and in the e-mail, and the password stops working after them', async () => {
    const account = await registerAccount(server);
    const res = await server.call(forgotPasswordContract, { body: { email: account.email } });
    expectSuccess(
      res,
      200,
      'Se este email estiver cadastrado, enviaremos uma nova senha temporária de 8 caracteres em instantes. Ela vale por 30 minutos e pode ser usada uma vez.',
    );
    const mail = await sink.waitFor(isTemporaryPasswordMailTo(account.email));
    expect(mail.text).toContain('Ela vale por 30 minutos e pode ser usada uma única vez.');
    expect(mail.html).toContain('Ela vale por 30 minutos e pode ser usada uma única vez.');
    const temporary = temporaryPasswordFrom(mail);

    clock.advance(30 * MINUTE + 1_000);
    expectError(await login(server, account.email, temporary), 401, MESSAGES.wrongCredentials);
  });
});
