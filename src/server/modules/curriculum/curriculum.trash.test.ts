/**
 * The resume's trash (issue 29 "nothing lost", decision 0185), over HTTP: a deleted item waits 30 days and can be
 * put back; a version restore says what it left out and trashes what it replaced; the LGPD export lists the trash
 * and the account deletion empties it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import { deleteMeContract } from '../../../shared/contracts/auth.contract';
import { curriculumTrashContract, restoreTrashItemContract, type TrashEntry } from '../../../shared/contracts/curriculum-trash.contract';
import { curriculumItemContracts, restoreCurriculumVersionContract, type Curriculum } from '../../../shared/contracts/curriculum.contract';
import { LIST_SECTIONS } from '../../../shared/curriculum/sections';
import { CURRICULUM_TRASH_DAYS, CURRICULUM_TRASH_MAX_ITEMS, TRASH_MESSAGES, trashSectionFullMessage } from '../../../shared/curriculum/trash';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { storedRows } from '../payment/payment.test-support';
import { RELAXED_LIMITS, expectError, expectSuccess, fullCurriculum, payingUser, saveCurriculum, savedCurriculum, writeRows } from './curriculum.test-support';

const DAY = 24 * 60 * 60 * 1000;

describe(`curriculum trash (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2026-03-02T12:00:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    // Sessions outlive the trash's 30 days, so one account can watch its rows expire.
    server = await startTestServer({ ...RELAXED_LIMITS, SESSION_TTL_DAYS: '90' }, { now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function trash(token: string): Promise<TrashEntry[]> {
    const res = await server.call(curriculumTrashContract, { token });
    expectSuccess(res);
    return res.body.data.items;
  }

  async function removeSkill(token: string, id: string): Promise<string> {
    const res = await server.call(curriculumItemContracts.skills.remove, { params: { id }, token });
    expectSuccess(res);
    expect(res.body.data.deleted).toBe(true);
    return res.body.data.trashId!;
  }

  it('a deleted item waits in the trash and comes back at its place with its id; an unknown id deletes nothing', async () => {
    const account = await payingUser(server);
    const saved = await saveCurriculum(server, account.token, fullCurriculum());
    const [first, middle, last] = saved.skills;
    expect(await trash(account.token)).toEqual([]);

    const trashId = await removeSkill(account.token, middle!.id);
    expect((await savedCurriculum(server, account.token)).skills.map((skill: { id: string }) => skill.id)).toEqual([first!.id, last!.id]);
    const listed = await trash(account.token);
    expect(listed).toEqual([
      {
        id: trashId,
        kind: 'skills',
        fields: { name: middle!.name, level: middle!.level },
        order: middle!.order,
        cause: 'deleted',
        deletedAt: clock.now().toISOString(),
        expiresAt: new Date(clock.now().getTime() + CURRICULUM_TRASH_DAYS * DAY).toISOString(),
      },
    ]);

    const restored = await server.call(restoreTrashItemContract, { params: { id: trashId }, token: account.token });
    expectSuccess(restored);
    expect(restored.body.data).toMatchObject({ kind: 'skills', itemId: middle!.id });
    expect(restored.body.data.curriculum.skills).toEqual(saved.skills);
    expect(await savedCurriculum(server, account.token)).toEqual(restored.body.data.curriculum);
    expect(await trash(account.token)).toEqual([]);
    // Restored once: the same trash id is gone.
    expectError(await server.call(restoreTrashItemContract, { params: { id: trashId }, token: account.token }), 404, TRASH_MESSAGES.notFound);

    const unknown = await server.call(curriculumItemContracts.skills.remove, { params: { id: '3f2a9c1e-7b4d-4e8a-9c2b-1d0e5f6a7b8c' }, token: account.token });
    expectSuccess(unknown);
    expect(unknown.body.data).toEqual({ deleted: false, trashId: null });
  }, 30_000);

  it('an item whose place was taken comes back at the end', async () => {
    const account = await payingUser(server);
    const saved = await saveCurriculum(server, account.token, fullCurriculum());
    const trashId = await removeSkill(account.token, saved.skills[0]!.id);
    const added = await server.call(curriculumItemContracts.skills.create, { token: account.token, body: { name: 'Planilhas', level: 'BASIC', order: 0 } });
    expectSuccess(added, 201);
    const restored = await server.call(restoreTrashItemContract, { params: { id: trashId }, token: account.token });
    expectSuccess(restored);
    const names = restored.body.data.curriculum.skills.map((skill) => skill.name);
    expect(names).toEqual(['Planilhas', saved.skills[1]!.name, saved.skills[2]!.name, saved.skills[0]!.name]);
  }, 30_000);

  it(`is emptied after ${CURRICULUM_TRASH_DAYS} days, on read and by the purge`, async () => {
    const account = await payingUser(server);
    const saved = await saveCurriculum(server, account.token, fullCurriculum());
    const early = await removeSkill(account.token, saved.skills[0]!.id);
    clock.advance(DAY);
    const late = await removeSkill(account.token, saved.skills[1]!.id);
    clock.advance((CURRICULUM_TRASH_DAYS - 1) * DAY);
    // The first is 30 days old: gone from the list, refused on restore; the second still there.
    expect((await trash(account.token)).map((entry) => entry.id)).toEqual([late]);
    expectError(await server.call(restoreTrashItemContract, { params: { id: early }, token: account.token }), 404, TRASH_MESSAGES.notFound);
    clock.advance(DAY);
    expectError(await server.call(restoreTrashItemContract, { params: { id: late }, token: account.token }), 404, TRASH_MESSAGES.notFound);
    expect(await trash(account.token)).toEqual([]);
    // And stored nowhere any more (the read dropped them).
    const curriculumId = (await savedCurriculum(server, account.token)).id;
    expect(await storedRows(server, 'select id from curriculum_trash where curriculum_id = ?', [curriculumId])).toEqual([]);
  }, 30_000);

  it('the purge pass drops expired rows of people who never come back', async () => {
    const account = await payingUser(server);
    const saved = await saveCurriculum(server, account.token, fullCurriculum());
    await removeSkill(account.token, saved.skills[0]!.id);
    const curriculumId = saved.id;
    const stored = () => storedRows<{ id: string }>(server, 'select id from curriculum_trash where curriculum_id = ?', [curriculumId]);
    expect(await stored()).toHaveLength(1);
    clock.advance(CURRICULUM_TRASH_DAYS * DAY);
    // The worker's pass, as the app runs it (a new app starts with one: a pass at start).
    const restarted = await server.restart({ now: clock.now });
    server = restarted;
    await expect.poll(stored, { timeout: 5_000 }).toEqual([]);
  }, 30_000);

  it(`refuses a restore into a full list with a 409 that says so, and keeps the item in the trash`, async () => {
    const account = await payingUser(server);
    const max = LIST_SECTIONS.courses.maxItems;
    const courses = Array.from({ length: max }, (_, i) => ({ name: `Curso ${i + 1}`, institution: 'SENAI', year: '2024' }));
    const saved = await saveCurriculum(server, account.token, fullCurriculum({ courses }));
    const removed = await server.call(curriculumItemContracts.courses.remove, { params: { id: saved.courses[3]!.id }, token: account.token });
    expectSuccess(removed);
    const added = await server.call(curriculumItemContracts.courses.create, {
      token: account.token,
      body: { name: 'Outro', institution: 'SENAC', year: '2025' },
    });
    expectSuccess(added, 201);
    const full = await server.call(restoreTrashItemContract, { params: { id: removed.body.data.trashId! }, token: account.token });
    expectError(full, 409, trashSectionFullMessage('courses'));
    expect(full.body.message).toBe(`Cursos já tem ${max} itens, o máximo. Exclua um item de curso antes de restaurar este.`);
    expect((await trash(account.token)).map((entry) => entry.id)).toEqual([removed.body.data.trashId]);
  }, 30_000);

  it("another person's trash id is a 404 and restores nothing", async () => {
    const owner = await payingUser(server);
    const other = await payingUser(server);
    const saved = await saveCurriculum(server, owner.token, fullCurriculum());
    await saveCurriculum(server, other.token, fullCurriculum({ skills: [] }));
    const trashId = await removeSkill(owner.token, saved.skills[0]!.id);
    expectError(await server.call(restoreTrashItemContract, { params: { id: trashId }, token: other.token }), 404, TRASH_MESSAGES.notFound);
    expect(await trash(other.token)).toEqual([]);
    expect((await savedCurriculum(server, other.token)).skills).toEqual([]);
    expect((await trash(owner.token)).map((entry) => entry.id)).toEqual([trashId]);
  }, 30_000);

  it(`keeps at most ${CURRICULUM_TRASH_MAX_ITEMS} rows per curriculum, the oldest going first`, async () => {
    const account = await payingUser(server);
    const saved = await saveCurriculum(server, account.token, fullCurriculum());
    // Old rows written straight to the table (200 deletes over HTTP would only slow the test down).
    for (let i = 0; i < CURRICULUM_TRASH_MAX_ITEMS; i++) {
      const at = new Date(clock.now().getTime() - (CURRICULUM_TRASH_MAX_ITEMS - i) * 60_000);
      await writeRows(
        server,
        'insert into curriculum_trash (id, curriculum_id, kind, item_id, item, cause, deleted_at, expires_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
        [
          `old-${String(i).padStart(3, '0')}`,
          saved.id,
          'skills',
          `old-item-${i}`,
          JSON.stringify({ name: `Antiga ${i}`, level: 'BASIC', order: i }),
          'deleted',
          at.toISOString(),
          new Date(at.getTime() + CURRICULUM_TRASH_DAYS * DAY).toISOString(),
        ],
      );
    }
    const newest = await removeSkill(account.token, saved.skills[0]!.id);
    const listed = await trash(account.token);
    expect(listed).toHaveLength(CURRICULUM_TRASH_MAX_ITEMS);
    expect(listed[0]!.id).toBe(newest);
    expect(listed.some((entry) => entry.id === 'old-000')).toBe(false);
    expect(listed.at(-1)!.id).toBe('old-001');
  }, 60_000);

  it('a version restore trashes the items it replaces and says what it left out (incomplete or past a limit)', async () => {
    const account = await payingUser(server);
    const v1 = await saveCurriculum(server, account.token, fullCurriculum());
    // Version 2: the same lists (same ids), but a skill changed, one removed, one added.
    const { id: _id, updatedAt: _updatedAt, dropped: _dropped, ...body } = v1;
    const skills = [{ ...v1.skills[0]!, name: 'Atendimento ao cliente' }, v1.skills[1]!, { name: 'Canva', level: 'BASIC' as const }];
    const v2 = await saveCurriculum(server, account.token, { ...body, skills });
    expect(v2.skills[0]!.id).toBe(v1.skills[0]!.id);
    // Version 1 as stored, edited as if the rules had changed since: one course now incomplete, experiences past their limit.
    const experienceMax = LIST_SECTIONS.experiences.maxItems;
    const document: Curriculum = {
      ...v1,
      courses: [{ ...v1.courses[0]!, institution: '' }],
      experiences: Array.from({ length: experienceMax + 2 }, (_, i) => ({ ...v1.experiences[0]!, id: `exp-${i}`, title: `Experiência ${i}`, order: i })),
    };
    await writeRows(server, 'update curriculum_versions set document = ? where curriculum_id = ? and number = ?', [JSON.stringify(document), v1.id, 1]);

    const res = await server.call(restoreCurriculumVersionContract, { params: { number: 1 }, token: account.token });
    expectSuccess(res);
    const restored = res.body.data;
    expect(restored.dropped).toEqual([{ kind: 'courses', index: 0, missing: ['Instituição'] }]);
    expect(restored.overLimit).toEqual([{ kind: 'experiences', count: 2 }]);
    // v2's changed skill, its added skill, its course and its experiences: replaced.
    expect(restored.trashed).toBe(3 + v2.experiences.length);
    expect(restored.skills.map((skill) => skill.name)).toEqual(v1.skills.map((skill) => skill.name));
    expect(restored.courses).toEqual([]);
    expect(restored.experiences.map((item) => item.title)).toEqual(Array.from({ length: experienceMax }, (_, i) => `Experiência ${i}`));

    const listed = await trash(account.token);
    const summary = listed.map((entry) => `${entry.cause}:${entry.kind}:${entry.fields.name ?? entry.fields.title}`).sort();
    expect(summary).toEqual(
      [
        'not-restored:courses:Excel Básico',
        `not-restored:experiences:Experiência ${experienceMax}`,
        `not-restored:experiences:Experiência ${experienceMax + 1}`,
        'replaced:courses:Excel Básico',
        ...v2.experiences.map((item) => `replaced:experiences:${item.title}`),
        'replaced:skills:Atendimento ao cliente',
        'replaced:skills:Canva',
      ].sort(),
    );
    // What the restore replaced comes back from the trash (a new id when its old one is in use again).
    const canva = listed.find((entry) => entry.fields.name === 'Canva')!;
    const back = await server.call(restoreTrashItemContract, { params: { id: canva.id }, token: account.token });
    expectSuccess(back);
    expect(back.body.data.curriculum.skills.map((skill) => skill.name)).toEqual([...v1.skills.map((skill) => skill.name), 'Canva']);
    const changed = listed.find((entry) => entry.fields.name === 'Atendimento ao cliente')!;
    const again = await server.call(restoreTrashItemContract, { params: { id: changed.id }, token: account.token });
    expectSuccess(again);
    // Its old id belongs to the skill the version brought back.
    expect(again.body.data.itemId).not.toBe(v2.skills[0]!.id);
    expect(again.body.data.curriculum.skills.some((skill) => skill.id === v2.skills[0]!.id && skill.name === v1.skills[0]!.name)).toBe(true);
    expect(again.body.data.curriculum.skills.filter((skill) => skill.id === again.body.data.itemId).map((skill) => skill.name)).toEqual([
      'Atendimento ao cliente',
    ]);
  }, 30_000);

  it('a version restore that changes nothing trashes nothing and reports nothing', async () => {
    const account = await payingUser(server);
    await saveCurriculum(server, account.token, fullCurriculum());
    await saveCurriculum(server, account.token, fullCurriculum({ objective: 'Outro objetivo, mesmas listas.' }));
    const res = await server.call(restoreCurriculumVersionContract, { params: { number: 1 }, token: account.token });
    expectSuccess(res);
    expect({ dropped: res.body.data.dropped, overLimit: res.body.data.overLimit, trashed: res.body.data.trashed }).toEqual({
      dropped: [],
      overLimit: [],
      trashed: 0,
    });
    expect(await trash(account.token)).toEqual([]);
  }, 30_000);

  it('the LGPD export lists the trash, and the account deletion empties it', async () => {
    const account = await payingUser(server);
    const saved = await saveCurriculum(server, account.token, fullCurriculum());
    const trashId = await removeSkill(account.token, saved.skills[0]!.id);
    const exported = await server.call(accountExportContract, { token: account.token });
    expectSuccess(exported);
    expect(exported.body.data.curriculum?.trash).toEqual([
      {
        kind: 'skills',
        item: { name: saved.skills[0]!.name, level: saved.skills[0]!.level, order: saved.skills[0]!.order },
        cause: 'deleted',
        deletedAt: clock.now().toISOString(),
        expiresAt: new Date(clock.now().getTime() + CURRICULUM_TRASH_DAYS * DAY).toISOString(),
      },
    ]);
    expect(await storedRows(server, 'select id from curriculum_trash where id = ?', [trashId])).toHaveLength(1);
    const deleted = await server.call(deleteMeContract, { token: account.token, body: { password: account.password } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await storedRows(server, 'select id from curriculum_trash where curriculum_id = ?', [saved.id])).toEqual([]);
  }, 30_000);
});
