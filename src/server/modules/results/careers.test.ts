/**
 * Issue 27 over HTTP: the owner's result carries careers ranked by the person's top-3 profiles, with "o que dá para
 * fazer agora" written for the stage-of-life answers the account holds (4 free, 12 paid); changing the answers
 * rewrites the steps; without answers, the general path. The shared view never shows steps from the person's answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { completedAttempt, payReport, RELAXED_LIMITS, setLifeStage } from '../payment/payment.test-support';
import { FREE_CAREERS, PAID_CAREERS } from '../../../shared/scoring/next-steps';
import type { PersonCareers } from '../../../shared/content/careers/career-view';
import { CAREER_CATALOGUE } from '../../../shared/content/careers/catalogue';
import { myResultContract, resultSharingContract, sharedResultContract } from '../../../shared/contracts/quiz.contract';

describe(`careers for this person, over HTTP (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  const careersOf = async (token: string): Promise<PersonCareers> => {
    const res = await server.call(myResultContract, { token });
    expect(res.status, res.text).toBe(200);
    return res.body.data.result.careers;
  };
  const nowOf = (careers: PersonCareers) => careers.careers.map((career) => career.now.join(' ')).join('\n');
  const byId = (id: string) => CAREER_CATALOGUE.find((career) => career.id === id)!;

  it('free: 4 careers with the general path until the person answers; then steps for their age and stage', async () => {
    const { account } = await completedAttempt(server, undefined, null);
    const general = await careersOf(account.token);
    expect(general.careers).toHaveLength(FREE_CAREERS);
    expect(general.stageKnown).toBe(false);
    expect(general.catalogueSize).toBeGreaterThanOrEqual(140);
    for (const career of general.careers) expect(career.now).toHaveLength(1);

    await setLifeStage(server, account.token, { ageBand: '14-15', schoolStage: '9-ano', situation: 'so-estudo', uf: 'SP' });
    const ninth = await careersOf(account.token);
    expect(ninth.stageKnown).toBe(true);
    expect(nowOf(ninth)).not.toBe(nowOf(general));
    expect(nowOf(ninth)).not.toMatch(/já pode fazer estágio/);
    for (const career of ninth.careers) {
      if (byId(career.id).routes.includes('tecnico-integrado')) expect(career.now.join(' ')).toMatch(/vestibulinho da Etec/);
      if (byId(career.id).minorNote) expect(career.minorNote).toBe(byId(career.id).minorNote);
    }

    await setLifeStage(server, account.token, { ageBand: '21-24', schoolStage: 'em-concluido', situation: 'primeiro-emprego', uf: 'PE' });
    const adult = await careersOf(account.token);
    expect(nowOf(adult)).not.toMatch(/vestibulinho|precisa estar matriculado/);
    for (const career of adult.careers) {
      expect(career.minorNote).toBeNull();
      if (byId(career.id).routes.includes('jovem-aprendiz')) expect(career.now.join(' ')).toMatch(/não precisa estar estudando/);
    }

    await setLifeStage(server, account.token, { ageBand: null, schoolStage: null, situation: null, uf: null });
    expect(nowOf(await careersOf(account.token))).toBe(nowOf(general));
  });

  it('paid: 12 careers; the shared view keeps the general path whatever the owner answered', async () => {
    const { account, attemptId } = await completedAttempt(server, undefined, '16-17');
    await setLifeStage(server, account.token, { schoolStage: 'em-3', uf: 'BA' });
    await payReport(server, account.token, attemptId);
    const paid = await careersOf(account.token);
    expect(paid.careers).toHaveLength(PAID_CAREERS);
    expect(nowOf(paid)).toMatch(/Sisu/);

    const sharing = await server.call(resultSharingContract, { token: account.token, params: { attemptId }, body: { shared: true } });
    expect(sharing.status, sharing.text).toBe(200);
    const shared = await server.call(sharedResultContract, { params: { attemptId } });
    expect(shared.status, shared.text).toBe(200);
    const publicCareers = shared.body.data.result.careers;
    expect(publicCareers.stageKnown).toBe(false);
    expect(publicCareers.careers).toHaveLength(FREE_CAREERS);
    // None of the 3ª série steps, and no word of the state the owner gave.
    expect(shared.text).not.toMatch(/Na 3ª série, o Enem|já pode fazer estágio|Bahia/);
  });
});
