import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  myResultContract,
  quizAnswerContract,
  quizCompleteContract,
  quizFillContract,
  quizQuestionsContract,
  quizStartContract,
} from '../../../shared/contracts/quiz.contract';
import {
  assessmentProgressContract,
  assessmentProgressSaveContract,
  assessmentQuestionsContract,
  assessmentSubmitContract,
} from '../../../shared/contracts/assessment.contract';
import { historyContract, historyDeleteContract, historyItemContract } from '../../../shared/contracts/results.contract';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer, withoutRequestId } from '../../testing/test-server';
import { CURRENT_QUESTION_SET } from '../../../shared/content/question-sets';
import { scoreAttempt } from '../../../shared/scoring/attempt';
import path from 'node:path';
import { confirmEmailContract, EMAIL_CONFIRMATION_MESSAGES, meContract, updateMeContract } from '../../../shared/contracts/auth.contract';
import { waitForMailFile } from '../../testing/mail-files';
import { confirmationTokenFrom, isConfirmationMailTo } from '../auth/auth.test-support';
import {
  DAY_MS,
  OWNER_RESULT_KEYS,
  QUESTION_IDS,
  QUIZ_TEST_ENV,
  QUIZ_TEXT,
  STAFF_DOMAIN,
  TOTAL,
  UNKNOWN_ATTEMPT_ID,
  UUID_V4,
  answerSheet,
  byId,
  answersInDatabase,
  completeQuiz,
  confirmEmail,
  expectError,
  expectFreeProfile,
  expectNoPaidFields,
  expectOneDecimal,
  postRaw,
  q,
  register,
  registerDomainStaff,
  registerStaff,
  relogin,
  PASSWORD,
  saveAnswers,
  sheetValue,
  start,
  uniqueEmail,
} from './quiz.test-support';
import { staffContactMessagesContract, staffOrdersContract } from '../../../shared/contracts/staff.contract';

