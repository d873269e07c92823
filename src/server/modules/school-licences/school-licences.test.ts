/**
 * School licences over HTTP (SQLite and PostgreSQL; issue 30 item 6, decision 0197): an educator buys seats for a
 * class by sandbox PIX; each seat unlocks the full report of one member who finished, first come first served,
 * once per student (even across classes and instances); a personal payer uses none; the payer's CPF or CNPJ is
 * checked; another educator and a plain user get 404; staff list the orders and mark refunds (free seats leave, used
 * ones stay); the LGPD export shows them and the educator's deletion keeps them anonymised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import { deleteMeContract } from '../../../shared/contracts/auth.contract';
import { resultByIdContract } from '../../../shared/contracts/results.contract';
import { auditLogContract } from '../../../shared/contracts/staff.contract';
import {
  SCHOOL_LICENCE_MESSAGES,
  classSeatsContract,
  createSeatOrderContract,
  refundSchoolOrderContract,
  sandboxPaySeatOrderContract,
  seatOrderContract,
  staffSchoolOrdersContract,
  type SeatOrderBody,
} from '../../../shared/contracts/school-licences.contract';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { PASSWORD, QUIZ_TEST_ENV, completeQuiz, grantRole, payInSandbox, register, registerStaff, type Person } from '../quiz/quiz.test-support';
import { canAccessCurriculum, storedRows } from '../payment/payment.test-support';
import { approvedEducator, createClass, joinClass } from '../schools/schools.test-support';

const NOT_FOUND_CLASS = 'Turma não encontrada.';
const SURNAMES = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Esteves', 'Ferraz', 'Gomes', 'Hora', 'Ikeda', 'Jardim'];
const PIX: SeatOrderBody = {
  paymentMethod: 'pix',
  seats: 6,
  payerName: 'Escola Estadual Dom Pedro II',
  payerDocument: '11.222.333/0001-81',
  phone: '(81) 98765-4321',
};

describe(`school licences API (${testDatabaseKind})`, () => {
  let server: TestServer;
  let staff: Person;
  let educator: Person;

  beforeAll(async () => {
    server = await startTestServer({ ...QUIZ_TEST_ENV, RATE_LIMIT_CLASS_JOIN_PER_USER: '1000/60', RATE_LIMIT_CLASS_JOIN_PER_IP: '1000/60' });
    staff = await registerStaff(server);
    await grantRole(server, staff.email, 'ADMIN');
    educator = await approvedEducator(server, staff);
  }, 60_000);
  afterAll(() => server?.close());

  const seatsOf = async (who: Person, classId: string) => {
    const res = await server.call(classSeatsContract, { token: who.token, params: { id: classId } });
    expect(res.status, res.text).toBe(200);
    return res.body.data.seats;
  };
  const buy = (who: Person, classId: string, body: Partial<SeatOrderBody> = {}, key?: string) =>
    server.call(createSeatOrderContract, {
      token: who.token,
      params: { id: classId },
      body: { ...PIX, ...body } as SeatOrderBody,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const buyAndPay = async (who: Person, classId: string, seats: number) => {
    const order = await buy(who, classId, { seats });
    expect(order.status, order.text).toBe(201);
    const paid = await server.call(sandboxPaySeatOrderContract, { token: who.token, params: { id: classId, orderId: order.body.data.order.orderId } });
    expect(paid.body.data.order.status, paid.text).toBe('PAID');
    return paid.body.data.order;
  };
  const reportStatus = async (student: Person, attemptId: string) => {
    const res = await server.call(resultByIdContract, { token: student.token, params: { attemptId } });
    expect(res.status, res.text).toBe(200);
    return { status: res.body.data.result.reportStatus, hasReport: res.body.data.result.report !== null };
  };
  const seatUses = (classId: string) =>
    storedRows<{ user_id: string }>(server, 'select user_id from school_seat_uses where class_id = ? order by user_id', [classId]);

  it('sells 6 seats by sandbox PIX: six finished students get the full report once, a 7th does not, a personal payer uses none', async () => {
    const klass = await createClass(server, educator, { name: 'Turma das vagas' });
    const code = klass.code!;
    const student = (n: number) => register(server, { name: `Aluna ${SURNAMES[n]}` });

    // Four finish in the class before the order, and one paid her own report first.
    const early: Array<{ person: Person; attemptId: string }> = [];
    for (let n = 0; n < 4; n++) {
      const person = await student(n);
      await joinClass(server, person, code);
      early.push({ person, attemptId: (await completeQuiz(server, person.token)).attemptId });
    }
    const payer = await student(4);
    await joinClass(server, payer, code);
    const payerAttempt = (await completeQuiz(server, payer.token)).attemptId;
    await payInSandbox(server, payer, payerAttempt);

    const seatPrice = await seatsOf(educator, klass.id);
    expect(seatPrice).toMatchObject({ seatsPaid: 0, seatsUsed: 0, seatsFree: 0, seatPriceCents: 990, seatPriceFormatted: 'R$ 9,90', orders: [] });

    const order = await buy(educator, klass.id, { seats: 6 }, 'seats-key-1');
    expect(order.status, order.text).toBe(201);
    expect(order.body.data.order).toMatchObject({ status: 'PENDING', seats: 6, amountCents: 6 * 990, paymentMethod: 'pix' });
    expect(order.body.data.order.pix?.qrCode).toMatch(/^000201/);
    // The same Idempotency-Key answers the same order; another body with it is refused.
    const again = await buy(educator, klass.id, { seats: 6 }, 'seats-key-1');
    expect(again.body.data.order.orderId).toBe(order.body.data.order.orderId);
    expect((await buy(educator, klass.id, { seats: 2 }, 'seats-key-1')).status).toBe(422);
    // Polling: still pending until the bank pays.
    const polled = await server.call(seatOrderContract, { token: educator.token, params: { id: klass.id, orderId: order.body.data.order.orderId } });
    expect(polled.body.data.order.status, polled.text).toBe('PENDING');

    const paid = await server.call(sandboxPaySeatOrderContract, { token: educator.token, params: { id: klass.id, orderId: order.body.data.order.orderId } });
    expect(paid.body.data.order.status, paid.text).toBe('PAID');
    // The four who finished took a seat at once; the personal payer did not.
    expect(await seatsOf(educator, klass.id)).toMatchObject({ seatsPaid: 6, seatsUsed: 4, seatsFree: 2 });
    for (const { person, attemptId } of early) {
      expect(await reportStatus(person, attemptId)).toEqual({ status: 'PAID', hasReport: true });
      expect(await canAccessCurriculum(server, person.token)).toBe(true);
    }

    // A fifth joins, then finishes (the quiz's completion); a sixth finished before joining (the join).
    const fifth = await student(5);
    await joinClass(server, fifth, code);
    const fifthAttempt = (await completeQuiz(server, fifth.token)).attemptId;
    const sixth = await student(6);
    const sixthAttempt = (await completeQuiz(server, sixth.token)).attemptId;
    expect((await reportStatus(sixth, sixthAttempt)).status).toBe('FREE');
    await joinClass(server, sixth, code);
    expect(await reportStatus(fifth, fifthAttempt)).toEqual({ status: 'PAID', hasReport: true });
    expect(await reportStatus(sixth, sixthAttempt)).toEqual({ status: 'PAID', hasReport: true });
    expect(await seatsOf(educator, klass.id)).toMatchObject({ seatsPaid: 6, seatsUsed: 6, seatsFree: 0 });

    // A seventh finds no seat left.
    const seventh = await student(7);
    await joinClass(server, seventh, code);
    const seventhAttempt = (await completeQuiz(server, seventh.token)).attemptId;
    expect(await reportStatus(seventh, seventhAttempt)).toEqual({ status: 'FREE', hasReport: false });
    expect(await canAccessCurriculum(server, seventh.token)).toBe(false);

    // Exactly once: six seat uses, none for the personal payer; a second class with seats gives a seated student none.
    const uses = await seatUses(klass.id);
    expect(uses).toHaveLength(6);
    const payerId = (await storedRows<{ id: string }>(server, 'select id from users where email = ?', [payer.email]))[0]!.id;
    expect(uses.map((u) => u.user_id)).not.toContain(payerId);
    const second = await createClass(server, educator, { name: 'Segunda turma' });
    await buyAndPay(educator, second.id, 1);
    await joinClass(server, early[0]!.person, second.code!);
    await joinClass(server, payer, second.code!);
    expect(await seatsOf(educator, second.id)).toMatchObject({ seatsPaid: 1, seatsUsed: 0, seatsFree: 1 });
    // The seventh joins the second class: its free seat is theirs.
    await joinClass(server, seventh, second.code!);
    expect(await reportStatus(seventh, seventhAttempt)).toEqual({ status: 'PAID', hasReport: true });
    expect(await seatsOf(educator, second.id)).toMatchObject({ seatsPaid: 1, seatsUsed: 1, seatsFree: 0 });
  }, 240_000);

  it('checks the payer’s CPF or CNPJ (with check digits, the 2026 alphanumeric CNPJ too) and the seats, in Portuguese', async () => {
    const klass = await createClass(server, educator, { name: 'Turma dos documentos' });
    const expect400 = async (body: Partial<Record<keyof SeatOrderBody, unknown>>, message: string) => {
      const res = await buy(educator, klass.id, body as Partial<SeatOrderBody>);
      expect(res.status, res.text).toBe(400);
      expect(res.text).toContain(message);
    };
    await expect400({ payerDocument: '529.982.247-26' }, SCHOOL_LICENCE_MESSAGES.documentInvalid);
    await expect400({ payerDocument: '11.222.333/0001-82' }, SCHOOL_LICENCE_MESSAGES.documentInvalid);
    await expect400({ payerDocument: '12.ABC.345/01DE-36' }, SCHOOL_LICENCE_MESSAGES.documentInvalid);
    await expect400({ payerDocument: '' }, SCHOOL_LICENCE_MESSAGES.documentRequired);
    await expect400({ seats: 0 }, SCHOOL_LICENCE_MESSAGES.seatsRange);
    await expect400({ seats: 201 }, SCHOOL_LICENCE_MESSAGES.seatsRange);
    await expect400({ payerName: '' }, SCHOOL_LICENCE_MESSAGES.payerNameRequired);
    for (const payerDocument of ['529.982.247-25', '12.ABC.345/01DE-35']) {
      const ok = await buy(educator, klass.id, { payerDocument, seats: 2 });
      expect(ok.status, ok.text).toBe(201);
      expect(ok.body.data.order.amountCents).toBe(1980);
    }
    const stored = await storedRows<{ payer_document: string; payer_document_type: string }>(
      server,
      'select payer_document, payer_document_type from school_orders where class_id = ? order by payer_document',
      [klass.id],
    );
    expect(stored).toEqual([
      { payer_document: '12ABC34501DE35', payer_document_type: 'CNPJ' },
      { payer_document: '52998224725', payer_document_type: 'CPF' },
    ]);
  }, 60_000);

  it('answers 404 to another educator and to a plain user, for the seats, an order and the sandbox payment', async () => {
    const klass = await createClass(server, educator, { name: 'Turma alheia' });
    const order = await buy(educator, klass.id, { seats: 1 });
    expect(order.status, order.text).toBe(201);
    const orderId = order.body.data.order.orderId;
    const other = await approvedEducator(server, staff, 'Outra Educadora');
    const plain = await register(server, { name: 'Pessoa Comum' });
    for (const who of [other, plain]) {
      const seats = await server.call(classSeatsContract, { token: who.token, params: { id: klass.id } });
      expect(seats.status, seats.text).toBe(404);
      expect(seats.body.message).toBe(NOT_FOUND_CLASS);
      expect((await buy(who, klass.id)).status).toBe(404);
      expect((await server.call(seatOrderContract, { token: who.token, params: { id: klass.id, orderId } })).status).toBe(404);
      expect((await server.call(sandboxPaySeatOrderContract, { token: who.token, params: { id: klass.id, orderId } })).status).toBe(404);
    }
    // The order of another class of the same educator is not found under this class.
    const otherClass = await createClass(server, educator, { name: 'Turma vizinha' });
    expect((await server.call(seatOrderContract, { token: educator.token, params: { id: otherClass.id, orderId } })).status).toBe(404);
    // Without a session: 401.
    expect((await server.call(classSeatsContract, { params: { id: klass.id } })).status).toBe(401);
  }, 60_000);

  it('never gives more seats than paid, nor a student two seats, when two instances allocate at once', async () => {
    const other = await server.startAnother();
    try {
      const klass = await createClass(server, educator, { name: 'Turma concorrente' });
      await buyAndPay(educator, klass.id, 3);
      // Seven who finished join at once, through both instances.
      const students = await Promise.all([0, 1, 2, 3, 4, 5, 6].map((n) => register(server, { name: `Estudante ${SURNAMES[n]}` })));
      for (const s of students) await completeQuiz(server, s.token);
      await Promise.all(students.map((s, i) => joinClass(i % 2 === 0 ? server : other, s, klass.code!)));
      expect(await seatsOf(educator, klass.id)).toMatchObject({ seatsPaid: 3, seatsUsed: 3, seatsFree: 0 });
      expect(await seatUses(klass.id)).toHaveLength(3);
      const paid = await storedRows<{ n: number | string }>(
        server,
        "select count(*) as n from quiz_attempts a join class_memberships m on m.user_id = a.user_id where m.class_id = ? and a.report_status = 'PAID'",
        [klass.id],
      );
      expect(Number(paid[0]!.n)).toBe(3);

      // One student in two classes with free seats, joining both at once on two instances: one seat in all.
      const a = await createClass(server, educator, { name: 'Turma A' });
      const b = await createClass(server, educator, { name: 'Turma B' });
      await buyAndPay(educator, a.id, 1);
      await buyAndPay(educator, b.id, 1);
      const both = await register(server, { name: 'Estudante Das Duas' });
      await completeQuiz(server, both.token);
      await Promise.all([joinClass(server, both, a.code!), joinClass(other, both, b.code!)]);
      const used = (await seatsOf(educator, a.id)).seatsUsed + (await seatsOf(educator, b.id)).seatsUsed;
      expect(used).toBe(1);
    } finally {
      await other.close();
    }
  }, 240_000);

  it('lists school orders in the staff console and marks a refund once (audited): free seats leave the class, used ones stay', async () => {
    const klass = await createClass(server, educator, { name: 'Turma do reembolso' });
    const order = await buyAndPay(educator, klass.id, 3);
    const student = await register(server, { name: 'Aluno Reembolso' });
    await completeQuiz(server, student.token);
    await joinClass(server, student, klass.code!);
    expect(await seatsOf(educator, klass.id)).toMatchObject({ seatsPaid: 3, seatsUsed: 1, seatsFree: 2 });

    const list = await server.call(staffSchoolOrdersContract, { token: staff.token, query: { q: order.orderId } });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.orders).toHaveLength(1);
    expect(list.body.data.orders[0]).toMatchObject({
      id: order.orderId,
      seats: 3,
      status: 'PAID',
      educatorEmail: educator.email,
      refundedAt: null,
      accountDeleted: false,
    });
    const newest = await server.call(staffSchoolOrdersContract, { token: staff.token });
    expect(newest.body.data.orders.map((o) => o.id)).toContain(order.orderId);
    // Not for a plain user or the educator.
    expect((await server.call(staffSchoolOrdersContract, { token: educator.token })).status).toBe(404);

    const refund = await server.call(refundSchoolOrderContract, { token: staff.token, params: { orderId: order.orderId } });
    expect(refund.status, refund.text).toBe(200);
    expect(refund.body.data.order).toMatchObject({ refundedSeats: 2 });
    expect(refund.body.data.order.refundedAt).toBeTruthy();
    expect(await seatsOf(educator, klass.id)).toMatchObject({ seatsPaid: 1, seatsUsed: 1, seatsFree: 0 });
    // The student's unlock is never taken back.
    expect(await canAccessCurriculum(server, student.token)).toBe(true);
    // Again: nothing changes, no second audit entry.
    const twice = await server.call(refundSchoolOrderContract, { token: staff.token, params: { orderId: order.orderId } });
    expect(twice.body.data.order.refundedAt).toBe(refund.body.data.order.refundedAt);
    expect(await seatsOf(educator, klass.id)).toMatchObject({ seatsPaid: 1, seatsUsed: 1 });
    const audit = await server.call(auditLogContract, { token: staff.token });
    expect(audit.body.data.entries.filter((e) => e.action === 'school-order.refund' && e.targetId === order.orderId)).toHaveLength(1);
    // A pending order cannot be refunded.
    const pending = await buy(educator, klass.id, { seats: 1 });
    const refused = await server.call(refundSchoolOrderContract, { token: staff.token, params: { orderId: pending.body.data.order.orderId } });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe(SCHOOL_LICENCE_MESSAGES.notRefundable);
  }, 120_000);

  it('exports the orders and the seat (LGPD); the educator’s deletion keeps the orders anonymised, the student’s takes the seat use', async () => {
    const teacher = await approvedEducator(server, staff, 'Educadora Que Sai');
    const klass = await createClass(server, teacher, { name: 'Turma que fica' });
    const order = await buyAndPay(teacher, klass.id, 2);
    const student = await register(server, { name: 'Aluno Que Sai' });
    const attemptId = (await completeQuiz(server, student.token)).attemptId;
    await joinClass(server, student, klass.code!);

    const teacherExport = await server.call(accountExportContract, { token: teacher.token });
    expect(teacherExport.body.data.schoolLicences.orders).toEqual([
      expect.objectContaining({ orderId: order.orderId, seats: 2, status: 'PAID', payerName: PIX.payerName, payerDocument: '11222333000181' }),
    ]);
    const studentExport = await server.call(accountExportContract, { token: student.token });
    expect(studentExport.body.data.schoolLicences.seatUses).toEqual([expect.objectContaining({ classId: klass.id, attemptId })]);

    expect((await server.call(deleteMeContract, { token: teacher.token, body: { password: PASSWORD } })).status).toBe(200);
    const kept = await storedRows<Record<string, unknown>>(
      server,
      'select educator_id, payer_name, payer_document, idempotency_key, status, seats, amount_cents, anonymised_at, retain_until from school_orders where id = ?',
      [order.orderId],
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      educator_id: null,
      payer_name: null,
      payer_document: null,
      idempotency_key: null,
      status: 'PAID',
      seats: 2,
      amount_cents: 1980,
    });
    expect(kept[0]!.anonymised_at).toBeTruthy();
    expect(String(kept[0]!.retain_until)).toMatch(/^\d{4}-01-01T00:00:00.000Z$/);
    const listed = await server.call(staffSchoolOrdersContract, { token: staff.token, query: { q: order.orderId } });
    expect(listed.body.data.orders[0]).toMatchObject({ accountDeleted: true, educatorEmail: null, payerName: null });

    expect((await server.call(deleteMeContract, { token: student.token, body: { password: PASSWORD } })).status).toBe(200);
    expect(await seatUses(klass.id)).toEqual([]);
    // The class keeps its seat used: the class paid for it.
    const seats = await storedRows<{ seats_paid: number; seats_used: number }>(server, 'select seats_paid, seats_used from school_classes where id = ?', [
      klass.id,
    ]);
    expect(seats[0]).toEqual({ seats_paid: 2, seats_used: 1 });
  }, 120_000);
});
