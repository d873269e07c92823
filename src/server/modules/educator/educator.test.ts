/**
 * Educator accounts over HTTP (SQLite and PostgreSQL; issue 30 item 1, decision 0194): an adult asks from the
 * profile, staff approve or refuse in the console with an audit entry, an approved educator gets the EDUCATOR
 * role and no staff rights, a refused one may ask again, and the request is in the LGPD export and erased with
 * the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMeContract, meContract } from '../../../shared/contracts/auth.contract';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import {
  EDUCATOR_MESSAGES,
  REFUSAL_REASON_MAX_LENGTH,
  SCHOOL_NAME_MAX_LENGTH,
  approveEducatorContract,
  createEducatorRequestContract,
  myEducatorRequestContract,
  refuseEducatorContract,
  staffEducatorsContract,
  type EducatorRequestBody,
} from '../../../shared/contracts/educator.contract';
import { auditLogContract, paymentReviewsContract, staffUserLookupContract } from '../../../shared/contracts/staff.contract';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { PASSWORD, QUIZ_TEST_ENV, giveAgeBand, grantRole, register, registerStaff, type Person } from '../quiz/quiz.test-support';
import { storedRows } from '../payment/payment.test-support';

const SCHOOL: EducatorRequestBody = { school: 'Escola Estadual Dom Pedro II', city: 'Caruaru', uf: 'PE', role: 'coordenacao' };
const NOT_FOUND = 'Recurso não encontrado.';

describe(`educator accounts API (${testDatabaseKind})`, () => {
  let server: TestServer;
  let staff: Person;
  let admin: Person;

  const adult = async (name: string): Promise<Person> => {
    const person = await register(server, { name });
    await giveAgeBand(server, person.token, '25+');
    return person;
  };
  const ask = (person: Person, body: Partial<Record<keyof EducatorRequestBody, unknown>> = SCHOOL) =>
    server.call(createEducatorRequestContract, { token: person.token, body: body as EducatorRequestBody });
  const mine = async (person: Person) => {
    const res = await server.call(myEducatorRequestContract, { token: person.token });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const pending = async () => {
    const res = await server.call(staffEducatorsContract, { token: staff.token, query: { status: 'pending' } });
    expect(res.status, res.text).toBe(200);
    return res.body.data.requests;
  };
  const auditFor = async (targetId: string) => {
    const res = await server.call(auditLogContract, { token: admin.token });
    expect(res.status, res.text).toBe(200);
    return res.body.data.entries.filter((entry) => entry.targetId === targetId);
  };

  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
    staff = await registerStaff(server, { name: 'Equipe Educadores' });
    admin = await registerStaff(server, { name: 'Equipe Admin' });
    await grantRole(server, admin.email, 'ADMIN');
  }, 60_000);
  afterAll(() => server?.close());

  it('checks the school, the city, the UF and the role, in Portuguese', async () => {
    const person = await adult('Beatriz Lins');
    const cases: Array<[Partial<Record<keyof EducatorRequestBody, unknown>>, string]> = [
      [{ ...SCHOOL, school: '   ' }, EDUCATOR_MESSAGES.schoolRequired],
      [{ ...SCHOOL, school: 'E'.repeat(SCHOOL_NAME_MAX_LENGTH + 1) }, EDUCATOR_MESSAGES.schoolTooLong],
      [{ ...SCHOOL, city: '' }, EDUCATOR_MESSAGES.cityRequired],
      [{ ...SCHOOL, uf: 'XX' }, EDUCATOR_MESSAGES.uf],
      [{ ...SCHOOL, uf: 'pe' }, EDUCATOR_MESSAGES.uf],
      [{ ...SCHOOL, role: 'diretor' }, EDUCATOR_MESSAGES.role],
      [{ school: SCHOOL.school, city: SCHOOL.city, uf: SCHOOL.uf }, EDUCATOR_MESSAGES.role],
    ];
    for (const [body, message] of cases) {
      const res = await ask(person, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toContain(message);
    }
    expect((await mine(person)).request).toBeNull();
  });

  it('refuses a minor and someone without an age band, with a clear message', async () => {
    const minor = await register(server, { name: 'Caio Menor' });
    const noBand = await ask(minor);
    expect(noBand.status).toBe(403);
    expect(noBand.body.message).toBe(EDUCATOR_MESSAGES.ageBandMissing);
    for (const band of ['14-15', '16-17'] as const) {
      await giveAgeBand(server, minor.token, band);
      const res = await ask(minor);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(EDUCATOR_MESSAGES.adultOnly);
    }
    expect((await mine(minor)).request).toBeNull();
    await giveAgeBand(server, minor.token, '18-20');
    expect((await ask(minor)).status).toBe(201);
  });

  it('keeps one pending request at a time; staff approve it once, audited; the educator gets EDUCATOR and no staff rights', async () => {
    const teacher = await adult('Helena Prado');
    const sent = await ask(teacher, { ...SCHOOL, school: '  Escola Municipal Paulo Freire  ' });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.message).toBe(EDUCATOR_MESSAGES.sent);
    const request = sent.body.data.request;
    expect(request).toMatchObject({
      school: 'Escola Municipal Paulo Freire',
      city: 'Caruaru',
      uf: 'PE',
      role: 'coordenacao',
      status: 'pending',
      decidedAt: null,
    });
    expect(await mine(teacher)).toEqual({ request, isEducator: false });

    const again = await ask(teacher);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(EDUCATOR_MESSAGES.alreadyPending);

    const listed = (await pending()).find((row) => row.id === request.id);
    expect(listed).toMatchObject({ userId: expect.any(String), name: 'Helena Prado', email: teacher.email, status: 'pending' });

    const approved = await server.call(approveEducatorContract, { token: staff.token, params: { requestId: request.id } });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.message).toBe(EDUCATOR_MESSAGES.approvedByStaff);
    expect(approved.body.data.request).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    // A second click keeps the first decision and is not audited again; refusing it now is a conflict.
    expect((await server.call(approveEducatorContract, { token: staff.token, params: { requestId: request.id } })).status).toBe(200);
    const refuseLate = await server.call(refuseEducatorContract, { token: staff.token, params: { requestId: request.id }, body: {} });
    expect(refuseLate.status).toBe(409);
    expect(refuseLate.body.message).toBe(EDUCATOR_MESSAGES.notPending);
    const entries = await auditFor(request.id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([['educator.approve', staff.email]]);
    expect((await pending()).some((row) => row.id === request.id)).toBe(false);

    const me = await server.call(meContract, { token: teacher.token });
    expect(me.body.data.user).toMatchObject({ role: 'EDUCATOR', isStaff: false });
    expect(await mine(teacher)).toMatchObject({ request: { status: 'approved' }, isEducator: true });
    const asksAgain = await ask(teacher);
    expect(asksAgain.status).toBe(409);
    expect(asksAgain.body.message).toBe(EDUCATOR_MESSAGES.alreadyApproved);

    // No staff powers: the console's calls answer the 404 everyone else gets.
    for (const res of [
      await server.call(staffEducatorsContract, { token: teacher.token, query: { status: 'pending' } }),
      await server.call(approveEducatorContract, { token: teacher.token, params: { requestId: request.id } }),
      await server.call(paymentReviewsContract, { token: teacher.token }),
      await server.call(staffUserLookupContract, { token: teacher.token, query: { email: staff.email } }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND);
    }
  });

  it('answers 404 to non-staff on the console calls, and 404 for an unknown request', async () => {
    const plain = await adult('Otávio Reis');
    const sent = await ask(plain);
    const id = sent.body.data.request.id;
    expect((await server.call(staffEducatorsContract, { token: plain.token, query: { status: 'all' } })).status).toBe(404);
    expect((await server.call(approveEducatorContract, { token: plain.token, params: { requestId: id } })).status).toBe(404);
    expect((await server.call(refuseEducatorContract, { token: plain.token, params: { requestId: id }, body: {} })).status).toBe(404);
    expect((await mine(plain)).request?.status).toBe('pending');
    const unknown = await server.call(approveEducatorContract, { token: staff.token, params: { requestId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(EDUCATOR_MESSAGES.notFound);
  });

  it('refuses with a reason the person reads; the person may ask again, with new details', async () => {
    const person = await adult('Sérgio Matos');
    const first = (await ask(person)).body.data.request;
    const tooLong = await server.call(refuseEducatorContract, {
      token: staff.token,
      params: { requestId: first.id },
      body: { reason: 'x'.repeat(REFUSAL_REASON_MAX_LENGTH + 1) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain(EDUCATOR_MESSAGES.reasonTooLong);
    const reason = 'Não achamos a escola com esse nome em Caruaru.';
    const refused = await server.call(refuseEducatorContract, { token: staff.token, params: { requestId: first.id }, body: { reason } });
    expect(refused.status, refused.text).toBe(200);
    expect(refused.body.message).toBe(EDUCATOR_MESSAGES.refusedByStaff);
    expect((await auditFor(first.id)).map((entry) => entry.action)).toEqual(['educator.refuse']);
    expect(await mine(person)).toMatchObject({ request: { status: 'refused', refusalReason: reason }, isEducator: false });
    expect((await server.call(meContract, { token: person.token })).body.data.user.role).toBe('USER');
    const approveLate = await server.call(approveEducatorContract, { token: staff.token, params: { requestId: first.id } });
    expect(approveLate.status).toBe(409);

    const second = await ask(person, { ...SCHOOL, school: 'Escola Técnica Estadual de Caruaru', role: 'orientacao' });
    expect(second.status, second.text).toBe(201);
    expect(second.body.data.request).toMatchObject({
      school: 'Escola Técnica Estadual de Caruaru',
      role: 'orientacao',
      status: 'pending',
      decidedAt: null,
      refusalReason: null,
    });
    expect((await pending()).filter((row) => row.email === person.email)).toHaveLength(1);
  });

  it('does not take a staff member’s role: staff accounts do not ask', async () => {
    await giveAgeBand(server, staff.token, '25+');
    const res = await ask(staff);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EDUCATOR_MESSAGES.staffAccount);
  });

  it('puts the school details in the LGPD export, and erases the request with the account (the audit entry stays, naming no one)', async () => {
    const person = await adult('Marta Albuquerque');
    const request = (await ask(person, { ...SCHOOL, school: 'Colégio Estadual Marta Rocha', city: 'Petrolina' })).body.data.request;
    expect((await server.call(approveEducatorContract, { token: staff.token, params: { requestId: request.id } })).status).toBe(200);
    const exported = await server.call(accountExportContract, { token: person.token });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.body.data.educator).toMatchObject({
      school: 'Colégio Estadual Marta Rocha',
      city: 'Petrolina',
      uf: 'PE',
      role: 'coordenacao',
      status: 'approved',
    });

    const deleted = await server.call(deleteMeContract, { token: person.token, body: { password: PASSWORD } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await storedRows(server, 'select id from educator_requests where id = ?', [request.id])).toEqual([]);
    expect((await auditFor(request.id)).map((entry) => [entry.action, entry.actorEmail])).toEqual([['educator.approve', staff.email]]);
    expect(
      (await server.call(staffEducatorsContract, { token: staff.token, query: { status: 'all' } })).body.data.requests.some((row) => row.id === request.id),
    ).toBe(false);
  });
});