describe(`quiz: start and resume (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
  });
  afterAll(() => server?.close());

  it('creates the attempt with a UUID v4 and the start data of spec §3, then resumes the same one', async () => {
    const person = await register(server, { email: uniqueEmail('inicio') });
    const res = await server.call(quizStartContract, { token: person.token, body: {} });
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    const first = res.body.data;
    expect(first).toEqual({
      attemptId: expect.stringMatching(UUID_V4),
      totalQuestions: TOTAL,
      currentQuestion: 1,
      isComplete: false,
      canTake: true,
      nextAvailable: null,
      daysRemaining: 0,
      answers: [],
    });

    const again = await start(server, person.token);
    expect(again.attemptId).toBe(first.attemptId);

    // Without a body at all (spec: "body not shown") it behaves the same.
    const bare = await server.call(quizStartContract, { token: person.token });
    expect(bare.status, bare.text).toBe(200);
    expect(bare.body.data.attemptId).toBe(first.attemptId);

    const history = await server.call(historyContract, { token: person.token });
    expect(history.body.data.attempts).toHaveLength(1);
  });

  it('answers currentQuestion = the position of the first unanswered question and returns the answers held', async () => {
    const person = await register(server, { email: uniqueEmail('retoma') });
    const { attemptId } = await start(server, person.token);
    for (const questionOrder of [q(1), q(2), q(3), q(5)]) {
      const res = await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder, value: 4 } });
      expect(res.status, res.text).toBe(200);
    }
    const resumed = await start(server, person.token);
    expect(resumed.attemptId).toBe(attemptId);
    expect(resumed.currentQuestion).toBe(4);
    expect(resumed.isComplete).toBe(false);
    expect(resumed.answers).toEqual(byId([q(1), q(2), q(3), q(5)]).map((questionOrder) => ({ questionOrder, value: 4 })));
  });

  it('keeps at most one attempt in progress under concurrent starts', async () => {
    const person = await register(server, { email: uniqueEmail('corrida') });
    const answers = await Promise.all(Array.from({ length: 8 }, () => server.call(quizStartContract, { token: person.token, body: {} })));
    for (const res of answers) expect(res.status, res.text).toBe(200);
    const ids = new Set(answers.map((res) => res.body.data.attemptId));
    expect(ids.size).toBe(1);
    const history = await server.call(historyContract, { token: person.token });
    expect(history.body.data.attempts).toHaveLength(1);
    expect(history.body.data.attempts[0]!.status).toBe('IN_PROGRESS');
  });

  it('gives every user their own attempt', async () => {
    const [a, b] = await Promise.all([register(server, { email: uniqueEmail('um') }), register(server, { email: uniqueEmail('dois') })]);
    const [sa, sb] = await Promise.all([start(server, a.token), start(server, b.token)]);
    expect(sa.attemptId).not.toBe(sb.attemptId);
  });

  it('needs a valid token (401)', async () => {
    expectError(await server.call(quizStartContract, { body: {} }), 401, QUIZ_TEXT.loginRequired);
    const bogus = await server.call(quizStartContract, { token: 'not-a-real-token-0123456789abcdef', body: {} });
    expect(bogus.status).toBe(401);
  });
});

describe(`quiz: answers (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
  });
  afterAll(() => server?.close());

  it('upserts: a retried identical answer changes nothing, a new value overwrites', async () => {
    const person = await register(server, { email: uniqueEmail('upsert') });
    const { attemptId } = await start(server, person.token);
    const body = { attemptId, questionOrder: q(1), value: 2 };
    const first = await server.call(quizAnswerContract, { token: person.token, body: body });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ success: true, data: { currentQuestion: 2, isComplete: false, answeredCount: 1 } });

    const retried = await server.call(quizAnswerContract, { token: person.token, body: body });
    expect(retried.body.data).toEqual(first.body.data);
    const progress = await server.call(assessmentProgressContract, { token: person.token });
    expect(progress.body.data.progress!.answers).toEqual([{ questionOrder: q(1), value: 2 }]);

    const changed = await server.call(quizAnswerContract, { token: person.token, body: { ...body, value: 5 } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.answeredCount).toBe(1);
    const after = await server.call(assessmentProgressContract, { token: person.token });
    expect(after.body.data.progress!.answers).toEqual([{ questionOrder: q(1), value: 5 }]);
    expect(await answersInDatabase(server, attemptId)).toEqual([{ question_id: q(1), value: 5 }]);
  });

  it('answers out of order: currentQuestion is the position of the first gap', async () => {
    const person = await register(server, { email: uniqueEmail('ordem') });
    const { attemptId } = await start(server, person.token);
    const a = await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder: q(2), value: 3 } });
    expect(a.body.data).toEqual({ currentQuestion: 1, isComplete: false, answeredCount: 1 });
    const b = await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder: q(1), value: 3 } });
    expect(b.body.data).toEqual({ currentQuestion: 3, isComplete: false, answeredCount: 2 });
  });

  it('counts currentQuestion 1…100 over a whole attempt answered in display order, never above totalQuestions', async () => {
    const person = await register(server, { email: uniqueEmail('posicoes') });
    const started = await start(server, person.token);
    expect(started).toMatchObject({ currentQuestion: 1, totalQuestions: TOTAL, isComplete: false });
    const positions = [started.currentQuestion];
    for (const [index, questionOrder] of QUESTION_IDS.entries()) {
      const res = await server.call(quizAnswerContract, {
        token: person.token,
        body: { attemptId: started.attemptId, questionOrder, value: sheetValue(questionOrder) },
      });
      expect(res.status, res.text).toBe(200);
      const done = index + 1 === TOTAL;
      expect(res.body.data).toEqual({ currentQuestion: done ? TOTAL : index + 2, isComplete: done, answeredCount: index + 1 });
      positions.push(res.body.data.currentQuestion);
    }
    // 1, 2, …, 100, and 100 again once all are answered: the last position, with isComplete.
    expect(positions).toEqual([...Array.from({ length: TOTAL }, (_, i) => i + 1), TOTAL]);
    expect(await start(server, person.token)).toMatchObject({ currentQuestion: TOTAL, totalQuestions: TOTAL, isComplete: true });
  });

  it('answered from the last question back: currentQuestion stays at position 1 until the first is answered', async () => {
    const person = await register(server, { email: uniqueEmail('de-tras') });
    const { attemptId } = await start(server, person.token);
    for (const [index, questionOrder] of [...QUESTION_IDS].reverse().entries()) {
      const res = await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder, value: sheetValue(questionOrder) } });
      expect(res.status, res.text).toBe(200);
      const done = index + 1 === TOTAL;
      expect(res.body.data).toEqual({ currentQuestion: done ? TOTAL : 1, isComplete: done, answeredCount: index + 1 });
      if (index === 49) {
        const progress = await server.call(assessmentProgressContract, { token: person.token });
        expect(progress.body.data.progress).toMatchObject({ currentQuestion: 1, currentIndex: 0, totalQuestions: TOTAL, isComplete: false });
      }
    }
  });

  it('says isComplete once the 100th answer is in', async () => {
    const person = await register(server, { email: uniqueEmail('ultimo') });
    await saveAnswers(server, person.token, QUESTION_IDS.slice(0, 99));
    const { attemptId } = await start(server, person.token);
    const res = await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder: q(100), value: 1 } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ currentQuestion: TOTAL, isComplete: true, answeredCount: 100 });
  });

  it.each([
    ['0', 0],
    ['6', 6],
    ['2.5', 2.5],
    ['the string "3"', '3'],
    ['null', null],
    ['-1', -1],
  ])('rejects the value %s with 400 and the Portuguese message', async (_label, value) => {
    const person = await register(server, { email: uniqueEmail('valor') });
    const { attemptId } = await start(server, person.token);
    const res = await postRaw(server, '/api/quiz/answer', person.token, { attemptId, questionOrder: q(1), value });
    expectError(res, 400, QUIZ_TEXT.invalidValue);
    const progress = await server.call(assessmentProgressContract, { token: person.token });
    expect(progress.body.data.progress!.answers).toEqual([]);
  });

  it('rejects a missing value with the same message', async () => {
    const person = await register(server, { email: uniqueEmail('semvalor') });
    const { attemptId } = await start(server, person.token);
    expectError(await postRaw(server, '/api/quiz/answer', person.token, { attemptId, questionOrder: q(1) }), 400, QUIZ_TEXT.invalidValue);
  });

  // 59: a question of 2026-11-v2 only (retired); 999: of no set.
  it.each([0, 59, 999, -1, 1.5])('rejects the questionOrder %s with 400', async (questionOrder) => {
    const person = await register(server, { email: uniqueEmail('pergunta') });
    const { attemptId } = await start(server, person.token);
    const res = await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder, value: 3 } });
    expectError(res, 400, QUIZ_TEXT.invalidQuestion);
    expect(await answersInDatabase(server, attemptId)).toEqual([]);
  });

  it("answers 404 on another user's attempt and leaves it untouched", async () => {
    const owner = await register(server, { email: uniqueEmail('dono') });
    const intruder = await register(server, { email: uniqueEmail('intruso') });
    const { attemptId } = await start(server, owner.token);
    await server.call(quizAnswerContract, { token: owner.token, body: { attemptId, questionOrder: q(1), value: 1 } });
    await start(server, intruder.token);

    const res = await server.call(quizAnswerContract, { token: intruder.token, body: { attemptId, questionOrder: q(1), value: 5 } });
    expectError(res, 404, QUIZ_TEXT.attemptNotFound);
    expect(res.text).not.toContain(owner.email);
    const unknown = await server.call(quizAnswerContract, { token: intruder.token, body: { attemptId: UNKNOWN_ATTEMPT_ID, questionOrder: q(1), value: 5 } });
    expectError(unknown, 404, QUIZ_TEXT.attemptNotFound);
    // Same answer for "someone else's" and "does not exist": nothing to tell them apart.
    expect(withoutRequestId(unknown.body)).toEqual(withoutRequestId(res.body));
    expect(await answersInDatabase(server, attemptId)).toEqual([{ question_id: q(1), value: 1 }]);
  });

  it('answers 409 on a completed attempt', async () => {
    const person = await register(server, { email: uniqueEmail('fechado') });
    const { attemptId } = await completeQuiz(server, person.token);
    const res = await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder: q(1), value: 5 } });
    expectError(res, 409, QUIZ_TEXT.attemptFinished);
    expect((await answersInDatabase(server, attemptId)).find((a) => a.question_id === q(1))?.value).toBe(sheetValue(q(1)));
  });

  it('rejects a malformed attemptId with 400 (never 500)', async () => {
    const person = await register(server, { email: uniqueEmail('malformado') });
    await start(server, person.token);
    for (const attemptId of ['abc', '', 42, null, "' or 1=1 --"]) {
      const res = await postRaw(server, '/api/quiz/answer', person.token, { attemptId, questionOrder: q(1), value: 3 });
      expect(res.status, res.text).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });

  it('needs a token (401)', async () => {
    const res = await server.call(quizAnswerContract, { body: { attemptId: UNKNOWN_ATTEMPT_ID, questionOrder: q(1), value: 3 } });
    expectError(res, 401, QUIZ_TEXT.loginRequired);
  });
});

