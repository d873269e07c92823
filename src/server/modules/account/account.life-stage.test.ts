/**
 * Issue 27, the four optional questions: age band, school stage, situation and UF. Each can be skipped (null),
 * changed or cleared; they are the account's, in the user view and the LGPD export, and erased with the account.
 */
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import { deleteMeContract, meContract, updateLifeStageContract } from '../../../shared/contracts/auth.contract';
import type { ContractBody } from '../../../shared/contracts/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { AGE_BAND_MESSAGES } from '../../../shared/domain/age-band';
import { LIFE_STAGE_MESSAGES } from '../../../shared/domain/life-stage';
import { storedRows } from '../payment/payment.test-support';
import { RELAXED_LIMITS, expectError, expectSuccess, registerAccount } from '../auth/auth.test-support';

describe(`the stage-of-life questions (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  const put = (token: string, body: ContractBody<typeof updateLifeStageContract>) => server.call(updateLifeStageContract, { token, body });
  /** Values outside the lists, sent raw. */
  const putRaw = (token: string, body: unknown) => server.request('PUT', '/api/auth/me/life-stage', { token, body });
  const me = async (token: string) => (await server.call(meContract, { token })).body.data.user;

  it('starts empty, saves the four answers, and keeps a field left out', async () => {
    const account = await registerAccount(server);
    expect(await me(account.token)).toMatchObject({ ageBand: null, schoolStage: null, situation: null, uf: null });
    const saved = await put(account.token, { ageBand: '14-15', schoolStage: '9-ano', situation: 'so-estudo', uf: 'SP' });
    expectSuccess(saved, 200, LIFE_STAGE_MESSAGES.saved);
    expect(saved.body.data.user).toMatchObject({ ageBand: '14-15', schoolStage: '9-ano', situation: 'so-estudo', uf: 'SP' });
    expectSuccess(await put(account.token, { schoolStage: 'em-1' }), 200, LIFE_STAGE_MESSAGES.saved);
    expect(await me(account.token)).toMatchObject({ ageBand: '14-15', schoolStage: 'em-1', situation: 'so-estudo', uf: 'SP' });
  });

  it('a skipped answer is null: it clears what was there, and an empty body changes nothing', async () => {
    const account = await registerAccount(server);
    await put(account.token, { ageBand: '21-24', schoolStage: 'em-concluido', situation: 'primeiro-emprego', uf: 'BA' });
    expectSuccess(await put(account.token, {}), 200, LIFE_STAGE_MESSAGES.saved);
    expect(await me(account.token)).toMatchObject({ ageBand: '21-24', uf: 'BA' });
    expectSuccess(await put(account.token, { situation: null, uf: null }), 200, LIFE_STAGE_MESSAGES.saved);
    expect(await me(account.token)).toMatchObject({ ageBand: '21-24', schoolStage: 'em-concluido', situation: null, uf: null });
  });

  it('refuses values outside the lists with a Portuguese message, and saves nothing of that request', async () => {
    const account = await registerAccount(server);
    await put(account.token, { schoolStage: 'em-2', uf: 'PE' });
    expectError(await putRaw(account.token, { schoolStage: '10-ano', uf: 'RJ' }), 400, LIFE_STAGE_MESSAGES.invalidSchoolStage);
    expectError(await putRaw(account.token, { situation: 'aposentado' }), 400, LIFE_STAGE_MESSAGES.invalidSituation);
    expectError(await putRaw(account.token, { uf: 'XX' }), 400, LIFE_STAGE_MESSAGES.invalidUf);
    expectError(await putRaw(account.token, { uf: 'sp' }), 400, LIFE_STAGE_MESSAGES.invalidUf);
    expectError(await putRaw(account.token, { ageBand: '13' }), 400, AGE_BAND_MESSAGES.invalid);
    expect(await me(account.token)).toMatchObject({ schoolStage: 'em-2', uf: 'PE' });
  });

  it('needs a session', async () => {
    expect((await put('', { uf: 'SP' })).status).toBe(401);
  });

  it('is in the LGPD export and erased with the account', async () => {
    const account = await registerAccount(server);
    await put(account.token, { ageBand: '16-17', schoolStage: 'tecnico', situation: 'estudo-e-trabalho', uf: 'MG' });
    const exported = await server.call(accountExportContract, { token: account.token });
    expect(exported.body.data.account).toMatchObject({ ageBand: '16-17', schoolStage: 'tecnico', situation: 'estudo-e-trabalho', uf: 'MG' });
    const deleted = await server.call(deleteMeContract, { token: account.token, body: { password: account.password } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await storedRows(server, 'select id from users where school_stage = ? and uf = ?', ['tecnico', 'MG'])).toEqual([]);
  });
});
