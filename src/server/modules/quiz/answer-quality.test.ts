/**
 * The answer-quality gate over HTTP (issue 12, item 2): a sheet answered
 * without reading completes as "inconclusive" with its reasons, cannot be
 * unlocked or shared, and does not use up the yearly attempt; a conclusive
 * one still does.
 */
import { assessmentProgressContract, assessmentSubmitContract } from '../../../shared/contracts/assessment.contract';
import { myResultContract, quizCompleteContract, quizStartContract, shareByEmailContract, sharedResultContract } from '../../../shared/contracts/quiz.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderContract, PAYMENT_MESSAGES, reportStatusContract } from '../../../shared/contracts/payment.contract';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  DAY_MS,
  QUESTION_IDS,
  QUIZ_TEST_ENV,
  QUIZ_TEXT,
  backdateAttempt,
  completeQuiz,
  expectError,
  register,
  saveAnswers,
  start,
  uniqueEmail,
  setSharing,
  shareResult,
} from './quiz.test-support';
import type { ContractBody } from '../../../shared/contracts/contract';
import { resultByIdContract } from '../../../shared/contracts/results.contract';

const STRAIGHT_LINE_REASONS = [
  'Na frase de atenção, que pedia para marcar “Discordo”, você marcou “Neutro”.',
  'Você deu a mesma resposta (“Neutro”) em 100 frases seguidas.',
  'Você marcou “Neutro” em 100% das frases.',
  'Suas respostas ficaram quase todas no mesmo ponto da escala, então elas quase não diferenciam um perfil do outro.',
];

function orderBody(attemptId: string): ContractBody<typeof createOrderContract> {
  return { attemptId, paymentMethod: 'pix', document: '529.982.247-25', phone: '(11) 98765-4321' };
}

describe(`answer-quality gate (${testDatabaseKind})`, () => {
  const clock = createTestClock(new Date('2026-11-23T12:00:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV, { now: clock.now });
  });
  afterAll(() => server?.close());

  it('a straight-lined sheet completes as inconclusive, with its reasons, on every owner view', async () => {
    const person = await register(server, { email: uniqueEmail('reta') });
    const { attemptId } = await start(server, person.token);
    clock.advance(15 * 60_000);
    await saveAnswers(server, person.token, QUESTION_IDS, () => 3);
    const done = await server.call(quizCompleteContract, { token: person.token, body: { attemptId } });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data.result.quality).toEqual({ conclusive: false, reasons: STRAIGHT_LINE_REASONS });

    const mine = await server.call(myResultContract, { token: person.token });
    expect(mine.body.data.result).toEqual(done.body.data.result);
    expect((await server.call(resultByIdContract, { token: person.token, params: { attemptId } })).body.data.result.quality.conclusive).toBe(false);
  });

  it('an inconclusive result cannot be unlocked (409), shared or e-mailed (404)', async () => {
    const person = await register(server, { email: uniqueEmail('sem-desbloqueio') });
    const { attemptId } = await completeQuiz(server, person.token, () => 5, { clock });
    const order = await server.call(createOrderContract, { token: person.token, body: orderBody(attemptId) });
    expectError(order, 409, PAYMENT_MESSAGES.inconclusiveResult);
    expect(order.body.message).toBe('Este resultado ficou inconclusivo, por isso não pode ser desbloqueado. Refaça o teste para ter um resultado.');
    expectError(await setSharing(server, person.token, attemptId, true), 409, 'Este resultado ficou inconclusivo, então não há o que compartilhar.');
    expectError(await server.call(sharedResultContract, { params: { attemptId } }), 404, 'Resultado não encontrado');
    expectError(
      await server.call(shareByEmailContract, { token: person.token, params: { attemptId }, body: { email: 'amiga@exemplo.com.br' } }),
      404,
      'Resultado não encontrado',
    );
    expect((await server.call(reportStatusContract, { token: person.token, params: { attemptId } })).body.data.isPaid).toBe(false);
  });

  it('does not use up the year: the person starts again at once, and the next conclusive result is the one that counts', async () => {
    const person = await register(server, { email: uniqueEmail('refaz') });
    const first = await completeQuiz(server, person.token, () => 1, { clock });
    expect(first.result.quality.conclusive).toBe(false);

    expect((await server.call(assessmentProgressContract, { token: person.token })).body.data).toEqual({ progress: null, cannotTake: null });
    const again = await start(server, person.token);
    expect(again).toMatchObject({ canTake: true, nextAvailable: null, daysRemaining: 0, answers: [] });
    expect(again.attemptId).not.toBe(first.attemptId);

    // The retake, answered with care, is conclusive and blocks the year as before.
    clock.advance(15 * 60_000);
    await saveAnswers(server, person.token);
    const completedAt = clock.now().getTime();
    const done = await server.call(quizCompleteContract, { token: person.token, body: { attemptId: again.attemptId } });
    expect(done.body.data.result.quality).toEqual({ conclusive: true, reasons: [] });
    const blocked = await server.call(quizStartContract, { token: person.token, body: {} });
    expectError(blocked, 403, QUIZ_TEXT.alreadyCompleted);
    expect(blocked.body.data).toEqual({
      canTake: false,
      nextAvailable: new Date(completedAt + 365 * DAY_MS).toISOString(),
      daysRemaining: 365,
      lastAttemptId: again.attemptId,
    });
    expect((await server.call(myResultContract, { token: person.token })).body.data.result.attemptId).toBe(again.attemptId);
    await shareResult(server, person.token, again.attemptId);
    expect((await server.call(sharedResultContract, { params: { attemptId: again.attemptId } })).status).toBe(200);
  });

  it('a careful sheet answered too fast is inconclusive for the time alone', async () => {
    const person = await register(server, { email: uniqueEmail('rapido') });
    const { attemptId } = await start(server, person.token);
    clock.advance(150_000);
    await saveAnswers(server, person.token);
    const done = await server.call(quizCompleteContract, { token: person.token, body: { attemptId } });
    expect(done.body.data.result.quality).toEqual({
      conclusive: false,
      reasons: ['Você respondeu as 100 frases em 2 minutos e 30 segundos: rápido demais para ler cada uma com calma.'],
    });
    expect(done.body.data.result.duration).toEqual({ seconds: 150, text: '2 minutos e 30 segundos' });
  });

  it('POST /assessment/submit runs the same gate', async () => {
    const person = await register(server, { email: uniqueEmail('envio') });
    const { attemptId } = await start(server, person.token);
    await backdateAttempt(server, attemptId);
    const res = await server.call(assessmentSubmitContract, {
      token: person.token,
      body: { answers: QUESTION_IDS.map((questionOrder) => ({ questionOrder, value: 4 })) },
    });
    expect(res.status, res.text).toBe(200);
    const mine = (await server.call(myResultContract, { token: person.token })).body.data.result;
    expect(mine.quality.conclusive).toBe(false);
    expect((await start(server, person.token)).attemptId).not.toBe(attemptId);
  });
});
