/**
 * The teacher's dashboard over HTTP (SQLite and PostgreSQL; issue 30 item 4, decisions 0195 and 0196): numbers
 * from CLASS_MIN_FINISHED finished students, cells under CLASS_MIN_CELL as "menos de 3", the opted-in results
 * one by one, the subtraction rule, leaving takes a student out of every number, and the CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES, quizStartContract } from '../../../shared/contracts/quiz.contract';
import {
  DASHBOARD_MESSAGES,
  SCHOOLS_MESSAGES,
  classDashboardContract,
  leaveClassContract,
  updateMembershipContract,
  type ClassDashboard,
  type ClassDetail,
} from '../../../shared/contracts/schools.contract';
import type { ProfileId } from '../../../shared/content/content.schema';
import { attentiveAnswerSheet } from '../../../shared/scoring/attentive-sheet.fixture';
import { classDashboardCsvRoute, fileRouteUrl } from '../../../shared/contracts/registry';
import { rawRequest, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { QUIZ_TEST_ENV, completeQuiz, expectError, register, registerStaff, start, type Person } from '../quiz/quiz.test-support';
import { approvedEducator, createClass, joinClass } from './schools.test-support';

/** Answers of an attentive respondent whose true profile is `profile` (seed picks a variant). */
const answersOf = (profile: ProfileId, seed?: number) => {
  const sheet = attentiveAnswerSheet(profile, undefined, seed);
  return (id: number) => sheet.get(id)!;
};
/** Profile 3's default sheet: a clear Profile 3 result. Profile 1 with seeds 1–3: perfis mistos led by profile 1. */
const MIXED_ONE = [1, 2, 3].map((seed) => answersOf(1, seed));
/** The same answer to everything: the answer-quality gate calls it inconclusive. */
const STRAIGHT_LINE = () => 3;

const csvUrl = (classId: string) => fileRouteUrl(classDashboardCsvRoute).replace(':id', () => classId);