describe(`quiz: complete (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2026-03-02T13:00:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV, { now: clock.now });
  });
  afterAll(() => server?.close());

  it.each([
    [0, 'Ainda faltam 100 afirmações para responder antes de finalizar.'],
    [97, 'Ainda faltam 3 afirmações para responder antes de finalizar.'],
    [99, 'Ainda faltam 1 afirmação para responder antes de finalizar.'],
  ])('refuses with %i answers: 400 naming how many are missing', async (answered, message) => {
    const person = await register(server, { email: uniqueEmail('faltam') });
    const { attemptId } = await start(server, person.token);
    if (answered > 0) await saveAnswers(server, person.token, QUESTION_IDS.slice(0, answered));
    const res = await server.call(quizCompleteContract, { token: person.token, body: { attemptId } });
    expectError(res, 400, message);
    expect(res.body.data).toEqual({ missing: TOTAL - answered });
    const still = await start(server, person.token);
    expect(still.attemptId).toBe(attemptId);
    expect(await server.call(myResultContract, { token: person.token })).toMatchObject({ status: 404 });
  });

  it('stores the 9 scores, completedAt and the active duration, and answers the same result again', async () => {
    const person = await register(server, { name: 'Otávio Zwetschke Ramos', email: uniqueEmail('completa') });
    const { attemptId } = await start(server, person.token);
    // 100 answers 10 s apart, plus one 2-hour break before question 51 that counts as 300 s.
    for (const questionOrder of QUESTION_IDS) {
      clock.advance(questionOrder === q(51) ? 2 * 3_600_000 : 10_000);
      const res = await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder, value: sheetValue(questionOrder) } });
      expect(res.status, res.text).toBe(200);
    }
    clock.advance(42_000);
    const completedAt = clock.now().toISOString();
    const res = await server.call(quizCompleteContract, { token: person.token, body: { attemptId } });
    expect(res.status, res.text).toBe(200);
    const result = res.body.data.result;

    expect(Object.keys(result).sort()).toEqual(OWNER_RESULT_KEYS);
    expect(result.attemptId).toBe(attemptId);
    expect(result.firstName).toBe('Otávio');
    expect(res.text).not.toContain('Zwetschke');
    expect(result.completedAt).toBe(completedAt);
    expect(result.duration).toEqual({ seconds: 99 * 10 + 300, text: '21 minutos e 30 segundos' });
    expect(result.reportStatus).toBe('FREE');
    expect(result.pdfUrl).toBeNull();
    expect(result.report).toBeNull();

    const expected = scoreAttempt(new Map(QUESTION_IDS.map((id) => [id, sheetValue(id)])), CURRENT_QUESTION_SET);
    expect(result.scores).toHaveLength(9);
    expect(result.scores.map((s: { profileId: number }) => s.profileId).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const score of result.scores) {
      expectOneDecimal(score.percentage);
      expect(score.percentage).toBe(expected.scores.find((s) => s.profileId === score.profileId)!.percentage);
      expect(Object.keys(score).sort()).toEqual(['careerName', 'color', 'icon', 'name', 'percentage', 'profileId']);
    }
    expect(result.dominantProfile.profile.id).toBe(expected.dominant);
    expect(result.dominantProfile.percentage).toBe(expected.scores.find((s) => s.profileId === expected.dominant)!.percentage);
    expect(result.secondaryProfile.profileId).toBe(expected.secondary);
    expect(result.mixed).toBe(expected.mixed);
    expect(result.mixedProfiles.map((s: { profileId: number }) => s.profileId)).toEqual(expected.mixedProfiles);
    expectFreeProfile(result.dominantProfile.profile);
    expectNoPaidFields(res, { publicView: false });

    clock.advance(60_000);
    const again = await server.call(quizCompleteContract, { token: person.token, body: { attemptId } });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(res.body);

    const mine = await server.call(myResultContract, { token: person.token });
    expect(mine.body.data.result).toEqual(result);

    const history = await server.call(historyItemContract, { token: person.token, params: { attemptId } });
    expect(history.body.data.attempt).toMatchObject({ status: 'COMPLETED', completedAt });
  });

  it("answers 404 on another user's attempt, 400 on a malformed id, 401 without a token", async () => {
    const owner = await register(server, { email: uniqueEmail('dono') });
    const intruder = await register(server, { email: uniqueEmail('intruso') });
    await saveAnswers(server, owner.token);
    const { attemptId } = await start(server, owner.token);
    expectError(await server.call(quizCompleteContract, { token: intruder.token, body: { attemptId } }), 404, QUIZ_TEXT.attemptNotFound);
    expect((await start(server, owner.token)).attemptId).toBe(attemptId);
    expect((await server.call(historyItemContract, { token: owner.token, params: { attemptId } })).body.data.attempt.status).toBe('IN_PROGRESS');
    expect((await server.call(quizCompleteContract, { token: owner.token, body: { attemptId: 'nope' } })).status).toBe(400);
    expectError(await server.call(quizCompleteContract, { body: { attemptId } }), 401, QUIZ_TEXT.loginRequired);
  });

  it('completes once under concurrent calls, all answering the same result', async () => {
    const person = await register(server, { email: uniqueEmail('duplo') });
    const { attemptId } = await saveAnswers(server, person.token);
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.call(quizCompleteContract, { token: person.token, body: { attemptId } })));
    for (const res of answers) expect(res.status, res.text).toBe(200);
    for (const res of answers) expect(res.body).toEqual(answers[0]!.body);
    const history = await server.call(historyContract, { token: person.token });
    expect(history.body.data.attempts).toHaveLength(1);
  });
});

describe(`quiz: one attempt per year (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2026-01-15T09:30:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV, { now: clock.now });
  });
  afterAll(() => server?.close());

  it('answers 403 with the exact next date and days remaining, counting down, then allows a new attempt', async () => {
    let person = await register(server, { email: uniqueEmail('anual') });
    clock.advance(3_600_000);
    const completedAt = clock.now().getTime();
    const { attemptId } = await completeQuiz(server, person.token);
    const nextAvailable = new Date(completedAt + 365 * DAY_MS).toISOString();

    const blocked = await server.call(quizStartContract, { token: person.token, body: {} });
    expectError(blocked, 403, QUIZ_TEXT.alreadyCompleted);
    expect(blocked.body.data).toEqual({ canTake: false, nextAvailable, daysRemaining: 365, lastAttemptId: attemptId });
    // Saving progress would open a new attempt too: same rule.
    // Raw: the refusal's data (canTake) is the error's, not the contract's success data.
    const viaSave = await postRaw(server, '/api/assessment/progress/save', person.token, { progress: { answers: answerSheet([q(1)]) } });
    expectError(viaSave, 403, QUIZ_TEXT.alreadyCompleted);
    expect(viaSave.body.data.canTake).toBe(false);

    clock.advance(100 * DAY_MS);
    person = await relogin(server, person);
    const later = await server.call(quizStartContract, { token: person.token, body: {} });
    expectError(later, 403, QUIZ_TEXT.alreadyCompleted);
    expect(later.body.data).toEqual({ canTake: false, nextAvailable, daysRemaining: 265, lastAttemptId: attemptId });

    // Partial days round up: one hour before the date, one day remains.
    clock.advance(265 * DAY_MS - 3_600_000);
    person = await relogin(server, person);
    const lastDay = await server.call(quizStartContract, { token: person.token, body: {} });
    expect(lastDay.status).toBe(403);
    expect(lastDay.body.data).toEqual({ canTake: false, nextAvailable, daysRemaining: 1, lastAttemptId: attemptId });

    clock.advance(3_600_000 + 1);
    const next = await start(server, person.token);
    expect(next.attemptId).not.toBe(attemptId);
    expect(next).toMatchObject({ canTake: true, nextAvailable: null, daysRemaining: 0, currentQuestion: 1, answers: [] });
    expect((await server.call(historyContract, { token: person.token })).body.data.attempts).toHaveLength(2);
  });

  it('is not reset by deleting the completed attempt', async () => {
    let person = await register(server, { email: uniqueEmail('apaga') });
    const completedAt = clock.now().getTime();
    const { attemptId } = await completeQuiz(server, person.token);
    const del = await server.call(historyDeleteContract, { token: person.token, params: { attemptId } });
    expect(del.status, del.text).toBe(200);
    expect((await server.call(historyItemContract, { token: person.token, params: { attemptId } })).status).toBe(404);

    const blocked = await server.call(quizStartContract, { token: person.token, body: {} });
    expectError(blocked, 403, QUIZ_TEXT.alreadyCompleted);
    expect(blocked.body.data).toMatchObject({
      canTake: false,
      nextAvailable: new Date(completedAt + 365 * DAY_MS).toISOString(),
      daysRemaining: 365,
      // The deleted attempt is not pointed at.
      lastAttemptId: null,
    });

    clock.advance(10 * DAY_MS);
    person = await relogin(server, person);
    const still = await server.call(quizStartContract, { token: person.token, body: {} });
    expect(still.status).toBe(403);
    expect(still.body.data.daysRemaining).toBe(355);
    expect((await server.call(historyContract, { token: person.token })).body.data.attempts).toEqual([]);
  });
});

