import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { EMAIL_CHANGE_MESSAGES, updateMeContract } from '../../../shared/contracts/auth.contract';
import type { ContractBody } from '../../../shared/contracts/contract';
import {
  MESSAGES,
  RELAXED_LIMITS,
  expectError,
  expectSuccess,
  expectUser,
  login,
  me,
  registerAccount,
  uniqueEmail,
  type Account,
} from '../auth/auth.test-support';

const LONG = 10_000;

describe(`accounts: PUT /auth/me (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  function update(account: Pick<Account, 'token'>, body: ContractBody<typeof updateMeContract>) {
    return server.call(updateMeContract, { token: account.token, body });
  }

  /** Wrong types and fields the contract does not have, sent raw. */
  function updateRaw(account: Pick<Account, 'token'>, body: unknown) {
    return server.request('PUT', '/api/auth/me', { token: account.token, body });
  }

  it('changes only the fields sent, and GET /auth/me shows the result', async () => {
    const account = await registerAccount(server, { name: 'Lucas Martins' });

    let res = await update(account, { document: '529.982.247-25' });
    expectSuccess(res, 200, MESSAGES.accountUpdated);
    expect(Object.keys(res.body.data)).toEqual(['user']);
    expectUser(res.body.data.user, { ...account.user, document: '52998224725', phone: null });

    res = await update(account, { phone: '(11) 98765-4321' });
    expectSuccess(res, 200, MESSAGES.accountUpdated);
    expectUser(res.body.data.user, { ...account.user, document: '52998224725', phone: '11987654321' });

    res = await update(account, { name: '  Lucas   Martins  Filho ' });
    expectSuccess(res, 200, MESSAGES.accountUpdated);
    const expected = { ...account.user, name: 'Lucas Martins Filho', document: '52998224725', phone: '11987654321' };
    expectUser(res.body.data.user, expected);

    const fetched = await me(server, account.token);
    expectSuccess(fetched);
    expect(fetched.body.data.user).toEqual(expected);
  });

  it('updates several fields at once', async () => {
    const account = await registerAccount(server);
    const email = uniqueEmail('varios');
    const res = await update(account, { name: 'Rafael Costa', email, document: '11144477735', phone: '1133334444', currentPassword: account.password });
    expectSuccess(res, 200, EMAIL_CHANGE_MESSAGES.pending(email));
    expectUser(res.body.data.user, {
      id: account.user.id,
      memberSince: account.user.memberSince,
      name: 'Rafael Costa',
      email: account.email,
      pendingEmail: email,
      document: '11144477735',
      phone: '1133334444',
      mustChangePassword: false,
    });
  });

  it('accepts both valid CPF examples, formatted or not, and phones of 10 or 11 digits', async () => {
    const account = await registerAccount(server);
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ document: '529.982.247-25' }, { document: '52998224725' }],
      [{ document: '111.444.777-35' }, { document: '11144477735' }],
      [{ document: '52998224725' }, { document: '52998224725' }],
      [{ phone: '(11) 3333-4444' }, { phone: '1133334444' }],
      [{ phone: '11987654321' }, { phone: '11987654321' }],
      [{ phone: '21 3333 4444' }, { phone: '2133334444' }],
    ];
    for (const [body, expected] of cases) {
      const res = await update(account, body);
      expectSuccess(res, 200, MESSAGES.accountUpdated);
      expect(res.body.data.user).toMatchObject(expected);
    }
  });

  it.each<[string, unknown]>([
    ['all-same digits', '111.111.111-11'],
    ['a wrong check digit', '529.982.247-26'],
    ['the other wrong check digit', '529.982.247-15'],
    ['too few digits', '529.982.247-2'],
    ['too many digits', '529.982.247-255'],
    ['letters', 'abc.def.ghi-jk'],
    ['an empty string', ''],
    ['a number', 52998224725],
    // null is no longer refused: it removes the CPF (LGPD correction; account-data.test.ts).
    ['an array', ['52998224725']],
    ['10,000 characters', '5'.repeat(LONG)],
  ])('refuses a CPF with %s: 400 "CPF inválido"', async (_label, document) => {
    const account = await registerAccount(server);
    const res = await updateRaw(account, { document });
    expectError(res, 400, MESSAGES.cpfInvalid);
    expect(res.body.errors?.[0]).toEqual({ field: 'document', message: MESSAGES.cpfInvalid });
    expect((await me(server, account.token)).body.data.user.document).toBeNull();
  });

  it.each<[string, unknown]>([
    ['9 digits', '(11) 3333-444'],
    ['12 digits', '(11) 98765-43210'],
    ['no digits', 'telefone'],
    ['an empty string', ''],
    ['a number', 11987654321],
    // null removes the phone (account-data.test.ts).
    ['10,000 characters', '1'.repeat(LONG)],
  ])('refuses a phone with %s', async (_label, phone) => {
    const account = await registerAccount(server);
    const res = await updateRaw(account, { phone });
    expectError(res, 400, MESSAGES.phoneInvalid);
    expect(res.body.errors?.[0]).toEqual({ field: 'phone', message: MESSAGES.phoneInvalid });
  });

  it.each<[string, unknown, string]>([
    ['one word', 'Lucas', MESSAGES.nameRequired],
    ['a 1-character word', 'Lucas M', MESSAGES.nameInvalid],
    ['an empty string', '', MESSAGES.nameRequired],
    ['a number', 7, MESSAGES.nameRequired],
    ['null', null, MESSAGES.nameRequired],
    ['an array', ['Lucas', 'Martins'], MESSAGES.nameRequired],
    ['10,000 characters', `Lucas ${'m'.repeat(LONG)}`, MESSAGES.nameTooLong],
  ])('refuses a name with %s', async (_label, name, message) => {
    const account = await registerAccount(server);
    const res = await updateRaw(account, { name });
    expectError(res, 400, message);
    expect((await me(server, account.token)).body.data.user.name).toBe(account.user.name);
  });

  it.each<[string, unknown, string]>([
    ['no @', 'lucas.exemplo.com', MESSAGES.emailInvalid],
    ['an empty string', '', MESSAGES.emailInvalid],
    ['a number', 5, MESSAGES.emailInvalid],
    ['null', null, MESSAGES.emailInvalid],
    ['10,000 characters', `${'l'.repeat(LONG)}@exemplo.com`, MESSAGES.emailTooLong],
  ])('refuses an e-mail with %s', async (_label, email, message) => {
    const account = await registerAccount(server);
    const res = await updateRaw(account, { email });
    expectError(res, 400, message);
  });

  it('answers 400 "Nenhuma alteração foi feita" when nothing changes', async () => {
    const account = await registerAccount(server, { name: 'Beatriz Nunes' });
    await update(account, { document: '52998224725', phone: '11987654321' });
    const unchanged: unknown[] = [
      {},
      { name: 'Beatriz Nunes' },
      { name: '  Beatriz   Nunes ' },
      { email: account.email },
      { email: ` ${account.email} ` },
      { document: '529.982.247-25' },
      { phone: '(11) 98765-4321' },
      { name: 'Beatriz Nunes', email: account.email, document: '52998224725', phone: '11987654321' },
      // Fields that are not part of the profile are ignored, so they change nothing either.
      { isActive: false, accountStatus: 'Suspended', canAccessCurriculum: true, password: 'nova-senha-123', id: 'x' },
    ];
    for (const body of unchanged) {
      expectError(await updateRaw(account, body), 400, MESSAGES.nothingChanged);
    }
    const fetched = await me(server, account.token);
    expectUser(fetched.body.data.user, { canAccessCurriculum: false, accountStatus: 'Active', isActive: true });
    expectSuccess(await login(server, account.email, account.password));
    expectError(await login(server, account.email, 'nova-senha-123'), 401, MESSAGES.wrongCredentials);
  });

  it('answers 400, never 500, to a missing or non-object body', async () => {
    const account = await registerAccount(server);
    for (const rawBody of [undefined, '', '[]', 'null', '"Lucas Martins"', '{"name":']) {
      const res = await server.request('PUT', '/api/auth/me', {
        token: account.token,
        ...(rawBody === undefined ? {} : { rawBody }),
      });
      expect(res.status, `${JSON.stringify(rawBody)} -> ${res.text}`).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('lets the owner change only the case of the own e-mail', async () => {
    const account = await registerAccount(server);
    const upper = account.email.toUpperCase();
    const res = await update(account, { email: upper });
    expectSuccess(res, 200, MESSAGES.accountUpdated);
    expect(res.body.data.user.email).toBe(upper);
    expectSuccess(await login(server, account.email, account.password));
  });
});
