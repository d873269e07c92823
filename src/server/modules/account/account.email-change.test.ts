import type { ContractBody } from '../../../shared/contracts/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { openDatabase } from '../../platform/database/database';
import {
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_REVERT_MESSAGES,
  EMAIL_CONFIRMATION_MESSAGES,
  confirmEmailContract,
  forgotPasswordContract,
  revertEmailChangeContract,
  updateMeContract,
} from '../../../shared/contracts/auth.contract';
import {
  MESSAGES,
  RELAXED_LIMITS,
  confirmationTokenFrom,
  expectError,
  expectSuccess,
  isConfirmationMailTo,
  isMailTo,
  isTemporaryPasswordMailTo,
  login,
  me,
  registerAccount,
  uniqueEmail,
  type Account,
} from '../auth/auth.test-support';

const DAY = 86_400_000;
const CHANGE_SUBJECT = 'Pedido de troca do e-mail da sua conta no Rumo';
const IN_USE_SUBJECT = 'Alguém tentou usar seu e-mail no Rumo';

/** Issue 26, F04/F05: an address change asks for the password, stays pending until confirmed, and the old address can undo it. */
describe(`accounts: changing the e-mail (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2026-11-26T12:00:00.000Z'));
  let sink: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(
      { ...RELAXED_LIMITS, SMTP_URL: sink.url, RATE_LIMIT_EMAIL_CHANGE_PER_USER: '3/60', RATE_LIMIT_EMAIL_CHANGE_PER_ADDRESS: '2/1440' },
      { now: clock.now },
    );
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  const change = (account: Pick<Account, 'token'>, body: ContractBody<typeof updateMeContract>) =>
    server.call(updateMeContract, { token: account.token, body });
  const since = (before: number, predicate: (m: (typeof sink.messages)[number]) => boolean) =>
    sink.waitFor((m) => sink.messages.indexOf(m) >= before && predicate(m));
  const revertTokenFrom = (text: string | undefined) => /\/revert-email\?token=([A-Za-z0-9_-]+)/.exec(text ?? '')![1]!;

  it('asks for the current password, and a wrong one changes nothing', async () => {
    const account = await registerAccount(server);
    const email = uniqueEmail('sem-senha');
    expectError(await change(account, { email }), 400, EMAIL_CHANGE_MESSAGES.passwordRequired);
    expectError(await change(account, { email, currentPassword: '' }), 400, EMAIL_CHANGE_MESSAGES.passwordRequired);
    expectError(await change(account, { email, currentPassword: 'senha-errada-1' }), 400, MESSAGES.wrongCurrent);
    expectError(await change(account, { email, name: 'Nome Trocado', currentPassword: 'senha-errada-1' }), 400, MESSAGES.wrongCurrent);
    expect((await me(server, account.token)).body.data.user).toEqual(account.user);
    // Other fields still change without a password.
    expectSuccess(await change(account, { name: 'Nome Trocado' }), 200, MESSAGES.accountUpdated);
  });

  it('keeps the new address pending: the old one signs in and recovers until the link is opened', async () => {
    const account = await registerAccount(server, { name: 'Pedro Alves' });
    const email = uniqueEmail('pendente');
    const before = sink.messages.length;
    const res = await change(account, { email, currentPassword: account.password });
    expectSuccess(res, 200, EMAIL_CHANGE_MESSAGES.pending(email));
    expect(res.body.data.user).toMatchObject({ email: account.email, pendingEmail: email });
    expect((await me(server, account.token)).body.data.user).toMatchObject({ email: account.email, pendingEmail: email });

    // The old address is told, with the link that undoes it.
    const notice = await since(before, (m) => m.subject === CHANGE_SUBJECT && isMailTo(account.email)(m));
    expect(notice.text).toContain(email);
    expect(notice.text).toContain('7 dias');
    expect(revertTokenFrom(notice.text)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Until confirmed: the old address works for login and recovery, the new one for nothing.
    expectSuccess(await login(server, account.email, account.password));
    expectError(await login(server, email, account.password), 401, MESSAGES.wrongCredentials);
    expectSuccess(await server.call(forgotPasswordContract, { body: { email: account.email } }), 200, MESSAGES.forgotSent);
    await sink.waitFor(isTemporaryPasswordMailTo(account.email));

    const link = confirmationTokenFrom(await since(before, isConfirmationMailTo(email)));
    // An anonymous click on the new address's link changes nothing.
    expectError(await server.call(confirmEmailContract, { body: { token: link } }), 401, MESSAGES.loginRequired);
    expectSuccess(await server.call(confirmEmailContract, { token: account.token, body: { token: link } }), 200, EMAIL_CONFIRMATION_MESSAGES.confirmed);
    expect((await me(server, account.token)).body.data.user).toMatchObject({ email, pendingEmail: null, emailVerified: true });
    expectSuccess(await login(server, email, account.password));
    expectError(await login(server, account.email, account.password), 401, MESSAGES.wrongCredentials);
  });

  it('the old address undoes the change within 7 days: its address back, a new password, every session ended', async () => {
    const account = await registerAccount(server);
    const attackerMail = uniqueEmail('atacante');
    const before = sink.messages.length;
    expectSuccess(await change(account, { email: attackerMail, currentPassword: account.password }), 200, EMAIL_CHANGE_MESSAGES.pending(attackerMail));
    const link = confirmationTokenFrom(await since(before, isConfirmationMailTo(attackerMail)));
    expectSuccess(await server.call(confirmEmailContract, { token: account.token, body: { token: link } }), 200, EMAIL_CONFIRMATION_MESSAGES.confirmed);
    const revertToken = revertTokenFrom((await since(before, (m) => m.subject === CHANGE_SUBJECT && isMailTo(account.email)(m))).text);

    clock.advance(6 * DAY);
    const revert = (token: string, newPassword = 'dono-de-volta-9') => server.call(revertEmailChangeContract, { body: { token, newPassword } });
    expectError(await revert('nao-existe'), 400, EMAIL_CHANGE_REVERT_MESSAGES.invalid);
    const res = await revert(revertToken);
    expectSuccess(res, 200, EMAIL_CHANGE_REVERT_MESSAGES.reverted(account.email));
    expect(res.body.data).toEqual({ email: account.email });
    // Every session ended (the thief's too); the old password is gone; the attacker's address signs in nowhere.
    expectError(await me(server, account.token), 401, MESSAGES.sessionExpired);
    expectError(await login(server, account.email, account.password), 401, MESSAGES.wrongCredentials);
    expectError(await login(server, attackerMail, account.password), 401, MESSAGES.wrongCredentials);
    const back = await login(server, account.email, 'dono-de-volta-9');
    expectSuccess(back);
    expect(back.body.data.user).toMatchObject({ email: account.email, pendingEmail: null, emailVerified: true });
    expectError(await revert(revertToken), 400, EMAIL_CHANGE_REVERT_MESSAGES.used);
  });

  it('a revert link expires after 7 days', async () => {
    const account = await registerAccount(server);
    const before = sink.messages.length;
    expect((await change(account, { email: uniqueEmail('tarde'), currentPassword: account.password })).status).toBe(200);
    const revertToken = revertTokenFrom((await since(before, (m) => m.subject === CHANGE_SUBJECT && isMailTo(account.email)(m))).text);
    clock.advance(7 * DAY + 1000);
    expectError(
      await server.call(revertEmailChangeContract, { body: { token: revertToken, newPassword: 'senha-nova-77' } }),
      400,
      EMAIL_CHANGE_REVERT_MESSAGES.expired,
    );
  });

  it("answers the same whether or not the address is taken; the taken address's owner gets a notice, never a link", async () => {
    const owner = await registerAccount(server);
    const free = uniqueEmail('livre');
    const a = await registerAccount(server);
    const b = await registerAccount(server);
    await sink.waitFor(isConfirmationMailTo(owner.email));
    const before = sink.messages.length;
    const taken = await change(a, { email: owner.email.toUpperCase(), currentPassword: a.password });
    const untaken = await change(b, { email: free, currentPassword: b.password });
    expect(taken.status).toBe(untaken.status);
    expect(taken.body.message).toBe(EMAIL_CHANGE_MESSAGES.pending(owner.email.toUpperCase()));
    expect(untaken.body.message).toBe(EMAIL_CHANGE_MESSAGES.pending(free));
    expect(taken.body.data.user.pendingEmail).toBe(owner.email.toUpperCase());
    expect((await me(server, a.token)).body.data.user.pendingEmail).toBe(owner.email.toUpperCase());
    await since(before, isConfirmationMailTo(free));
    const noticeMail = await since(before, (m) => m.subject === IN_USE_SUBJECT && isMailTo(owner.email)(m));
    expect(noticeMail.text).not.toMatch(/confirm-email|revert-email/);
    expect(sink.messages.slice(before).filter(isConfirmationMailTo(owner.email))).toEqual([]);
    // The owner keeps their address; the asker's account keeps its own.
    expectSuccess(await login(server, owner.email, owner.password));
    expect((await me(server, a.token)).body.data.user.email).toBe(a.email);
  });

  it('limits changes per account and per new address (F05: no more mail bombs)', async () => {
    const account = await registerAccount(server);
    for (let i = 0; i < 3; i++) expect((await change(account, { email: uniqueEmail(`troca${i}`), currentPassword: account.password })).status).toBe(200);
    expectError(await change(account, { email: uniqueEmail('troca4'), currentPassword: account.password }), 429, /^Muitas tentativas/);

    const target = uniqueEmail('alvo');
    const before = sink.messages.length;
    for (let i = 0; i < 2; i++) {
      const sender = await registerAccount(server);
      expect((await change(sender, { email: target, currentPassword: sender.password })).status).toBe(200);
    }
    const third = await registerAccount(server);
    expectError(await change(third, { email: target.toUpperCase(), currentPassword: third.password }), 429, /^Muitas tentativas/);
    // Queued with the change itself (one transaction): exactly the two accepted ones.
    const handle = await openDatabase(server.config.database);
    try {
      const queued = await handle.db.selectFrom('outbox_emails').select('kind').where('to_address', '=', target).execute();
      expect(queued.map((r) => r.kind)).toEqual(['email-confirmation', 'email-confirmation']);
    } finally {
      await handle.close();
    }
    await sink.waitFor(() => sink.messages.slice(before).filter(isConfirmationMailTo(target)).length === 2);
    clock.advance(DAY);
  });
});