describe(`quiz: staff fill (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
  });
  afterAll(() => server?.close());

  it('GET /api/auth/me says canSkipToResult once an address on the staff domain is confirmed signed in; never isStaff', async () => {
    const staff = await register(server, { email: uniqueEmail('equipe', STAFF_DOMAIN) });
    // Anyone can type such an address: until its link is used, it gives nothing.
    expect((await server.call(meContract, { token: staff.token })).body.data.user).toMatchObject({
      isStaff: false,
      canSkipToResult: false,
      emailVerified: false,
      role: 'USER',
    });
    await confirmEmail(server, staff);
    // The skip-to-result only: the staff console needs a role.
    expect((await server.call(meContract, { token: staff.token })).body.data.user).toMatchObject({
      isStaff: false,
      canSkipToResult: true,
      emailVerified: true,
      role: 'USER',
    });

    const user = await registerAndConfirm(uniqueEmail('aluno'));
    const lookAlike = await registerAndConfirm(uniqueEmail('falso', `x${STAFF_DOMAIN}`));
    const sub = await registerAndConfirm(uniqueEmail('sub', `${STAFF_DOMAIN}.evil.com`));
    for (const person of [user, lookAlike, sub]) {
      expect((await server.call(meContract, { token: person.token })).body.data.user).toMatchObject({
        isStaff: false,
        canSkipToResult: false,
        emailVerified: true,
      });
    }
  });

  it('F02: a squatted staff-domain address confirmed by an anonymous click (or from another account) grants nothing', async () => {
    const email = uniqueEmail('novo.colaborador', STAFF_DOMAIN);
    const outsider = await register(server, { email });
    const { mail } = await waitForMailFile(path.join(server.config.dataDir, 'mail'), isConfirmationMailTo(email));
    const token = confirmationTokenFrom(mail);
    // The mailbox owner clicks the link, signed out: nothing is confirmed, the page asks to sign in.
    expectError(await server.call(confirmEmailContract, { body: { token } }), 401, 'Você precisa fazer login para continuar.');
    // Signed in to some other account: refused, and the link keeps its one use.
    const other = await register(server);
    expectError(await server.call(confirmEmailContract, { token: other.token, body: { token } }), 403, EMAIL_CONFIRMATION_MESSAGES.otherAccount);
    const me = (await server.call(meContract, { token: outsider.token })).body.data.user;
    expect(me).toMatchObject({ emailVerified: false, isStaff: false, canSkipToResult: false });
    const { attemptId } = await start(server, outsider.token);
    expectError(await server.call(quizFillContract, { token: outsider.token, body: { attemptId } }), 404, QUIZ_TEXT.notFound);
    expect((await server.call(staffOrdersContract, { token: outsider.token })).status).toBe(404);
    expect((await server.call(staffContactMessagesContract, { token: outsider.token })).status).toBe(404);
  });

  async function registerAndConfirm(email: string) {
    const person = await register(server, { email });
    await confirmEmail(server, person);
    return person;
  }

  it('refuses anyone without staff rights with the 404 of a path that does not exist, and changes nothing', async () => {
    const unknownPath = await postRaw(server, '/api/quiz/nao-existe', undefined, {});
    expect(unknownPath.status).toBe(404);
    const people = [
      await registerAndConfirm(uniqueEmail('naoequipe')),
      await registerAndConfirm(uniqueEmail('naoequipe', `x${STAFF_DOMAIN}`)),
      // On the staff domain, but not confirmed.
      await register(server, { email: uniqueEmail('naoconfirmado', STAFF_DOMAIN) }),
    ];
    for (const person of people) {
      const { attemptId } = await start(server, person.token);
      const refused = await server.call(quizFillContract, { token: person.token, body: { attemptId } });
      expectError(refused, 404, QUIZ_TEXT.notFound);
      expect(withoutRequestId(refused.body)).toEqual(withoutRequestId(unknownPath.body));
      // Refused before the body is even read: a bad body gets the same 404, not a 400 that would reveal the route.
      expectError(await server.call(quizFillContract, { token: person.token, body: { attemptId: 'x' } }), 404, QUIZ_TEXT.notFound);
      const state = await start(server, person.token);
      expect(state.attemptId).toBe(attemptId);
      expect(state.answers).toEqual([]);
    }
    for (const token of [undefined, 'token-invalido']) {
      expect(withoutRequestId((await server.call(quizFillContract, { token: token, body: { attemptId: UNKNOWN_ATTEMPT_ID } })).body)).toEqual(
        withoutRequestId(unknownPath.body),
      );
    }
  });

  it('fills only the unanswered questions and completes, keeping the answers given', async () => {
    const staff = await registerStaff(server, { name: 'Bruna Equipe' });
    const { attemptId } = await start(server, staff.token);
    const given = { [q(1)]: 5, [q(2)]: 1, [q(50)]: 4, [q(100)]: 2 } as Record<number, number>;
    for (const [questionOrder, value] of Object.entries(given)) {
      await server.call(quizAnswerContract, { token: staff.token, body: { attemptId, questionOrder: Number(questionOrder), value } });
    }
    const res = await server.call(quizFillContract, { token: staff.token, body: { attemptId } });
    expect(res.status, res.text).toBe(200);
    const result = res.body.data.result;
    expect(result.attemptId).toBe(attemptId);
    expect(result.reportStatus).toBe('FREE');
    expect(result.scores).toHaveLength(9);
    // Drawn as an attentive person answers, and not timed: the skip reaches a result, not "inconclusive".
    expect(result.quality).toEqual({ conclusive: true, reasons: [] });

    const stored = await answersInDatabase(server, attemptId);
    expect(stored.map((a) => a.question_id)).toEqual(byId(QUESTION_IDS));
    for (const answer of stored) {
      expect(Number.isInteger(answer.value) && answer.value >= 1 && answer.value <= 5).toBe(true);
      if (given[answer.question_id] !== undefined) expect(answer.value).toBe(given[answer.question_id]);
    }
    const expected = scoreAttempt(new Map(stored.map((a) => [a.question_id, a.value])), CURRENT_QUESTION_SET);
    expect(result.dominantProfile.profile.id).toBe(expected.dominant);

    // Again: same result (already complete), nothing refilled.
    const again = await server.call(quizFillContract, { token: staff.token, body: { attemptId } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await answersInDatabase(server, attemptId)).toEqual(stored);
    expect((await server.call(myResultContract, { token: staff.token })).body.data.result).toEqual(result);
  });

  it("answers 404 to staff on another user's attempt (staff or not) and leaves it in progress", async () => {
    const staff = await registerStaff(server);
    const otherStaff = await registerStaff(server);
    const user = await register(server, { email: uniqueEmail('aluno') });
    for (const victim of [otherStaff, user]) {
      const { attemptId } = await start(server, victim.token);
      expectError(await server.call(quizFillContract, { token: staff.token, body: { attemptId } }), 404, QUIZ_TEXT.attemptNotFound);
      expect(await answersInDatabase(server, attemptId)).toEqual([]);
      expect((await start(server, victim.token)).attemptId).toBe(attemptId);
    }
    expectError(await server.call(quizFillContract, { token: staff.token, body: { attemptId: UNKNOWN_ATTEMPT_ID } }), 404, QUIZ_TEXT.attemptNotFound);
  });

  it('a domain address moved off the staff domain loses the skip-to-result once the new address is confirmed', async () => {
    const staff = await registerDomainStaff(server);
    const newAddress = uniqueEmail('equipe-novo');
    const changed = await server.call(updateMeContract, { token: staff.token, body: { email: newAddress, currentPassword: PASSWORD } });
    expect(changed.status, changed.text).toBe(200);
    // Pending: the confirmed staff-domain address is still the account's.
    expect(changed.body.data.user).toMatchObject({ email: staff.email, pendingEmail: newAddress, canSkipToResult: true });
    await confirmEmail(server, staff, newAddress);
    const { attemptId } = await start(server, staff.token);
    expectError(await server.call(quizFillContract, { token: staff.token, body: { attemptId } }), 404, QUIZ_TEXT.notFound);
  });
});

describe(`quiz: questions and my result (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
  });
  afterAll(() => server?.close());

  it.each([quizQuestionsContract, assessmentQuestionsContract].map((contract) => [`/api${contract.path}`, contract] as const))(
    '%s lists the 100 statements as {id, text}',
    async (_path, contract) => {
      const person = await register(server, { email: uniqueEmail('perguntas') });
      const res = await server.call(contract, { token: person.token });
      expect(res.status, res.text).toBe(200);
      const questions = res.body.data.questions;
      expect(questions).toHaveLength(TOTAL);
      expect(questions.map((q) => q.id)).toEqual([...QUESTION_IDS]);
      for (const q of questions) {
        expect(Object.keys(q).sort()).toEqual(['id', 'text']);
        expect(q.text.length).toBeGreaterThanOrEqual(10);
      }
      expect(new Set(questions.map((q) => q.text)).size).toBe(TOTAL);
      // No scoring keys leak (which profile a statement feeds, reverse keying).
      expect(res.text).not.toMatch(/profileId|reverse/);
      expectError(await server.call(contract), 401, QUIZ_TEXT.loginRequired);
    },
  );

  it("GET /api/quiz/my-result: 404 before, the owner's free view after", async () => {
    const person = await register(server, { name: 'Helena Zwetschke', email: uniqueEmail('meu') });
    expectError(await server.call(myResultContract, { token: person.token }), 404, QUIZ_TEXT.noResult);
    await start(server, person.token);
    expectError(await server.call(myResultContract, { token: person.token }), 404, QUIZ_TEXT.noResult);

    const { attemptId, result: completed } = await completeQuiz(server, person.token);
    const res = await server.call(myResultContract, { token: person.token });
    expect(res.status, res.text).toBe(200);
    const result = res.body.data.result;
    expect(result).toEqual(completed);
    expect(Object.keys(result).sort()).toEqual(OWNER_RESULT_KEYS);
    expect(result).toMatchObject({ attemptId, firstName: 'Helena', reportStatus: 'FREE', pdfUrl: null, report: null });
    expect(result.scores).toHaveLength(9);
    for (const score of result.scores) expectOneDecimal(score.percentage);
    expectOneDecimal(result.dominantProfile.percentage);
    expectFreeProfile(result.dominantProfile.profile);
    expectNoPaidFields(res, { publicView: false });
    expect(res.text).not.toContain('Zwetschke');
    expectError(await server.call(myResultContract), 401, QUIZ_TEXT.loginRequired);
  });
});

