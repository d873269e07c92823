import type { Compilable, CompiledQuery } from 'kysely';
import type SQLite from 'better-sqlite3';
import type { Db } from './database';

/** The one SQLite connection behind a Kysely instance (database.ts registers it). */
export interface SqliteConnection {
  prepare(text: string): SQLite.Statement;
  /** True while a transaction (Kysely's, between its statements) holds the connection. */
  inTransaction(): boolean;
}

const sqliteConnections = new WeakMap<Db, SqliteConnection>();

export function registerSqliteConnection(db: Db, connection: SqliteConnection): void {
  sqliteConnections.set(db, connection);
}

/**
 * A query whose shape never changes, built and compiled by Kysely once, then
 * run with each call's values. Kysely otherwise builds an operation tree and
 * compiles it to SQL on every call: on the hot paths (the session lookup on
 * every signed-in request, the answer path) that cost as much as SQLite takes
 * to run the query.
 *
 * `build` receives a stand-in for each named value and must use each one as a
 * plain bound value (a `where`'s right side, an inserted value), never to
 * decide the query's shape. A stand-in that did not become a parameter is an
 * error at the first run, so a misuse cannot fail silently.
 *
 * The query's constants (a status it filters on, a limit) are written into the
 * SQL with `sql.lit`, never bound: SQLite prepares again, on every run, a
 * statement whose bound value it used to choose its plan. It does so for a
 * value compared with the column a partial index filters on (quiz_attempts'
 * status: one attempt in progress per user) and, once ANALYZE has stored
 * statistics (this build has STAT4), for one compared with any indexed column.
 * Parsing and planning again made the in-progress lookup 7.5 µs instead of
 * 2.7 µs. A bound constant is also an error at the first run.
 */
export function precompiled<Values extends Record<string, unknown>, Row>(
  build: (db: Db, values: Values) => Compilable<Row>,
): (db: Db, values: Values) => Promise<Row[]> {
  // Per database: the SQL differs between SQLite and PostgreSQL, and a process (the tests) may hold both.
  const compiledFor = new WeakMap<Db, { query: CompiledQuery<Row>; slots: Array<{ name: keyof Values } | { fixed: unknown }> }>();
  return async (db, values) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      const standIns = new Map<string, keyof Values>();
      const placeholder = {} as Record<keyof Values, unknown>;
      for (const name of Object.keys(values) as Array<keyof Values>) {
        const standIn = `\u0000precompiled:${String(name)}\u0000`;
        standIns.set(standIn, name);
        placeholder[name] = standIn;
      }
      const query = build(db, placeholder as Values).compile();
      const slots = query.parameters.map((parameter) => {
        const name = typeof parameter === 'string' ? standIns.get(parameter) : undefined;
        return name === undefined ? { fixed: parameter } : { name };
      });
      for (const [standIn, name] of standIns) {
        if (!query.parameters.includes(standIn)) throw new Error(`precompiled query: "${String(name)}" is not a bound value`);
      }
      const constant = slots.find((slot) => 'fixed' in slot);
      if (constant) throw new Error(`precompiled query: the constant ${JSON.stringify(constant.fixed)} is bound; write it into the SQL with sql.lit`);
      compiled = { query, slots };
      compiledFor.set(db, compiled);
    }
    const { query, slots } = compiled;
    const parameters = slots.map((slot) => ('name' in slot ? values[slot.name] : slot.fixed));
    // SQLite runs a statement synchronously: when no transaction holds its one connection, run it straight away,
    // without Kysely's connection queue (a few promise turns per query). Inside a transaction, wait like any query.
    const sqlite = sqliteConnections.get(db);
    if (sqlite && !sqlite.inTransaction()) {
      const statement = sqlite.prepare(query.sql);
      if (statement.reader) return statement.all(parameters) as Row[];
      statement.run(parameters);
      return [];
    }
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
