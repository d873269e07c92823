import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAnswerContract, quizCompleteContract } from '../../../shared/contracts/quiz.contract';
import { historyContract } from '../../../shared/contracts/results.contract';
import { assessmentProgressContract, assessmentProgressSaveContract } from '../../../shared/contracts/assessment.contract';
import type { ContractBody } from '../../../shared/contracts/contract';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  DAY_MS,
  QUESTION_IDS,
  QUIZ_TEST_ENV,
  QUIZ_TEXT,
  UNKNOWN_ATTEMPT_ID,
  answerSheet,
  answersInDatabase,
  byId,
  expectError,
  peekDatabase,
  postRaw,
  q,
  register,
  sheetValue,
  start,
  uniqueEmail,
} from './quiz.test-support';

const MESSAGES = {
  invalidIndex: 'A posição deve ser um número inteiro de 0 a 99',
  invalidMilestone: 'O marco deve ser um número inteiro de 0 a 100',
  nothingToSave: 'Envie a posição ou as respostas para salvar',
  tooManyAnswers: 'Envie no máximo 100 respostas',
} as const;

describe(`assessment progress: position and milestone (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2026-03-10T12:00:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV, { now: clock.now });
  });
  afterAll(() => server?.close());

  const save = (token: string | undefined, progress: ContractBody<typeof assessmentProgressSaveContract>['progress']) =>
    server.call(assessmentProgressSaveContract, { token, body: { progress } });
  /** Hostile progress (wrong types, out of range, not an object) goes raw. */
  const saveRaw = (token: string, progress: unknown) => postRaw(server, '/api/assessment/progress/save', token, { progress });
  const readProgress = async (token: string) => {
    const res = await server.call(assessmentProgressContract, { token });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const answer = (token: string, attemptId: string, questionOrder: number, value: number) =>
    server.call(quizAnswerContract, { token, body: { attemptId, questionOrder, value } });

  it('saves the position and the milestone alone (no answers) and reads them back', async () => {
    const person = await register(server, { email: uniqueEmail('posicao') });
    const { attemptId } = await start(server, person.token);
    const firstSix = QUESTION_IDS.slice(0, 6);
    for (const id of firstSix) expect((await answer(person.token, attemptId, id, 4)).status).toBe(200);

    const before = await readProgress(person.token);
    expect(before.cannotTake).toBeNull();
    expect(before.progress).toMatchObject({ attemptId, currentIndex: 6, lastMilestone: 0, savedAt: null, currentQuestion: 7 });

    clock.advance(60_000);
    const res = await save(person.token, { attemptId, currentIndex: 3, lastMilestone: 5 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.saved).toBe(true);
    const savedAt = clock.now().toISOString();
    expect(res.body.data.progress).toMatchObject({ attemptId, currentIndex: 3, lastMilestone: 5, savedAt, currentQuestion: 7, isComplete: false });
    expect(res.body.data.progress.answers).toHaveLength(6);

    const after = await readProgress(person.token);
    expect(after.progress).toMatchObject({ attemptId, currentIndex: 3, lastMilestone: 5, savedAt });
    // A position-only save leaves the answers as they were.
    expect(await answersInDatabase(server, attemptId)).toEqual(byId(firstSix).map((id) => ({ question_id: id, value: 4 })));
  });

  it('resumes at the first unanswered question when the saved position is past it; a milestone never goes down', async () => {
    const person = await register(server, { email: uniqueEmail('limite') });
    const { attemptId } = await start(server, person.token);
    for (const id of QUESTION_IDS.slice(0, 3)) await answer(person.token, attemptId, id, 2);

    await save(person.token, { attemptId, currentIndex: 50, lastMilestone: 10 });
    expect((await readProgress(person.token)).progress).toMatchObject({ currentIndex: 3, lastMilestone: 10 });

    // A late save of an earlier milestone keeps the later one; the position follows the newest save.
    const late = await save(person.token, { attemptId, currentIndex: 1, lastMilestone: 5 });
    expect(late.body.data.progress).toMatchObject({ currentIndex: 1, lastMilestone: 10 });

    // Once everything is answered, any saved position is a place to resume (reviewing).
    for (const id of QUESTION_IDS.slice(3)) await answer(person.token, attemptId, id, 3);
    await save(person.token, { attemptId, currentIndex: 42 });
    expect((await readProgress(person.token)).progress).toMatchObject({ currentIndex: 42, isComplete: true, lastMilestone: 10 });
  });

  it('never lets a progress save overwrite an answer, even a save that arrives after a newer answer or races with it', async () => {
    const person = await register(server, { email: uniqueEmail('corrida') });
    const { attemptId } = await start(server, person.token);
    await answer(person.token, attemptId, q(2), 5);

    // An older snapshot (second = 1) arriving after the newer answer (second = 5) fills only the gap (third).
    const res = await save(person.token, {
      attemptId,
      answers: [
        { questionOrder: q(2), value: 1 },
        { questionOrder: q(3), value: 4 },
      ],
      currentIndex: 3,
    });
    expect(res.status, res.text).toBe(200);
    expect(await answersInDatabase(server, attemptId)).toEqual([
      { question_id: q(2), value: 5 },
      { question_id: q(3), value: 4 },
    ]);

    // Racing: whichever lands first, the per-answer upsert wins.
    const ids = QUESTION_IDS.slice(9, 17);
    await Promise.all(
      ids.flatMap((id) => [save(person.token, { attemptId, answers: [{ questionOrder: id, value: 1 }] }), answer(person.token, attemptId, id, 5)]),
    );
    const stored = await answersInDatabase(server, attemptId);
    for (const id of ids) expect(stored.find((row) => row.question_id === id)).toEqual({ question_id: id, value: 5 });

    // /quiz/answer still changes an answer.
    await answer(person.token, attemptId, q(2), 3);
    expect((await answersInDatabase(server, attemptId)).find((row) => row.question_id === q(2))).toEqual({ question_id: q(2), value: 3 });
  });

  it("is the owner's only: another user's attempt answers 404 and stays untouched", async () => {
    const owner = await register(server, { email: uniqueEmail('dono') });
    const other = await register(server, { email: uniqueEmail('outro') });
    const { attemptId } = await start(server, owner.token);
    await answer(owner.token, attemptId, q(1), 4);
    await save(owner.token, { attemptId, currentIndex: 1, lastMilestone: 0 });
    const before = await readProgress(owner.token);

    expectError(await save(other.token, { attemptId, currentIndex: 0, lastMilestone: 5 }), 404, QUIZ_TEXT.attemptNotFound);
    expectError(await save(other.token, { attemptId, answers: [{ questionOrder: q(2), value: 1 }] }), 404, QUIZ_TEXT.attemptNotFound);
    expectError(await save(other.token, { attemptId: UNKNOWN_ATTEMPT_ID, currentIndex: 0 }), 404, QUIZ_TEXT.attemptNotFound);
    expect(await readProgress(owner.token)).toEqual(before);
    expect(await answersInDatabase(server, attemptId)).toEqual([{ question_id: q(1), value: 4 }]);
    // The other user's own progress is theirs: nothing was started for them.
    expect(await readProgress(other.token)).toEqual({ progress: null, cannotTake: null });
    expectError(await save(undefined, { attemptId, currentIndex: 0 }), 401, QUIZ_TEXT.loginRequired);
  });

  it('completing clears the saved progress; then reading says when the next attempt opens and a save answers 409', async () => {
    const person = await register(server, { email: uniqueEmail('conclui') });
    const { attemptId } = await start(server, person.token);
    clock.advance(15 * 60_000);
    for (const id of QUESTION_IDS) await answer(person.token, attemptId, id, sheetValue(id));
    await save(person.token, { attemptId, currentIndex: 99, lastMilestone: 100 });

    const completedAt = clock.now().getTime();
    expect((await server.call(quizCompleteContract, { token: person.token, body: { attemptId } })).status).toBe(200);
    expect(await readProgress(person.token)).toEqual({
      progress: null,
      cannotTake: { canTake: false, nextAvailable: new Date(completedAt + 365 * DAY_MS).toISOString(), daysRemaining: 365, lastAttemptId: attemptId },
    });
    const row = await peekDatabase(server, (db) =>
      db.selectFrom('quiz_attempts').select(['saved_index', 'saved_milestone', 'progress_saved_at']).where('id', '=', attemptId).executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({ saved_index: null, saved_milestone: null, progress_saved_at: null });

    expectError(await save(person.token, { attemptId, currentIndex: 3 }), 409, QUIZ_TEXT.attemptFinished);
    expectError(await save(person.token, { attemptId, answers: [{ questionOrder: q(1), value: 1 }] }), 409, QUIZ_TEXT.attemptFinished);
    // Reading is read-only: still no new attempt.
    expect((await server.call(historyContract, { token: person.token })).body.data.attempts).toHaveLength(1);
  });

  it('without attemptId, saves into the attempt in progress', async () => {
    const person = await register(server, { email: uniqueEmail('semid') });
    const { attemptId } = await start(server, person.token);
    const res = await save(person.token, { currentIndex: 0, lastMilestone: 0 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.progress).toMatchObject({ attemptId, currentIndex: 0, savedAt: clock.now().toISOString() });
  });

  it('refuses bad input with 400 and a Portuguese message, saving nothing', async () => {
    const person = await register(server, { email: uniqueEmail('invalido') });
    const bad: Array<[unknown, string]> = [
      [{ currentIndex: 100 }, MESSAGES.invalidIndex],
      [{ currentIndex: -1 }, MESSAGES.invalidIndex],
      [{ currentIndex: 2.5 }, MESSAGES.invalidIndex],
      [{ currentIndex: '3' }, MESSAGES.invalidIndex],
      [{ lastMilestone: 101 }, MESSAGES.invalidMilestone],
      [{ lastMilestone: -5 }, MESSAGES.invalidMilestone],
      [{ attemptId: 'abc', currentIndex: 1 }, QUIZ_TEXT.attemptNotFound],
      [{ answers: [{ questionOrder: q(1), value: 7 }] }, QUIZ_TEXT.invalidValue],
      [{ answers: [{ questionOrder: 999, value: 3 }] }, QUIZ_TEXT.invalidQuestion],
      [{ answers: answerSheet([...QUESTION_IDS, q(1)]) }, MESSAGES.tooManyAnswers],
      [{}, MESSAGES.nothingToSave],
      [{ answers: [] }, MESSAGES.nothingToSave],
      ['posição', MESSAGES.nothingToSave],
    ];
    for (const [progress, message] of bad) expectError(await saveRaw(person.token, progress), 400, message);
    expectError(await postRaw(server, '/api/assessment/progress/save', person.token, {}), 400, MESSAGES.nothingToSave);
    expect(await readProgress(person.token)).toEqual({ progress: null, cannotTake: null });
    expect((await server.call(historyContract, { token: person.token })).body.data.attempts).toEqual([]);
  });
});