describe(`assessment: same store as /quiz (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
  });
  afterAll(() => server?.close());

  it('GET /api/assessment/progress is null before any attempt', async () => {
    const person = await register(server, { email: uniqueEmail('semprogresso') });
    const res = await server.call(assessmentProgressContract, { token: person.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ progress: null, cannotTake: null });
    // Reading never starts an attempt.
    expect((await server.call(historyContract, { token: person.token })).body.data.attempts).toEqual([]);
    expectError(await server.call(assessmentProgressContract), 401, QUIZ_TEXT.loginRequired);
  });

  it('progress saved via /assessment shows in /quiz/start, and answers via /quiz show in /assessment/progress', async () => {
    const person = await register(server, { email: uniqueEmail('progresso') });
    const saved = await server.call(assessmentProgressSaveContract, {
      token: person.token,
      body: {
        progress: { answers: answerSheet([q(1), q(2), q(3)]), currentIndex: 3 },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.saved).toBe(true);
    const attemptId = saved.body.data.progress.attemptId;
    expect(attemptId).toMatch(UUID_V4);

    const started = await start(server, person.token);
    expect(started.attemptId).toBe(attemptId);
    expect(started.currentQuestion).toBe(4);
    expect(started.answers).toEqual(answerSheet(byId([q(1), q(2), q(3)])));

    await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder: q(4), value: 1 } });
    await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder: q(2), value: 5 } });
    const progress = await server.call(assessmentProgressContract, { token: person.token });
    expect(progress.body.data.progress).toMatchObject({ attemptId, currentQuestion: 5, isComplete: false, totalQuestions: TOTAL });
    const expectedValue: Record<number, number> = { [q(1)]: sheetValue(q(1)), [q(2)]: 5, [q(3)]: sheetValue(q(3)), [q(4)]: 1 };
    expect(progress.body.data.progress!.answers).toEqual(
      byId([q(1), q(2), q(3), q(4)]).map((questionOrder) => ({ questionOrder, value: expectedValue[questionOrder] })),
    );

    // Saving again adds what is missing, never duplicates, and never replaces an answer the server holds.
    const resaved = await saveAnswers(server, person.token, [q(2), q(5)], () => 2);
    expect(resaved.answers.map((a) => a.questionOrder)).toEqual(byId([q(1), q(2), q(3), q(4), q(5)]));
    expect(resaved.answers.find((a) => a.questionOrder === q(2))!.value).toBe(5);
    expect(resaved.answers.find((a) => a.questionOrder === q(5))!.value).toBe(2);
  });

  it('validates saved progress like single answers', async () => {
    const person = await register(server, { email: uniqueEmail('valida') });
    const bad = await server.call(assessmentProgressSaveContract, {
      token: person.token,
      body: {
        progress: { answers: [{ questionOrder: q(1), value: 7 }] },
      },
    });
    expectError(bad, 400, QUIZ_TEXT.invalidValue);
    const unknown = await server.call(assessmentProgressSaveContract, {
      token: person.token,
      body: {
        progress: { answers: [{ questionOrder: 59, value: 3 }] },
      },
    });
    expectError(unknown, 400, QUIZ_TEXT.invalidQuestion);
    expect((await server.call(assessmentProgressContract, { token: person.token })).body.data.progress).toBeNull();
  });

  it('POST /api/assessment/submit completes the attempt and answers {resultId}', async () => {
    const person = await register(server, { email: uniqueEmail('envia') });
    const { attemptId } = await start(server, person.token);
    await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder: q(1), value: 5 } });
    const res = await server.call(assessmentSubmitContract, { token: person.token, body: { answers: answerSheet(QUESTION_IDS.slice(1)) } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ resultId: attemptId });
    expect(typeof res.body.message).toBe('string');

    const mine = await server.call(myResultContract, { token: person.token });
    expect(mine.body.data.result.attemptId).toBe(attemptId);
    expect((await server.call(assessmentProgressContract, { token: person.token })).body.data.progress).toBeNull();
    const stored = await answersInDatabase(server, attemptId);
    expect(stored).toHaveLength(TOTAL);
    expect(stored.find((answer) => answer.question_id === q(1))).toEqual({ question_id: q(1), value: 5 });
  });

  it('POST /api/assessment/submit with missing answers is refused and keeps the attempt open', async () => {
    const person = await register(server, { email: uniqueEmail('incompleto') });
    const res = await server.call(assessmentSubmitContract, { token: person.token, body: { answers: answerSheet(QUESTION_IDS.slice(0, 90)) } });
    expectError(res, 400, 'Ainda faltam 10 afirmações para responder antes de finalizar.');
    const progress = await server.call(assessmentProgressContract, { token: person.token });
    expect(progress.body.data.progress!.answers).toHaveLength(90);
    expectError(await server.call(assessmentSubmitContract, { token: person.token, body: { answers: [] } }), 400, 'Envie a lista de respostas');
    expectError(await server.call(assessmentSubmitContract, { body: { answers: answerSheet() } }), 401, QUIZ_TEXT.loginRequired);
  });
});
