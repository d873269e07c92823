import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotPasswordContract } from '../../../shared/contracts/auth.contract';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { argon2PasswordHasher, type PasswordHasher } from '../../platform/security/password-hasher';
import { waitForMailFile } from '../../testing/mail-files';
import path from 'node:path';
import { MESSAGES, RELAXED_LIMITS, expectError, isTemporaryPasswordMailTo, login, registerAccount, uniqueEmail } from './auth.test-support';

/** Issue 26, F18: a wrong login costs the same hash checks whatever the address, so its timing tells nothing. */
describe(`accounts: every wrong login does the same hashing work (${testDatabaseKind})`, () => {
  let server: TestServer;
  let verifications = 0;
  const counting: PasswordHasher = {
    hash: (password) => argon2PasswordHasher.hash(password),
    verify: (hashed, password) => {
      verifications += 1;
      return argon2PasswordHasher.verify(hashed, password);
    },
  };
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS, { passwordHasher: counting });
  });
  afterAll(() => server?.close());

  async function checksFor(email: string): Promise<number> {
    verifications = 0;
    expectError(await login(server, email, 'senha-errada-7'), 401, MESSAGES.wrongCredentials);
    return verifications;
  }

  it('an unknown address, a known one, and a known one with a pending temporary password: two checks each', async () => {
    const known = await registerAccount(server);
    const withReset = await registerAccount(server);
    const unknown = uniqueEmail('ninguem');
    for (const email of [withReset.email, unknown]) {
      expect((await server.call(forgotPasswordContract, { body: { email } })).status).toBe(200);
    }
    await waitForMailFile(path.join(server.config.dataDir, 'mail'), isTemporaryPasswordMailTo(withReset.email));
    const counts = [await checksFor(unknown), await checksFor(known.email), await checksFor(withReset.email)];
    expect(counts).toEqual([2, 2, 2]);
  });
});
