/** Issue 28: the typed path of the API tests. `server.call(contract, …)` builds the path from the contract, and its types come from it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthContract } from '../../shared/contracts/health.contract';
import { loginContract, registerContract } from '../../shared/contracts/auth.contract';
import { historyContract, profileByIdContract } from '../../shared/contracts/results.contract';
import { generateFromProfileContract } from '../../shared/contracts/curriculum.contract';
import { startTestServer, testDatabaseKind, type TestServer } from './test-server';
import { RELAXED_LIMITS, uniqueEmail } from '../modules/auth/auth.test-support';

describe(`server.call: a contract's call, typed by it (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  it('fills path parameters, sends the body and the token, adds the query', async () => {
    const profile = await server.call(profileByIdContract, { params: { id: 'leal' } });
    expect(profile.status, profile.text).toBe(200);
    expect(profile.body.data.profile.name).toBe('Leal');

    const email = uniqueEmail('typed');
    const registered = await server.call(registerContract, { body: { name: 'Ana Typed', email, password: 'Senha-forte-123' } });
    expect(registered.status, registered.text).toBe(201);
    const login = await server.call(loginContract, { body: { email, password: 'Senha-forte-123' } });
    expect(login.status, login.text).toBe(200);
    const history = await server.call(historyContract, { token: login.body.data.token, query: { limit: 1 } });
    expect(history.status, history.text).toBe(200);
    expect(history.body.data.attempts).toEqual([]);
    const tooMany = await server.call(historyContract, { token: login.body.data.token, query: { limit: 10_000 } });
    expect(tooMany.status, tooMany.text).toBe(400);
    expect(tooMany.body.message).toBeTruthy();
  });

  it('is checked by the compiler: a field the contract does not have is an error', () => {
    const typeOnly = (run: boolean) => {
      if (!run) return;
      // @ts-expect-error -- the health answer has no `nome`.
      void server.call(healthContract).then((res) => res.body.data.nome);
      // @ts-expect-error -- params are required where the path has them.
      void server.call(profileByIdContract, {});
      // @ts-expect-error -- a body the contract requires cannot be left out.
      void server.call(registerContract, {});
      // A body the contract lets be absent (`.nullish()`) can be left out.
      void server.call(generateFromProfileContract, { token: 'a' });
    };
    typeOnly(false);
    expect(typeof server.call).toBe('function');
  });
});