describe(`class dashboard API (${testDatabaseKind})`, () => {
  let server: TestServer;
  let educator: Person;
  let other: Person;
  let klass: ClassDetail;

  const dashboard = async (classId = klass.id, who = educator): Promise<ClassDashboard> => {
    const res = await server.call(classDashboardContract, { token: who.token, params: { id: classId } });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const student = (name: string) => register(server, { name });
  const finishedStudent = async (name: string, value?: (id: number) => number) => {
    const person = await student(name);
    await completeQuiz(server, person.token, value);
    return person;
  };
  const show = async (person: Person, on: boolean, classId = klass.id) => {
    const res = await server.call(updateMembershipContract, { token: person.token, params: { classId }, body: { showMyResult: on } });
    expect(res.status, res.text).toBe(200);
  };
  const leave = async (person: Person, classId = klass.id) => {
    const res = await server.call(leaveClassContract, { token: person.token, params: { classId } });
    expect(res.status, res.text).toBe(200);
  };
  const countOf = (data: ClassDashboard, profileId: number) => data.distribution!.profiles.find((p) => p.profileId === profileId)!.count;
  const csv = async (classId: string, who: Person) => rawRequest(server.baseUrl, 'GET', csvUrl(classId), { authorization: `Bearer ${who.token}` });

  // Students of the main class: four clear Profile 3 results, three perfis mistos led by profile 1.
  let clear: Person[];
  let mixed: Person[];
  let onlyJoined: Person;
  let onlyStarted: Person;

  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
    const staff = await registerStaff(server, { name: 'Equipe Escolas' });
    educator = await approvedEducator(server, staff, 'Helena Prado');
    other = await approvedEducator(server, staff, 'Otávio Lins');
    klass = await createClass(server, educator);
    clear = [];
    for (const name of ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Davi Rocha']) clear.push(await finishedStudent(name));
    mixed = [];
    for (const [index, name] of ['Elisa Melo', 'Fábio Reis', 'Gabi Nunes'].entries()) mixed.push(await finishedStudent(name, MIXED_ONE[index]));
    onlyJoined = await student('Hugo Pires');
    onlyStarted = await student('Iara Campos');
    await start(server, onlyStarted.token);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('hides the numbers with 4 finished, shows them from 5 with cells under 3 as null, and leaving takes a student out at once', async () => {
    for (const person of [...clear, onlyJoined, onlyStarted]) await joinClass(server, person, klass.code!);

    let data = await dashboard();
    expect(data.counts).toEqual({ joined: 6, started: 1, finished: 4, inconclusive: null });
    expect(data.distribution).toBeNull();
    expect(data.hiddenReason).toBe('too-few-finished');
    expect(data.shownResults).toEqual([]);
    expect(data.seats).toEqual({ paid: 0, used: 0, free: 0 });
    expect(data.class.members).toBe(6);

    // The fifth finished student had finished before joining: counted as finished, and cannot start again.
    await joinClass(server, mixed[0]!, klass.code!);
    const again = await server.call(quizStartContract, { token: mixed[0]!.token, body: {} });
    expectError(again, 403, QUIZ_MESSAGES.alreadyCompleted);
    data = await dashboard();
    expect(data.counts).toEqual({ joined: 7, started: 1, finished: 5, inconclusive: null });
    expect(data.hiddenReason).toBeNull();
    expect(countOf(data, 3)).toBe(4);
    expect(countOf(data, 1)).toBeNull();
    for (const profile of data.distribution!.profiles.filter((p) => p.profileId !== 3)) expect(profile.count, `profile ${profile.profileId}`).toBeNull();
    expect(data.distribution!.mixed).toBeNull();
    // 0 inconclusive is a cell under 3, and the conclusive total would give it away.
    expect(data.distribution!.total).toBeNull();
    for (const family of data.distribution!.careerFamilies) expect(family.count).toBeGreaterThanOrEqual(3);

    // Leaving takes it back under 5: hidden again, and the student is out of every count.
    await leave(mixed[0]!);
    data = await dashboard();
    expect(data.counts).toEqual({ joined: 6, started: 1, finished: 4, inconclusive: null });
    expect(data.distribution).toBeNull();
    expect(data.hiddenReason).toBe('too-few-finished');

    // 6 finished: Profile 3 shows 4, profile 1 (2 students) stays "menos de 3".
    for (const person of mixed.slice(1)) await joinClass(server, person, klass.code!);
    data = await dashboard();
    expect(data.counts.finished).toBe(6);
    expect(countOf(data, 3)).toBe(4);
    expect(countOf(data, 1)).toBeNull();
    expect(data.distribution!.mixed).toBeNull();

    // 7: three perfis mistos led by profile 1 make a cell of 3 (the profile each result leads with).
    await joinClass(server, mixed[0]!, klass.code!);
    data = await dashboard();
    expect(data.counts).toMatchObject({ joined: 9, started: 1, finished: 7 });
    expect(countOf(data, 1)).toBe(3);
    expect(countOf(data, 3)).toBe(4);
    expect(data.distribution!.mixed).toBe(3);
    const families = data.distribution!.careerFamilies;
    expect(families.length).toBeGreaterThan(0);
    expect(families.length).toBeLessThanOrEqual(5);
    expect(families.map((f) => f.count)).toEqual([...families.map((f) => f.count)].sort((a, b) => b - a));
    for (const family of families) expect(family.count).toBeLessThanOrEqual(7);
  });

  it('lists only the opted-in results, and hides the numbers while the others would be 1 or 2 (subtraction)', async () => {
    // 7 finished, 0 shown.
    await show(clear[0]!, true);
    let data = await dashboard();
    expect(data.shownResults).toEqual([
      expect.objectContaining({ name: 'Ana Souza', inconclusive: false, mixed: false, profiles: [expect.objectContaining({ profileId: 3 })] }),
    ]);
    expect(data.hiddenReason).toBeNull();

    // A perfil misto is listed with its profiles, led by the one the result leads with.
    await show(mixed[0]!, true);
    data = await dashboard();
    const misto = data.shownResults.find((r) => r.name === 'Elisa Melo')!;
    expect(misto.mixed).toBe(true);
    expect(misto.profiles[0]!.profileId).toBe(1);
    expect(misto.profiles.length).toBeGreaterThanOrEqual(2);

    // A student who has not finished is never listed, even opted in.
    await show(onlyStarted, true);
    expect((await dashboard()).shownResults.map((r) => r.name)).not.toContain('Iara Campos');

    // 5 of 7 shown: the other 2 would be the totals minus the list.
    for (const person of [clear[1]!, clear[2]!, mixed[1]!]) await show(person, true);
    data = await dashboard();
    expect(data.shownResults).toHaveLength(5);
    expect(data.hiddenReason).toBe('would-single-out');
    expect(data.distribution).toBeNull();
    expect(data.counts.inconclusive).toBeNull();
    expect(data.counts.finished).toBe(7);

    // 6 of 7: one left out, still hidden.
    await show(clear[3]!, true);
    expect((await dashboard()).hiddenReason).toBe('would-single-out');

    // All 7 shown: nothing left to single out.
    await show(mixed[2]!, true);
    data = await dashboard();
    expect(data.hiddenReason).toBeNull();
    expect(data.shownResults).toHaveLength(7);
    expect(countOf(data, 3)).toBe(4);

    // Off: gone from the list (and 1 left out again).
    await show(mixed[2]!, false);
    data = await dashboard();
    expect(data.shownResults.map((r) => r.name)).not.toContain('Gabi Nunes');
    expect(data.hiddenReason).toBe('would-single-out');

    // Leaving: gone from the list and from the counts.
    await leave(clear[0]!);
    data = await dashboard();
    expect(data.shownResults.map((r) => r.name)).not.toContain('Ana Souza');
    expect(data.counts.finished).toBe(6);
    expect(data.counts.joined).toBe(8);
  });

  it('counts inconclusive results as a cell, and the CSV carries the same numbers, no names, safe against formulas', async () => {
    const formula = await createClass(server, other, { name: '=1+1' });
    for (const person of [clear[1]!, clear[2]!, clear[3]!, mixed[0]!]) await joinClass(server, person, formula.code!);
    for (const name of ['Joana Prates', 'Kauã Ramos', 'Lia Torres']) await joinClass(server, await finishedStudent(name, STRAIGHT_LINE), formula.code!);

    const data = await dashboard(formula.id, other);
    expect(data.counts).toEqual({ joined: 7, started: 0, finished: 7, inconclusive: 3 });
    expect(data.distribution!.total).toBe(4);
    expect(countOf(data, 3)).toBe(3);
    expect(countOf(data, 1)).toBeNull();

    const res = await csv(formula.id, other);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="painel-da-turma.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect([...res.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.body.toString('utf8').slice(1);
    const rows = text
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual(['Turma', "'=1+1"]);
    expect(rows).toContainEqual(['Terminaram o teste', '7']);
    expect(rows).toContainEqual(['Resultado inconclusivo', '3']);
    expect(rows).toContainEqual(['Perfil misto', SCHOOLS_MESSAGES.fewerThan]);
    for (const name of ['Bruno', 'Carla', 'Joana', 'Elisa']) expect(text).not.toContain(name);

    // While hidden, the CSV says why and shows no distribution.
    const hidden = await csv(klass.id, educator);
    expect(hidden.status).toBe(200);
    expect(hidden.body.toString('utf8')).toContain(DASHBOARD_MESSAGES.wouldSingleOut);
    expect(hidden.body.toString('utf8')).not.toContain('Perfil principal');
  });

  it("answers 404 for another educator's class, a plain user and an unknown class; 401 signed out", async () => {
    const stranger = await student('Marta Viana');
    for (const who of [other, stranger, clear[1]!]) {
      expectError(await server.call(classDashboardContract, { token: who.token, params: { id: klass.id } }), 404, SCHOOLS_MESSAGES.classNotFound);
      const file = await csv(klass.id, who);
      expect(file.status).toBe(404);
      expect(JSON.parse(file.body.toString('utf8')).message).toBe(SCHOOLS_MESSAGES.classNotFound);
    }
    expect((await csv('nao-e-um-id', educator)).status).toBe(404);
    expect((await rawRequest(server.baseUrl, 'GET', csvUrl(klass.id))).status).toBe(401);
    expect((await server.request('GET', `/api/schools/classes/${klass.id}/dashboard`, {})).status).toBe(401);
  });
});
