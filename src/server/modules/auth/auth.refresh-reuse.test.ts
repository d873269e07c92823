import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoutContract, refreshContract } from '../../../shared/contracts/auth.contract';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { MESSAGES, RELAXED_LIMITS, expectError, expectSuccess, loginToken, me, registerAccount } from './auth.test-support';

/**
 * /auth/refresh rotates a session within its family. A replaced token answers
 * for 60 s more (calls already in flight), then never again: using it later, or
 * refreshing with it a second time, means someone holds a copy, and every
 * session of that family is revoked.
 */
const GRACE_MS = 60_000;

describe(`accounts: refresh rotation and a stolen refresh token (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2025-10-06T09:00:00.000Z'));
  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, LOG_LEVEL: 'warn' }, { now: clock.now, logStream: { write: (line) => logLines.push(line) } });
  });
  afterAll(() => server?.close());

  const refresh = (token: string) => server.call(refreshContract, { token });

  async function refreshed(token: string): Promise<string> {
    const res = await refresh(token);
    expectSuccess(res);
    return res.body.data.token as string;
  }

  it('reusing the old token to refresh again: 401, and the new token is dead too', async () => {
    const account = await registerAccount(server);
    const phoneElsewhere = await loginToken(server, account.email, account.password);
    const second = await refreshed(account.token);
    const third = await refreshed(second);

    expectError(await refresh(account.token), 401, MESSAGES.sessionExpired);
    // Every session descended from that login is revoked: the thief's and the owner's alike.
    for (const token of [third, second, account.token]) expectError(await me(server, token), 401, MESSAGES.sessionExpired);
    expectError(await refresh(third), 401, MESSAGES.sessionExpired);
    // Another login of the same person is another family, untouched.
    expectSuccess(await me(server, phoneElsewhere));
    // The owner signs in again.
    expectSuccess(await me(server, await loginToken(server, account.email, account.password)));
    // Operators see it, without the token.
    const warning = logLines.map((line) => JSON.parse(line)).find((entry) => entry.userId === account.user.id);
    expect(warning).toMatchObject({ level: 40, msg: 'replaced session token used again: session family revoked', revoked: 3 });
    expect(logLines.join('')).not.toContain(account.token);
  });

  it('the old token answers for 60 s after the refresh (calls in flight), then any use of it revokes the family', async () => {
    const account = await registerAccount(server);
    const fresh = await refreshed(account.token);
    expectSuccess(await me(server, account.token));
    expectSuccess(await me(server, fresh));
    clock.advance(GRACE_MS - 1_000);
    expectSuccess(await me(server, account.token));

    clock.advance(2_000);
    expectError(await me(server, account.token), 401, MESSAGES.sessionExpired);
    expectError(await me(server, fresh), 401, MESSAGES.sessionExpired);
  });

  it('a thief who refreshes first: the owner’s next call with the old token ends the thief’s session', async () => {
    const account = await registerAccount(server);
    const thiefToken = await refreshed(account.token);
    const thiefNext = await refreshed(thiefToken);
    clock.advance(5 * 60_000);
    expectError(await me(server, account.token), 401, MESSAGES.sessionExpired);
    expectError(await me(server, thiefNext), 401, MESSAGES.sessionExpired);
  });

  it('two refreshes of one token at once never leave two live successors', async () => {
    const account = await registerAccount(server);
    const results = await Promise.all([refresh(account.token), refresh(account.token), refresh(account.token)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200).length, statuses.join(',')).toBeLessThanOrEqual(1);
    // The second refresh is a reuse: the family is gone, including the one successor that was issued.
    for (const res of results.filter((r) => r.status === 200)) expectError(await me(server, res.body.data.token), 401, MESSAGES.sessionExpired);
    expectError(await me(server, account.token), 401, MESSAGES.sessionExpired);
  });

  it('logout ends the session and the tokens it replaced, even within their grace period', async () => {
    const account = await registerAccount(server);
    const fresh = await refreshed(account.token);
    expectSuccess(await server.call(logoutContract, { token: fresh }), 200, MESSAGES.loggedOut);
    expectError(await me(server, account.token), 401, MESSAGES.sessionExpired);
    expectError(await me(server, fresh), 401, MESSAGES.sessionExpired);
  });

  it('a chain of ordinary daily refreshes keeps working', async () => {
    const account = await registerAccount(server);
    let token = account.token;
    for (let day = 0; day < 5; day++) {
      clock.advance(24 * 3_600_000);
      token = await refreshed(token);
    }
    expectSuccess(await me(server, token));
  });
});
