/**
 * Issue 26, age and guardian: the age band is asked before payment; under 16
 * (band 14-15) a guardian's name and e-mail go with the order, and the guardian
 * gets the receipt and a short note when it is paid. The band is the account's:
 * changeable, in the user view and the LGPD export, erased with the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { AGE_BAND_MESSAGES } from '../../../shared/domain/age-band';
import { NAME_MESSAGES } from '../../../shared/domain/person-name';
import { EMAIL_MESSAGES } from '../../../shared/domain/email';
import { fleschReadingEasePt } from '../../../shared/content/readability';
import {
  RELAXED_LIMITS,
  completedAttempt,
  createOrder,
  expectError,
  expectSuccess,
  pixOrderBody,
  registerAccount,
  setAgeBand,
  storedRows,
  uniqueEmail,
} from './payment.test-support';
import { GUARDIAN_NOTE } from './payment.emails';
import { deleteMeContract, meContract } from '../../../shared/contracts/auth.contract';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import { sandboxPayContract } from '../../../shared/contracts/payment.contract';

const GUARDIAN = { guardianName: 'Helena Prado', guardianEmail: 'helena.prado@example.org' };

describe(`payments: the age band before payment, and a guardian under 16 (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  const mailTo = (address: string) =>
    storedRows<{ kind: string; subject: string; text_body: string }>(server, 'select kind, subject, text_body from outbox_emails where to_address = ?', [
      address,
    ]);

  it('create-order without an age band is a 400 that says so; nothing is ordered', async () => {
    const { account, attemptId } = await completedAttempt(server, undefined, null);
    expectError(await createOrder(server, account.token, pixOrderBody(attemptId)), 400, AGE_BAND_MESSAGES.required);
    expect(await storedRows(server, 'select id from orders where attempt_id = ?', [attemptId])).toHaveLength(0);
  });

  it('the band is one of the list, shown in the user view, changeable, exported', async () => {
    const account = await registerAccount(server);
    expect((await server.call(meContract, { token: account.token })).body.data.user.ageBand).toBeNull();
    // Raw: age bands the contract's type does not allow, then none at all.
    for (const bad of ['13', '12-13', '', 'adulto']) {
      expectError(await server.request('PUT', '/api/auth/me/age-band', { token: account.token, body: { ageBand: bad } }), 400, AGE_BAND_MESSAGES.invalid);
    }
    expectError(await server.request('PUT', '/api/auth/me/age-band', { token: account.token, body: {} }), 400, AGE_BAND_MESSAGES.required);
    await setAgeBand(server, account.token, '14-15');
    await setAgeBand(server, account.token, '16-17');
    expect((await server.call(meContract, { token: account.token })).body.data.user.ageBand).toBe('16-17');
    const exported = await server.call(accountExportContract, { token: account.token });
    expect(exported.body.data.account.ageBand).toBe('16-17');
  });

  it('under 16 the order needs the guardian: name and e-mail by the account rules, not the buyer themself', async () => {
    const { account, attemptId } = await completedAttempt(server, undefined, '14-15');
    expectError(await createOrder(server, account.token, pixOrderBody(attemptId)), 400, AGE_BAND_MESSAGES.guardianNameRequired);
    expectError(
      await createOrder(server, account.token, pixOrderBody(attemptId, { guardianName: GUARDIAN.guardianName })),
      400,
      AGE_BAND_MESSAGES.guardianEmailRequired,
    );
    expectError(await createOrder(server, account.token, pixOrderBody(attemptId, { ...GUARDIAN, guardianName: 'Helena' })), 400, NAME_MESSAGES.required);
    expectError(await createOrder(server, account.token, pixOrderBody(attemptId, { ...GUARDIAN, guardianEmail: 'helena@' })), 400, EMAIL_MESSAGES.invalid);
    expectError(
      await createOrder(server, account.token, pixOrderBody(attemptId, { ...GUARDIAN, guardianEmail: account.email.toUpperCase() })),
      400,
      AGE_BAND_MESSAGES.guardianIsYou,
    );
    expect(await storedRows(server, 'select id from orders where attempt_id = ?', [attemptId])).toHaveLength(0);
  });

  it('when paid, the guardian gets the receipt and the note; the order and the export name them; deletion erases that mail', async () => {
    const { account, attemptId } = await completedAttempt(server, undefined, '14-15');
    const guardianEmail = uniqueEmail();
    const created = await createOrder(server, account.token, pixOrderBody(attemptId, { ...GUARDIAN, guardianEmail }));
    expectSuccess(created);
    const orderId = created.body.data.orderId;
    expect(await mailTo(guardianEmail)).toEqual([]);
    const paid = await server.call(sandboxPayContract, { params: { orderId }, token: account.token });
    expect(paid.body.data.status).toBe('PAID');

    const [note, ...others] = await mailTo(guardianEmail);
    expect(others).toEqual([]);
    expect(note).toMatchObject({ kind: 'payment-guardian-receipt', subject: GUARDIAN_NOTE.subject });
    expect(note!.text_body).toContain('Olá, Helena!');
    expect(note!.text_body).toContain(orderId);
    expect(note!.text_body).toContain('R$ 29,90');
    for (const line of [GUARDIAN_NOTE.what, GUARDIAN_NOTE.bought, GUARDIAN_NOTE.notYou]) expect(note!.text_body).toContain(line);
    expect(note!.text_body).toContain(server.config.supportEmail);
    // The buyer's own receipt still goes to the buyer.
    expect((await mailTo(account.email)).map((m) => m.kind)).toContain('payment-receipt');

    const exported = await server.call(accountExportContract, { token: account.token });
    expect(exported.body.data.orders).toEqual([expect.objectContaining({ id: orderId, guardian: { name: GUARDIAN.guardianName, email: guardianEmail } })]);

    const deleted = await server.call(deleteMeContract, { token: account.token, body: { password: account.password } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await mailTo(guardianEmail)).toEqual([]);
  });

  it('from 16 on no guardian is asked, and guardian fields sent anyway are not kept', async () => {
    const { account, attemptId } = await completedAttempt(server, undefined, '16-17');
    const created = await createOrder(server, account.token, pixOrderBody(attemptId, GUARDIAN));
    expectSuccess(created);
    const [order] = await storedRows<{ guardian_name: string | null; guardian_email: string | null }>(
      server,
      'select guardian_name, guardian_email from orders where id = ?',
      [created.body.data.orderId],
    );
    expect(order).toEqual({ guardian_name: null, guardian_email: null });
  });

  it("the note's fixed sentences read as easily as the site's texts (Flesch-PT at least 60, as the phrase bank)", () => {
    for (const text of [GUARDIAN_NOTE.what, GUARDIAN_NOTE.bought, GUARDIAN_NOTE.contact('suporte@rumo.app.br'), GUARDIAN_NOTE.notYou]) {
      expect(fleschReadingEasePt(text), text).toBeGreaterThanOrEqual(60);
    }
  });
});
