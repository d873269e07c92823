/**
 * The staff item analysis on a real database (issue 12, item 4): completed
 * attempts grouped by the version they were taken with; inconclusive ones left
 * out unless asked for. The statistics themselves: shared/scoring/item-analysis.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileId } from '../../../shared/content/content.schema';
import { QUESTION_SET } from '../../../shared/content/questions';
import { QUESTION_SET_2026_11_V2 } from '../../../shared/content/questions-2026-11-v2';
import { attentiveAnswerSheet } from '../../../shared/scoring/attentive-sheet.fixture';
import { openDatabase } from '../../platform/database/database';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { createItemAnalysisService } from './item-analysis.service';
import { createQuizRepository } from './quiz.repository';
import { QUIZ_TEST_ENV, answerSheet, backdateAttempt, completeQuiz, post, register, start, uniqueEmail } from './quiz.test-support';

describe(`item analysis by question-set version (${testDatabaseKind})`, () => {
  let server: TestServer;
  const sheets: Array<Map<number, number>> = [];
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
    // Three careful v3 sheets, one straight-lined v3 sheet, one v2 sheet.
    for (const profile of [1, 5, 9] as ProfileId[]) {
      const sheet = attentiveAnswerSheet(profile);
      sheets.push(sheet);
      const person = await register(server, { email: uniqueEmail('itens') });
      const { result } = await completeQuiz(server, person.token, (id) => sheet.get(id)!);
      expect(result.quality.conclusive).toBe(true);
    }
    const careless = await register(server, { email: uniqueEmail('itens-reta') });
    expect((await completeQuiz(server, careless.token, () => 4)).result.quality.conclusive).toBe(false);

    const old = await register(server, { email: uniqueEmail('itens-v2') });
    const { attemptId } = await start(server, old.token);
    const handle = await openDatabase(server.config.database);
    try {
      await handle.db.updateTable('quiz_attempts').set({ question_set_version: '2026-11-v2' }).where('id', '=', attemptId).execute();
    } finally {
      await handle.close();
    }
    const v2 = attentiveAnswerSheet(3, QUESTION_SET_2026_11_V2);
    await post(server, '/api/assessment/progress/save', old.token, {
      progress: { attemptId, answers: answerSheet(QUESTION_SET_2026_11_V2.order, (id) => v2.get(id)!) },
    });
    await backdateAttempt(server, attemptId);
    expect((await post(server, '/api/quiz/complete', old.token, { attemptId })).status).toBe(200);
  });
  afterAll(() => server?.close());

  async function analyse(options: Parameters<ReturnType<typeof createItemAnalysisService>['byVersion']>[0]) {
    const handle = await openDatabase(server.config.database);
    try {
      return await createItemAnalysisService({ repository: createQuizRepository(handle.db) }).byVersion(options);
    } finally {
      await handle.close();
    }
  }

  it('analyses each version with its own keys, conclusive results only', async () => {
    const analyses = await analyse({});
    expect(analyses.map((analysis) => [analysis.version, analysis.n])).toEqual([
      ['2026-11-v2', 1],
      ['2026-11-v3', 3],
    ]);
    const v3 = analyses[1]!;
    expect(v3.statements).toHaveLength(99);
    expect(v3.statements.map((statement) => statement.id)).not.toContain(59);
    const first = v3.statements[0]!;
    expect(first.mean).toBeCloseTo(sheets.reduce((sum, sheet) => sum + sheet.get(first.id)!, 0) / 3, 12);
    expect(v3.attention).toEqual({ id: QUESTION_SET.attention!.id, asAsked: 1 });
    expect(analyses[0]!.statements.map((statement) => statement.id)).toContain(59);
  });

  it('counts inconclusive results when asked, and filters by version', async () => {
    const all = await analyse({ includeInconclusive: true, version: '2026-11-v3' });
    expect(all.map((analysis) => [analysis.version, analysis.n])).toEqual([['2026-11-v3', 4]]);
    expect(all[0]!.attention!.asAsked).toBe(0.75);
  });
});
