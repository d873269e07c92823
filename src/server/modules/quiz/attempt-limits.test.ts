/**
 * Bounded attempts (issue 26, F12): a day holds the first attempt and
 * RETAKES_PER_DAY retakes after inconclusive results; starts and submits are
 * rate-limited per account; GET /api/history answers a page at a time.
 */
import { assessmentProgressSaveContract, assessmentSubmitContract } from '../../../shared/contracts/assessment.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES, RETAKES_PER_DAY, quizCompleteContract, quizFillContract, quizStartContract } from '../../../shared/contracts/quiz.contract';
import { HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX, historyContract, historyDeleteContract, RESULT_MESSAGES } from '../../../shared/contracts/results.contract';
import { createTestClock, startTestServer, testDatabaseKind, type CallResponse, type TestServer } from '../../testing/test-server';
import { QUIZ_TEST_ENV, answerSheet, completeQuiz, expectError, getRaw, register, registerStaff, start, uniqueEmail } from './quiz.test-support';

const HOUR_MS = 3_600_000;
/** Straight-lined: inconclusive. */
const careless = () => 3;

describe(`retakes after inconclusive results (${testDatabaseKind})`, () => {
  let server: TestServer;
  const clock = createTestClock(new Date('2026-06-01T09:00:00.000Z'));
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV, { now: clock.now });
  });
  afterAll(() => server?.close());

  it(`allows ${RETAKES_PER_DAY} retakes a day; the next start is refused (429) with when to come back, until the day has passed`, async () => {
    const person = await register(server, { email: uniqueEmail('refaz') });
    // The first attempt and three retakes, all inconclusive, in one morning.
    for (let i = 0; i <= RETAKES_PER_DAY; i++) {
      expect((await completeQuiz(server, person.token, careless, { clock })).result.quality.conclusive).toBe(false);
    }
    // 09:00 + 4 × 15 min = 10:00: the day opened at 09:00 ends tomorrow at 09:00, 23 hours away.
    const refused = await server.call(quizStartContract, { token: person.token, body: {} });
    expectError(refused, 429, QUIZ_MESSAGES.retakeLimit(23 * 3600));
    expect(refused.body.message).toBe('Você já refez o teste 3 vezes em 24 horas. Faça uma pausa: você poderá tentar de novo em 23 horas.');
    expect(refused.headers.get('retry-after')).toBe(String(23 * 3600));
    // Every way into a new attempt is closed: the one-shot submit and the autosave that would open one.
    expectError(
      await server.call(assessmentSubmitContract, { token: person.token, body: { answers: answerSheet(undefined, careless) } }),
      429,
      refused.body.message!,
    );
    expectError(
      await server.call(assessmentProgressSaveContract, { token: person.token, body: { progress: { answers: answerSheet([1], careless) } } }),
      429,
      refused.body.message!,
    );
    // Deleting the attempts does not give the retakes back.
    const { attempts } = (await server.call(historyContract, { token: person.token })).body.data as { attempts: Array<{ attemptId: string }> };
    for (const { attemptId } of attempts) expect((await server.call(historyDeleteContract, { token: person.token, params: { attemptId } })).status).toBe(200);
    expect((await server.call(quizStartContract, { token: person.token, body: {} })).status).toBe(429);

    clock.advance(23 * HOUR_MS - 30 * 60_000);
    expectError(
      await server.call(quizStartContract, { token: person.token, body: {} }),
      429,
      'Você já refez o teste 3 vezes em 24 horas. Faça uma pausa: você poderá tentar de novo em 30 minutos.',
    );
    clock.advance(30 * 60_000);
    const again = await start(server, person.token);
    expect(again).toMatchObject({ canTake: true, answers: [] });
  });

  it('a conclusive retake still uses up the year (403), and resuming the attempt in progress is never refused', async () => {
    const person = await register(server, { email: uniqueEmail('refaz-ano') });
    for (let i = 0; i < RETAKES_PER_DAY; i++) await completeQuiz(server, person.token, careless, { clock });
    const last = await start(server, person.token);
    // The fourth new attempt of the day is open: starting again resumes it, whatever the count.
    expect((await start(server, person.token)).attemptId).toBe(last.attemptId);
    clock.advance(15 * 60_000);
    await server.call(assessmentProgressSaveContract, { token: person.token, body: { progress: { answers: answerSheet() } } });
    expect((await server.call(quizCompleteContract, { token: person.token, body: { attemptId: last.attemptId } })).body.data.result.quality.conclusive).toBe(
      true,
    );
    const refused = await server.call(quizStartContract, { token: person.token, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(QUIZ_MESSAGES.alreadyCompleted);
  });

  it('staff are not counted: the skip-to-result button keeps working for tests', async () => {
    const staff = await registerStaff(server);
    for (let i = 0; i <= RETAKES_PER_DAY + 1; i++) {
      expect((await completeQuiz(server, staff.token, careless, { clock })).result.quality.conclusive).toBe(false);
    }
    const { attemptId } = await start(server, staff.token);
    expect((await server.call(quizFillContract, { token: staff.token, body: { attemptId } })).body.data.result.quality.conclusive).toBe(true);
  });
});

