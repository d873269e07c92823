/**
 * The staff console's API over HTTP (SQLite and PostgreSQL): the refund
 * to-do list, the contact inbox, the funnel, test health, users on request
 * and the audit log. Who may call it (404 for everyone else) is checked for
 * every contract in src/server/access.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES, meContract, deleteMeContract, loginContract } from '../../../shared/contracts/auth.contract';
import {
  FUNNEL_DAYS,
  STAFF_MESSAGES,
  type AuditEntry,
  auditLogContract,
  paymentReviewsContract,
  staffOrdersContract,
  resolvePaymentReviewContract,
  staffContactMessagesContract,
  markContactMessageAnsweredContract,
  staffUserLookupContract,
  staffUserExportContract,
  staffUserDeleteContract,
  funnelContract,
  testHealthContract,
} from '../../../shared/contracts/staff.contract';
import { CURRENT_QUESTION_SET } from '../../../shared/content/question-sets';
import { attentiveAnswerSheet } from '../../../shared/scoring/attentive-sheet.fixture';
import { openDatabase } from '../../platform/database/database';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { CARDS, cardOrderBody, cardToken, createOrder, pixOrderBody } from '../payment/payment.test-support';
import {
  PASSWORD,
  QUIZ_TEST_ENV,
  ITEM_ANALYSIS_CACHE_MS,
  completeQuiz,
  getRaw,
  giveAgeBand,
  grantRole,
  register,
  registerStaff,
  start,
  type Person,
} from '../quiz/quiz.test-support';
import { sandboxPayContract } from '../../../shared/contracts/payment.contract';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import { contactContract } from '../../../shared/contracts/contact.contract';

describe(`staff console API (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2026-03-10T10:00:00.000Z'));
  let server: TestServer;
  let staff: Person;
  let admin: Person;
  const auditOf = async (): Promise<AuditEntry[]> => {
    const res = await server.call(auditLogContract, { token: admin.token });
    expect(res.status, res.text).toBe(200);
    return res.body.data.entries;
  };

  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV, { now: clock.now });
    staff = await registerStaff(server, { name: 'Equipe Suporte' });
    admin = await registerStaff(server, { name: 'Equipe Admin' });
    await grantRole(server, admin.email, 'ADMIN');
  }, 60_000);
  afterAll(() => server?.close());

  it('lists a second payment of a paid attempt as a refund to do, and marks it done once, audited', async () => {
    const buyer = await register(server, { name: 'Rafaela Nunes' });
    const { attemptId } = await completeQuiz(server, buyer.token, undefined, { clock });
    await giveAgeBand(server, buyer.token);
    const pix = await createOrder(server, buyer.token, pixOrderBody(attemptId), 'pix-1');
    expect(pix.status, pix.text).toBe(200);
    const card = await createOrder(server, buyer.token, cardOrderBody(attemptId, await cardToken(server, { number: CARDS.approved })), 'cartao-1');
    expect(card.body.data.status).toBe('PAID');
    const paidAgain = await server.call(sandboxPayContract, { params: { orderId: pix.body.data.orderId }, token: buyer.token });
    expect(paidAgain.body.data.status, paidAgain.text).toBe('PAID');

    const listed = await server.call(paymentReviewsContract, { token: staff.token });
    expect(listed.status, listed.text).toBe(200);
    const reviews = listed.body.data.reviews.filter((r) => r.order.attemptId === attemptId);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      reason: 'double-payment',
      resolvedAt: null,
      paidByOrderId: card.body.data.orderId,
      order: { id: pix.body.data.orderId, userEmail: buyer.email, status: 'PAID', method: 'pix', amountCents: 2990 },
    });

    // The order search finds both, by the payer's address in any case, with the review on the second.
    const search = await server.call(staffOrdersContract, { query: { q: buyer.email.toUpperCase() }, token: staff.token });
    expect(search.body.data.orders.map((o: { id: string; review: unknown }) => [o.id, o.review !== null]).sort()).toEqual(
      [
        [card.body.data.orderId, false],
        [pix.body.data.orderId, true],
      ].sort(),
    );
    const byId = await server.call(staffOrdersContract, { query: { q: card.body.data.orderId }, token: staff.token });
    expect(byId.body.data.orders.map((o: { id: string }) => o.id)).toEqual([card.body.data.orderId]);

    const resolved = await server.call(resolvePaymentReviewContract, { params: { reviewId: reviews[0]!.id }, token: staff.token });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body.message).toBe(STAFF_MESSAGES.reviewResolved);
    expect(resolved.body.data.review.resolvedAt).toBe(clock.now().toISOString());
    clock.advance(60_000);
    const again = await server.call(resolvePaymentReviewContract, { params: { reviewId: reviews[0]!.id }, token: staff.token });
    expect(again.body.data.review.resolvedAt).toBe(resolved.body.data.review.resolvedAt);

    const after = (await server.call(paymentReviewsContract, { token: staff.token })).body.data.reviews;
    expect(after.find((r) => r.id === reviews[0]!.id)!.resolvedAt).not.toBeNull();
    const entries = await auditOf();
    expect(entries.filter((e) => e.action === 'payment-review.resolve' && e.targetId === reviews[0]!.id)).toEqual([
      expect.objectContaining({ actorEmail: staff.email, createdAt: resolved.body.data.review.resolvedAt }),
    ]);
    expect(entries.some((e) => e.action === 'orders.search' && e.actorEmail === staff.email)).toBe(true);

    const unknown = await server.call(resolvePaymentReviewContract, { params: { reviewId: '00000000-0000-4000-8000-000000000000' }, token: staff.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(STAFF_MESSAGES.reviewNotFound);
  });

  it('keeps a refund owed to a buyer who deleted their account on the list, without their data, and marks it done', async () => {
    const buyer = await register(server, { name: 'Ícaro Bastos' });
    const { attemptId } = await completeQuiz(server, buyer.token, undefined, { clock });
    await giveAgeBand(server, buyer.token);
    const pix = await createOrder(server, buyer.token, pixOrderBody(attemptId), 'pix-apagado');
    await createOrder(server, buyer.token, cardOrderBody(attemptId, await cardToken(server, { number: CARDS.approved })), 'cartao-apagado');
    expect((await server.call(sandboxPayContract, { params: { orderId: pix.body.data.orderId }, token: buyer.token })).body.data.status).toBe('PAID');
    expect((await server.call(deleteMeContract, { token: buyer.token, body: { password: PASSWORD } })).status).toBe(200);

    const reviews = (await server.call(paymentReviewsContract, { token: staff.token })).body.data.reviews;
    const kept = reviews.find((r) => r.id === pix.body.data.orderId)!;
    expect(kept).toMatchObject({
      reason: 'double-payment',
      accountDeleted: true,
      resolvedAt: null,
      order: { id: pix.body.data.orderId, attemptId: null, userId: null, userEmail: null, status: 'PAID', amountCents: 2990 },
    });
    expect(JSON.stringify(reviews)).not.toContain(buyer.email);

    const resolved = await server.call(resolvePaymentReviewContract, { params: { reviewId: kept.id }, token: staff.token });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body.data.review).toMatchObject({ id: kept.id, accountDeleted: true, resolvedAt: clock.now().toISOString() });
    expect((await auditOf()).filter((e) => e.action === 'payment-review.resolve' && e.targetId === kept.id)).toHaveLength(1);
  });

  it('shows contact messages newest first, filters them, and marks one answered by whom', async () => {
    const subject = `Pergunta ${Date.now()}`;
    const sent = await server.call(contactContract, {
      body: { name: 'Bruno Teles', email: 'bruno.teles@exemplo.com.br', subject, message: 'Como funciona o currículo?' },
    });
    expect(sent.status, sent.text).toBe(201);
    const unanswered = await server.call(staffContactMessagesContract, { query: { filter: 'unanswered' }, token: staff.token });
    const message = unanswered.body.data.messages.find((m) => m.subject === subject)!;
    expect(message).toMatchObject({ name: 'Bruno Teles', answeredAt: null, answeredBy: null });
    expect(unanswered.body.data.unanswered).toBeGreaterThanOrEqual(1);

    const marked = await server.call(markContactMessageAnsweredContract, { params: { messageId: message.id }, token: staff.token });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body.message).toBe(STAFF_MESSAGES.messageAnswered);
    expect(marked.body.data.message).toMatchObject({ answeredBy: staff.email, answeredAt: clock.now().toISOString() });

    const answered = (await server.call(staffContactMessagesContract, { query: { filter: 'answered' }, token: staff.token })).body.data.messages;
    expect(answered.map((m: { id: string }) => m.id)).toContain(message.id);
    const stillOpen = (await server.call(staffContactMessagesContract, { query: { filter: 'unanswered' }, token: staff.token })).body.data;
    expect(stillOpen.messages.map((m: { id: string }) => m.id)).not.toContain(message.id);
    expect(stillOpen.unanswered).toBe(unanswered.body.data.unanswered - 1);
    const all = (await server.call(staffContactMessagesContract, { token: staff.token })).body.data.messages;
    const times = all.map((m: { createdAt: string }) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    // Raw: a filter the contract's type does not allow.
    expect((await getRaw(server, '/api/staff/contact-messages?filter=lidas', staff.token)).status).toBe(400);
    expect(
      (await server.call(markContactMessageAnsweredContract, { params: { messageId: '00000000-0000-4000-8000-000000000000' }, token: staff.token })).status,
    ).toBe(404);
    expect((await auditOf()).filter((e) => e.action === 'contact-message.answered' && e.targetId === message.id)).toHaveLength(1);
  });

  it('looks a user up by e-mail, exports and deletes on request (each audited); never the caller nor staff', async () => {
    const person = await register(server, { name: 'Tainá Lopes' });
    const { attemptId } = await completeQuiz(server, person.token, undefined, { clock });
    const found = await server.call(staffUserLookupContract, { query: { email: ` ${person.email.toUpperCase()} ` }, token: staff.token });
    expect(found.status, found.text).toBe(200);
    const user = found.body.data.user!;
    expect(user).toMatchObject({ name: 'Tainá Lopes', email: person.email, role: 'USER', accountStatus: 'Active' });
    expect(user.attempts).toEqual([expect.objectContaining({ id: attemptId, status: 'COMPLETED', reportStatus: 'FREE', conclusive: true })]);
    expect((await server.call(staffUserLookupContract, { query: { email: 'ninguem@exemplo.com.br' }, token: staff.token })).body.data.user).toBeNull();

    const exported = await server.call(staffUserExportContract, { params: { userId: user.id }, token: staff.token });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.body.data.account.email).toBe(person.email);
    expect(exported.body.data.attempts.map((a: { id: string }) => a.id)).toEqual([attemptId]);
    // The console's export never carries audit entries.
    expect(exported.body.data).not.toHaveProperty('staffActions');

    // A staff member (role STAFF) cannot be deleted from the console.
    const staffUser = (await server.call(staffUserLookupContract, { query: { email: staff.email }, token: admin.token })).body.data.user!;
    expect(staffUser.role).toBe('STAFF');
    expect((await server.call(staffUserDeleteContract, { params: { userId: staffUser.id }, token: admin.token })).body.message).toBe(
      STAFF_MESSAGES.cannotDeleteStaff,
    );
    const adminUser = (await server.call(staffUserLookupContract, { query: { email: admin.email }, token: admin.token })).body.data.user!;
    // A staff account's export is for an ADMIN only, and leaves their audit entries out.
    const staffExport = await server.call(staffUserExportContract, { params: { userId: adminUser.id }, token: staff.token });
    expect(staffExport.status).toBe(403);
    expect(staffExport.body.message).toBe(STAFF_MESSAGES.exportStaffAdminOnly);
    expect(staffExport.text).not.toContain(admin.email);
    expect((await server.call(staffUserExportContract, { params: { userId: staffUser.id }, token: staff.token })).status).toBe(403);
    const adminExport = await server.call(staffUserExportContract, { params: { userId: staffUser.id }, token: admin.token });
    expect(adminExport.status, adminExport.text).toBe(200);
    expect(adminExport.body.data.account.email).toBe(staff.email);
    expect(adminExport.body.data).not.toHaveProperty('staffActions');
    const staffDelete = await server.call(staffUserDeleteContract, { params: { userId: adminUser.id }, token: staff.token });
    expect(staffDelete.status).toBe(409);
    expect(staffDelete.body.message).toBe(STAFF_MESSAGES.cannotDeleteStaff);
    const selfDelete = await server.call(staffUserDeleteContract, { params: { userId: adminUser.id }, token: admin.token });
    expect(selfDelete.status).toBe(409);
    expect(selfDelete.body.message).toBe(STAFF_MESSAGES.cannotDeleteSelf);

    const deleted = await server.call(staffUserDeleteContract, { params: { userId: user.id }, token: staff.token });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.message).toBe(STAFF_MESSAGES.userDeleted);
    expect((await server.call(loginContract, { body: { email: person.email, password: PASSWORD } })).status).toBe(401);
    // Raw: the report page, not an API contract.
    expect((await getRaw(server, `/report/${attemptId}`)).status).toBe(404);
    expect((await server.call(staffUserDeleteContract, { params: { userId: user.id }, token: staff.token })).status).toBe(404);

    const entries = await auditOf();
    const about = entries.filter((e) => e.targetId === user.id).map((e) => e.action);
    expect(about.sort()).toEqual(['user.delete', 'user.export', 'user.lookup']);
    expect(entries.filter((e) => e.targetId === user.id).every((e) => e.actorEmail === staff.email)).toBe(true);
    // Never an e-mail as a target.
    expect(entries.some((e) => e.targetId?.includes('@'))).toBe(false);
  });

  it("a staff member's own export lists their console actions without targets; they cannot delete their account while staff; once deleted, their entries keep a pseudonym", async () => {
    const leaving = await registerStaff(server, { name: 'Equipe Temporária' });
    const message = await server.call(contactContract, {
      body: { name: 'Clara Mendes', email: 'clara.mendes@exemplo.com.br', subject: `Pedido ${Date.now()}`, message: 'Quero ajuda com o pagamento.' },
    });
    expect(message.status).toBe(201);
    const id = (await server.call(staffContactMessagesContract, { query: { filter: 'unanswered' }, token: leaving.token })).body.data.messages[0]!.id;
    expect((await server.call(markContactMessageAnsweredContract, { params: { messageId: id }, token: leaving.token })).status).toBe(200);

    expect((await server.call(staffUserLookupContract, { query: { email: staff.email }, token: leaving.token })).status).toBe(200);

    // Their own export: what they did and when, never whom they did it to.
    const own = await server.call(accountExportContract, { token: leaving.token });
    const actions = own.body.data.staffActions as Array<{ action: string }>;
    expect(actions.map((a) => a.action).sort()).toEqual(['contact-message.answered', 'user.lookup']);
    expect(actions.every((a) => Object.keys(a).sort().join() === 'action,createdAt')).toBe(true);
    expect(own.text).not.toContain(id);

    // While staff (a role), the account cannot be deleted by its owner.
    const refused = await server.call(deleteMeContract, { token: leaving.token, body: { password: PASSWORD } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ACCOUNT_DELETION_MESSAGES.staffAccount);
    expect((await server.call(meContract, { token: leaving.token })).status).toBe(200);
    const before = (await auditOf()).filter((e) => e.actorEmail === leaving.email);
    expect(before.length).toBe(2);
    const ref = before[0]!.actorRef;
    expect(ref).toEqual(expect.any(String));
    expect(before.every((e) => e.actorRef === ref)).toBe(true);
    expect((await auditOf()).filter((e) => e.actorRef === ref && e.actorEmail !== leaving.email)).toEqual([]);

    // Role revoked, the deletion goes through; the entries stay, grouped under the same pseudonym.
    await grantRole(server, leaving.email, 'USER');
    expect((await server.call(deleteMeContract, { token: leaving.token, body: { password: PASSWORD } })).status).toBe(200);
    const after = (await auditOf()).filter((e) => e.actorRef === ref);
    expect(after.map((e) => e.id).sort()).toEqual(before.map((e) => e.id).sort());
    expect(after.every((e) => e.actorEmail === null)).toBe(true);
    const entry = after.find((e) => e.action === 'contact-message.answered' && e.targetId === id);
    expect(entry).toMatchObject({ actorEmail: null, actorRef: ref });
    const stored = await openDatabase(server.config.database);
    try {
      const rows = await stored.db.selectFrom('staff_audit_log').select(['actor_user_id', 'actor_ref']).where('actor_ref', '=', ref!).execute();
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.actor_user_id === null)).toBe(true);
    } finally {
      await stored.close();
    }
    const shown = (await server.call(staffContactMessagesContract, { query: { filter: 'answered' }, token: staff.token })).body.data.messages.find(
      (m) => m.id === id,
    )!;
    expect(shown).toMatchObject({ answeredBy: null });
    expect(shown.answeredAt).not.toBeNull();
  });

  it('reads the audit log for ADMIN only, newest first', async () => {
    expect((await server.call(auditLogContract, { token: staff.token })).status).toBe(404);
    const entries = await auditOf();
    expect(entries.length).toBeGreaterThan(3);
    const times = entries.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe(`staff console: funnel and test health (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2026-05-20T09:00:00.000Z'));
  let server: TestServer;
  let staff: Person;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV, { now: clock.now });
    staff = await registerStaff(server);
  }, 60_000);
  afterAll(() => server?.close());

  it('counts each step per day over 30 days, a second payment not counted as a new one', async () => {
    const payer = await register(server);
    const { attemptId } = await completeQuiz(server, payer.token, undefined, { clock });
    await giveAgeBand(server, payer.token);
    const careless = await register(server);
    await completeQuiz(server, careless.token, () => 3, { clock });
    const browsing = await register(server);
    await start(server, browsing.token);
    await register(server);
    const pix = await createOrder(server, payer.token, pixOrderBody(attemptId), 'pix');
    const card = await createOrder(server, payer.token, cardOrderBody(attemptId, await cardToken(server, { number: CARDS.approved })), 'cartao');
    expect(card.body.data.status).toBe('PAID');
    expect((await server.call(sandboxPayContract, { params: { orderId: pix.body.data.orderId }, token: payer.token })).body.data.status).toBe('PAID');

    const res = await server.call(funnelContract, { token: staff.token });
    expect(res.status, res.text).toBe(200);
    const days = res.body.data.days as Array<Record<string, string | number>>;
    expect(days).toHaveLength(FUNNEL_DAYS);
    expect(days[0]!.date).toBe('2026-04-21');
    expect(days.at(-1)).toEqual({ date: '2026-05-20', registrations: 5, started: 3, completed: 2, inconclusive: 1, paid: 1 });
    expect(days.slice(0, -1).every((d) => Object.values(d).filter((v) => v !== 0).length === 1)).toBe(true);
  });

  it('gives α per scale and the weakest statements for the version taken, from conclusive sheets only', async () => {
    for (const profile of [1, 5, 8] as const) {
      const sheet = attentiveAnswerSheet(profile, CURRENT_QUESTION_SET, 7 + profile);
      await completeQuiz(server, (await register(server)).token, (id) => sheet.get(id)!, { clock });
    }
    const res = await server.call(testHealthContract, { token: staff.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.versions).toHaveLength(1);
    const version = res.body.data.versions[0]!;
    // The payer's sheet and these three; not the careless one.
    expect(version).toMatchObject({ version: CURRENT_QUESTION_SET.version, n: 4 });
    expect(version.scales.map((scale: { profileId: number }) => scale.profileId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(version.scales.some((scale: { alpha: number | null }) => typeof scale.alpha === 'number')).toBe(true);
    const r = version.weakest.map((statement) => statement.itemTotal);
    expect(r).toHaveLength(10);
    expect(r).toEqual([...r].sort((a, b) => a! - b!));

    // Kept for ITEM_ANALYSIS_CACHE_MS: a sheet completed meanwhile shows once that has passed.
    const sheet = attentiveAnswerSheet(3, CURRENT_QUESTION_SET, 21);
    await completeQuiz(server, (await register(server)).token, (id) => sheet.get(id)!);
    const cached = await server.call(testHealthContract, { token: staff.token });
    expect(cached.body.data).toEqual(res.body.data);
    clock.advance(ITEM_ANALYSIS_CACHE_MS - 1);
    expect((await server.call(testHealthContract, { token: staff.token })).body.data.versions[0]!.n).toBe(4);
    clock.advance(1);
    expect((await server.call(testHealthContract, { token: staff.token })).body.data.versions[0]!.n).toBe(5);
  });
});
