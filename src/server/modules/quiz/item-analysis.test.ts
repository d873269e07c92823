/**
 * The staff item analysis on a real database (issue 12, item 4): completed
 * attempts grouped by the version they were taken with; inconclusive ones left
 * out unless asked for. The statistics themselves: shared/scoring/item-analysis.test.ts.
 */
import { quizCompleteContract } from '../../../shared/contracts/quiz.contract';
import { assessmentProgressSaveContract } from '../../../shared/contracts/assessment.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileId } from '../../../shared/content/content.schema';
import { QUESTION_SET } from '../../../shared/content/questions';
import { QUESTION_SET_2026_11_V2 } from '../../../shared/content/questions-2026-11-v2';
import { attentiveAnswerSheet } from '../../../shared/scoring/attentive-sheet.fixture';
import { randomUUID } from 'node:crypto';
import { PROFILE_IDS } from '../../../shared/content/content.schema';
import { analyseItems, type ItemAnalysis } from '../../../shared/scoring/item-analysis';
import { drawAttentiveSheet, mulberry32 } from '../../../shared/scoring/simulation';
import { readStoredQuality } from '../../../shared/scoring/stored-result';
import { openDatabase, type Db } from '../../platform/database/database';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { createItemAnalysisService } from './item-analysis.service';
import { createQuizRepository } from './quiz.repository';
import { QUIZ_TEST_ENV, answerSheet, backdateAttempt, completeQuiz, register, start, uniqueEmail } from './quiz.test-support';

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
    await server.call(assessmentProgressSaveContract, {
      token: old.token,
      body: {
        progress: { attemptId, answers: answerSheet(QUESTION_SET_2026_11_V2.order, (id) => v2.get(id)!) },
      },
    });
    await backdateAttempt(server, attemptId);
    expect((await server.call(quizCompleteContract, { token: old.token, body: { attemptId } })).status).toBe(200);
  });
  afterAll(() => server?.close());

  async function withDatabase<T>(use: (db: Db) => Promise<T>): Promise<T> {
    const handle = await openDatabase(server.config.database);
    try {
      return await use(handle.db);
    } finally {
      await handle.close();
    }
  }

  function analyse(options: Parameters<ReturnType<typeof createItemAnalysisService>['byVersion']>[0], batchSize?: number) {
    return withDatabase((db) => createItemAnalysisService({ repository: createQuizRepository(db), ...(batchSize ? { batchSize } : {}) }).byVersion(options));
  }

  /** Every figure the same to 10 decimal places (the page shows 2); the same best other scale. */
  function expectSameFigures(actual: ItemAnalysis, expected: ItemAnalysis): void {
    const close = (a: number | null, b: number | null, what: string) => {
      if (b === null) expect(a, what).toBeNull();
      else expect(a, what).toBeCloseTo(b, 10);
    };
    expect(actual.statements.map((s) => s.id)).toEqual(expected.statements.map((s) => s.id));
    actual.statements.forEach((statement, i) => {
      const other = expected.statements[i]!;
      for (const key of ['mean', 'sd', 'agreeShare', 'itemTotal', 'alphaIfRemoved'] as const) close(statement[key], other[key], `${key} of ${statement.id}`);
      expect(statement.bestOtherScale?.profileId, `best other scale of ${statement.id}`).toBe(other.bestOtherScale?.profileId);
      close(statement.bestOtherScale?.r ?? null, other.bestOtherScale?.r ?? null, `r of ${statement.id}`);
    });
    actual.scales.forEach((scale, i) => {
      expect(scale.items).toBe(expected.scales[i]!.items);
      close(scale.alpha, expected.scales[i]!.alpha, `alpha of ${scale.profileId}`);
    });
    expect(actual.attention?.id).toBe(expected.attention?.id);
    close(actual.attention?.asAsked ?? null, expected.attention?.asAsked ?? null, 'attention');
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

  it('adds up in SQL, a batch at a time, exactly the figures of analysing every sheet in memory', async () => {
    // 40 more v3 sheets straight into the database: attentive ones of every profile, random ones marked inconclusive,
    // and one that lacks an answer (left out by both ways).
    const rng = mulberry32(2026);
    await withDatabase(async (db) => {
      const { id: userId } = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      for (let i = 0; i < 40; i++) {
        const conclusive = i % 8 !== 7;
        const sheet = conclusive
          ? drawAttentiveSheet(rng, QUESTION_SET, PROFILE_IDS[i % PROFILE_IDS.length]!)
          : new Map(QUESTION_SET.order.map((id) => [id, 1 + Math.floor(rng() * 5)]));
        if (i === 12) sheet.delete(QUESTION_SET.statements[0]!.id);
        const id = randomUUID();
        const at = new Date(Date.UTC(2026, 5, 1, 0, i)).toISOString();
        await db
          .insertInto('quiz_attempts')
          .values({
            id,
            user_id: userId,
            status: 'COMPLETED',
            question_set_version: QUESTION_SET.version,
            started_at: at,
            completed_at: at,
            score_result: JSON.stringify({ scores: [], quality: { conclusive, reasons: [] } }),
            conclusive: conclusive ? 1 : 0,
            report_status: 'FREE',
            updated_at: at,
          })
          .execute();
        await db
          .insertInto('quiz_answers')
          .values([...sheet].map(([questionId, value]) => ({ attempt_id: id, question_id: questionId, value, answered_at: at })))
          .execute();
      }
    });
    // What the service did before (issue 26, F11): every answer of every completed attempt in memory, filtered in JS.
    const inMemory = await withDatabase(async (db) => {
      const rows = await db
        .selectFrom('quiz_attempts')
        .innerJoin('quiz_answers', 'quiz_answers.attempt_id', 'quiz_attempts.id')
        .select(['quiz_attempts.id', 'quiz_attempts.score_result', 'quiz_answers.question_id', 'quiz_answers.value'])
        .where('quiz_attempts.status', '=', 'COMPLETED')
        .where('quiz_attempts.question_set_version', '=', QUESTION_SET.version)
        .execute();
      const bySheet = new Map<string, Map<number, number>>();
      for (const row of rows) {
        if (!readStoredQuality(row.score_result).conclusive) continue;
        const sheet = bySheet.get(row.id) ?? new Map<number, number>();
        bySheet.set(row.id, sheet);
        sheet.set(row.question_id, row.value);
      }
      return analyseItems(QUESTION_SET, [...bySheet.values()]);
    });
    expect(inMemory.n).toBe(3 + 35 - 1);
    for (const batchSize of [7, 500]) {
      const [inSql] = await analyse({ version: QUESTION_SET.version }, batchSize);
      expect(inSql!.n).toBe(inMemory.n);
      expectSameFigures(inSql!, inMemory);
    }
  });
});
