/**
 * Versions at meaningful moments (issue 29, decision 0193), over HTTP: a save says why; a manual save, a finished
 * section, the first save of a day (Brasília time) and a restore are kept, up to CURRICULUM_VERSIONS_KEPT; autosaves
 * roll, CURRICULUM_AUTOSAVES_KEPT of them, and never push a meaningful version out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRICULUM_AUTOSAVES_KEPT,
  CURRICULUM_VERSIONS_KEPT,
  curriculumVersionsContract,
  restoreCurriculumVersionContract,
  saveCurriculumContract,
  type CurriculumInput,
  type CurriculumVersion,
} from '../../../shared/contracts/curriculum.contract';
import { SECTION_LABELS } from '../../../shared/curriculum/sections';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { RELAXED_LIMITS, expectError, expectSuccess, payingUser, saveCurriculum, savedCurriculum, writeRows } from './curriculum.test-support';

const MINUTE = 60 * 1000;

describe(`curriculum versions at meaningful moments (${testDatabaseKind})`, () => {
  // 09:00 in São Paulo (UTC-3).
  const clock = createTestClock(new Date('2026-03-02T12:00:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, SESSION_TTL_DAYS: '90' }, { now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function versions(token: string): Promise<CurriculumVersion[]> {
    const res = await server.call(curriculumVersionsContract, { token });
    expectSuccess(res);
    return res.body.data.versions;
  }
  const moments = async (token: string) => (await versions(token)).map((version) => [version.number, version.reason, version.section]);
  async function save(token: string, body: CurriculumInput) {
    clock.advance(MINUTE);
    return saveCurriculum(server, token, body);
  }

  it('15 autosaves keep the manual and section versions and do not grow the list', async () => {
    const account = await payingUser(server);
    const experiences = SECTION_LABELS.experiences;
    await save(account.token, { fullName: 'Lia Campos' });
    await save(account.token, { fullName: 'Lia Campos', objective: 'Jovem Aprendiz', reason: 'manual' });
    await save(account.token, { fullName: 'Lia Campos', objective: 'Jovem Aprendiz', skills: [{ name: 'Excel' }], reason: 'section', section: experiences });
    for (let n = 1; n <= 15; n++) await save(account.token, { fullName: 'Lia Campos', objective: `Jovem Aprendiz ${n}`, skills: [{ name: 'Excel' }] });

    const listed = await moments(account.token);
    expect(listed).toEqual([
      [18, 'autosave', null],
      [17, 'autosave', null],
      [16, 'autosave', null],
      [3, 'section', experiences],
      [2, 'manual', null],
      [1, 'day', null],
    ]);
    expect(listed.filter(([, reason]) => reason === 'autosave')).toHaveLength(CURRICULUM_AUTOSAVES_KEPT);
    // The newest version is the resume as saved.
    expect((await versions(account.token))[0]!.createdAt).toBe((await savedCurriculum(server, account.token)).updatedAt);

    // Another 15 autosaves: the same length.
    for (let n = 16; n <= 30; n++) await save(account.token, { fullName: 'Lia Campos', objective: `Jovem Aprendiz ${n}`, skills: [{ name: 'Excel' }] });
    expect(await moments(account.token)).toEqual([[33, 'autosave', null], [32, 'autosave', null], [31, 'autosave', null], ...listed.slice(3)]);
  }, 60_000);

  it('a manual save and a section save each make a version; one that changes nothing marks the newest autosave instead', async () => {
    const account = await payingUser(server);
    await save(account.token, { fullName: 'Rui Sales' });
    await save(account.token, { fullName: 'Rui Sales', age: '17' });
    expect(await moments(account.token)).toEqual([
      [2, 'autosave', null],
      [1, 'day', null],
    ]);
    const same = { fullName: 'Rui Sales', age: '17' };
    const res = await server.call(saveCurriculumContract, { token: account.token, body: { ...same, reason: 'manual' } });
    expectSuccess(res);
    expect(await moments(account.token)).toEqual([
      [2, 'manual', null],
      [1, 'day', null],
    ]);
    await save(account.token, { ...same, objective: 'Estágio', reason: 'section', section: 'Objetivo' });
    // A Jovem step by its name.
    await save(account.token, { ...same, objective: 'Estágio', phone: '(11) 98765-4321', reason: 'section', section: 'Quem é você?' });
    expect(await moments(account.token)).toEqual([
      [4, 'section', 'Quem é você?'],
      [3, 'section', 'Objetivo'],
      [2, 'manual', null],
      [1, 'day', null],
    ]);
  }, 30_000);

  it('the first save of a day in Brasília time is kept, even when it is an autosave', async () => {
    const account = await payingUser(server);
    await save(account.token, { fullName: 'Bia Reis' });
    await save(account.token, { fullName: 'Bia Reis', age: '16' });
    // 23:30 in São Paulo: already the next day in UTC, still the same day here.
    const lateEvening = new Date('2026-03-03T02:30:00.000Z').getTime();
    expect(clock.now().getTime()).toBeLessThan(lateEvening);
    clock.advance(lateEvening - clock.now().getTime());
    const dayBefore = clock.now();
    await saveCurriculum(server, account.token, { fullName: 'Bia Reis', age: '17' });
    // One hour later: 00:30 of the next day in São Paulo.
    clock.advance(60 * MINUTE);
    await saveCurriculum(server, account.token, { fullName: 'Bia Reis', age: '18' });
    await save(account.token, { fullName: 'Bia Reis', age: '19' });
    const listed = await versions(account.token);
    expect(listed.map((version) => [version.number, version.reason])).toEqual([
      [5, 'autosave'],
      [4, 'day'],
      [3, 'autosave'],
      [2, 'autosave'],
      [1, 'day'],
    ]);
    expect(listed[2]!.createdAt).toBe(dayBefore.toISOString());
    // Three more autosaves: both first saves of their days stay.
    for (const age of ['20', '21', '22']) await save(account.token, { fullName: 'Bia Reis', age });
    expect((await versions(account.token)).map((version) => [version.number, version.reason])).toEqual([
      [8, 'autosave'],
      [7, 'autosave'],
      [6, 'autosave'],
      [4, 'day'],
      [1, 'day'],
    ]);
  }, 30_000);

  it(`keeps the last ${CURRICULUM_VERSIONS_KEPT} meaningful versions`, async () => {
    const account = await payingUser(server);
    const total = CURRICULUM_VERSIONS_KEPT + 2;
    for (let n = 1; n <= total; n++) await save(account.token, { fullName: `Versão ${n}`, reason: 'manual' });
    const listed = await versions(account.token);
    expect(listed).toHaveLength(CURRICULUM_VERSIONS_KEPT);
    expect(listed.map((version) => version.number)).toEqual(Array.from({ length: CURRICULUM_VERSIONS_KEPT }, (_, i) => total - i));
  }, 60_000);

  it('a restore still works and reports; it is kept as a restore, and the autosave it replaced stays', async () => {
    const account = await payingUser(server);
    await save(account.token, { fullName: 'Nina Alves', skills: [{ name: 'Excel' }], reason: 'manual' });
    await save(account.token, { fullName: 'Nina Alves', skills: [{ name: 'Word' }] });
    clock.advance(MINUTE);
    const res = await server.call(restoreCurriculumVersionContract, { params: { number: 1 }, token: account.token });
    expectSuccess(res);
    expect(res.body.data.skills.map((skill) => skill.name)).toEqual(['Excel']);
    // The current "Word" was replaced: it went to the trash, and the answer says so (decision 0185).
    expect(res.body.data.trashed).toBe(1);
    expect(await moments(account.token)).toEqual([
      [3, 'restore', null],
      [2, 'before-restore', null],
      [1, 'manual', null],
    ]);
    for (let n = 1; n <= CURRICULUM_AUTOSAVES_KEPT + 1; n++) await save(account.token, { fullName: `Nina Alves ${n}`, skills: [{ name: 'Excel' }] });
    expect((await moments(account.token)).slice(-3)).toEqual([
      [3, 'restore', null],
      [2, 'before-restore', null],
      [1, 'manual', null],
    ]);
  }, 30_000);

  it('refuses an unknown reason or section with a message in Portuguese, and saves nothing', async () => {
    const account = await payingUser(server);
    const bad = await server.request('PUT', '/api/curriculum', { token: account.token, body: { fullName: 'Léo Dias', reason: 'sempre' } });
    expectError(bad, 400, 'O motivo do salvamento deve ser autosave, manual ou section.');
    const badSection = await server.request('PUT', '/api/curriculum', {
      token: account.token,
      body: { fullName: 'Léo Dias', reason: 'section', section: 'Inventada' },
    });
    expectError(badSection, 400, 'A seção concluída não existe.');
    expect(await versions(account.token)).toEqual([]);
  }, 30_000);

  it("versions saved before reasons existed are kept as 'earlier' (meaningful): the rolling of autosaves drops none", async () => {
    const account = await payingUser(server);
    const first = await save(account.token, { fullName: 'Davi Luz' });
    const document = JSON.stringify(await savedCurriculum(server, account.token));
    // Rows as migration 0027 found them: no reason given, the column's default.
    for (const number of [2, 3, 4]) {
      await writeRows(server, 'insert into curriculum_versions (curriculum_id, number, document, created_at) values (?, ?, ?, ?)', [
        first.id,
        number,
        document,
        first.updatedAt,
      ]);
    }
    for (let n = 1; n <= CURRICULUM_AUTOSAVES_KEPT + 2; n++) await save(account.token, { fullName: `Davi Luz ${n}` });
    const listed = await moments(account.token);
    expect(listed.filter(([, reason]) => reason === 'earlier').map(([number]) => number)).toEqual([4, 3, 2]);
    expect(listed.filter(([, reason]) => reason === 'autosave')).toHaveLength(CURRICULUM_AUTOSAVES_KEPT);
  }, 30_000);
});
