/**
 * Coverage of the LGPD export and deletion, read from the live database
 * (sqlite_master / information_schema) and the live DATA_DIR: every table
 * holding a user id, an e-mail, a name, a CPF, a phone or an IP must be in
 * TABLE_COVERAGE, shown by the export and emptied of the person by the
 * deletion; every folder under DATA_DIR must be a declared file store. A new
 * table or folder that nobody declared fails here.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { RELAXED_LIMITS } from '../auth/auth.test-support';
import { DATA_DIR_OTHER_ENTRIES, FILE_STORES, TABLE_COVERAGE } from './account-data.coverage';
import { fullJourney, liveSchema, personalColumns, storedRows, type Journey } from './account-data.test-support';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import { deleteMeContract } from '../../../shared/contracts/auth.contract';

/** The value at a dotted path of the export, through arrays (every element's). */
function valuesAt(root: unknown, dotted: string): unknown[] {
  let current: unknown[] = [root];
  for (const key of dotted.split('.')) {
    current = current.flatMap((value) => (Array.isArray(value) ? value : [value])).map((value) => (value as Record<string, unknown> | null)?.[key]);
  }
  return current.filter((value) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0));
}

describe(`LGPD coverage: every personal table and file store is exported and erased (${testDatabaseKind})`, () => {
  let server: TestServer;
  let person: Journey;
  let exported: unknown;
  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS });
    person = await fullJourney(server, 'Carla Dias Moreira', 'carla');
    exported = (await server.call(accountExportContract, { token: person.token })).body.data;
  }, 60_000);
  afterAll(() => server?.close());

  it('declares every table of the live schema, and every table with personal columns as personal', async () => {
    const tables = await liveSchema(server);
    expect(tables.size).toBeGreaterThan(10);
    const undeclared = [...tables.keys()].filter((table) => !(table in TABLE_COVERAGE));
    expect(undeclared, 'tables missing from TABLE_COVERAGE (account-data.coverage.ts)').toEqual([]);
    const personalButNotCovered = [...tables].filter(([table, columns]) => {
      const coverage = TABLE_COVERAGE[table as keyof typeof TABLE_COVERAGE];
      return personalColumns(columns).length > 0 && !coverage.personal;
    });
    expect(
      personalButNotCovered.map(([table, columns]) => `${table} (${personalColumns(columns).join(', ')})`),
      'personal tables declared not personal',
    ).toEqual([]);
  });

  it('shows every personal table in the export, with the person’s data', () => {
    const empty = Object.entries(TABLE_COVERAGE)
      .filter(([, coverage]) => coverage.personal && valuesAt(exported, coverage.exportedIn).length === 0)
      .map(([table, coverage]) => `${table} → ${coverage.personal ? coverage.exportedIn : ''}`);
    // The rows the journey cannot leave: a forgot-password request still pending (the worker resolved it into
    // the temporary password, exported beside it), and staff console actions (the person is not staff; the staff
    // tests export and erase a staff member's), and a school seat (the person paid their report, so they never take
    // one; school-licences.test.ts exports and erases a student's). Payment reviews are part of the orders section.
    expect(empty).toEqual([
      'password_reset_requests → security.pendingPasswordResets',
      'staff_audit_log → staffActions',
      'school_seat_uses → schoolLicences.seatUses',
    ]);
    for (const store of Object.values(FILE_STORES)) expect(valuesAt(exported, store.exportedIn).length, store.exportedIn).toBeGreaterThan(0);
  });

  it('finds only declared file stores under DATA_DIR', () => {
    const entries = fs.readdirSync(server.config.dataDir);
    const unknown = entries.filter(
      (name) => !(name in FILE_STORES) && !DATA_DIR_OTHER_ENTRIES.some((pattern) => pattern.test(name)) && name !== 'no-web-build',
    );
    expect(unknown, 'folders or files under DATA_DIR missing from FILE_STORES').toEqual([]);
    expect(entries).toEqual(expect.arrayContaining(Object.keys(FILE_STORES)));
  });

  it('leaves no row naming the person in any table with personal columns after the deletion', async () => {
    const res = await server.call(deleteMeContract, { token: person.token, body: { password: person.password } });
    expect(res.status, res.text).toBe(200);
    const tables = await liveSchema(server);
    const left: string[] = [];
    const needles = [person.user.id, person.email.toLowerCase(), person.attemptId, 'Carla Dias Moreira'];
    for (const [table, columns] of tables) {
      for (const column of personalColumns(columns)) {
        const rows = await storedRows(
          server,
          `select 1 from ${table} where lower(cast(${column} as text)) in (?, ?, ?, ?)`,
          needles.map((n) => n.toLowerCase()),
        );
        if (rows.length > 0) left.push(`${table}.${column}`);
      }
      // Any text column mentioning the person (a JSON document, a mail body).
      for (const column of columns) {
        const rows = await storedRows(server, `select 1 from ${table} where cast(${column} as text) like ? or cast(${column} as text) like ?`, [
          `%${person.email}%`,
          `%${person.attemptId}%`,
        ]);
        if (rows.length > 0) left.push(`${table}.${column} (text)`);
      }
    }
    expect(left).toEqual([]);
    // One query per column of every table (each its own connection on PostgreSQL): about 45 s on a loaded machine.
  }, 120_000);
});
