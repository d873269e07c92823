/**
 * Projeto de Vida classes over HTTP (SQLite and PostgreSQL; issue 30 items 2, 3 and 7, decision 0195): only an
 * approved educator creates a class; its code has 8 characters without look-alikes and can be replaced; joining
 * is a signed-in student's choice, rate-limited on wrong codes per account and per address; another educator's
 * class is 404; a student may leave and turn their result's sharing on and off; and a deletion takes a student out
 * of every class and closes an educator's classes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMeContract } from '../../../shared/contracts/auth.contract';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  CLASS_NAME_MAX_LENGTH,
  SCHOOLS_MESSAGES,
  createClassContract,
  formatClassCode,
  getClassContract,
  joinClassContract,
  leaveClassContract,
  listClassesContract,
  myMembershipsContract,
  newClassCodeContract,
  updateMembershipContract,
  type CreateClassBody,
} from '../../../shared/contracts/schools.contract';
import { quizStartContract } from '../../../shared/contracts/quiz.contract';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { PASSWORD, QUIZ_TEST_ENV, completeQuiz, giveAgeBand, register, registerStaff, type Person } from '../quiz/quiz.test-support';
import { storedRows } from '../payment/payment.test-support';
import { CLASS_BODY, approvedEducator, createClass, joinClass, thisSchoolYear } from './schools.test-support';

const JOIN_LIMIT_PER_USER = 3;
const JOIN_LIMIT_PER_IP = 8;

describe(`Projeto de Vida classes API (${testDatabaseKind})`, () => {
  let server: TestServer;
  let staff: Person;
  let teacher: Person;

  const join = (person: Person, code: unknown) => server.call(joinClassContract, { token: person.token, body: { code } as { code: string } });
  /** A code no class has: the first class's code with its last character changed. */
  const wrongCode = (code: string) => code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');

  beforeAll(async () => {
    server = await startTestServer({
      ...QUIZ_TEST_ENV,
      RATE_LIMIT_CLASS_JOIN_PER_USER: `${JOIN_LIMIT_PER_USER}/60`,
      RATE_LIMIT_CLASS_JOIN_PER_IP: `${JOIN_LIMIT_PER_IP}/60`,
    });
    staff = await registerStaff(server, { name: 'Equipe Turmas' });
    teacher = await approvedEducator(server, staff, 'Helena Prado');
  }, 60_000);
  afterAll(() => server?.close());

  it('lets only an approved educator create a class, with its code, link and QR code', async () => {
    const plain = await register(server, { name: 'Carla Souza' });
    await giveAgeBand(server, plain.token, '25+');
    const refused = await server.call(createClassContract, { token: plain.token, body: { ...CLASS_BODY, year: thisSchoolYear() } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SCHOOLS_MESSAGES.notEducator);
    expect((await server.call(listClassesContract, { token: plain.token })).status).toBe(403);

    const created = await server.call(createClassContract, { token: teacher.token, body: { ...CLASS_BODY, name: '  1º B  ', year: thisSchoolYear() } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toBe(SCHOOLS_MESSAGES.created);
    const detail = created.body.data.class;
    expect(detail).toMatchObject({ name: '1º B', school: CLASS_BODY.school, grade: 'em-2', year: thisSchoolYear(), status: 'open', members: 0 });
    expect(detail.code).toMatch(new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`));
    expect(detail.code).not.toMatch(/[0O1IL]/);
    expect(detail.joinUrl).toBe(`${server.config.publicUrl}/entrar-na-turma?codigo=${detail.code}`);
    expect(detail.joinQrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(formatClassCode(detail.code!)).toMatch(/^.{4}-.{4}$/);

    const listed = await server.call(listClassesContract, { token: teacher.token });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.classes.map((c) => c.id)).toContain(detail.id);
  });

  it('checks the name, the school, the série and the year, in Portuguese', async () => {
    const year = thisSchoolYear();
    const cases: Array<[Partial<Record<keyof CreateClassBody, unknown>>, string]> = [
      [{ ...CLASS_BODY, year, name: '  ' }, SCHOOLS_MESSAGES.nameRequired],
      [{ ...CLASS_BODY, year, name: 'T'.repeat(CLASS_NAME_MAX_LENGTH + 1) }, SCHOOLS_MESSAGES.nameTooLong],
      [{ ...CLASS_BODY, year, school: '' }, SCHOOLS_MESSAGES.schoolRequired],
      [{ ...CLASS_BODY, year, grade: 'faculdade' }, SCHOOLS_MESSAGES.grade],
      [{ ...CLASS_BODY, year: 'abc' }, SCHOOLS_MESSAGES.year],
      [{ ...CLASS_BODY, year: year - 1 }, SCHOOLS_MESSAGES.year],
      [{ ...CLASS_BODY, year: year + 2 }, SCHOOLS_MESSAGES.year],
    ];
    for (const [body, message] of cases) {
      const res = await server.call(createClassContract, { token: teacher.token, body: body as CreateClassBody });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    expect((await server.call(createClassContract, { token: teacher.token, body: { ...CLASS_BODY, year: year + 1 } })).status).toBe(201);
  });

  it("answers 404 on another educator's class, and to a plain user, for the class and its new code", async () => {
    const mine = await createClass(server, teacher);
    const other = await approvedEducator(server, staff, 'Marcos Lima');
    const plain = await register(server, { name: 'Pedro Alves' });
    for (const person of [other, plain]) {
      const read = await server.call(getClassContract, { token: person.token, params: { id: mine.id } });
      expect(read.status).toBe(404);
      expect(read.body.message).toBe(SCHOOLS_MESSAGES.classNotFound);
      expect((await server.call(newClassCodeContract, { token: person.token, params: { id: mine.id } })).status).toBe(404);
    }
    expect((await server.call(getClassContract, { token: other.token, params: { id: 'not-a-uuid' } })).status).toBe(400);
    const unchanged = await server.call(getClassContract, { token: teacher.token, params: { id: mine.id } });
    expect(unchanged.body.data.class.code).toBe(mine.code);
  });

  it('replaces the code: the old one then answers as a wrong code, the new one joins', async () => {
    const klass = await createClass(server, teacher);
    const renewed = await server.call(newClassCodeContract, { token: teacher.token, params: { id: klass.id } });
    expect(renewed.status, renewed.text).toBe(200);
    expect(renewed.body.message).toBe(SCHOOLS_MESSAGES.newCode);
    const code = renewed.body.data.class.code!;
    expect(code).not.toBe(klass.code);
    const student = await register(server, { name: 'Ana Clara' });
    const old = await join(student, klass.code);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(SCHOOLS_MESSAGES.codeNotFound);
    expect((await joinClass(server, student, code)).classId).toBe(klass.id);
  });

  it('joins with the code as typed (lower case, spaces, a hyphen), once; the educator cannot join their own class', async () => {
    const klass = await createClass(server, teacher);
    const student = await register(server, { name: 'Bruno Dias' });
    const typed = ` ${klass.code!.slice(0, 4).toLowerCase()} - ${klass.code!.slice(4)} `;
    const first = await join(student, typed);
    expect(first.status, first.text).toBe(201);
    expect(first.body.message).toBe(SCHOOLS_MESSAGES.joined);
    expect(first.body.data.membership).toMatchObject({
      classId: klass.id,
      name: klass.name,
      educatorName: 'Helena Prado',
      showMyResult: false,
      status: 'open',
    });
    const again = await join(student, klass.code);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(SCHOOLS_MESSAGES.alreadyMember);
    const own = await join(teacher, klass.code);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(SCHOOLS_MESSAGES.ownClass);
    const read = await server.call(getClassContract, { token: teacher.token, params: { id: klass.id } });
    expect(read.body.data.class.members).toBe(1);

    for (const [code, message] of [
      ['', SCHOOLS_MESSAGES.codeRequired],
      ['ABC', SCHOOLS_MESSAGES.codeFormat],
      ['ABCDEFG0', SCHOOLS_MESSAGES.codeFormat],
      [42, SCHOOLS_MESSAGES.codeRequired],
    ] as const) {
      const res = await join(student, code);
      expect(res.status, String(code)).toBe(400);
      expect(res.body.message, String(code)).toBe(message);
    }
  });

  it('lists, switches the result sharing on and off, and leaves; each for the student only', async () => {
    const klass = await createClass(server, teacher);
    const student = await register(server, { name: 'Duda Reis' });
    const stranger = await register(server, { name: 'Enzo Melo' });
    await joinClass(server, student, klass.code!);
    const listed = await server.call(myMembershipsContract, { token: student.token });
    expect(listed.body.data.memberships).toEqual([expect.objectContaining({ classId: klass.id, showMyResult: false })]);

    const on = await server.call(updateMembershipContract, { token: student.token, params: { classId: klass.id }, body: { showMyResult: true } });
    expect(on.status, on.text).toBe(200);
    expect(on.body.message).toBe(SCHOOLS_MESSAGES.showOn);
    expect(on.body.data.membership.showMyResult).toBe(true);
    const off = await server.call(updateMembershipContract, { token: student.token, params: { classId: klass.id }, body: { showMyResult: false } });
    expect(off.body.message).toBe(SCHOOLS_MESSAGES.showOff);
    expect(off.body.data.membership.showMyResult).toBe(false);
    const bad = await server.call(updateMembershipContract, {
      token: student.token,
      params: { classId: klass.id },
      body: { showMyResult: 'sim' } as unknown as { showMyResult: boolean },
    });
    expect(bad.status).toBe(400);

    const strangers = await server.call(updateMembershipContract, { token: stranger.token, params: { classId: klass.id }, body: { showMyResult: true } });
    expect(strangers.status).toBe(404);
    expect(strangers.body.message).toBe(SCHOOLS_MESSAGES.membershipNotFound);
    expect((await server.call(leaveClassContract, { token: stranger.token, params: { classId: klass.id } })).status).toBe(404);

    const left = await server.call(leaveClassContract, { token: student.token, params: { classId: klass.id } });
    expect(left.status, left.text).toBe(200);
    expect(left.body.message).toBe(SCHOOLS_MESSAGES.left);
    expect((await server.call(myMembershipsContract, { token: student.token })).body.data.memberships).toEqual([]);
    expect(await storedRows(server, 'select user_id from class_memberships where class_id = ?', [klass.id])).toEqual([]);
  });

  it('keeps the yearly rule: a student who already took the test joins with that result and starts no new one', async () => {
    const klass = await createClass(server, teacher);
    const student = await register(server, { name: 'Flávia Rocha' });
    const { attemptId } = await completeQuiz(server, student.token);
    await joinClass(server, student, klass.code!);
    const started = await server.call(quizStartContract, { token: student.token, body: {} });
    expect(started.status).toBe(403);
    expect(started.body.data).toMatchObject({ canTake: false, daysRemaining: 365 });
    expect(await storedRows(server, 'select id from quiz_attempts where user_id = (select id from users where email_normalized = ?)', [student.email])).toEqual(
      [{ id: attemptId }],
    );
  });

  it('exports the classes and memberships; a deleted student leaves every class, a deleted educator closes theirs', async () => {
    const educator = await approvedEducator(server, staff, 'Gisele Costa');
    const klass = await createClass(server, educator, { name: 'Turma que fecha' });
    const student = await register(server, { name: 'Heitor Braga' });
    const stays = await register(server, { name: 'Iara Moura' });
    await joinClass(server, student, klass.code!);
    await joinClass(server, stays, klass.code!);
    const { attemptId: stayAttempt } = await completeQuiz(server, stays.token);

    const exported = await server.call(accountExportContract, { token: educator.token });
    expect(exported.body.data.schools.classes).toEqual([expect.objectContaining({ id: klass.id, name: 'Turma que fecha', members: 2 })]);
    const studentExport = await server.call(accountExportContract, { token: student.token });
    expect(studentExport.body.data.schools.memberships).toEqual([expect.objectContaining({ classId: klass.id, educatorName: 'Gisele Costa' })]);

    expect((await server.call(deleteMeContract, { token: student.token, body: { password: PASSWORD } })).status).toBe(200);
    expect((await storedRows(server, 'select user_id from class_memberships where class_id = ?', [klass.id])).length).toBe(1);

    expect((await server.call(deleteMeContract, { token: educator.token, body: { password: PASSWORD } })).status).toBe(200);
    expect(await storedRows(server, 'select educator_id, status, join_code from school_classes where id = ?', [klass.id])).toEqual([
      { educator_id: null, status: 'closed', join_code: null },
    ]);
    const membership = (await server.call(myMembershipsContract, { token: stays.token })).body.data.memberships;
    expect(membership).toEqual([expect.objectContaining({ classId: klass.id, educatorName: null, status: 'closed' })]);
    expect(await storedRows(server, 'select id from quiz_attempts where id = ?', [stayAttempt])).toEqual([{ id: stayAttempt }]);
    expect((await join(await register(server, { name: 'Joana Pires' }), klass.code)).status).toBe(404);
  });
  it('limits wrong codes per account (a right code is not counted), and then refuses even a right one', async () => {
    const klass = await createClass(server, teacher);
    const guesser = await register(server, { name: 'Caio Nunes' });
    for (let i = 0; i < JOIN_LIMIT_PER_USER - 1; i++) expect((await join(guesser, wrongCode(klass.code!))).status).toBe(404);
    // A right code in between takes its own hit back.
    expect((await join(guesser, klass.code)).status).toBe(201);
    expect((await join(guesser, wrongCode(klass.code!))).status).toBe(404);
    const blocked = await join(guesser, wrongCode(klass.code!));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    const other = await createClass(server, teacher);
    expect((await join(guesser, other.code)).status).toBe(429);
  });

  it('limits wrong codes per address across accounts', async () => {
    const klass = await createClass(server, teacher);
    // Earlier wrong codes spent some of this address's budget: at most its whole budget more brings the refusal.
    let last = 0;
    for (let i = 0; i <= JOIN_LIMIT_PER_IP; i++) {
      const person = await register(server, { name: `${['Lara', 'Miguel', 'Nina', 'Otávio', 'Paula', 'Rafael', 'Sara', 'Tiago', 'Úrsula'][i]} Vieira` });
      last = (await join(person, wrongCode(klass.code!))).status;
      if (last === 429) break;
    }
    expect(last).toBe(429);
  });
});
