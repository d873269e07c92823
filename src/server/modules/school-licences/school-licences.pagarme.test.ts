/**
 * School orders through Pagar.me (a loopback stand-in; decision 0197): a school pays with its CNPJ (a company
 * customer, the 2026 alphanumeric CNPJ kept with its letters), the payment module's webhook finds the school order
 * and re-reads it before adding seats, a paid amount that is not ours adds none and is held for staff, and polling
 * reads the gateway at most once per interval.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classSeatsContract, createSeatOrderContract, seatOrderContract, staffSchoolOrdersContract } from '../../../shared/contracts/school-licences.contract';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { QUIZ_TEST_ENV, registerStaff, type Person } from '../quiz/quiz.test-support';
import { WEBHOOK_SECRET, pagarmeEnv, startFakePagarme, type FakePagarme } from '../payment/payment.test-support';
import { approvedEducator, createClass } from '../schools/schools.test-support';

const WEBHOOK_PATH = '/api/payment/webhooks/pagarme';
const READ_INTERVAL_MS = 5_000;

describe(`school orders through Pagar.me (${testDatabaseKind})`, () => {
  const clock = createTestClock();
  let fake: FakePagarme;
  let server: TestServer;
  let staff: Person;
  let educator: Person;
  beforeAll(async () => {
    fake = await startFakePagarme();
    server = await startTestServer({ ...QUIZ_TEST_ENV, ...pagarmeEnv(fake) }, { now: clock.now });
    staff = await registerStaff(server);
    educator = await approvedEducator(server, staff);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const webhook = (gatewayOrderId: string, type = 'order.paid') =>
    server.request('POST', `${WEBHOOK_PATH}?secret=${WEBHOOK_SECRET}`, { body: { id: `hook_${gatewayOrderId}_${type}`, type, data: { id: gatewayOrderId } } });
  const seats = async (classId: string) => (await server.call(classSeatsContract, { token: educator.token, params: { id: classId } })).body.data.seats;
  const buy = async (classId: string, seatCount: number) => {
    const res = await server.call(createSeatOrderContract, {
      token: educator.token,
      params: { id: classId },
      body: { paymentMethod: 'pix', seats: seatCount, payerName: 'Escola Técnica Rumo', payerDocument: '12.abc.345/01de-35', phone: '(81) 98765-4321' },
    });
    expect(res.status, res.text).toBe(201);
    const orderId = res.body.data.order.orderId;
    const gateway = [...fake.orders.values()].find((o) => o.code === orderId)!;
    return { orderId, gatewayOrderId: gateway.id, request: gateway.request as { customer: Record<string, unknown>; items: Array<{ amount: number }> } };
  };

  it('sends a company customer with its CNPJ; the webhook finds the school order and adds its seats once', async () => {
    const klass = await createClass(server, educator, { name: 'Turma Pagar.me' });
    const { orderId, gatewayOrderId, request } = await buy(klass.id, 4);
    expect(request.customer).toMatchObject({
      type: 'company',
      document: '12ABC34501DE35',
      document_type: 'CNPJ',
      name: 'Escola Técnica Rumo',
      email: educator.email,
    });
    expect(request.items[0]!.amount).toBe(4 * 990);

    // A forged event (the gateway still says pending) changes nothing.
    expect((await webhook(gatewayOrderId)).status).toBe(200);
    expect(await seats(klass.id)).toMatchObject({ seatsPaid: 0 });

    fake.setStatus(gatewayOrderId, 'paid');
    expect((await webhook(gatewayOrderId)).status).toBe(200);
    expect((await webhook(gatewayOrderId)).status).toBe(200);
    expect(await seats(klass.id)).toMatchObject({ seatsPaid: 4, seatsUsed: 0, seatsFree: 4 });
    const order = await server.call(seatOrderContract, { token: educator.token, params: { id: klass.id, orderId } });
    expect(order.body.data.order.status).toBe('PAID');
  }, 60_000);

  it('holds a paid amount that is not ours for staff, with no seats', async () => {
    const klass = await createClass(server, educator, { name: 'Turma do centavo' });
    const { orderId, gatewayOrderId } = await buy(klass.id, 2);
    fake.setStatus(gatewayOrderId, 'paid', { amount: 1 });
    expect((await webhook(gatewayOrderId)).status).toBe(200);
    expect(await seats(klass.id)).toMatchObject({ seatsPaid: 0, seatsUsed: 0 });
    const listed = await server.call(staffSchoolOrdersContract, { token: staff.token, query: { q: orderId } });
    expect(listed.body.data.orders[0]).toMatchObject({ reviewReason: 'amount-mismatch', status: 'PAID' });
  }, 60_000);

  it('polling reads a pending order from the gateway at most once per interval', async () => {
    const klass = await createClass(server, educator, { name: 'Turma da espera' });
    const { orderId, gatewayOrderId } = await buy(klass.id, 1);
    const poll = () => server.call(seatOrderContract, { token: educator.token, params: { id: klass.id, orderId } });
    const before = fake.readsOf(gatewayOrderId);
    for (let i = 0; i < 10; i++) expect((await poll()).body.data.order.status).toBe('PENDING');
    expect(fake.readsOf(gatewayOrderId) - before).toBe(1);
    fake.setStatus(gatewayOrderId, 'paid');
    clock.advance(READ_INTERVAL_MS - 1);
    expect((await poll()).body.data.order.status).toBe('PENDING');
    clock.advance(1);
    expect((await poll()).body.data.order.status).toBe('PAID');
    expect(fake.readsOf(gatewayOrderId) - before).toBe(2);
    expect(await seats(klass.id)).toMatchObject({ seatsPaid: 1 });
  }, 60_000);
});
