import { PASSWORD_MESSAGES } from '../../../shared/domain/password';
import { logoutContract, meContract, refreshContract, registerContract, updateMeContract } from '../../../shared/contracts/auth.contract';
import { COMMON_PASSWORDS } from './common-passwords';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer, withoutRequestId } from '../../testing/test-server';
import {
  DEFAULT_PASSWORD,
  MESSAGES,
  RELAXED_LIMITS,
  expectError,
  expectNoSecrets,
  expectSuccess,
  expectUser,
  login,
  loginToken,
  me,
  registerAccount,
  uniqueEmail,
} from './auth.test-support';

const LONG = 10_000;

describe(`accounts: register (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  it('creates the account and answers 201 with the user of spec §3 and a token', async () => {
    const email = uniqueEmail('cadastro');
    const before = Date.now();
    const res = await server.call(registerContract, {
      body: { name: 'Maria Eduarda Lima', email, password: DEFAULT_PASSWORD },
    });
    expectSuccess(res, 201, MESSAGES.registered);
    expect(Object.keys(res.body.data).sort()).toEqual(['token', 'user']);
    const user = expectUser(res.body.data.user, {
      name: 'Maria Eduarda Lima',
      email,
      document: null,
      phone: null,
      isActive: true,
      accountStatus: 'Active',
      daysWithUs: 0,
      canAccessCurriculum: false,
      isAuthenticated: true,
      mustChangePassword: false,
    });
    expect(user.id).toMatch(/\S/);
    const memberSince = new Date(user.memberSince).getTime();
    expect(memberSince).toBeGreaterThanOrEqual(before - 1000);
    expect(memberSince).toBeLessThanOrEqual(Date.now() + 1000);
    expect(res.body.data.token).toEqual(expect.any(String));
    expect(res.body.data.token.length).toBeGreaterThanOrEqual(32);

    const fetched = await me(server, res.body.data.token);
    expectSuccess(fetched);
    expect(fetched.body.data.user).toEqual(user);
  });

  it("normalises the name's spaces and trims the e-mail", async () => {
    const email = uniqueEmail('espacos');
    const res = await server.call(registerContract, {
      body: { name: '  João   Pedro  Alves ', email: `  ${email}  `, password: DEFAULT_PASSWORD },
    });
    expectSuccess(res, 201, MESSAGES.registered);
    expectUser(res.body.data.user, { name: 'João Pedro Alves', email });
  });

  it('ignores fields a client must not set (no mass assignment)', async () => {
    const email = uniqueEmail('extra');
    const res = await server.request('POST', '/api/auth/register', {
      body: {
        name: 'Carlos Henrique',
        email,
        password: DEFAULT_PASSWORD,
        canAccessCurriculum: true,
        accountStatus: 'Suspended',
        isActive: false,
        document: '52998224725',
        id: 'meu-id',
      },
    });
    expectSuccess(res, 201, MESSAGES.registered);
    const user = expectUser(res.body.data.user, { canAccessCurriculum: false, document: null });
    expect(user.id).not.toBe('meu-id');
  });

  it('refuses a taken e-mail with 409, whatever its case', async () => {
    const account = await registerAccount(server);
    for (const email of [account.email, account.email.toUpperCase(), ` ${account.email.replace(/^./, (c) => c.toUpperCase())} `]) {
      const res = await server.call(registerContract, {
        body: { name: 'Outra Pessoa', email, password: 'outra-senha-1' },
      });
      expectError(res, 409, MESSAGES.emailTaken);
    }
    // The original account is untouched.
    expectSuccess(await login(server, account.email, account.password));
    expectError(await login(server, account.email, 'outra-senha-1'), 401, MESSAGES.wrongCredentials);
  });

  it('lets exactly one of several simultaneous registrations of one e-mail win', async () => {
    const email = uniqueEmail('corrida');
    const results = await Promise.all(
      [0, 1, 2].map((i) =>
        server.call(registerContract, {
          body: { name: `Pessoa Numero${String.fromCharCode(65 + i)}`, email: i === 1 ? email.toUpperCase() : email, password: DEFAULT_PASSWORD },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const res of results.filter((r) => r.status === 409)) expectError(res, 409, MESSAGES.emailTaken);
  });

  const valid = { name: 'Ana Clara Souza', email: 'valido@exemplo.com.br', password: DEFAULT_PASSWORD };
  const badBodies: Array<[string, Record<string, unknown>, string, string]> = [
    ['missing name', { email: valid.email, password: valid.password }, 'name', MESSAGES.nameRequired],
    ['missing e-mail', { name: valid.name, password: valid.password }, 'email', MESSAGES.emailInvalid],
    ['missing password', { name: valid.name, email: valid.email }, 'password', MESSAGES.passwordTooShort],
    ['name as a number', { ...valid, name: 12345 }, 'name', MESSAGES.nameRequired],
    ['name as an array', { ...valid, name: ['Ana', 'Souza'] }, 'name', MESSAGES.nameRequired],
    ['name as null', { ...valid, name: null }, 'name', MESSAGES.nameRequired],
    ['name as an object', { ...valid, name: { first: 'Ana', last: 'Souza' } }, 'name', MESSAGES.nameRequired],
    ['e-mail as a number', { ...valid, email: 42 }, 'email', MESSAGES.emailInvalid],
    ['e-mail as an array', { ...valid, email: [valid.email] }, 'email', MESSAGES.emailInvalid],
    ['e-mail as null', { ...valid, email: null }, 'email', MESSAGES.emailInvalid],
    ['password as a number', { ...valid, password: 12345678 }, 'password', MESSAGES.passwordTooShort],
    ['password as an array', { ...valid, password: ['senha-forte'] }, 'password', MESSAGES.passwordTooShort],
    ['password as null', { ...valid, password: null }, 'password', MESSAGES.passwordTooShort],
    ['password as true', { ...valid, password: true }, 'password', MESSAGES.passwordTooShort],
    ['empty name', { ...valid, name: '' }, 'name', MESSAGES.nameRequired],
    ['blank name', { ...valid, name: '    ' }, 'name', MESSAGES.nameRequired],
    ['one-word name', { ...valid, name: 'Ana' }, 'name', MESSAGES.nameRequired],
    ['one-word name with spaces', { ...valid, name: '  Ana  ' }, 'name', MESSAGES.nameRequired],
    ['a 1-character word in the name', { ...valid, name: 'Ana S' }, 'name', MESSAGES.nameInvalid],
    ['a 1-character first word', { ...valid, name: 'A Souza' }, 'name', MESSAGES.nameInvalid],
    ['10,000-character name', { ...valid, name: `Ana ${'b'.repeat(LONG)}` }, 'name', MESSAGES.nameTooLong],
    ['10,000-character one-word name', { ...valid, name: 'a'.repeat(LONG) }, 'name', MESSAGES.nameTooLong],
    ['e-mail without @', { ...valid, email: 'ana.souza.exemplo.com' }, 'email', MESSAGES.emailInvalid],
    ['e-mail without domain', { ...valid, email: 'ana@' }, 'email', MESSAGES.emailInvalid],
    ['e-mail without dot in the domain', { ...valid, email: 'ana@exemplo' }, 'email', MESSAGES.emailInvalid],
    ['e-mail with a space', { ...valid, email: 'ana souza@exemplo.com' }, 'email', MESSAGES.emailInvalid],
    ['e-mail with two @', { ...valid, email: 'ana@souza@exemplo.com' }, 'email', MESSAGES.emailInvalid],
    ['empty e-mail', { ...valid, email: '' }, 'email', MESSAGES.emailInvalid],
    ['10,000-character e-mail', { ...valid, email: `${'a'.repeat(LONG)}@exemplo.com` }, 'email', MESSAGES.emailTooLong],
    ['empty password', { ...valid, password: '' }, 'password', MESSAGES.passwordTooShort],
    ['5-character password', { ...valid, password: '12345' }, 'password', MESSAGES.passwordTooShort],
    ['10,000-character password', { ...valid, password: 'x'.repeat(LONG) }, 'password', MESSAGES.passwordTooLong],
  ];

  it.each(badBodies)('answers 400 for %s', async (_label, body, field, message) => {
    const res = await server.request('POST', '/api/auth/register', { body });
    expectError(res, 400, message);
    expect(res.body.errors?.[0]).toEqual({ field, message });
    expect(res.text).not.toContain('x'.repeat(200));
  });

  it('reports every bad field at once, the first one as the message', async () => {
    const res = await server.call(registerContract, { body: { name: 'Ana', email: 'nada', password: '123' } });
    expectError(res, 400, MESSAGES.nameRequired);
    expect(res.body.errors).toEqual([
      { field: 'name', message: MESSAGES.nameRequired },
      { field: 'email', message: MESSAGES.emailInvalid },
      { field: 'password', message: MESSAGES.passwordTooShort },
    ]);
  });

  it('accepts the 6-character minimum password and a 128-character one', async () => {
    for (const password of ['rumo#7', 'p'.repeat(128)]) {
      const account = await registerAccount(server, { password });
      expectSuccess(await login(server, account.email, password));
    }
  });

  it('F20: refuses the most common passwords, in any case, with a Portuguese message; nothing is created', async () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const password of ['123456', 'senha123', 'qwerty', 'Brasil', 'FLAMENGO', 'corinthians', 'palmeiras', 'senha1234', 'password1']) {
      const email = uniqueEmail('comum');
      const res = await server.call(registerContract, { body: { name: 'Ana Beatriz Souza', email, password } });
      expectError(res, 400, PASSWORD_MESSAGES.tooCommon);
      expectError(await login(server, email, password), 401, MESSAGES.wrongCredentials);
    }
  });

  it('answers 4xx, never 500, to bodies that are not an object', async () => {
    const cases: Array<{ rawBody?: string; headers?: Record<string, string>; status: number }> = [
      { rawBody: '[]', status: 400 },
      { rawBody: 'null', status: 400 },
      { rawBody: '"texto"', status: 400 },
      { rawBody: '42', status: 400 },
      { rawBody: '{"name":', status: 400 },
      { rawBody: '{"__proto__":{"admin":true},"name":"Ana Souza"}', status: 400 },
      { status: 400 },
      { rawBody: 'name=Ana', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415 },
      { rawBody: '{"name":"Ana Souza"}', headers: { 'content-type': 'text/plain' }, status: 400 },
      { rawBody: '<xml/>', headers: { 'content-type': 'application/xml' }, status: 415 },
    ];
    for (const { status, ...options } of cases) {
      const res = await server.request('POST', '/api/auth/register', options);
      expect(res.status, `${JSON.stringify(options)} -> ${res.text}`).toBe(status);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
      expect(res.body.message.length).toBeGreaterThan(0);
    }
  });

  it('answers 413 to a body larger than the limit', async () => {
    const res = await server.request('POST', '/api/auth/register', {
      body: { name: `Ana ${'b'.repeat(300 * 1024)}`, email: uniqueEmail(), password: DEFAULT_PASSWORD },
    });
    expectError(res, 413, 'O conteúdo enviado é grande demais.');
  });
});

describe(`accounts: login (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  it('answers the user and a fresh token for the right password', async () => {
    const account = await registerAccount(server, { name: 'Bruno Carvalho' });
    const res = await login(server, account.email, account.password);
    expectSuccess(res);
    expect(Object.keys(res.body.data).sort()).toEqual(['pendingConsents', 'token', 'user']);
    expectUser(res.body.data.user, { ...account.user, mustChangePassword: false });
    expect(res.body.data.token).not.toBe(account.token);
    // Both sessions are valid at once (two devices).
    expectSuccess(await me(server, res.body.data.token));
    expectSuccess(await me(server, account.token));
  });

  it('treats the e-mail case-insensitively and trims it', async () => {
    const email = uniqueEmail('Maiusculas').replace(/^m/, 'M');
    const account = await registerAccount(server, { email });
    for (const variant of [email.toLowerCase(), email.toUpperCase(), `  ${email}  `]) {
      const res = await login(server, variant, account.password);
      expectSuccess(res);
      expect(res.body.data.user.email).toBe(email);
    }
  });

  it('answers 401 "Email ou senha incorretos" for a wrong password and for an unknown e-mail alike', async () => {
    const account = await registerAccount(server);
    const wrong = await login(server, account.email, 'senha-errada');
    const unknown = await login(server, uniqueEmail('ninguem'), account.password);
    expectError(wrong, 401, MESSAGES.wrongCredentials);
    expectError(unknown, 401, MESSAGES.wrongCredentials);
    // The same answer but for the request's own id: nothing tells a known address from an unknown one.
    expect(withoutRequestId(wrong.body)).toEqual(withoutRequestId(unknown.body));
    expect(wrong.body).toEqual({ success: false, code: 'UNAUTHORIZED', message: MESSAGES.wrongCredentials, requestId: expect.any(String) });
  });

  it('is case-sensitive about the password', async () => {
    const account = await registerAccount(server, { password: 'SenhaComMaiusculas' });
    expectError(await login(server, account.email, 'senhacommaiusculas'), 401, MESSAGES.wrongCredentials);
    expectSuccess(await login(server, account.email, 'SenhaComMaiusculas'));
  });

  const badBodies: Array<[string, number, Record<string, unknown>, string]> = [
    ['missing e-mail', 400, { password: DEFAULT_PASSWORD }, MESSAGES.emailInvalid],
    ['missing password', 400, { email: 'ana@exemplo.com' }, MESSAGES.passwordMissing],
    ['empty password', 400, { email: 'ana@exemplo.com', password: '' }, MESSAGES.passwordMissing],
    ['password as a number', 400, { email: 'ana@exemplo.com', password: 123456 }, MESSAGES.passwordMissing],
    ['password as null', 400, { email: 'ana@exemplo.com', password: null }, MESSAGES.passwordMissing],
    ['password as an array', 400, { email: 'ana@exemplo.com', password: ['123456'] }, MESSAGES.passwordMissing],
    ['e-mail as a number', 400, { email: 123, password: DEFAULT_PASSWORD }, MESSAGES.emailInvalid],
    ['e-mail as an array', 400, { email: ['ana@exemplo.com'], password: DEFAULT_PASSWORD }, MESSAGES.emailInvalid],
    ['e-mail as null', 400, { email: null, password: DEFAULT_PASSWORD }, MESSAGES.emailInvalid],
    ['bad e-mail', 400, { email: 'ana.exemplo.com', password: DEFAULT_PASSWORD }, MESSAGES.emailInvalid],
    ['10,000-character e-mail', 400, { email: `${'a'.repeat(LONG)}@exemplo.com`, password: DEFAULT_PASSWORD }, MESSAGES.emailTooLong],
    ['10,000-character password', 400, { email: 'ana@exemplo.com', password: 'x'.repeat(LONG) }, MESSAGES.wrongCredentials],
  ];

  it.each(badBodies)('answers %s with %i and its message', async (_label, status, body, message) => {
    const res = await server.request('POST', '/api/auth/login', { body });
    expectError(res, status, message);
  });

  it('answers 400 to a missing or non-object body', async () => {
    for (const rawBody of [undefined, '[]', 'null', '"ana@exemplo.com"']) {
      const res = await server.request('POST', '/api/auth/login', rawBody === undefined ? {} : { rawBody });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe(`accounts: sessions, logout and refresh (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  it('GET /auth/me answers data.user for a valid token', async () => {
    const account = await registerAccount(server, { name: 'Fernanda Rocha' });
    const res = await me(server, account.token);
    expectSuccess(res);
    expect(Object.keys(res.body.data).sort()).toEqual(['pendingConsents', 'user']);
    expectUser(res.body.data.user, account.user);
  });

  it('answers 401 without a token, with a malformed header or with an unknown token', async () => {
    const account = await registerAccount(server);
    expectError(await server.call(meContract), 401, MESSAGES.loginRequired);
    for (const authorization of [`Basic ${account.token}`, 'Bearer', `Token ${account.token}`, account.token]) {
      const res = await server.call(meContract, { headers: { authorization } });
      expectError(res, 401, MESSAGES.loginRequired);
    }
    for (const token of ['nao-existe', `${account.token}x`, account.token.slice(0, -1), 'a'.repeat(LONG)]) {
      expectError(await me(server, token), 401, MESSAGES.sessionExpired);
    }
  });

  it('every authenticated endpoint answers 401 without a valid token', async () => {
    const calls: Array<[string, string, unknown]> = [
      ['POST', '/api/auth/logout', undefined],
      ['GET', '/api/auth/me', undefined],
      ['PUT', '/api/auth/me', { name: 'Ana Souza' }],
      ['POST', '/api/auth/refresh', undefined],
      ['POST', '/api/auth/change-password', { currentPassword: DEFAULT_PASSWORD, newPassword: 'outra-senha' }],
    ];
    for (const [method, path, body] of calls) {
      expectError(await server.request(method, path, { body }), 401, MESSAGES.loginRequired);
      expectError(await server.request(method, path, { body, token: 'invalido' }), 401, MESSAGES.sessionExpired);
    }
  });

  it('logout revokes only that session', async () => {
    const account = await registerAccount(server);
    const other = await loginToken(server, account.email, account.password);
    const res = await server.call(logoutContract, { token: account.token });
    expectSuccess(res, 200, MESSAGES.loggedOut);
    expect(res.body.data).toEqual({});

    expectError(await me(server, account.token), 401, MESSAGES.sessionExpired);
    expectError(await server.call(logoutContract, { token: account.token }), 401, MESSAGES.sessionExpired);
    expectError(await server.call(refreshContract, { token: account.token }), 401, MESSAGES.sessionExpired);
    expectError(await server.call(updateMeContract, { token: account.token, body: { name: 'Nome Novo' } }), 401, MESSAGES.sessionExpired);
    // The other device stays signed in, and the account can sign in again.
    expectSuccess(await me(server, other));
    expectSuccess(await login(server, account.email, account.password));
  });

  it('logout tolerates a JSON body sent by the client', async () => {
    const account = await registerAccount(server);
    // Raw: the contract has no body.
    const res = await server.request('POST', '/api/auth/logout', { token: account.token, body: {} });
    expectSuccess(res, 200, MESSAGES.loggedOut);
    expectError(await me(server, account.token), 401, MESSAGES.sessionExpired);
  });

  it('refresh answers a new token that works', async () => {
    const account = await registerAccount(server);
    const res = await server.call(refreshContract, { token: account.token });
    expectSuccess(res);
    expect(Object.keys(res.body.data)).toEqual(['token']);
    const fresh = res.body.data.token as string;
    expect(fresh).not.toBe(account.token);
    expect(fresh.length).toBeGreaterThanOrEqual(32);

    const fetched = await me(server, fresh);
    expectSuccess(fetched);
    expectUser(fetched.body.data.user, { id: account.user.id, email: account.email, mustChangePassword: false });
    // The refreshed token can itself be refreshed. (The old one's grace period and reuse: auth.refresh-reuse.test.ts.)
    const again = await server.call(refreshContract, { token: fresh });
    expectSuccess(again);
    expectSuccess(await me(server, again.body.data.token));
  });

  it('each token belongs to its own account', async () => {
    const a = await registerAccount(server, { name: 'Pessoa Alfa' });
    const b = await registerAccount(server, { name: 'Pessoa Beta' });
    expect((await me(server, a.token)).body.data.user.email).toBe(a.email);
    expect((await me(server, b.token)).body.data.user.email).toBe(b.email);
    const res = await server.call(updateMeContract, { token: a.token, body: { name: 'Pessoa Gama' } });
    expectSuccess(res, 200, MESSAGES.accountUpdated);
    expect((await me(server, b.token)).body.data.user.name).toBe('Pessoa Beta');
  });
});

describe(`accounts: session expiry (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2025-03-10T12:00:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, SESSION_TTL_DAYS: '2' }, { now: clock.now });
  });
  afterAll(() => server?.close());

  const HOUR = 3_600_000;

  it('a token works until SESSION_TTL_DAYS have passed, then answers 401', async () => {
    const account = await registerAccount(server);
    expect(account.user.memberSince).toBe(clock.now().toISOString());
    clock.advance(47 * HOUR);
    const res = await me(server, account.token);
    expectSuccess(res);
    expect(res.body.data.user.daysWithUs).toBe(1);
    clock.advance(2 * HOUR);
    expectError(await me(server, account.token), 401, MESSAGES.sessionExpired);
    expectError(await server.call(refreshContract, { token: account.token }), 401, MESSAGES.sessionExpired);
    expectError(await server.call(logoutContract, { token: account.token }), 401, MESSAGES.sessionExpired);
    // Signing in again gives a working token, and the account has aged.
    const again = await login(server, account.email, account.password);
    expectSuccess(again);
    expect(again.body.data.user.daysWithUs).toBe(2);
    expect(again.body.data.user.memberSince).toBe(account.user.memberSince);
  });

  it('refresh starts a new full lifetime', async () => {
    const account = await registerAccount(server);
    clock.advance(40 * HOUR);
    const res = await server.call(refreshContract, { token: account.token });
    expectSuccess(res);
    const fresh = res.body.data.token as string;
    clock.advance(40 * HOUR); // 80 h after the first login: past its expiry, within the refreshed one.
    expectSuccess(await me(server, fresh));
    clock.advance(9 * HOUR);
    expectError(await me(server, fresh), 401, MESSAGES.sessionExpired);
  });

  it('never shows a secret in any answer', async () => {
    const account = await registerAccount(server);
    const answers = [
      await login(server, account.email, account.password),
      await me(server, account.token),
      await server.call(refreshContract, { token: account.token }),
    ];
    for (const res of answers) expectNoSecrets(res, account.password);
  });
});

describe(`accounts: text the database cannot store (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  it('answers 400, never 500, to a NUL character in any field, and stores nothing', async () => {
    const account = await registerAccount(server);
    const nul = '\u0000';
    const email = uniqueEmail('nul');
    const calls: Array<[string, string, Record<string, unknown>, string?]> = [
      ['POST', '/api/auth/register', { name: `Ana Sou${nul}za`, email, password: DEFAULT_PASSWORD }],
      ['POST', '/api/auth/register', { name: 'Ana Souza', email: `a${nul}${email}`, password: DEFAULT_PASSWORD }],
      ['POST', '/api/auth/register', { name: 'Ana Souza', email, password: `senha${nul}forte` }],
      ['POST', '/api/auth/register', { name: 'Ana Souza', email, password: DEFAULT_PASSWORD, [`extra${nul}`]: 1 }],
      ['POST', '/api/auth/login', { email: `a${nul}${account.email}`, password: DEFAULT_PASSWORD }],
      ['POST', '/api/auth/login', { email: account.email, password: `${account.password}${nul}` }],
      ['POST', '/api/auth/forgot-password', { email: `a${nul}${account.email}` }],
      ['PUT', '/api/auth/me', { name: `Ana Sou${nul}za` }, account.token],
      ['PUT', '/api/auth/me', { email: `a${nul}${email}` }, account.token],
      ['POST', '/api/auth/change-password', { currentPassword: account.password, newPassword: `nova${nul}senha` }, account.token],
    ];
    for (const [method, path, body, token] of calls) {
      const res = await server.request(method, path, { body, token });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)} -> ${res.text}`).toBe(400);
      expectError(res, 400, 'O texto enviado contém um caractere inválido.');
    }
    expectError(await login(server, email, DEFAULT_PASSWORD), 401, MESSAGES.wrongCredentials);
    const fetched = await me(server, account.token);
    expect(fetched.body.data.user).toEqual(account.user);
    expectSuccess(await login(server, account.email, account.password));
  });

  it('stores accented and other Unicode text as sent', async () => {
    const email = uniqueEmail('acentos');
    const res = await server.call(registerContract, {
      // A name is letters, spaces, hyphens and apostrophes (issue 26); the password takes any character.
      body: { name: "Conceição D'Araújo-Müller", email, password: 'sẽnha-çom-acentos-😀' },
    });
    expectSuccess(res, 201, MESSAGES.registered);
    expect(res.body.data.user.name).toBe("Conceição D'Araújo-Müller");
    expectSuccess(await login(server, email, 'sẽnha-çom-acentos-😀'));
    expectError(await login(server, email, 'senha-com-acentos-😀'), 401, MESSAGES.wrongCredentials);
  });
});
