/**
 * Re-consent at sign-in over HTTP (SQLite and PostgreSQL; issue 30 item 7, decision 0199): a person whose recorded
 * acceptance of the terms or the privacy policy is missing or of an older version is told so by login and
 * GET /auth/me (`pendingConsents`), accepts the current versions with POST /auth/consents (idempotent, kept in the
 * LGPD export), and is asked no more. A fresh register accepts the current versions already.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_VERSIONS } from '../../../shared/constants/legal-versions';
import { acceptConsentsContract, CONSENT_MESSAGES, meContract } from '../../../shared/contracts/auth.contract';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { storedRows } from '../payment/payment.test-support';
import { writeRows } from '../curriculum/curriculum.test-support';
import { RELAXED_LIMITS, expectError, expectSuccess, login, registerAccount, type Account } from './auth.test-support';

const CURRENT = [
  { document: 'terms', version: LEGAL_DOCUMENT_VERSIONS.terms },
  { document: 'privacy', version: LEGAL_DOCUMENT_VERSIONS.privacy },
] as const;

describe(`re-consent to new legal versions (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** An account whose recorded terms are an older version and whose privacy acceptance is missing. */
  const withOldConsents = async (): Promise<Account> => {
    const account = await registerAccount(server);
    await writeRows(server, "update consent_records set version = '2026-11-26' where user_id = ? and document = 'terms'", [account.user.id]);
    await writeRows(server, "delete from consent_records where user_id = ? and document = 'privacy'", [account.user.id]);
    return account;
  };
  const consentRows = (userId: string) =>
    storedRows<{ document: string; version: string }>(server, 'select document, version from consent_records where user_id = ? order by document, version', [
      userId,
    ]);

  it('a fresh register has nothing pending, at login and on /auth/me', async () => {
    const account = await registerAccount(server);
    const signedIn = await login(server, account.email, account.password);
    expectSuccess(signedIn);
    expect(Object.keys(signedIn.body.data).sort()).toEqual(['pendingConsents', 'token', 'user']);
    expect(signedIn.body.data.pendingConsents).toEqual([]);
    const me = await server.call(meContract, { token: account.token });
    expectSuccess(me);
    expect(me.body.data.pendingConsents).toEqual([]);
  });

  it('an older or missing acceptance is pending at the next sign-in and on an open session, until the person accepts', async () => {
    const account = await withOldConsents();
    const signedIn = await login(server, account.email, account.password);
    expectSuccess(signedIn);
    expect(signedIn.body.data.pendingConsents).toEqual(CURRENT);
    // The session opened before the change learns it too.
    const before = await server.call(meContract, { token: account.token });
    expect(before.body.data.pendingConsents).toEqual(CURRENT);

    const accepted = await server.call(acceptConsentsContract, { token: signedIn.body.data.token, body: { documents: [...CURRENT] } });
    expectSuccess(accepted, 200, CONSENT_MESSAGES.accepted);
    expect(accepted.body.data.pendingConsents).toEqual([]);
    expect((await server.call(meContract, { token: account.token })).body.data.pendingConsents).toEqual([]);
    expect((await login(server, account.email, account.password)).body.data.pendingConsents).toEqual([]);

    // The older acceptance stays on record beside the new one.
    expect(await consentRows(account.user.id)).toEqual([
      { document: 'privacy', version: LEGAL_DOCUMENT_VERSIONS.privacy },
      { document: 'terms', version: '2026-11-26' },
      { document: 'terms', version: LEGAL_DOCUMENT_VERSIONS.terms },
    ]);
    // And the LGPD export says so.
    const exported = await server.call(accountExportContract, { token: account.token });
    expectSuccess(exported);
    expect(exported.body.data.consents.map((c) => [c.document, c.version]).sort()).toEqual([
      ['privacy', LEGAL_DOCUMENT_VERSIONS.privacy],
      ['terms', '2026-11-26'],
      ['terms', LEGAL_DOCUMENT_VERSIONS.terms],
    ]);
  });

  it('one document at a time, and accepting again records nothing more', async () => {
    const account = await withOldConsents();
    const first = await server.call(acceptConsentsContract, { token: account.token, body: { documents: [CURRENT[1]] } });
    expectSuccess(first, 200, CONSENT_MESSAGES.accepted);
    expect(first.body.data.pendingConsents).toEqual([CURRENT[0]]);
    for (let i = 0; i < 2; i += 1) {
      const again = await server.call(acceptConsentsContract, { token: account.token, body: { documents: [...CURRENT, CURRENT[0]] } });
      expectSuccess(again, 200, CONSENT_MESSAGES.accepted);
      expect(again.body.data.pendingConsents).toEqual([]);
    }
    expect(await consentRows(account.user.id)).toHaveLength(3);
  });

  it('refuses, in Portuguese, an unknown document, a version that is not the current one, and an empty or missing list', async () => {
    const account = await withOldConsents();
    const post = (body: unknown) => server.call(acceptConsentsContract, { token: account.token, body: body as { documents: [] } });
    expectError(await post({ documents: [{ document: 'cookies', version: LEGAL_DOCUMENT_VERSIONS.terms }] }), 400, CONSENT_MESSAGES.unknownDocument);
    expectError(await post({ documents: [{ document: 'terms', version: '2026-11-26' }] }), 400, CONSENT_MESSAGES.notCurrent);
    expectError(await post({ documents: [{ document: 'terms' }] }), 400, CONSENT_MESSAGES.notCurrent);
    expectError(
      await post({ documents: [CURRENT[1], { document: 'terms', version: `${LEGAL_DOCUMENT_VERSIONS.terms}.9` }] }),
      400,
      CONSENT_MESSAGES.notCurrent,
    );
    expectError(await post({ documents: [] }), 400, CONSENT_MESSAGES.documentsRequired);
    expectError(await post({}), 400, CONSENT_MESSAGES.documentsRequired);
    expectError(await post({ documents: 'terms' }), 400, CONSENT_MESSAGES.documentsRequired);
    // A refused call records nothing, not even its valid part.
    expect(await consentRows(account.user.id)).toEqual([{ document: 'terms', version: '2026-11-26' }]);
    expect((await server.call(meContract, { token: account.token })).body.data.pendingConsents).toEqual(CURRENT);
  });

  it('needs a signed-in caller', async () => {
    const res = await server.call(acceptConsentsContract, { body: { documents: [...CURRENT] } });
    expect(res.status).toBe(401);
  });
});
