/**
 * `npm run role` (scripts/role.ts), run as an operator would, through npm and
 * package.json's script: a separate process against the configured database
 * (the SQLite file under DATA_DIR, or DATABASE_URL), while the app keeps
 * serving from the same database.
 */
import { meContract } from '../../../shared/contracts/auth.contract';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { QUIZ_TEST_ENV, QUIZ_TEXT, STAFF_DOMAIN, confirmEmail, register, start, uniqueEmail } from '../quiz/quiz.test-support';
import { quizFillContract } from '../../../shared/contracts/quiz.contract';
import { staffOrdersContract } from '../../../shared/contracts/staff.contract';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The app's database as the script's environment names it. */
function databaseEnv(server: TestServer): Record<string, string> {
  const database = server.config.database;
  if (database.kind === 'sqlite') return { DATA_DIR: server.config.dataDir, DATABASE_URL: '' };
  const url = new URL(database.url);
  // The test's own schema, the way any PostgreSQL client is pointed at one.
  url.searchParams.set('options', `-c search_path=${database.schema}`);
  return { DATA_DIR: server.config.dataDir, DATABASE_URL: url.toString() };
}

/** `npm run role -- <args>`; --silent only drops npm's own banner and warnings, so the output is the script's. */
function runRole(server: TestServer, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'role', '--', ...args],
      { cwd: ROOT, env: { ...process.env, ...databaseEnv(server), STAFF_EMAIL_DOMAIN: STAFF_DOMAIN, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// Each run starts npm, tsx and a database connection (about 1.5 s): a test that runs eight of them gets more time than usual.
describe(`npm run role: grant and revoke from the command line (${testDatabaseKind})`, { timeout: 120_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
  });
  afterAll(() => server?.close());

  const meOf = async (token: string) => (await server.call(meContract, { token: token })).body.data.user;

  it('grant STAFF, then ADMIN, then revoke: the open session follows at once, and the staff-only call with it', async () => {
    const person = await register(server, { email: uniqueEmail('futura.admin') });
    const { attemptId } = await start(server, person.token);
    expect(await meOf(person.token)).toMatchObject({ role: 'USER', isStaff: false });

    const granted = await runRole(server, ['grant', person.email.toUpperCase(), 'staff']);
    expect(granted, granted.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(granted.stdout).toContain(`${person.email}: role USER -> STAFF.`);
    expect(await meOf(person.token)).toMatchObject({ role: 'STAFF', isStaff: true, emailVerified: false });

    const admin = await runRole(server, ['grant', person.email, 'ADMIN']);
    expect(admin.code, admin.stderr).toBe(0);
    expect(admin.stdout).toContain('role STAFF -> ADMIN.');
    expect(await meOf(person.token)).toMatchObject({ role: 'ADMIN', isStaff: true });
    const again = await runRole(server, ['grant', person.email, 'ADMIN']);
    expect(again).toMatchObject({ code: 0 });
    expect(again.stdout).toContain('already has the role ADMIN. Nothing changed.');

    const revoked = await runRole(server, ['revoke', person.email]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain('role ADMIN -> USER.');
    expect(await meOf(person.token)).toMatchObject({ role: 'USER', isStaff: false });
    const refused = await server.call(quizFillContract, { token: person.token, body: { attemptId } });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(QUIZ_TEXT.notFound);
  });

  it('a STAFF role gives staff rights without any address on the staff domain', async () => {
    const person = await register(server, { email: uniqueEmail('equipe.externa') });
    const { attemptId } = await start(server, person.token);
    expect((await server.call(quizFillContract, { token: person.token, body: { attemptId } })).status).toBe(404);
    expect((await runRole(server, ['grant', person.email, 'STAFF'])).code).toBe(0);
    const filled = await server.call(quizFillContract, { token: person.token, body: { attemptId } });
    expect(filled.status, filled.text).toBe(200);
  });

  it('revoking someone whose confirmed address is on the staff domain ends their staff rights; the skip-to-result stays', async () => {
    const person = await register(server, { email: uniqueEmail('equipe', STAFF_DOMAIN) });
    await confirmEmail(server, person);
    expect((await runRole(server, ['grant', person.email, 'ADMIN'])).code).toBe(0);
    expect(await meOf(person.token)).toMatchObject({ role: 'ADMIN', isStaff: true, canSkipToResult: true });
    const revoked = await runRole(server, ['revoke', person.email]);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`Note: their address on STAFF_EMAIL_DOMAIN (${STAFF_DOMAIN}) keeps only the quiz's skip-to-result button.`);
    expect(await meOf(person.token)).toMatchObject({ role: 'USER', isStaff: false, canSkipToResult: true });
    expect((await server.call(staffOrdersContract, { token: person.token })).status).toBe(404);
  });

  it('an unknown e-mail exits 1 and changes nothing; wrong usage exits 2 with the usage', async () => {
    const missing = await runRole(server, ['grant', uniqueEmail('ninguem'), 'ADMIN']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^No account uses the e-mail \S+\. Nothing changed\.\n$/);

    for (const args of [
      [],
      ['promote', 'a@b.com'],
      ['grant', 'a@b.com'],
      ['grant', 'a@b.com', 'CHEFE'],
      ['grant', 'a@b.com', 'USER'],
      ['revoke'],
      ['revoke', 'a@b.com', 'STAFF'],
    ]) {
      const run = await runRole(server, args);
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(2);
      expect(run.stderr).toContain('Usage:\n  npm run role -- grant <email> <STAFF|ADMIN>\n  npm run role -- revoke <email>');
      expect(run.stdout).toBe('');
    }
  });

  it('a bad configuration exits 1 with the configuration message, no stack', async () => {
    const run = await runRole(server, ['revoke', 'a@b.com'], { DATABASE_URL: 'mysql://localhost/rumo' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL: must start with postgres://');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
