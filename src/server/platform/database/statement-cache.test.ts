/** withStatementCache (database.ts): each SQL text is prepared once, the cache is bounded, and a schema change is survived. */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './database';

describe('SQLite statement cache', () => {
  let sqlite: SQLite.Database;
  afterEach(() => {
    if (sqlite?.open) sqlite.close();
  });

  it('prepares a SQL text once and hands the same statement back', () => {
    sqlite = new SQLite(':memory:');
    const prepared: string[] = [];
    const original = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((text: string) => {
      prepared.push(text);
      return original(text);
    }) as typeof sqlite.prepare;
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    cached.prepare('select 2 as two');
    expect(prepared).toEqual(['select 1 as one', 'select 2 as two']);
  });

  it('keeps at most the given number of statements, dropping the oldest', () => {
    sqlite = new SQLite(':memory:');
    const cached = withStatementCache(sqlite, 2);
    const one = cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).not.toBe(one);
  });

  it('through Kysely: repeated queries give fresh results, also after the table changes shape', async () => {
    sqlite = new SQLite(':memory:');
    const db = new Kysely<{ t: { id: number; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    await sql`create table t (id integer primary key, name text)`.execute(db);
    await db.insertInto('t').values({ id: 1, name: 'a' }).execute();
    const read = () => db.selectFrom('t').selectAll().orderBy('id').execute();
    expect(await read()).toEqual([{ id: 1, name: 'a' }]);
    await db.insertInto('t').values({ id: 2, name: 'b' }).execute();
    expect(await read()).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    await sql`alter table t add column extra text`.execute(db);
    expect(await read()).toEqual([
      { id: 1, name: 'a', extra: null },
      { id: 2, name: 'b', extra: null },
    ]);
    await db.destroy();
  });
});
