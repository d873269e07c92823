import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import type { DatabaseConfig } from '../../config';
import type { Database } from './schema';
import { migrations } from './migrations/index';
import { precompiled, registerSqliteConnection } from './precompiled';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * After erasing a person (SQLite): moves the write-ahead log into the database file and truncates it, so the
   * old page images that still hold the erased rows leave the -wal file (secure_delete has already zeroed them in
   * the pages). False when another connection's reader kept part of the log; nothing to do on PostgreSQL (true).
   */
  checkpoint(): Promise<boolean>;
  close(): Promise<void>;
}

/** A trivial query, compiled once: the health check runs it on every call (load balancers call often). */
const pingQuery = precompiled((db) => db.selectNoFrom(sql<number>`1`.as('one')));

/** Whether a database answers a trivial query. */
type Ping = () => Promise<boolean>;

const migrationProvider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const { db, ping } = config.kind === 'sqlite' ? openSqlite(config.file) : await openPostgres(config);
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // Kysely looks for its bookkeeping tables across all schemas unless told which one is ours.
    ...(config.kind === 'postgres' && config.schema ? { migrationTableSchema: config.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  return {
    db,
    kind: config.kind,
    ping,
    checkpoint: async () => {
      if (config.kind !== 'sqlite') return true;
      const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
      return rows[0]?.busy === 0;
    },
    close: () => db.destroy(),
  };
}

function openSqlite(file: string): { db: Db; ping: Ping } {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // Deleted rows are overwritten with zeros, not left in free space: an erased person's e-mail must not stay in the file.
  sqlite.pragma('secure_delete = ON');
  // NORMAL is durable across process crashes in WAL mode; only a power loss can drop the last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const cached = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
  registerSqliteConnection(db, { prepare: (text) => cached.prepare(text), inTransaction: () => sqlite.inTransaction });
  // Asked of the connection itself, at once: a closed connection throws. (Inside a transaction a SELECT 1 is harmless.)
  // Through Kysely or precompiled() it took a tenth of the health check's time.
  const select1 = sqlite.prepare('select 1');
  const ping: Ping = () => {
    try {
      select1.get();
      return Promise.resolve(true);
    } catch {
      return Promise.resolve(false);
    }
  };
  return { db, ping };
}

/** Prepared statements kept per SQL text; the oldest goes when full (texts vary only with list lengths). */
const STATEMENTS_KEPT = 500;

/**
 * The connection as Kysely sees it, with each SQL text prepared once: Kysely
 * prepares every query it runs, which on a hot path (an answer, a session
 * lookup) costs as much as running it. Safe to share a statement: Kysely runs
 * one query at a time on its single SQLite connection, and SQLite prepares a
 * statement again by itself when the schema changes.
 */
export function withStatementCache(sqlite: SQLite.Database, kept = STATEMENTS_KEPT): { close(): void; prepare(text: string): SQLite.Statement } {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (statements.size >= kept) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

async function openPostgres(config: Extract<DatabaseConfig, { kind: 'postgres' }>): Promise<{ db: Db; ping: Ping }> {
  // Loaded only when PostgreSQL is configured: a SQLite server never holds the driver in memory.
  const { default: pg } = await import('pg');
  if (config.schema) {
    const admin = new pg.Client({ connectionString: config.url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists "${config.schema.replace(/"/g, '')}"`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const ping: Ping = async () => {
    try {
      await pingQuery(db, {});
      return true;
    } catch {
      return false;
    }
  };
  return { db, ping };
}
