import { PASSWORD_MESSAGES } from '../../../shared/domain/password';
import { changePasswordContract, refreshContract } from '../../../shared/contracts/auth.contract';
import type { ContractBody } from '../../../shared/contracts/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { MESSAGES, RELAXED_LIMITS, expectError, expectSuccess, login, loginToken, me, registerAccount } from './auth.test-support';

const LONG = 10_000;

describe(`accounts: POST /auth/change-password (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  function changePassword(token: string, body: ContractBody<typeof changePasswordContract>) {
    return server.call(changePasswordContract, { token, body });
  }

  /** Missing fields and wrong types, sent raw. */
  function changePasswordRaw(token: string, body: unknown) {
    return server.request('POST', '/api/auth/change-password', { token, body });
  }

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const account = await registerAccount(server, { password: 'senha-antiga-1' });
    const res = await changePassword(account.token, { currentPassword: 'senha-antiga-1', newPassword: 'senha-nova-2' });
    expectSuccess(res, 200, MESSAGES.passwordChanged);
    expect(res.body.data).toEqual({});
    expectSuccess(await login(server, account.email, 'senha-nova-2'));
    expectError(await login(server, account.email, 'senha-antiga-1'), 401, MESSAGES.wrongCredentials);
  });

  it("revokes the user's other sessions and keeps the current one", async () => {
    const account = await registerAccount(server, { password: 'senha-antiga-1' });
    const phone = await loginToken(server, account.email, 'senha-antiga-1');
    const laptop = await loginToken(server, account.email, 'senha-antiga-1');
    const stranger = await registerAccount(server);

    const res = await changePassword(laptop, { currentPassword: 'senha-antiga-1', newPassword: 'senha-nova-2' });
    expectSuccess(res, 200, MESSAGES.passwordChanged);

    expectSuccess(await me(server, laptop));
    expectError(await me(server, phone), 401, MESSAGES.sessionExpired);
    expectError(await me(server, account.token), 401, MESSAGES.sessionExpired);
    expectError(await server.call(refreshContract, { token: phone }), 401, MESSAGES.sessionExpired);
    // Other users are not affected.
    expectSuccess(await me(server, stranger.token));
    // The current session can keep working, and change the password again.
    const again = await changePassword(laptop, { currentPassword: 'senha-nova-2', newPassword: 'senha-nova-3' });
    expectSuccess(again, 200, MESSAGES.passwordChanged);
    expectSuccess(await login(server, account.email, 'senha-nova-3'));
  });

  it('answers 400 "A senha atual está incorreta" for a wrong current password, and changes nothing', async () => {
    const account = await registerAccount(server, { password: 'senha-certa-1' });
    const other = await loginToken(server, account.email, 'senha-certa-1');
    const res = await changePassword(account.token, { currentPassword: 'senha-errada', newPassword: 'senha-nova-2' });
    expectError(res, 400, MESSAGES.wrongCurrent);
    expectSuccess(await me(server, other));
    expectSuccess(await login(server, account.email, 'senha-certa-1'));
    expectError(await login(server, account.email, 'senha-nova-2'), 401, MESSAGES.wrongCredentials);
  });

  it('refuses a new password equal to the current one', async () => {
    const account = await registerAccount(server, { password: 'mesma-senha' });
    const res = await changePassword(account.token, { currentPassword: 'mesma-senha', newPassword: 'mesma-senha' });
    expectError(res, 400, MESSAGES.mustDiffer);
    expect(res.body.errors?.[0]).toEqual({ field: 'newPassword', message: MESSAGES.mustDiffer });
  });

  it('F20: refuses a common new password, in any case; the password stays', async () => {
    const account = await registerAccount(server, { password: 'senha-certa-1' });
    for (const newPassword of ['senha123', 'QWERTY', 'brasil']) {
      expectError(await changePassword(account.token, { currentPassword: 'senha-certa-1', newPassword }), 400, PASSWORD_MESSAGES.tooCommon);
    }
    expectSuccess(await login(server, account.email, 'senha-certa-1'));
  });

  it.each<[string, unknown, string]>([
    ['missing both', {}, MESSAGES.allRequired],
    ['missing the current password', { newPassword: 'senha-nova-2' }, MESSAGES.allRequired],
    ['missing the new password', { currentPassword: 'senha-certa-1' }, MESSAGES.allRequired],
    ['an empty current password', { currentPassword: '', newPassword: 'senha-nova-2' }, MESSAGES.allRequired],
    ['an empty new password', { currentPassword: 'senha-certa-1', newPassword: '' }, MESSAGES.allRequired],
    ['a number as the current password', { currentPassword: 123456, newPassword: 'senha-nova-2' }, MESSAGES.allRequired],
    ['null as the new password', { currentPassword: 'senha-certa-1', newPassword: null }, MESSAGES.allRequired],
    ['an array as the new password', { currentPassword: 'senha-certa-1', newPassword: ['senha-nova-2'] }, MESSAGES.allRequired],
    ['a short current password', { currentPassword: '12345', newPassword: 'senha-nova-2' }, MESSAGES.currentTooShort],
    ['a short new password', { currentPassword: 'senha-certa-1', newPassword: '12345' }, MESSAGES.newTooShort],
    ['a 10,000-character new password', { currentPassword: 'senha-certa-1', newPassword: 'n'.repeat(LONG) }, MESSAGES.passwordTooLong],
    ['a 10,000-character current password', { currentPassword: 'c'.repeat(LONG), newPassword: 'senha-nova-2' }, MESSAGES.passwordTooLong],
  ])('answers 400 for %s', async (_label, body, message) => {
    const account = await registerAccount(server, { password: 'senha-certa-1' });
    expectError(await changePasswordRaw(account.token, body), 400, message);
    expectSuccess(await login(server, account.email, 'senha-certa-1'));
  });

  it('answers 400, never 500, to a missing or non-object body', async () => {
    const account = await registerAccount(server);
    for (const rawBody of [undefined, '[]', 'null', '"senha"']) {
      const res = await server.request('POST', '/api/auth/change-password', {
        token: account.token,
        ...(rawBody === undefined ? {} : { rawBody }),
      });
      expect(res.status, `${JSON.stringify(rawBody)} -> ${res.text}`).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('does not reveal any password in its answers', async () => {
    const account = await registerAccount(server, { password: 'segredo-123' });
    const wrong = await changePassword(account.token, { currentPassword: 'palpite-123', newPassword: 'segredo-456' });
    expect(wrong.text).not.toContain('palpite-123');
    expect(wrong.text).not.toContain('segredo-456');
    const ok = await changePassword(account.token, { currentPassword: 'segredo-123', newPassword: 'segredo-456' });
    expectSuccess(ok, 200, MESSAGES.passwordChanged);
    expect(ok.text).not.toContain('segredo');
  });
});
