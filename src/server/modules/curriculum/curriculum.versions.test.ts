/** Version history: each change keeps the whole saved curriculum, the last 10 are listed, a restore becomes the newest. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRICULUM_AUTOSAVES_KEPT,
  curriculumVersionsContract,
  generateFromProfileContract,
  saveCurriculumContract,
  saveBasicInfoContract,
  restoreCurriculumVersionContract,
  curriculumItemContracts,
} from '../../../shared/contracts/curriculum.contract';
import { curriculumCompleteness } from '../../../shared/curriculum/completeness';
import { CURRICULUM_MESSAGES } from '../../../shared/curriculum/rules';
import { ITEM_KINDS } from '../../../shared/curriculum/sections';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  RELAXED_LIMITS,
  apiRaw,
  contentOf,
  expectError,
  expectSuccess,
  fullCurriculum,
  myCurriculum,
  savedCurriculum,
  payingUser,
  saveCurriculum,
} from './curriculum.test-support';

interface Version {
  number: number;
  createdAt: string;
  reason: string;
  section: string | null;
  fullName: string;
  completeness: number;
  itemCount: number;
}

async function versions(server: TestServer, token: string): Promise<Version[]> {
  const res = await server.call(curriculumVersionsContract, { token });
  expectSuccess(res);
  return res.body.data.versions as Version[];
}

describe(`curriculum versions (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists nothing before the first save', async () => {
    const account = await payingUser(server);
    expect(await versions(server, account.token)).toEqual([]);
    expectError(await server.call(restoreCurriculumVersionContract, { params: { number: 1 }, token: account.token }), 404, CURRICULUM_MESSAGES.versionNotFound);
    expect(await myCurriculum(server, account.token)).toBeNull();
  });

  it('keeps 12 manual saves, newest first, with completeness and item count; a save that changes nothing adds none', async () => {
    const account = await payingUser(server);
    const saves = [];
    for (let n = 1; n <= 12; n++) {
      const body =
        n === 12
          ? fullCurriculum({ fullName: `Versão ${n}` })
          : { fullName: `Versão ${n}`, skills: Array.from({ length: n % 4 }, (_, i) => ({ name: `Habilidade ${i}` })) };
      saves.push(await saveCurriculum(server, account.token, { ...body, reason: 'manual' }));
    }
    const listed = await versions(server, account.token);
    const twelve = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(listed.map((version) => version.number)).toEqual(twelve);
    expect(listed.map((version) => version.fullName)).toEqual(twelve.map((n) => `Versão ${n}`));
    expect(new Set(listed.map((version) => version.reason))).toEqual(new Set(['manual']));
    for (const [index, version] of listed.entries()) {
      const saved = saves[11 - index]!;
      expect(version.createdAt).toBe(saved.updatedAt);
      expect(version.completeness).toBe(curriculumCompleteness(saved).percent);
      expect(version.itemCount).toBe(ITEM_KINDS.reduce((sum, kind) => sum + saved[kind].length, 0));
    }
    expect(listed[0]!.itemCount).toBe(ITEM_KINDS.reduce((sum, kind) => sum + (fullCurriculum()[kind] ?? []).length, 0));
    expect(listed[0]!.completeness).toBe(100);
    expect(listed[1]!.itemCount).toBe(3);
    for (let i = 1; i < listed.length; i++) expect(listed[i - 1]!.createdAt >= listed[i]!.createdAt).toBe(true);

    // The same document again, with the ids it was given: nothing changes, not even the save time.
    const current = await savedCurriculum(server, account.token);
    const { id: _id, updatedAt: _updatedAt, ...again } = current;
    const res = await server.call(saveCurriculumContract, { token: account.token, body: again });
    expectSuccess(res);
    expect(res.body.data.updatedAt).toBe(current.updatedAt);
    expect((await versions(server, account.token)).map((version) => version.number)).toEqual(listed.map((version) => version.number));
  }, 30_000);

  it('every call that changes the document adds one version, and the same call changing nothing adds none', async () => {
    const account = await payingUser(server);
    const top = async () => (await versions(server, account.token))[0]?.number ?? 0;
    const expectVersionAfter = async (label: string, call: () => Promise<{ status: number; text: string }>, added: boolean) => {
      const before = await top();
      const res = await call();
      expect(res.status, `${label}: ${res.text}`).toBeLessThan(300);
      expect(await top(), label).toBe(before + (added ? 1 : 0));
    };
    await expectVersionAfter('basic-info creates', () => server.call(saveBasicInfoContract, { token: account.token, body: { fullName: 'Gabi Nunes' } }), true);
    await expectVersionAfter(
      'basic-info, same value',
      () => server.call(saveBasicInfoContract, { token: account.token, body: { fullName: 'Gabi Nunes' } }),
      false,
    );
    await expectVersionAfter(
      'basic-info, design only (saved, but a look: no version)',
      () => server.call(saveBasicInfoContract, { token: account.token, body: { design: 'modern' } }),
      false,
    );
    expect((await myCurriculum(server, account.token))?.design).toBe('modern');
    const created = await server.call(curriculumItemContracts.skills.create, { token: account.token, body: { name: 'Excel' } });
    expect(await top()).toBe(2);
    const skillId = created.body.data.item.id as string;
    await expectVersionAfter(
      'item update',
      () => server.call(curriculumItemContracts.skills.update, { params: { id: skillId }, token: account.token, body: { name: 'Excel', level: 'ADVANCED' } }),
      true,
    );
    await expectVersionAfter(
      'item update, same values',
      () => server.call(curriculumItemContracts.skills.update, { params: { id: skillId }, token: account.token, body: { name: 'Excel', level: 'ADVANCED' } }),
      false,
    );
    await expectVersionAfter(
      'delete of a missing item',
      () => server.call(curriculumItemContracts.skills.remove, { params: { id: '3f2a9c1e-7b4d-4e8a-9c2b-1d0e5f6a7b8c' }, token: account.token }),
      false,
    );
    // Suggestions to pick from write nothing (decision 0193).
    await expectVersionAfter('generate from profile', () => server.call(generateFromProfileContract, { token: account.token, body: {} }), false);
    await expectVersionAfter('item delete', () => server.call(curriculumItemContracts.skills.remove, { params: { id: skillId }, token: account.token }), true);
    await expectVersionAfter('restore', () => server.call(restoreCurriculumVersionContract, { params: { number: 2 }, token: account.token }), true);
    expectError(await server.call(saveBasicInfoContract, { token: account.token, body: { fullName: 'Outro', phone: '123' } }), 400, /Telefone/);
    expectError(await server.call(saveCurriculumContract, { token: account.token, body: {} }), 409, CURRICULUM_MESSAGES.emptyOverwrite);
    expect(await top(), 'refused writes').toBe(5);
  }, 30_000);

  it('restores a version: its content and item ids come back, and it becomes the newest version', async () => {
    const account = await payingUser(server);
    const first = await saveCurriculum(server, account.token, fullCurriculum({ fullName: 'Helena Prates' }));
    await saveCurriculum(server, account.token, { fullName: 'Helena Prates', objective: 'Outra coisa', type: 'YOUNG' });
    await server.call(saveBasicInfoContract, { token: account.token, body: { age: '17' } });
    const before = await versions(server, account.token);
    expect(before.map((version) => version.number)).toEqual([3, 2, 1]);

    const res = await server.call(restoreCurriculumVersionContract, { params: { number: 1 }, token: account.token });
    expectSuccess(res);
    const { dropped: _dropped, ...firstSaved } = first;
    // Everything came back as it was, and the current curriculum had no item to replace: nothing to report.
    const { dropped, overLimit, trashed, ...restored } = res.body.data;
    expect({ dropped, overLimit, trashed }).toEqual({ dropped: [], overLimit: [], trashed: 0 });
    expect(contentOf(restored)).toEqual(contentOf(firstSaved));
    for (const kind of ['education', 'courses', 'skills', 'experiences', 'recognitions'] as const) {
      expect(
        res.body.data[kind].map((item: { id: string }) => item.id),
        kind,
      ).toEqual(firstSaved[kind].map((item: { id: string }) => item.id));
    }
    expect(res.body.data.updatedAt > first.updatedAt).toBe(true);
    expect(await myCurriculum(server, account.token)).toEqual(restored);

    const after = await versions(server, account.token);
    expect(after.map((version) => version.number)).toEqual([4, 3, 2, 1]);
    expect(after[0]).toMatchObject({ fullName: 'Helena Prates', itemCount: before[2]!.itemCount, completeness: before[2]!.completeness });

    // A version past the ones kept, or one that never was, is a 404; a number that is not one is a 400.
    expectError(
      await server.call(restoreCurriculumVersionContract, { params: { number: 99 }, token: account.token }),
      404,
      CURRICULUM_MESSAGES.versionNotFound,
    );
    // Raw: not a number.
    expectError(await apiRaw.post(server, account.token, '/versions/abc/restore'), 400, 'Versão inválida.');
    expectError(await server.call(restoreCurriculumVersionContract, { params: { number: 0 }, token: account.token }), 400, 'Versão inválida.');
    expect(await myCurriculum(server, account.token)).toEqual(restored);
  }, 30_000);

  it('concurrent first writes of one user make one curriculum, keep every item and number the versions in order', async () => {
    const account = await payingUser(server);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => server.call(curriculumItemContracts.skills.create, { token: account.token, body: { name: `Habilidade ${i}` } })),
    );
    for (const res of results) expectSuccess(res, 201);
    const saved = await savedCurriculum(server, account.token);
    expect(saved.skills.map((skill: { name: string }) => skill.name).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `Habilidade ${i}`).sort());
    expect(new Set(saved.skills.map((skill: { order: number }) => skill.order)).size).toBe(8);
    // Numbered in order; of these item calls (autosaves) the day's first and the last CURRICULUM_AUTOSAVES_KEPT are kept.
    const listed = await versions(server, account.token);
    const kept = [...[8, 7, 6, 5, 4, 3, 2].slice(0, CURRICULUM_AUTOSAVES_KEPT), 1];
    expect(listed.map((version) => version.number)).toEqual(kept);
    expect(listed.map((version) => version.itemCount)).toEqual(kept);
  }, 30_000);

  it("another user's version numbers restore nothing of theirs", async () => {
    const owner = await payingUser(server);
    const other = await payingUser(server);
    await saveCurriculum(server, owner.token, fullCurriculum({ fullName: 'Íris Campos' }));
    await saveCurriculum(server, other.token, { fullName: 'Outro Nome' });
    expectError(await server.call(restoreCurriculumVersionContract, { params: { number: 2 }, token: other.token }), 404, CURRICULUM_MESSAGES.versionNotFound);
    const restored = await server.call(restoreCurriculumVersionContract, { params: { number: 1 }, token: other.token });
    expectSuccess(restored);
    expect(restored.body.data.fullName).toBe('Outro Nome');
    expect((await versions(server, other.token)).map((version) => version.fullName)).toEqual(['Outro Nome']);
  }, 30_000);
});
