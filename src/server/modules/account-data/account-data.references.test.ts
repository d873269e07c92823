/**
 * The LGPD export and deletion find a person's share e-mails and receipts by
 * the attempt or order their outbox row names, never by the e-mail's words
 * (issue 28): a share worded differently, or reworded after it was queued, is
 * still exported and erased. Migration 0021 gives rows written before it the
 * reference their text names. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { openDatabase, type DatabaseHandle } from '../../platform/database/database';
import { down as dropReferences, up as addReferences } from '../../platform/database/migrations/0021-outbox-references';
import { createOutbox } from '../../platform/mail/outbox';
import { createMailer } from '../../platform/mail/mailer';
import { paragraph } from '../../platform/mail/content';
import { RELAXED_LIMITS, expectSuccess, uniqueEmail, type Account } from '../auth/auth.test-support';
import { payingUser } from '../curriculum/curriculum.test-support';
import { storedRows } from './account-data.test-support';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import { deleteMeContract } from '../../../shared/contracts/auth.contract';
import { contactContract } from '../../../shared/contracts/contact.contract';
import { resultSharingContract, shareByEmailContract } from '../../../shared/contracts/quiz.contract';

type Person = Account & { attemptId: string; orderId: string };

const ok = (res: { status: number; text: string }, status = 200) => expect(res.status, res.text).toBe(status);

/** A person who paid for their result and shared it by e-mail with `friend`. */
async function sharingPerson(server: TestServer, name: string, friend: string): Promise<Person> {
  const person = await payingUser(server, name);
  ok(await server.call(resultSharingContract, { params: { attemptId: person.attemptId }, token: person.token, body: { shared: true } }));
  ok(await server.call(shareByEmailContract, { params: { attemptId: person.attemptId }, token: person.token, body: { email: friend } }));
  const [order] = await storedRows<{ id: string }>(server, 'select id from orders where user_id = ?', [person.user.id]);
  return { ...person, orderId: order!.id };
}

const rowsTo = (server: TestServer, address: string) =>
  storedRows<{ kind: string; attempt_id: string | null; order_id: string | null; text_body: string }>(
    server,
    'select kind, attempt_id, order_id, text_body from outbox_emails where to_address = ? order by created_at',
    [address],
  );

describe(`LGPD: mail found by its references, not its words (${testDatabaseKind})`, () => {
  let server: TestServer;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS });
    handle = await openDatabase(server.config.database);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await server?.close();
  });

  it('exports and erases a share e-mail whatever its words: queued with other words, or reworded after', async () => {
    const friend = uniqueEmail('amiga');
    const person = await sharingPerson(server, 'Dora Lima Santos', friend);
    const [shared] = await rowsTo(server, friend);
    expect(shared).toMatchObject({ kind: 'shared-result', attempt_id: person.attemptId, order_id: null });
    const receipts = await storedRows<{ kind: string; order_id: string | null }>(
      server,
      'select kind, order_id from outbox_emails where user_id = ? and kind = ?',
      [person.user.id, 'payment-receipt'],
    );
    expect(receipts).toEqual([{ kind: 'payment-receipt', order_id: person.orderId }]);

    // The same share e-mail rewritten: its body no longer holds the link, nor the attempt's id.
    await handle.db
      .updateTable('outbox_emails')
      .set({ text_body: 'Um texto reescrito, sem o endereço do resultado.', html_body: '<p>Um texto reescrito.</p>' })
      .where('to_address', '=', friend)
      .execute();
    // And one written in other words from the start, queued as the quiz module queues its own.
    const another = uniqueEmail('outra-amiga');
    const outbox = createOutbox({ db: handle.db, mailer: createMailer(server.config), log: server.app.log });
    await outbox.enqueue('shared-result', {
      to: another,
      content: { subject: 'Outro assunto', blocks: [paragraph('Palavras novas, e nenhuma delas é o endereço do resultado.')] },
      attemptId: person.attemptId,
    });
    for (const address of [friend, another]) expect((await rowsTo(server, address))[0]!.text_body).not.toContain(person.attemptId);

    const exported = await server.call(accountExportContract, { token: person.token });
    expectSuccess(exported);
    expect(exported.body.data.sharedByEmail).toEqual([
      expect.objectContaining({ to: friend, attemptId: person.attemptId }),
      expect.objectContaining({ to: another, attemptId: person.attemptId }),
    ]);

    ok(await server.call(deleteMeContract, { token: person.token, body: { password: person.password } }));
    expect(await rowsTo(server, friend)).toEqual([]);
    expect(await rowsTo(server, another)).toEqual([]);
    expect(await storedRows(server, 'select id from outbox_emails where attempt_id = ? or order_id = ?', [person.attemptId, person.orderId])).toEqual([]);
  });

  it('migration 0021 gives rows written before it the attempt or order their text names, and nothing else', async () => {
    const friend = uniqueEmail('amigo');
    const person = await sharingPerson(server, 'Elias Moura Costa', friend);
    // A contact message that happens to quote the attempt's id: not a share, so it gets no reference.
    ok(
      await server.call(contactContract, {
        token: person.token,
        body: { name: 'Elias Moura Costa', email: person.email, subject: 'Meu resultado', message: `Sobre o resultado ${person.attemptId}, tenho uma dúvida.` },
      }),
      201,
    );

    // Back to the columns before 0021; then a share of an attempt that no longer exists (its account was deleted).
    await dropReferences(handle.db as Kysely<unknown>);
    const gone = '0b7e7c43-5f0e-4a57-9d1c-1f0c8f0a3e11';
    const ghost = uniqueEmail('fantasma');
    const row = (await storedRows<Record<string, unknown>>(server, 'select * from outbox_emails where to_address = ?', [friend]))[0]!;
    await (handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto('outbox_emails')
      .values({ ...row, id: `${String(row.id).slice(0, -4)}f00d`, to_address: ghost, text_body: `Veja o resultado: https://rumo.exemplo/report/${gone}` })
      .execute();
    await addReferences(handle.db as Kysely<unknown>);

    expect(await rowsTo(server, friend)).toEqual([expect.objectContaining({ kind: 'shared-result', attempt_id: person.attemptId, order_id: null })]);
    expect(await rowsTo(server, ghost)).toEqual([expect.objectContaining({ kind: 'shared-result', attempt_id: null })]);
    expect(await storedRows(server, 'select order_id from outbox_emails where user_id = ? and kind = ?', [person.user.id, 'payment-receipt'])).toEqual([
      { order_id: person.orderId },
    ]);
    expect(await storedRows(server, 'select attempt_id, order_id from outbox_emails where user_id = ? and kind = ?', [person.user.id, 'contact'])).toEqual([
      { attempt_id: null, order_id: null },
    ]);
    const exported = await server.call(accountExportContract, { token: person.token });
    expect(exported.body.data.sharedByEmail).toEqual([expect.objectContaining({ to: friend, attemptId: person.attemptId })]);
  });
});
