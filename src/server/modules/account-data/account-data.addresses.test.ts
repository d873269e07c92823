/**
 * LGPD by address (issue 26, F06 and F07), over HTTP on SQLite and PostgreSQL:
 * data keyed only by an e-mail address (contact messages, e-mails) is an
 * account's only for an address it confirmed, from the confirmation on; what
 * Rumo sent for the account (its links, temporary passwords, its own contact
 * message) is its own at any address it had. A deletion erases all of that,
 * rows and .eml files, and on SQLite leaves the address in no file under DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { waitForMailFile } from '../../testing/mail-files';
import { ACCOUNT_DELETION_MESSAGES, deleteMeContract, forgotPasswordContract, updateMeContract } from '../../../shared/contracts/auth.contract';
import { RELAXED_LIMITS, expectSuccess, isTemporaryPasswordMailTo, registerAccount, uniqueEmail, type Account } from '../auth/auth.test-support';
import { confirmEmail } from '../quiz/quiz.test-support';
import { mailFilesMentioning, storedRows } from './account-data.test-support';
import { contactContract } from '../../../shared/contracts/contact.contract';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';

const MINUTE = 60_000;

describe(`LGPD by address: confirmed addresses, every address of the account (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2026-04-06T12:00:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS }, { now: clock.now });
  });
  afterAll(() => server?.close());

  async function contact(email: string, subject: string, token?: string): Promise<void> {
    clock.advance(MINUTE);
    const res = await server.call(contactContract, {
      ...(token ? { token } : {}),
      body: { name: 'Visitante Real', email, subject, message: 'Meu telefone é (11) 98888-7777 e preciso de ajuda.' },
    });
    expect(res.status, res.text).toBe(201);
  }
  const exportOf = async (account: Account) => {
    const res = await server.call(accountExportContract, { token: account.token });
    expectSuccess(res);
    return res.body.data as { contactMessages: Array<{ subject: string }>; emailsSent: Array<{ kind: string; subject: string }> };
  };
  const deleteAccount = async (account: Account) =>
    expectSuccess(await server.call(deleteMeContract, { token: account.token, body: { password: account.password } }), 200, ACCOUNT_DELETION_MESSAGES.deleted);
  const messagesWithSubject = (subject: string) =>
    storedRows<{ user_id: string | null }>(server, 'select user_id from contact_messages where subject = ?', [subject]);
  const supportMailsWithSubject = (subject: string) =>
    storedRows<{ id: string }>(server, 'select id from outbox_emails where subject = ?', [`[Contato] ${subject}`]);

  it('an address registered but never confirmed neither exports nor erases what a visitor sent from it', async () => {
    const visitor = uniqueEmail('visitante');
    const subject = `Problema pessoal ${Date.now()}`;
    await contact(visitor, subject);
    const squatter = await registerAccount(server, { name: 'Atacante Qualquer', email: visitor.toUpperCase() });
    expect(squatter.user.emailVerified).toBe(false);

    const exported = await exportOf(squatter);
    expect(exported.contactMessages).toEqual([]);
    expect(exported.emailsSent.map((m) => m.kind)).toEqual(['email-confirmation']);
    expect(JSON.stringify(exported)).not.toContain('98888-7777');

    await deleteAccount(squatter);
    expect(await messagesWithSubject(subject)).toEqual([{ user_id: null }]);
    expect(await supportMailsWithSubject(subject)).toHaveLength(1);
  });

  it('a confirmed address brings only what was sent from it after the confirmation; a signed-in message is the account’s at any address', async () => {
    const account = await registerAccount(server, { name: 'Marina Prado Lopes' });
    const before = `Antes da confirmação ${Date.now()}`;
    await contact(account.email, before);
    clock.advance(MINUTE);
    await confirmEmail(server, account);
    const after = `Depois da confirmação ${Date.now()}`;
    await contact(account.email, after);
    const signedIn = `Com a conta ${Date.now()}`;
    await contact(uniqueEmail('outro'), signedIn, account.token);
    expect(await messagesWithSubject(signedIn)).toEqual([{ user_id: account.user.id }]);

    const exported = await exportOf(account);
    expect(exported.contactMessages.map((m) => m.subject).sort()).toEqual([after, signedIn].sort());
    const supportCopies = exported.emailsSent.filter((m) => m.kind === 'contact').map((m) => m.subject);
    expect(supportCopies.sort()).toEqual([`[Contato] ${after}`, `[Contato] ${signedIn}`].sort());

    await deleteAccount(account);
    expect(await messagesWithSubject(before)).toHaveLength(1);
    expect(await supportMailsWithSubject(before)).toHaveLength(1);
    for (const gone of [after, signedIn]) {
      expect(await messagesWithSubject(gone)).toEqual([]);
      expect(await supportMailsWithSubject(gone)).toEqual([]);
    }
  });

  it('erases by every address the account had: the old address’s mail and files go, and no file under DATA_DIR holds either address', async () => {
    const oldAddress = uniqueEmail('antigo');
    const newAddress = uniqueEmail('novo');
    const account = await registerAccount(server, { name: 'Eduarda Apagada', email: oldAddress });
    await contact(oldAddress, `Dúvida ${Date.now()}`, account.token);
    clock.advance(MINUTE);
    const forgot = await server.call(forgotPasswordContract, { body: { email: oldAddress } });
    expect(forgot.status, forgot.text).toBe(200);
    const mailDir = path.join(server.config.dataDir, 'mail');
    await waitForMailFile(mailDir, isTemporaryPasswordMailTo(oldAddress));
    clock.advance(MINUTE);
    const moved = await server.call(updateMeContract, { token: account.token, body: { email: newAddress, currentPassword: account.password } });
    expect(moved.status, moved.text).toBe(200);
    await confirmEmail(server, account, newAddress);
    const oldRows = () =>
      storedRows<{ kind: string }>(server, 'select kind from outbox_emails where lower(to_address) = ? or lower(reply_to) = ?', [oldAddress, oldAddress]);
    expect((await oldRows()).map((r) => r.kind).sort()).toEqual(['contact', 'email-change-requested', 'email-confirmation', 'temporary-password']);
    expect((await mailFilesMentioning(server, oldAddress)).length).toBe(4);

    await deleteAccount({ ...account, email: newAddress });

    expect(await oldRows()).toEqual([]);
    for (const address of [oldAddress, newAddress]) {
      expect(await mailFilesMentioning(server, address)).toEqual([]);
      expect(await storedRows(server, 'select id from contact_messages where lower(email) = ?', [address])).toEqual([]);
      expect(await storedRows(server, 'select id from outbox_emails where lower(to_address) = ? or lower(reply_to) = ?', [address, address])).toEqual([]);
    }
    // Every file under DATA_DIR, the SQLite database and its write-ahead log included (secure_delete and a checkpoint).
    const files = filesUnder(server.config.dataDir);
    if (testDatabaseKind === 'sqlite') expect(files.map((f) => path.basename(f))).toContain('rumo.sqlite');
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      for (const address of [oldAddress, newAddress]) expect(bytes.includes(Buffer.from(address)), `${address} in ${file}`).toBe(false);
    }
  });
});

function filesUnder(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}
