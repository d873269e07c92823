import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentProgressContract } from '../../../shared/contracts/assessment.contract';
import { myResultContract, sharedResultContract } from '../../../shared/contracts/quiz.contract';
import {
  allProfilesContract,
  historyContract,
  historyDeleteContract,
  historyItemContract,
  latestResultContract,
  profileByIdContract,
  recentActivityContract,
  resultByIdContract,
} from '../../../shared/contracts/results.contract';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  FREE_PROFILE_KEYS,
  OWNER_RESULT_KEYS,
  PAID_PROFILE_KEYS,
  QUIZ_TEST_ENV,
  QUIZ_TEXT,
  STAFF_DOMAIN,
  UNKNOWN_ATTEMPT_ID,
  allKeys,
  answersInDatabase,
  completeQuiz,
  expectError,
  expectFreeProfile,
  expectNoPaidFields,
  getRaw,
  payInSandbox,
  q,
  QUESTION_IDS,
  register,
  registerStaff,
  saveAnswers,
  start,
  uniqueEmail,
} from '../quiz/quiz.test-support';

const SUMMARY_KEYS = ['careerName', 'color', 'description', 'icon', 'id', 'name', 'slug'];

describe(`profiles: /api/profile/all and /api/profile/:id (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
  });
  afterAll(() => server?.close());

  it('lists the 9 public summaries without a token', async () => {
    const res = await server.call(allProfilesContract);
    expect(res.status, res.text).toBe(200);
    const profiles = res.body.data.profiles as Array<Record<string, unknown>>;
    expect(profiles).toHaveLength(9);
    expect(profiles.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const profile of profiles) expect(Object.keys(profile).sort()).toEqual(SUMMARY_KEYS);
    expect(new Set(profiles.map((p) => p.slug)).size).toBe(9);
    for (const key of [...PAID_PROFILE_KEYS, 'careers']) expect(allKeys(res.body).has(key)).toBe(false);
  });

  it('answers one profile by number or by slug (any case): the free view', async () => {
    const all = (await server.call(allProfilesContract)).body.data.profiles as Array<{ id: number; slug: string; name: string }>;
    for (const summary of all) {
      const byId = await server.call(profileByIdContract, { params: { id: String(summary.id) } });
      expect(byId.status, byId.text).toBe(200);
      expect(Object.keys(byId.body.data.profile).sort()).toEqual(FREE_PROFILE_KEYS);
      expectFreeProfile(byId.body.data.profile);
      expect(byId.body.data.profile).toMatchObject({ id: summary.id, slug: summary.slug, name: summary.name });
      expectNoPaidFields(byId, { publicView: true });

      const bySlug = await server.call(profileByIdContract, { params: { id: summary.slug } });
      expect(bySlug.body).toEqual(byId.body);
      expect((await server.call(profileByIdContract, { params: { id: summary.slug.toUpperCase() } })).body).toEqual(byId.body);
    }
  });

  // Raw: hostile ids ('%20' must reach the server as typed, not encoded again).
  it.each(['0', '10', '99', 'nao-existe', '01x', '%20'])('answers 404 for the unknown profile %s', async (id) => {
    const res = await getRaw(server, `/api/profile/${id}`);
    expectError(res, 404, /Perfil não encontrado|Recurso não encontrado/);
  });

  it('answers 4xx (never 500) for an over-long id', async () => {
    for (const id of ['a'.repeat(41), 'a'.repeat(500)]) {
      const res = await getRaw(server, `/api/profile/${id}`);
      expect([400, 404, 414], res.text).toContain(res.status);
    }
  });
});

describe(`results and history (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2026-04-01T12:00:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV, { now: clock.now });
  });
  afterAll(() => server?.close());

  it('/api/result/latest: 404 before, then the same owner view as /quiz/my-result', async () => {
    const person = await register(server, { email: uniqueEmail('ultimo') });
    expectError(await server.call(latestResultContract, { token: person.token }), 404, QUIZ_TEXT.noResult);
    const { attemptId } = await completeQuiz(server, person.token);
    const latest = await server.call(latestResultContract, { token: person.token });
    expect(latest.status, latest.text).toBe(200);
    expect(Object.keys(latest.body.data.result).sort()).toEqual(OWNER_RESULT_KEYS);
    expect(latest.body.data.result.attemptId).toBe(attemptId);
    expect(latest.body).toEqual((await server.call(myResultContract, { token: person.token })).body);
    expectNoPaidFields(latest, { publicView: false });
  });

  it('/api/result/:id: own completed attempt only; in progress or unknown is 404; malformed is 400', async () => {
    const person = await register(server, { email: uniqueEmail('porid') });
    const { attemptId, result } = await completeQuiz(server, person.token);
    const res = await server.call(resultByIdContract, { token: person.token, params: { attemptId } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.result).toEqual(result);

    const other = await register(server, { email: uniqueEmail('aberto') });
    const { attemptId: open } = await start(server, other.token);
    expectError(await server.call(resultByIdContract, { token: other.token, params: { attemptId: open } }), 404, QUIZ_TEXT.noResult);
    expectError(await server.call(resultByIdContract, { token: person.token, params: { attemptId: UNKNOWN_ATTEMPT_ID } }), 404, QUIZ_TEXT.attemptNotFound);
    expect((await getRaw(server, '/api/result/nao-e-uuid', person.token)).status).toBe(400);
  });

  it("/api/history lists only the caller's attempts, newest first, with the dominant profile summary", async () => {
    const person = await register(server, { email: uniqueEmail('historico') });
    const someoneElse = await register(server, { email: uniqueEmail('alheio') });
    await start(server, someoneElse.token);
    expect((await server.call(historyContract, { token: person.token })).body.data).toEqual({ attempts: [], nextCursor: null });

    const startedAt = clock.now().toISOString();
    const { attemptId, result } = await completeQuiz(server, person.token, undefined, { clock });
    const res = await server.call(historyContract, { token: person.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.attempts).toEqual([
      {
        attemptId,
        status: 'COMPLETED',
        startedAt,
        completedAt: result.completedAt,
        reportStatus: 'FREE',
        dominantProfile: {
          id: result.dominantProfile.profile.id,
          slug: result.dominantProfile.profile.slug,
          name: result.dominantProfile.profile.name,
          careerName: result.dominantProfile.profile.careerName,
          description: result.dominantProfile.profile.description,
          icon: result.dominantProfile.profile.icon,
          color: result.dominantProfile.profile.color,
        },
      },
    ]);
    expectNoPaidFields(res, { publicView: false });
    for (const key of ['scores', 'pdfUrl', 'report']) expect(allKeys(res.body).has(key)).toBe(false);
  });

  it('/api/history/:id: the attempt, with its result once completed (null while in progress)', async () => {
    const person = await register(server, { email: uniqueEmail('item') });
    const { attemptId } = await start(server, person.token);
    const open = await server.call(historyItemContract, { token: person.token, params: { attemptId } });
    expect(open.status, open.text).toBe(200);
    expect(open.body.data).toEqual({
      attempt: {
        attemptId,
        status: 'IN_PROGRESS',
        startedAt: clock.now().toISOString(),
        completedAt: null,
        reportStatus: 'FREE',
        dominantProfile: null,
      },
      result: null,
    });

    clock.advance(5 * 60_000);
    const { result } = await completeQuiz(server, person.token);
    const done = await server.call(historyItemContract, { token: person.token, params: { attemptId } });
    expect(done.body.data.attempt).toMatchObject({ attemptId, status: 'COMPLETED', completedAt: result.completedAt });
    expect(done.body.data.result).toEqual(result);
    expectNoPaidFields(done, { publicView: false });
    expectError(await server.call(historyItemContract, { token: person.token, params: { attemptId: UNKNOWN_ATTEMPT_ID } }), 404, QUIZ_TEXT.attemptNotFound);
    expect((await getRaw(server, '/api/history/123', person.token)).status).toBe(400);
  });

  it('DELETE /api/history/:id removes the attempt and its answers; afterwards GET answers 404', async () => {
    const person = await register(server, { email: uniqueEmail('apagar') });
    const progress = await saveAnswers(server, person.token, QUESTION_IDS.slice(0, 5));
    const attemptId = progress.attemptId;
    expect(await answersInDatabase(server, attemptId)).toHaveLength(5);

    const res = await server.call(historyDeleteContract, { token: person.token, params: { attemptId } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual({});

    expectError(await server.call(historyItemContract, { token: person.token, params: { attemptId } }), 404, QUIZ_TEXT.attemptNotFound);
    expect(await answersInDatabase(server, attemptId)).toEqual([]);
    expect((await server.call(historyContract, { token: person.token })).body.data.attempts).toEqual([]);
    expect((await server.call(assessmentProgressContract, { token: person.token })).body.data.progress).toBeNull();
    // A new start is a fresh attempt with no answers.
    const fresh = await start(server, person.token);
    expect(fresh.attemptId).not.toBe(attemptId);
    expect(fresh.answers).toEqual([]);
    // Deleting again: already gone.
    expectError(await server.call(historyDeleteContract, { token: person.token, params: { attemptId } }), 404, QUIZ_TEXT.attemptNotFound);
  });

  it('DELETE /api/history/:id of a completed attempt removes its result and its public link', async () => {
    const person = await register(server, { email: uniqueEmail('apagar-fim') });
    const { attemptId } = await completeQuiz(server, person.token);
    expect((await server.call(historyDeleteContract, { token: person.token, params: { attemptId } })).status).toBe(200);
    expectError(await server.call(myResultContract, { token: person.token }), 404, QUIZ_TEXT.noResult);
    expectError(await server.call(resultByIdContract, { token: person.token, params: { attemptId } }), 404, QUIZ_TEXT.attemptNotFound);
    expect((await server.call(sharedResultContract, { params: { attemptId } })).status).toBe(404);
    expect(await answersInDatabase(server, attemptId)).toEqual([]);
  });

  it('DELETE /api/history/:id of a paid attempt answers 409 and keeps everything (what was paid for is not lost by a click)', async () => {
    const person = await register(server, { email: uniqueEmail('apagar-pago') });
    const { attemptId } = await completeQuiz(server, person.token);
    await payInSandbox(server, person, attemptId);

    const res = await server.call(historyDeleteContract, { token: person.token, params: { attemptId } });
    expectError(res, 409, 'Este resultado tem um relatório pago e não pode ser apagado por aqui. Fale com o suporte.');
    expect((await server.call(resultByIdContract, { token: person.token, params: { attemptId } })).body.data.result.reportStatus).toBe('PAID');
    expect(await answersInDatabase(server, attemptId)).toHaveLength(100);
  });

  it('/api/activity/recent: account, start and completion, newest first', async () => {
    const createdAt = clock.now().toISOString();
    const person = await register(server, { email: uniqueEmail('atividade') });
    expect((await server.call(recentActivityContract, { token: person.token })).body.data.activities).toEqual([
      { type: 'ACCOUNT_CREATED', at: createdAt, description: expect.any(String) },
    ]);
    clock.advance(60_000);
    const startedAt = clock.now().toISOString();
    await start(server, person.token);
    clock.advance(60_000);
    const { result } = await completeQuiz(server, person.token, undefined, { clock });
    const res = await server.call(recentActivityContract, { token: person.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.activities.map((a: { type: string; at: string }) => [a.type, a.at])).toEqual([
      ['QUIZ_COMPLETED', result.completedAt],
      ['QUIZ_STARTED', startedAt],
      ['ACCOUNT_CREATED', createdAt],
    ]);
    for (const activity of res.body.data.activities) expect(activity.description).toMatch(/\S/);
  });
});

describe(`ownership: another user's attempt is 404 everywhere (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
  });
  afterAll(() => server?.close());

  it('every owner call answers 404 with nothing of the owner, and changes nothing', async () => {
    const owner = await register(server, { name: 'Joana Zwetschke', email: uniqueEmail('dona') });
    // Staff, so that the staff-only fill reaches the ownership check too.
    const intruder = await registerStaff(server, { name: 'Igor Intruso', email: uniqueEmail('intruso', STAFF_DOMAIN) });
    const { attemptId: done, result } = await completeQuiz(server, owner.token);
    // A second owner whose attempt is still in progress, with answers.
    const owner2 = await register(server, { name: 'Paulo Zwetschke', email: uniqueEmail('dono2') });
    const { attemptId: open } = await saveAnswers(server, owner2.token, QUESTION_IDS.slice(0, 3));
    await start(server, intruder.token);

    // Raw: a table of every owner call, each sent by an intruder (hostile by design).
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/api/quiz/answer', { attemptId: open, questionOrder: q(4), value: 3 }],
      ['POST', '/api/quiz/answer', { attemptId: done, questionOrder: q(4), value: 3 }],
      ['POST', '/api/quiz/complete', { attemptId: open }],
      ['POST', '/api/quiz/complete', { attemptId: done }],
      ['POST', '/api/quiz/fill', { attemptId: open }],
      ['POST', '/api/quiz/fill', { attemptId: done }],
      ['GET', `/api/result/${done}`],
      ['GET', `/api/result/${open}`],
      ['GET', `/api/history/${done}`],
      ['GET', `/api/history/${open}`],
      ['DELETE', `/api/history/${done}`],
      ['DELETE', `/api/history/${open}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await server.request(method, path, { token: intruder.token, ...(body === undefined ? {} : { body }) });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: QUIZ_TEXT.attemptNotFound, requestId: expect.any(String) });
      for (const secret of ['Zwetschke', 'Joana', 'Paulo', owner.email, owner2.email]) expect(res.text).not.toContain(secret);
    }

    expect((await server.call(resultByIdContract, { token: owner.token, params: { attemptId: done } })).body.data.result).toEqual(result);
    const stillOpen = await start(server, owner2.token);
    expect(stillOpen.attemptId).toBe(open);
    expect(stillOpen.answers.map((a) => a.questionOrder)).toEqual(QUESTION_IDS.slice(0, 3));
    expect(await answersInDatabase(server, open)).toHaveLength(3);
    // The intruder's own lists never show the others' attempts.
    const history = await server.call(historyContract, { token: intruder.token });
    expect(history.body.data.attempts.map((a: { attemptId: string }) => a.attemptId)).not.toContain(done);
    expect(history.body.data.attempts.map((a: { attemptId: string }) => a.attemptId)).not.toContain(open);
    expect((await server.call(latestResultContract, { token: intruder.token })).status).toBe(404);
  });

  it('every owner call needs a token (401)', async () => {
    // Raw: a table of every owner call, each sent without a token.
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/api/quiz/start', {}],
      ['POST', '/api/quiz/answer', { attemptId: UNKNOWN_ATTEMPT_ID, questionOrder: 1, value: 3 }],
      ['POST', '/api/quiz/complete', { attemptId: UNKNOWN_ATTEMPT_ID }],
      ['GET', '/api/quiz/questions'],
      ['GET', '/api/quiz/my-result'],
      ['GET', '/api/assessment/questions'],
      ['POST', '/api/assessment/submit', { answers: [{ questionOrder: 1, value: 3 }] }],
      ['GET', '/api/assessment/progress'],
      ['POST', '/api/assessment/progress/save', { progress: { answers: [] } }],
      ['GET', '/api/result/latest'],
      ['GET', `/api/result/${UNKNOWN_ATTEMPT_ID}`],
      ['GET', '/api/history'],
      ['GET', `/api/history/${UNKNOWN_ATTEMPT_ID}`],
      ['DELETE', `/api/history/${UNKNOWN_ATTEMPT_ID}`],
      ['GET', '/api/activity/recent'],
    ];
    for (const [method, path, body] of calls) {
      const res = await server.request(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(401);
      expect(res.body).toEqual({ success: false, code: 'UNAUTHORIZED', message: QUIZ_TEXT.loginRequired, requestId: expect.any(String) });
    }
    // The staff-only call answers anyone else like a path that does not exist.
    const fill = await server.request('POST', '/api/quiz/fill', { body: { attemptId: UNKNOWN_ATTEMPT_ID } });
    expect(fill.status).toBe(404);
    expect(fill.body).toEqual({ success: false, code: 'NOT_FOUND', message: QUIZ_TEXT.notFound, requestId: expect.any(String) });
  });
});
