/** The database handle's ping, which GET /api/health reports: true while the database answers, false once it cannot. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { openDatabase } from './database';

describe(`database handle (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('pings true while open, and false (never a throw) once closed', async () => {
    const handle = await openDatabase(server.config.database);
    expect(handle.kind).toBe(testDatabaseKind);
    expect(await handle.ping()).toBe(true);
    expect(await handle.ping()).toBe(true);
    await handle.close();
    expect(await handle.ping()).toBe(false);
  });
});
