/**
 * LGPD self-service over HTTP (SQLite, and PostgreSQL with TEST_DATABASE_URL):
 * the export holds every part of the person's data and nobody else's; CPF and
 * phone can be removed; the deletion, confirmed with the password, erases the
 * rows and the files and keeps the orders only anonymised.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { LEGAL_DOCUMENT_VERSIONS } from '../../../shared/constants/legal-versions';
import { ACCOUNT_DELETION_MESSAGES, updateMeContract, deleteMeContract, meContract } from '../../../shared/contracts/auth.contract';
import { MESSAGES, RELAXED_LIMITS, expectError, expectSuccess, login, registerAccount } from '../auth/auth.test-support';
import { VALID_CPF_DIGITS, completedAttempt, createOrder, pixOrderBody } from '../payment/payment.test-support';
import { cachedReports, cachedResumes, fullJourney, mailFilesMentioning, minimalWebDist, storedRows, type Journey } from './account-data.test-support';
import { taxRetentionEnd } from './account-data.service';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import { sharedResultContract } from '../../../shared/contracts/quiz.contract';
import { sandboxPayContract } from '../../../shared/contracts/payment.contract';

describe(`LGPD: export and deletion (${testDatabaseKind})`, () => {
  let server: TestServer;
  let webDir: string;
  let ana: Journey;
  let bruno: Journey;
  beforeAll(async () => {
    webDir = minimalWebDist();
    server = await startTestServer({ ...RELAXED_LIMITS }, {}, { webDistDir: webDir });
    ana = await fullJourney(server, 'Ana Beatriz Souza', 'ana');
    bruno = await fullJourney(server, 'Bruno Carvalho Lima', 'bruno');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('records the versions of the terms and the privacy policy accepted at register', async () => {
    const rows = await storedRows<{ document: string; version: string; accepted_at: string }>(
      server,
      'select document, version, accepted_at from consent_records where user_id = ? order by document',
      [ana.user.id],
    );
    expect(rows.map((r) => [r.document, r.version])).toEqual([
      ['privacy', LEGAL_DOCUMENT_VERSIONS.privacy],
      ['terms', LEGAL_DOCUMENT_VERSIONS.terms],
    ]);
    expect(rows[0]!.accepted_at).toBe(ana.user.memberSince);
  });

  it('exports every section with the person’s data, as an attachment never stored by a cache', async () => {
    const res = await server.call(accountExportContract, { token: ana.token });
    expectSuccess(res);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="meus-dados-rumo.json"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body.data;
    expect(data.account).toMatchObject({ id: ana.user.id, name: 'Ana Beatriz Souza', email: ana.email, document: VALID_CPF_DIGITS, phone: '11987654321' });
    expect(data.consents).toHaveLength(2);
    expect(data.attempts).toHaveLength(1);
    expect(data.attempts[0]).toMatchObject({ id: ana.attemptId, status: 'COMPLETED', reportStatus: 'PAID' });
    expect(data.attempts[0]!.answers).toHaveLength(100);
    expect(data.attempts[0]!.result).toHaveProperty('ranking');
    // Shared by the fixture before its share e-mail: the export says since when (issue 26).
    expect(Date.parse(data.attempts[0]!.sharedAt ?? '')).not.toBeNaN();
    expect(data.orders).toEqual([expect.objectContaining({ attemptId: ana.attemptId, method: 'pix', status: 'PAID', amountCents: expect.any(Number) })]);
    expect(data.contactMessages).toEqual([expect.objectContaining({ email: ana.email, subject: ana.contactSubject })]);
    expect(data.sharedByEmail).toEqual([expect.objectContaining({ to: ana.friendEmail, attemptId: ana.attemptId })]);
    expect(data.emailsSent.map((m: { kind: string }) => m.kind)).toEqual(
      expect.arrayContaining(['email-confirmation', 'payment-receipt', 'temporary-password']),
    );
    expect(data.curriculum!.fields.full_name).toBe('Ana Beatriz Souza');
    expect(data.curriculum!.skills.length).toBeGreaterThan(0);
    // Two saves and the journey's delete of a skill (whose row waits in the trash).
    expect(data.curriculum!.versions.map((v: { number: number }) => v.number)).toEqual([1, 2, 3]);
    expect(data.curriculum!.trash).toHaveLength(1);
    expect(data.security.sessions.length).toBeGreaterThan(0);
    expect(data.security.temporaryPasswords.length + data.security.pendingPasswordResets.length).toBeGreaterThan(0);
    // The registration's link, and the one to the address she asked to move to (pending), with its revert link.
    expect(data.security.emailConfirmations).toEqual([
      expect.objectContaining({ email: ana.email.toLowerCase() }),
      expect.objectContaining({ email: `novo.ana.${ana.email}`.toLowerCase() }),
    ]);
    expect(data.account.pendingEmail).toBe(`novo.ana.${ana.email}`);
    expect(data.security.emailChangeReverts).toEqual([expect.objectContaining({ oldEmail: ana.email, usedAt: null })]);

    // Nobody else's data, and no secrets: no token or password hashes, no PIX code, no idempotency key, no gateway id.
    for (const other of [bruno.email, bruno.user.id, bruno.attemptId, bruno.friendEmail, bruno.contactSubject]) expect(res.text).not.toContain(other);
    for (const secret of ['password_hash', 'token_hash', 'pix_qr_code', 'idempotency', 'gateway_order_id', '$argon2']) expect(res.text).not.toContain(secret);
  });

  it('needs a signed-in user', async () => {
    expectError(await server.call(accountExportContract), 401, MESSAGES.loginRequired);
  });

  it('removes CPF and phone one at a time with null; an omitted field is kept', async () => {
    const person = await registerAccount(server);
    expectSuccess(
      await server.call(updateMeContract, { token: person.token, body: { document: '529.982.247-25', phone: '(11) 98765-4321' } }),
      200,
      MESSAGES.accountUpdated,
    );
    const noCpf = await server.call(updateMeContract, { token: person.token, body: { document: null } });
    expectSuccess(noCpf, 200, MESSAGES.accountUpdated);
    expect(noCpf.body.data.user).toMatchObject({ document: null, phone: '11987654321' });
    const noPhone = await server.call(updateMeContract, { token: person.token, body: { phone: null } });
    expect(noPhone.body.data.user).toMatchObject({ document: null, phone: null });
    // Removing what is already empty changes nothing; an empty string is still no CPF.
    expectError(await server.call(updateMeContract, { token: person.token, body: { phone: null } }), 400, MESSAGES.nothingChanged);
    expectError(await server.call(updateMeContract, { token: person.token, body: { document: '' } }), 400, MESSAGES.cpfInvalid);
    const stored = await storedRows<{ document: string | null; phone: string | null }>(server, 'select document, phone from users where id = ?', [
      person.user.id,
    ]);
    expect(stored).toEqual([{ document: null, phone: null }]);
  });

  it('refuses a deletion without the right password, and changes nothing', async () => {
    expectError(await server.call(deleteMeContract, { token: bruno.token, body: { password: 'nao-e-essa' } }), 400, ACCOUNT_DELETION_MESSAGES.wrongPassword);
    expectError(await server.call(deleteMeContract, { token: bruno.token, body: { password: '' } }), 400, ACCOUNT_DELETION_MESSAGES.passwordRequired);
    expectError(await server.call(deleteMeContract, { body: { password: bruno.password } }), 401, MESSAGES.loginRequired);
    expectSuccess(await server.call(meContract, { token: bruno.token }));
    expectSuccess(await login(server, bruno.email, bruno.password));
  });

  it('deletes the account: no login, no session, no report, no files, no mail; orders anonymised and still counted', async () => {
    const second = await login(server, ana.email, ana.password);
    expectSuccess(second);
    const otherDevice = second.body.data.token as string;
    expect(cachedReports(server, ana.attemptId)).not.toEqual([]);
    expect(cachedResumes(server)).not.toEqual([]);
    const resumesBefore = cachedResumes(server).length;
    expect(await mailFilesMentioning(server, ana.email)).not.toEqual([]);
    expect(await mailFilesMentioning(server, ana.attemptId)).not.toEqual([]);
    const paidBefore = await storedRows<{ n: number | string }>(server, "select count(*) as n from orders where status = 'PAID'", []);
    const [ordersOfAna] = await storedRows<{ id: string; amount_cents: number | string; created_at: string; gateway_order_id: string | null }>(
      server,
      'select id, amount_cents, created_at, gateway_order_id from orders where user_id = ?',
      [ana.user.id],
    );

    const res = await server.call(deleteMeContract, { token: ana.token, body: { password: ana.password } });
    expectSuccess(res, 200, ACCOUNT_DELETION_MESSAGES.deleted);

    // Every session is gone, and the password opens nothing.
    for (const token of [ana.token, otherDevice]) expect((await server.call(meContract, { token })).status).toBe(401);
    expectError(await login(server, ana.email, ana.password), 401, MESSAGES.wrongCredentials);
    // The result is gone: API and page.
    expect((await server.call(sharedResultContract, { params: { attemptId: ana.attemptId } })).status).toBe(404);
    // Raw: the report page, not an API contract.
    expect((await server.request('GET', `/report/${ana.attemptId}`)).status).toBe(404);

    // Rows: nothing keyed by the account, its address or its attempt.
    const byUser = ['users', 'sessions', 'quiz_attempts', 'orders', 'curricula', 'consent_records', 'email_verifications', 'temporary_passwords'];
    for (const table of byUser) {
      const column = table === 'users' ? 'id' : 'user_id';
      expect(await storedRows(server, `select * from ${table} where ${column} = ?`, [ana.user.id]), table).toEqual([]);
    }
    expect(await storedRows(server, 'select * from quiz_answers where attempt_id = ?', [ana.attemptId])).toEqual([]);
    expect(await storedRows(server, 'select * from contact_messages where lower(email) = ?', [ana.email.toLowerCase()])).toEqual([]);
    expect(await storedRows(server, 'select * from password_reset_requests where email_normalized = ?', [ana.email.toLowerCase()])).toEqual([]);
    expect(
      await storedRows(server, 'select id from outbox_emails where lower(to_address) = ? or lower(reply_to) = ? or text_body like ? or html_body like ?', [
        ana.email.toLowerCase(),
        ana.email.toLowerCase(),
        `%${ana.attemptId}%`,
        `%${ana.attemptId}%`,
      ]),
    ).toEqual([]);
    expect(await storedRows(server, "select * from curriculum_versions where document like '%Ana Beatriz%'", [])).toEqual([]);

    // Files: the cached PDFs and every .eml naming her or her attempt; Bruno's resume PDF stays.
    expect(cachedReports(server, ana.attemptId)).toEqual([]);
    // Her resume PDF and her cover letter's PDF (decision 0189) go; Bruno's stay.
    expect(cachedResumes(server).filter((name) => name.startsWith('letter-'))).toHaveLength(1);
    expect(cachedResumes(server)).toHaveLength(resumesBefore - 2);
    expect(await mailFilesMentioning(server, ana.email)).toEqual([]);
    expect(await mailFilesMentioning(server, ana.attemptId)).toEqual([]);

    // The order stays for the tax period, anonymised, and still counts as a sale.
    const retained = await storedRows<Record<string, unknown>>(server, 'select * from retained_orders where id = ?', [ordersOfAna!.id]);
    expect(retained).toHaveLength(1);
    expect(retained[0]).toMatchObject({ status: 'PAID', method: 'pix', retain_until: taxRetentionEnd(ordersOfAna!.created_at) });
    expect(Number(retained[0]!.amount_cents)).toBe(Number(ordersOfAna!.amount_cents));
    const text = JSON.stringify(retained);
    for (const personal of [ana.user.id, ana.email, ana.attemptId, 'Ana', VALID_CPF_DIGITS, '11987654321']) expect(text).not.toContain(personal);
    const paidAfter = await storedRows<{ n: number | string }>(
      server,
      "select (select count(*) from orders where status = 'PAID') + (select count(*) from retained_orders where status = 'PAID') as n",
      [],
    );
    expect(Number(paidAfter[0]!.n)).toBe(Number(paidBefore[0]!.n));

    // Bruno's data is untouched.
    const brunoExport = await server.call(accountExportContract, { token: bruno.token });
    expectSuccess(brunoExport);
    expect(brunoExport.body.data.attempts).toHaveLength(1);
    expect(brunoExport.body.data.orders).toHaveLength(1);
    expect(brunoExport.body.data.curriculum!.versions).toHaveLength(3);
    expect(brunoExport.body.data.curriculum!.trash).toHaveLength(1);
    expect(brunoExport.body.data.curriculum!.letter).toEqual(expect.objectContaining({ target: 'APPRENTICE', organization: 'Programa Aprendiz Legal' }));
    expect(brunoExport.body.data.curriculum!.letterVersions).toHaveLength(1);
    expect(brunoExport.body.data.contactMessages).toHaveLength(1);
    expect(cachedReports(server, bruno.attemptId)).not.toEqual([]);
    expect(cachedResumes(server)).toHaveLength(2);
    expect(await mailFilesMentioning(server, bruno.email)).not.toEqual([]);
  });
});

describe(`LGPD: deletion's password check is rate-limited like change-password (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP: '2/15' });
  });
  afterAll(() => server?.close());

  it('answers 429 after the budget of wrong passwords, and the account stays', async () => {
    const person = await registerAccount(server);
    for (let i = 0; i < 2; i += 1) {
      expectError(await server.call(deleteMeContract, { token: person.token, body: { password: 'errada-123' } }), 400, ACCOUNT_DELETION_MESSAGES.wrongPassword);
    }
    const limited = await server.call(deleteMeContract, { token: person.token, body: { password: person.password } });
    expect(limited.status).toBe(429);
    expectSuccess(await server.call(meContract, { token: person.token }));
  });
});

describe(`LGPD: anonymised orders leave when their tax retention period ends (${testDatabaseKind})`, () => {
  it('an instance started after retain_until drops that order and keeps the ones still in their period', async () => {
    const clock = createTestClock(new Date('2019-06-01T12:00:00.000Z'));
    const server = await startTestServer({ ...RELAXED_LIMITS }, { now: clock.now });
    try {
      const payAndDelete = async () => {
        const { account, attemptId } = await completedAttempt(server);
        const order = await createOrder(server, account.token, pixOrderBody(attemptId));
        expectSuccess(order);
        const paid = await server.call(sandboxPayContract, { params: { orderId: order.body.data.orderId }, token: account.token });
        expect(paid.body.data.status, paid.text).toBe('PAID');
        expectSuccess(
          await server.call(deleteMeContract, { token: account.token, body: { password: account.password } }),
          200,
          ACCOUNT_DELETION_MESSAGES.deleted,
        );
        return order.body.data.orderId;
      };
      const old = await payAndDelete(); // a 2019 sale: kept until 2026-01-01
      clock.advance(6 * 365 * 24 * 3600_000); // mid-2025
      const recent = await payAndDelete(); // a 2025 sale: kept until 2032-01-01
      const retained = async () => (await storedRows<{ id: string }>(server, 'select id from retained_orders order by retain_until', [])).map((r) => r.id);
      expect(await retained()).toEqual([old, recent]);

      // Another instance, on 2026-02-01: its purge runs once at start.
      const later = await server.startAnother({ now: () => new Date('2026-02-01T00:00:00.000Z') });
      try {
        await expect.poll(retained, { timeout: 10_000 }).toEqual([recent]);
      } finally {
        await later.close();
      }
    } finally {
      await server.close();
    }
  });
});