describe(`start and submit limits per account (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...QUIZ_TEST_ENV, RATE_LIMIT_QUIZ_START_PER_USER: '3/10', RATE_LIMIT_QUIZ_SUBMIT_PER_USER: '2/10' });
  });
  afterAll(() => server?.close());

  it('POST /quiz/start past its budget: 429 with a Retry-After; another account is not affected', async () => {
    const person = await register(server, { email: uniqueEmail('inicio') });
    for (let i = 0; i < 3; i++) await start(server, person.token);
    const refused = await server.call(quizStartContract, { token: person.token, body: {} });
    expectError(refused, 429, 'Muitas tentativas em pouco tempo. Aguarde 10 minutos e tente novamente.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await start(server, (await register(server, { email: uniqueEmail('inicio-outro') })).token);
  });

  it('/assessment/submit and /quiz/complete share one budget', async () => {
    const person = await register(server, { email: uniqueEmail('envio') });
    const { attemptId } = await start(server, person.token);
    // Both refused for missing answers (400), yet counted: the budget is for calls, not results.
    expect((await server.call(quizCompleteContract, { token: person.token, body: { attemptId } })).status).toBe(400);
    expect((await server.call(assessmentSubmitContract, { token: person.token, body: { answers: answerSheet([1]) } })).status).toBe(400);
    expectError(
      await server.call(assessmentSubmitContract, { token: person.token, body: { answers: answerSheet() } }),
      429,
      /^Muitas tentativas em pouco tempo/,
    );
    expectError(await server.call(quizCompleteContract, { token: person.token, body: { attemptId } }), 429, /^Muitas tentativas em pouco tempo/);
  });
});

describe(`GET /api/history pages (${testDatabaseKind})`, () => {
  let server: TestServer;
  const clock = createTestClock(new Date('2026-07-01T09:00:00.000Z'));
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV, { now: clock.now });
  });
  afterAll(() => server?.close());

  it('newest first, a page at a time with nextCursor; the default page holds a normal history whole', async () => {
    const person = await register(server, { email: uniqueEmail('paginas') });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.unshift((await completeQuiz(server, person.token, careless, { clock })).attemptId);
      // A day later each time, past the retakes of the day.
      clock.advance(24 * HOUR_MS);
    }
    const whole = await server.call(historyContract, { token: person.token });
    expect(whole.status, whole.text).toBe(200);
    expect(HISTORY_PAGE_DEFAULT).toBeGreaterThan(5);
    expect(whole.body.data.attempts.map((a: { attemptId: string }) => a.attemptId)).toEqual(ids);
    expect(whole.body.data.nextCursor).toBeNull();

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: CallResponse<typeof historyContract> = await server.call(historyContract, {
        token: person.token,
        query: { limit: 2, ...(cursor ? { cursor } : {}) },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.attempts.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.attempts.map((a) => a.attemptId));
      cursor = res.body.data.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids);
  });

  it('refuses a page size over the maximum and a cursor it did not write (400)', async () => {
    const person = await register(server, { email: uniqueEmail('paginas-ruins') });
    expectError(await getRaw(server, `/api/history?limit=${HISTORY_PAGE_MAX + 1}`, person.token), 400, RESULT_MESSAGES.historyLimit);
    expectError(await getRaw(server, '/api/history?limit=0', person.token), 400, RESULT_MESSAGES.historyLimit);
    expectError(await getRaw(server, '/api/history?cursor=bm9wZQ', person.token), 400, RESULT_MESSAGES.historyCursor);
  });
});
