/**
 * Attempts keep the question set they were started with (issue 12, item 1):
 * an attempt started under 2026-11-v2 is still shown, checked and scored with
 * v2 after v3 is published; new attempts use v3.
 */
import { assessmentProgressSaveContract, assessmentQuestionsContract } from '../../../shared/contracts/assessment.contract';
import { historyContract } from '../../../shared/contracts/results.contract';
import { myResultContract, quizAnswerContract, quizCompleteContract, quizQuestionsContract } from '../../../shared/contracts/quiz.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_SET } from '../../../shared/content/questions';
import { QUESTION_SET_2026_11_V2 } from '../../../shared/content/questions-2026-11-v2';
import { scoreAnswers } from '../../../shared/scoring/scoring';
import { attentiveAnswerSheet } from '../../../shared/scoring/attentive-sheet.fixture';
import { openDatabase } from '../../platform/database/database';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { QUIZ_TEST_ENV, QUIZ_TEXT, answerSheet, backdateAttempt, expectError, register, start, uniqueEmail } from './quiz.test-support';

const V2 = QUESTION_SET_2026_11_V2;

/** An attempt started before v3 was published: the only way to get one now is to write its version as it was stored then. */
async function startedUnderV2(server: TestServer, token: string): Promise<string> {
  const { attemptId } = await start(server, token);
  const handle = await openDatabase(server.config.database);
  try {
    await handle.db.updateTable('quiz_attempts').set({ question_set_version: V2.version }).where('id', '=', attemptId).execute();
  } finally {
    await handle.close();
  }
  return attemptId;
}

describe(`question sets by attempt (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
  });
  afterAll(() => server?.close());

  it('a new attempt uses 2026-11-v3: its 100 items in display order, the attention statement included', async () => {
    const person = await register(server, { email: uniqueEmail('v3') });
    for (const contract of [quizQuestionsContract, assessmentQuestionsContract]) {
      const res = await server.call(contract, { token: person.token });
      expect(res.body.data.version).toBe('2026-11-v3');
      expect(res.body.data.questions.map((q) => q.id)).toEqual(QUESTION_SET.order);
      expect(res.body.data.questions[63]).toEqual({ id: QUESTION_SET.attention!.id, text: QUESTION_SET.attention!.text });
    }
    const { attemptId, currentQuestion } = await start(server, person.token);
    // A position (1-based), not the first question's id (3 in this set).
    expect(currentQuestion).toBe(1);
    // 59 was a v2 statement: not a question of this attempt.
    expectError(
      await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder: 59, value: 3 } }),
      400,
      QUIZ_TEXT.invalidQuestion,
    );
  });

  it('an attempt in progress under 2026-11-v2 is shown, answered and scored with v2', async () => {
    const person = await register(server, { email: uniqueEmail('v2') });
    const attemptId = await startedUnderV2(server, person.token);

    const questions = await server.call(quizQuestionsContract, { token: person.token });
    expect(questions.body.data.version).toBe('2026-11-v2');
    expect(questions.body.data.questions.map((q: { id: number }) => q.id)).toEqual(V2.order);
    expect(questions.body.data.questions.find((q: { id: number }) => q.id === 59)!.text).toBe('Estou contente com a vida que tenho hoje.');

    // v3's new ids (the attention statement among them) are not questions of this attempt; v2's are.
    for (const questionOrder of [QUESTION_SET.attention!.id, 101]) {
      expectError(await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder, value: 2 } }), 400, QUIZ_TEXT.invalidQuestion);
    }
    const v2Sheet = attentiveAnswerSheet(3, V2);
    const value = (id: number) => v2Sheet.get(id)!;
    expect((await server.call(quizAnswerContract, { token: person.token, body: { attemptId, questionOrder: 59, value: value(59) } })).status).toBe(200);
    const saved = await server.call(assessmentProgressSaveContract, {
      token: person.token,
      body: {
        progress: { attemptId, answers: answerSheet(V2.order, value) },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.progress).toMatchObject({ isComplete: true, currentQuestion: 100 });

    await backdateAttempt(server, attemptId);
    const done = await server.call(quizCompleteContract, { token: person.token, body: { attemptId } });
    expect(done.status, done.text).toBe(200);
    const expected = scoreAnswers(new Map(V2.order.map((id) => [id, value(id)])), V2.statements);
    const result = done.body.data.result;
    // Checked with the signals v2 allows (no attention statement, no pairs): an attentive sheet passes.
    expect(result.quality).toEqual({ conclusive: true, reasons: [] });
    expect(result.dominantProfile.profile.id).toBe(expected.dominant);
    expect(result.secondaryProfile.profileId).toBe(expected.secondary);
    expect(result.scores.map((s: { profileId: number; percentage: number }) => [s.profileId, s.percentage])).toEqual(
      expected.ranking.map((id) => [id, expected.scores.find((s) => s.profileId === id)!.percentage]),
    );
    expect((await server.call(myResultContract, { token: person.token })).body.data.result).toEqual(result);
  });

  it('answers to another set than the attempt’s are refused before anything is saved or started', async () => {
    const person = await register(server, { email: uniqueEmail('outro-conjunto') });
    const res = await server.call(assessmentProgressSaveContract, { token: person.token, body: { progress: { answers: answerSheet([59], () => 3) } } });
    expectError(res, 400, QUIZ_TEXT.invalidQuestion);
    expect((await server.call(historyContract, { token: person.token })).body.data.attempts).toEqual([]);
  });
});
