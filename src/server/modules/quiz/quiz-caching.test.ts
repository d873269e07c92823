/**
 * The answers the server keeps in memory (router.ts, cacheKey): the question
 * list per question-set version and the shared view per attempt, each sent
 * with a strong ETag and a 304 to an If-None-Match that names it; a shared
 * view follows its owner's name, and a deleted result is not served from memory.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_QUESTION_SET } from '../../../shared/content/question-sets';
import { QUESTION_SET_2026_11_V2 } from '../../../shared/content/questions-2026-11-v2';
import { openDatabase } from '../../platform/database/database';
import { rawRequest, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { QUIZ_TEST_ENV, completeQuiz, register, shareResult, start, uniqueEmail, type Person } from './quiz.test-support';
import { historyDeleteContract } from '../../../shared/contracts/results.contract';
import { sharedResultContract } from '../../../shared/contracts/quiz.contract';
import { updateMeContract } from '../../../shared/contracts/auth.contract';

describe(`quiz: answers kept in memory, with ETags (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Person;
  let attemptId: string;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
    owner = await register(server, { name: 'Helena Cache Moura', email: uniqueEmail('cache') });
    ({ attemptId } = await completeQuiz(server, owner.token));
    await shareResult(server, owner.token, attemptId);
  });
  afterAll(() => server?.close());

  it('GET /quiz/questions: the same body and ETag for everyone on a version, and 304 with no body to If-None-Match', async () => {
    const other = await register(server, { name: 'Otávio Cache', email: uniqueEmail('cache-outro') });
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const first = await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', auth(owner.token));
    const second = await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', auth(other.token));
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(second.headers.etag).toBe(etag);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const parsed = JSON.parse(first.body.toString()) as { success: boolean; data: { version: string; questions: unknown[] } };
    expect(parsed.success).toBe(true);
    expect(parsed.data.version).toBe(CURRENT_QUESTION_SET.version);
    expect(parsed.data.questions).toHaveLength(CURRENT_QUESTION_SET.order.length);

    const notModified = await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', { ...auth(other.token), 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe(first.headers['cache-control']);
    // Another tag, or none: the full answer.
    expect((await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', { ...auth(other.token), 'if-none-match': '"outro"' })).status).toBe(200);
    // Still the caller's check first: no token, no answer, whatever the tag.
    expect((await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', { 'if-none-match': etag })).status).toBe(401);
  });

  it('GET /quiz/share/{id}: 304 to its ETag; a new name gives a new body and ETag; a deleted result is 404 at once', async () => {
    const first = await rawRequest(server.baseUrl, 'GET', `/api/quiz/share/${attemptId}`);
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(JSON.parse(first.body.toString()).data.result.firstName).toBe('Helena');
    expect((await rawRequest(server.baseUrl, 'GET', `/api/quiz/share/${attemptId}`, { 'if-none-match': etag })).status).toBe(304);

    const renamed = await server.call(updateMeContract, { token: owner.token, body: { name: 'Beatriz Cache Moura' } });
    expect(renamed.status, renamed.text).toBe(200);
    const after = await rawRequest(server.baseUrl, 'GET', `/api/quiz/share/${attemptId}`, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(JSON.parse(after.body.toString()).data.result.firstName).toBe('Beatriz');

    const deleted = await server.call(historyDeleteContract, { token: owner.token, params: { attemptId } });
    expect(deleted.status, deleted.text).toBeLessThan(300);
    expect((await server.call(sharedResultContract, { params: { attemptId } })).status).toBe(404);
    expect((await rawRequest(server.baseUrl, 'GET', `/api/quiz/share/${attemptId}`, { 'if-none-match': after.headers.etag as string })).status).toBe(404);
  });

  it('an attempt in progress on an older set gets that set, with its own ETag (one cached answer per version)', async () => {
    const person = await register(server, { name: 'Rafael Versão', email: uniqueEmail('versao') });
    const auth = { authorization: `Bearer ${person.token}` };
    const before = await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', auth);
    const { attemptId: oldSetAttempt } = await start(server, person.token);
    const handle = await openDatabase(server.config.database);
    try {
      await handle.db.updateTable('quiz_attempts').set({ question_set_version: QUESTION_SET_2026_11_V2.version }).where('id', '=', oldSetAttempt).execute();
    } finally {
      await handle.close();
    }
    const older = await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', auth);
    expect(JSON.parse(older.body.toString()).data.version).toBe(QUESTION_SET_2026_11_V2.version);
    expect(older.headers.etag).not.toBe(before.headers.etag);
    // The current version's tag is no match for the older list.
    expect((await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', { ...auth, 'if-none-match': before.headers.etag as string })).status).toBe(200);
    expect((await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', { ...auth, 'if-none-match': older.headers.etag as string })).status).toBe(304);
  });

  it('a kept answer goes compressed to a client that accepts it (br, else gzip), with its own ETag; any of its ETags gives 304', async () => {
    const auth = { authorization: `Bearer ${owner.token}` };
    const plain = await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', auth);
    const br = await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', { ...auth, 'accept-encoding': 'gzip, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, br, gzip]) expect(answer.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const etags = [plain, br, gzip].map((answer) => answer.headers.etag as string);
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) {
      const again = await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', { ...auth, 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    // The same answer asked for again is the same bytes (compressed once, kept).
    const brAgain = await rawRequest(server.baseUrl, 'GET', '/api/quiz/questions', { ...auth, 'accept-encoding': 'br' });
    expect(brAgain.body.equals(br.body)).toBe(true);
  });
});
