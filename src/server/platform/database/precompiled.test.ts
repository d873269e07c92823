/** precompiled(): a query compiled once runs with each call's values, on SQLite and PostgreSQL, inside and outside transactions. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { openDatabase, type DatabaseHandle } from './database';
import { precompiled } from './precompiled';

const bodyOf = precompiled((db, { slug }: { slug: string }) =>
  db
    .selectFrom('legal_pages_precompiled_test' as never)
    .select(['slug', 'body'] as never)
    .where('slug' as never, '=', slug as never),
);

describe(`precompiled queries (${testDatabaseKind})`, () => {
  let server: TestServer;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    server = await startTestServer();
    handle = await openDatabase(server.config.database);
    await handle.db.schema
      .createTable('legal_pages_precompiled_test')
      .addColumn('slug', 'text', (c) => c.primaryKey())
      .addColumn('body', 'text')
      .execute();
  });
  afterAll(async () => {
    await handle.db.schema.dropTable('legal_pages_precompiled_test').execute();
    await handle.close();
    await server.close();
  });

  const upsert = precompiled((db, page: { slug: string; body: string }) =>
    db
      .insertInto('legal_pages_precompiled_test' as never)
      .values({ slug: page.slug, body: page.body } as never)
      .onConflict((oc) => oc.column('slug' as never).doUpdateSet({ body: page.body } as never)),
  );

  it('runs with each call’s values, not the first call’s', async () => {
    await upsert(handle.db, { slug: 'terms', body: 'Termos' });
    await upsert(handle.db, { slug: 'privacy', body: 'Privacidade' });
    await upsert(handle.db, { slug: 'terms', body: 'Termos, versão 2' });
    expect(await bodyOf(handle.db, { slug: 'terms' })).toEqual([{ slug: 'terms', body: 'Termos, versão 2' }]);
    expect(await bodyOf(handle.db, { slug: 'privacy' })).toEqual([{ slug: 'privacy', body: 'Privacidade' }]);
    expect(await bodyOf(handle.db, { slug: 'missing' })).toEqual([]);
  });

  it('takes part in a transaction: what it writes there is undone with it, and it reads the transaction’s own writes', async () => {
    await upsert(handle.db, { slug: 'faq', body: 'Antes' });
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await upsert(trx, { slug: 'faq', body: 'Durante' });
        expect(await bodyOf(trx, { slug: 'faq' })).toEqual([{ slug: 'faq', body: 'Durante' }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await bodyOf(handle.db, { slug: 'faq' })).toEqual([{ slug: 'faq', body: 'Antes' }]);
  });

  it('refuses a value that did not become a bound parameter', async () => {
    const shapeFromValue = precompiled((db, { column }: { column: string }) =>
      db
        .selectFrom('legal_pages_precompiled_test' as never)
        .select('slug' as never)
        .where('slug' as never, '=', 'terms' as never)
        .limit(column.length),
    );
    await expect(shapeFromValue(handle.db, { column: 'body' })).rejects.toThrow('"column" is not a bound value');
  });

  it('refuses a constant bound as a parameter (SQLite would prepare it again on every run), and runs it written as a literal', async () => {
    await upsert(handle.db, { slug: 'contact', body: 'Contato' });
    const bound = precompiled((db, { slug }: { slug: string }) =>
      db
        .selectFrom('legal_pages_precompiled_test' as never)
        .select('body' as never)
        .where('slug' as never, '=', slug as never)
        .limit(1),
    );
    await expect(bound(handle.db, { slug: 'contact' })).rejects.toThrow('the constant 1 is bound; write it into the SQL with sql.lit');
    const literal = precompiled((db, { slug }: { slug: string }) =>
      db
        .selectFrom('legal_pages_precompiled_test' as never)
        .select('body' as never)
        .where('slug' as never, '=', slug as never)
        .where('body' as never, '<>', sql.lit('') as never)
        .limit(sql.lit(1)),
    );
    expect(await literal(handle.db, { slug: 'contact' })).toEqual([{ body: 'Contato' }]);
  });
});
