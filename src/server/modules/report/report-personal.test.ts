/**
 * A report about the person who answered (issue 25), over HTTP on each
 * database: the owner's personal parts (free and paid), the pick of a perfil
 * misto, old attempts, and the PDF (quotes, an in-depth part per profile of
 * the mix, the table of contents on page 1, the Subject, the cache keyed on
 * name and pick).
 */
import { CAREER_LABELS } from '../../../shared/content/careers/career-view';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileId } from '../../../shared/content/content.schema';
import { PICKED_REASON, PORTRAIT_PART } from '../../../shared/content/personal/report-phrases';
import { getProfile } from '../../../shared/content/profiles';
import { QUESTION_SET_2026_11_V2 } from '../../../shared/content/questions-2026-11-v2';
import { QUESTION_SET } from '../../../shared/content/questions';
import { QUIZ_MESSAGES, sharedResultContract, myResultContract, quizCompleteContract } from '../../../shared/contracts/quiz.contract';
import { RESULT_MESSAGES, profilePickContract } from '../../../shared/contracts/results.contract';
import { attentiveAnswerSheet } from '../../../shared/scoring/attentive-sheet.fixture';
import { scoreAttempt } from '../../../shared/scoring/attempt';
import { joinNames } from '../../../shared/scoring/precision';
import { openDatabase } from '../../platform/database/database';
import { pdfInfo, pdfText, squash } from '../../testing/pdf-tools';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  QUIZ_TEST_ENV,
  UNKNOWN_ATTEMPT_ID,
  backdateAttempt,
  completeQuiz,
  expectError,
  register,
  start,
  uniqueEmail,
  payInSandbox,
  type Person,
  shareResult,
} from '../quiz/quiz.test-support';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import { assessmentProgressSaveContract } from '../../../shared/contracts/assessment.contract';
import { updateLifeStageContract, updateMeContract } from '../../../shared/contracts/auth.contract';
import type { ContractBody, ContractData } from '../../../shared/contracts/contract';

/** An attentive person whose result is a three-way perfil misto. */
const MIXED_SHEET = attentiveAnswerSheet(6);
const MIXED = scoreAttempt(MIXED_SHEET, QUESTION_SET);
const mixedValue = (id: number) => MIXED_SHEET.get(id)!;

async function downloadPdf(server: TestServer, person: Person, attemptId: string): Promise<Buffer> {
  const res = await fetch(`${server.baseUrl}/api/report/${attemptId}/pdf`, { headers: { authorization: `Bearer ${person.token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const pick = (server: TestServer, token: string | undefined, attemptId: string, body: ContractBody<typeof profilePickContract>) =>
  server.call(profilePickContract, { params: { attemptId }, token, body });
/** The same call with any body: for hostile input. */
const pickRaw = (server: TestServer, token: string, attemptId: string, body: unknown) =>
  server.request('PUT', `/api/result/${attemptId}/pick`, { token, body });

async function storedRow(server: TestServer, attemptId: string) {
  const handle = await openDatabase(server.config.database);
  try {
    return await handle.db.selectFrom('quiz_attempts').selectAll().where('id', '=', attemptId).executeTakeFirstOrThrow();
  } finally {
    await handle.close();
  }
}

describe(`a report about the person (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
  });
  afterAll(() => server?.close());

  it('free: one of the person’s own answers, quoted verbatim with its gloss; each profile of the mix with its description; nothing personal in the shared view', async () => {
    expect(MIXED.mixedProfiles).toHaveLength(3);
    const person = await register(server, { email: uniqueEmail('livre') });
    const { attemptId, result } = await completeQuiz(server, person.token, mixedValue);
    // The contract types `personal` nullable (an inconclusive result has none): this sheet is conclusive.
    const personal = result.personal!;
    expect(personal.highlights).toHaveLength(1);
    expect(personal.contrasts).toEqual([]);
    const quote = personal.highlights[0]!;
    expect(quote.text).toBe(QUESTION_SET.statements.find((statement) => statement.id === quote.statementId)!.text);
    expect(quote.answer).toBe(MIXED_SHEET.get(quote.statementId));
    expect(personal.order).toEqual(MIXED.mixedProfiles);
    expect(personal.canPick).toBe(true);
    expect(personal.lead.id).toBe(MIXED.mixedProfiles[0]);
    expect(result.mixedProfiles.map((profile) => profile.description)).toEqual(MIXED.mixedProfiles.map((id) => getProfile(id).description));
    expect(result.report).toBeNull();

    await shareResult(server, person.token, attemptId);
    const shared = await server.call(sharedResultContract, { params: { attemptId } });
    expect(shared.status).toBe(200);
    expect(shared.text).not.toContain('"personal"');
    expect(shared.text).not.toContain(quote.text);
  });

  it('paid: 3 to 4 quotes and a contrast, an in-depth part for each profile of the mix, the blend of its three pairs, a plan that starts from the answers', async () => {
    const person = await register(server, { email: uniqueEmail('pago') });
    const { attemptId } = await completeQuiz(server, person.token, mixedValue);
    await payInSandbox(server, person, attemptId);
    const result = (await server.call(myResultContract, { token: person.token })).body.data.result;
    expect(result.personal!.highlights.length).toBeGreaterThanOrEqual(3);
    expect(result.personal!.highlights.length).toBeLessThanOrEqual(4);
    expect(result.personal!.contrasts.length).toBeGreaterThanOrEqual(1);
    expect(result.report!.profiles.map((profile: { id: number }) => profile.id)).toEqual(MIXED.mixedProfiles);
    expect(result.report!.evidence.map((entry: { profileId: number }) => entry.profileId)).toEqual(MIXED.mixedProfiles);
    expect(result.report!.profileAnswers.map((entry: { answers: unknown[] }) => entry.answers.length)).toEqual([11, 11, 11]);
    expect(result.report!.blend.pairs).toHaveLength(3);
    expect(result.report!.analysis.every((entry: { quote: unknown }) => entry.quote !== null)).toBe(true);
    expect(JSON.stringify(result.report!.developmentPlan)).not.toMatch(/principal|secundári|só sua|personalizado/i);
  });

  it('the pick: stored apart from the scores, reorders the result and the PDF, says why, is in the export, and can be changed or undone', async () => {
    const person = await register(server, { name: 'Ana Escolha Prado', email: uniqueEmail('escolha') });
    const { attemptId, result: before } = await completeQuiz(server, person.token, mixedValue);
    await payInSandbox(server, person, attemptId);
    const rowBefore = await storedRow(server, attemptId);
    const third = MIXED.mixedProfiles[2]!;
    const heading = (id: ProfileId) =>
      `PERFIL MISTO · 1 DE 3 · ${String(MIXED.scores[id - 1]!.percentage.toFixed(1)).replace('.', ',')}% ${getProfile(id).name} ·`;
    // Rendered and cached before the pick: the ranking's first profile opens it.
    expect(squash(await pdfText(await downloadPdf(server, person, attemptId)))).toContain(heading(MIXED.mixedProfiles[0]!));

    const res = await pick(server, person.token, attemptId, { profileId: third });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(RESULT_MESSAGES.pickSaved);
    const after = res.body.data.result;
    expect(after.personal!.pick).toBe(third);
    expect(after.personal!.order[0]).toBe(third);
    expect(after.personal!.orderNote).toContain(`Você escolheu ${getProfile(third).name}`);
    expect(after.personal!.lead.id).toBe(third);
    expect(after.report!.profiles[0]!.id).toBe(third);
    // The numbers do not move: the same scores, the same stored result.
    expect(after.scores).toEqual(before.scores);
    expect(after.mixedProfiles.map((p: { profileId: number }) => p.profileId)).toEqual(MIXED.mixedProfiles);
    const rowAfter = await storedRow(server, attemptId);
    expect(rowAfter.score_result).toBe(rowBefore.score_result);
    expect(rowAfter.updated_at).toBe(rowBefore.updated_at);
    expect(rowAfter.profile_pick).toBe(third);
    expect((await server.call(myResultContract, { token: person.token })).body.data.result.personal!.order[0]).toBe(third);

    const exported = await server.call(accountExportContract, { token: person.token });
    expect(exported.body.data.attempts[0]!.profilePick).toEqual({ profileId: third, pickedAt: rowAfter.profile_pick_at });

    // The PDF (not the copy cached before the pick) opens with the picked profile and says why.
    const text = squash(await pdfText(await downloadPdf(server, person, attemptId)));
    expect(text).toContain(heading(third));
    expect(text).toContain(PICKED_REASON);

    // Changed, then undone.
    expect((await pick(server, person.token, attemptId, { profileId: MIXED.mixedProfiles[1]! })).body.data.result.personal!.order[0]).toBe(
      MIXED.mixedProfiles[1],
    );
    const cleared = await pick(server, person.token, attemptId, { profileId: null });
    expect(cleared.body.message).toBe(RESULT_MESSAGES.pickCleared);
    expect(cleared.body.data.result.personal!.pick).toBeNull();
    expect(cleared.body.data.result.personal!.order).toEqual(MIXED.mixedProfiles);
    expect((await storedRow(server, attemptId)).profile_pick).toBeNull();
  }, 120_000);

  it('the pick refuses what it cannot mean: no token 401, another person’s attempt 404, a profile outside the mix 400, a clear or inconclusive result 409', async () => {
    const owner = await register(server, { email: uniqueEmail('dona') });
    const other = await register(server, { email: uniqueEmail('outra') });
    const { attemptId } = await completeQuiz(server, owner.token, mixedValue);
    expect((await pick(server, undefined, attemptId, { profileId: MIXED.mixedProfiles[0]! })).status).toBe(401);
    expectError(await pick(server, other.token, attemptId, { profileId: MIXED.mixedProfiles[0]! }), 404, QUIZ_MESSAGES.attemptNotFound);
    expectError(await pick(server, owner.token, UNKNOWN_ATTEMPT_ID, { profileId: 1 }), 404, QUIZ_MESSAGES.attemptNotFound);
    const outside = ([1, 2, 3, 4, 5, 6, 7, 8, 9] as ProfileId[]).find((id) => !MIXED.mixedProfiles.includes(id))!;
    expectError(await pick(server, owner.token, attemptId, { profileId: outside }), 400, RESULT_MESSAGES.pickNotInMix);
    expectError(await pick(server, owner.token, attemptId, { profileId: 12 }), 400, RESULT_MESSAGES.pickNotInMix);
    // Raw: a profile id of the wrong type, then none at all.
    expectError(await pickRaw(server, owner.token, attemptId, { profileId: 'Leal' }), 400, RESULT_MESSAGES.pickNotInMix);
    expect((await pickRaw(server, owner.token, attemptId, {})).status).toBe(400);

    const clear = await register(server, { email: uniqueEmail('clara') });
    // The default attentive sheet (quiz.test-support) is a clear result: Realizador well ahead.
    const clearAttempt = await completeQuiz(server, clear.token);
    expect(clearAttempt.result.mixed).toBe(false);
    expect(clearAttempt.result.personal?.canPick).toBe(false);
    expectError(await pick(server, clear.token, clearAttempt.attemptId, { profileId: 3 }), 409, RESULT_MESSAGES.pickNotMixed);

    const careless = await register(server, { email: uniqueEmail('descuido') });
    const carelessAttempt = await completeQuiz(server, careless.token, () => 3);
    expect(carelessAttempt.result.quality.conclusive).toBe(false);
    expect(carelessAttempt.result.personal).toBeNull();
    expectError(await pick(server, careless.token, carelessAttempt.attemptId, { profileId: 1 }), 409, RESULT_MESSAGES.pickInconclusive);
  });

  it('an attempt of question set 2026-11-v2 gets the same personal parts, from its own answers and its own statements', async () => {
    const person = await register(server, { email: uniqueEmail('antigo') });
    const { attemptId } = await start(server, person.token);
    const handle = await openDatabase(server.config.database);
    try {
      await handle.db.updateTable('quiz_attempts').set({ question_set_version: QUESTION_SET_2026_11_V2.version }).where('id', '=', attemptId).execute();
    } finally {
      await handle.close();
    }
    await backdateAttempt(server, attemptId);
    const sheet = attentiveAnswerSheet(1, QUESTION_SET_2026_11_V2);
    const saved = await server.call(assessmentProgressSaveContract, {
      token: person.token,
      body: {
        progress: { answers: [...sheet].map(([questionOrder, value]) => ({ questionOrder, value })) },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const done = await server.call(quizCompleteContract, { token: person.token, body: { attemptId } });
    expect(done.status, done.text).toBe(200);
    await payInSandbox(server, person, attemptId);
    const result = (await server.call(myResultContract, { token: person.token })).body.data.result;
    expect(result.personal!.highlights.length).toBeGreaterThanOrEqual(3);
    const v2Texts = new Map(QUESTION_SET_2026_11_V2.statements.map((statement) => [statement.id, statement.text]));
    for (const quote of [...result.personal!.highlights, ...result.personal!.contrasts]) expect(quote.text).toBe(v2Texts.get(quote.statementId));
    const text = squash(await pdfText(await downloadPdf(server, person, attemptId)));
    for (const quote of result.personal!.highlights) expect(text).toContain(`“${quote.text}”`);
  }, 120_000);
});

describe(`the personal PDF (${testDatabaseKind})`, () => {
  let server: TestServer;
  let person: Person;
  let attemptId: string;
  let pdf: Buffer;
  let result: ContractData<typeof myResultContract>['result'];
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
    person = await register(server, { name: 'Marina Relatório Costa', email: uniqueEmail('pdf') });
    ({ attemptId } = await completeQuiz(server, person.token, mixedValue));
    await payInSandbox(server, person, attemptId);
    result = (await server.call(myResultContract, { token: person.token })).body.data.result;
    pdf = await downloadPdf(server, person, attemptId);
  }, 120_000);
  afterAll(() => server?.close());

  it('quotes at least three of the person’s own strongest statements verbatim, with the answer given', async () => {
    const text = squash(await pdfText(pdf));
    expect(result.personal!.highlights.length).toBeGreaterThanOrEqual(3);
    for (const quote of result.personal!.highlights) expect(text).toContain(`“${quote.text}” Você marcou “${quote.answerLabel}”.`);
  });

  it('gives each profile of a three-way mix its in-depth part, and never says "principal" or "secundário"', async () => {
    const text = squash(await pdfText(pdf));
    // The contract types the order as numbers; they are profile ids.
    (result.personal!.order as ProfileId[]).forEach((id, index) => {
      expect(text).toContain(`PARTE 3 · PERFIL MISTO · ${index + 1} DE 3 · `);
      expect(text).toMatch(new RegExp(`${index + 1} DE 3 · \\d+,\\d% ${getProfile(id).name} · ${getProfile(id).careerName}`));
      expect(text).toContain(`PARTE 3 · ${getProfile(id).name.toUpperCase()} · ${getProfile(id).careerName.toUpperCase()} ${PORTRAIT_PART.title}`);
    });
    expect(text).not.toMatch(/perfil (principal|secundário)/i);
    expect(text).not.toMatch(/aptidão|personalizado|só sua/i);
  });

  it('keeps the table of contents whole on page 1, and names the mix in the Subject', async () => {
    const first = squash(await pdfText(pdf, '-f', '1', '-l', '1'));
    expect(first).toContain('6 Como ler este relatório e os seus limites');
    expect(squash(await pdfText(pdf, '-f', '2', '-l', '2'))).toMatch(/PARTE 1 Seus 9 perfis/);
    const info = await pdfInfo(pdf);
    expect(info.Subject).toBe(`Perfil misto: ${joinNames((result.personal!.order as ProfileId[]).map((id) => getProfile(id).name))}`);
  });

  it('renders again when the name changes: a cached PDF never shows an old name, and the old copy is gone', async () => {
    const reports = path.join(server.config.dataDir, 'reports');
    expect((await fs.readdir(reports)).filter((name) => name.startsWith(attemptId))).toHaveLength(1);
    const renamed = await server.call(updateMeContract, { token: person.token, body: { name: 'Marina Nova Costa' } });
    expect(renamed.status, renamed.text).toBe(200);
    const text = squash(await pdfText(await downloadPdf(server, person, attemptId)));
    expect(text).toContain('Marina Nova Costa');
    expect(text).not.toContain('Marina Relatório Costa');
    expect((await fs.readdir(reports)).filter((name) => name.startsWith(attemptId))).toHaveLength(1);
  }, 120_000);

  it('renders again when the stage of life changes: Part 5 follows the new answers, and the old copy is gone (issue 27)', async () => {
    const reports = path.join(server.config.dataDir, 'reports');
    const stage = (body: ContractBody<typeof updateLifeStageContract>) => server.call(updateLifeStageContract, { token: person.token, body });
    const saved = await stage({ ageBand: '14-15', schoolStage: '9-ano', situation: 'so-estudo', uf: 'SP' });
    expect(saved.status, saved.text).toBe(200);
    const young = squash(await pdfText(await downloadPdf(server, person, attemptId)));
    expect(young).toContain('Os passos usam o que você contou: 14 ou 15 anos, 9º ano do ensino fundamental, só estudo, São Paulo.');
    const youngCopies = (await fs.readdir(reports)).filter((name) => name.startsWith(attemptId));
    expect(youngCopies).toHaveLength(1);

    const changed = await stage({ ageBand: '21-24', schoolStage: 'em-concluido', situation: 'primeiro-emprego', uf: 'PE' });
    expect(changed.status, changed.text).toBe(200);
    const adult = squash(await pdfText(await downloadPdf(server, person, attemptId)));
    expect(adult).toContain('Os passos usam o que você contou: 21 a 24 anos, ensino médio concluído, procuro o primeiro emprego, Pernambuco.');
    expect(adult).not.toContain('14 ou 15 anos');
    expect(adult).not.toContain(`${CAREER_LABELS.minorNote}:`);
    // The owner's paid result and the PDF name the same 12 careers, in the same order.
    const careers = (await server.call(myResultContract, { token: person.token })).body.data.result.careers.careers as Array<{ name: string; now: string[] }>;
    expect(careers).toHaveLength(12);
    const starts = careers.map((career, index) => adult.indexOf(`${index + 1}. ${career.name} `));
    expect(starts.every((at) => at > 0)).toBe(true);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    for (const career of careers) for (const step of career.now) expect(adult).toContain(squash(step));
    const adultCopies = (await fs.readdir(reports)).filter((name) => name.startsWith(attemptId));
    expect(adultCopies).toHaveLength(1);
    expect(adultCopies[0]).not.toBe(youngCopies[0]);

    // Erased answers: the invitation to answer again, and the general path.
    await stage({ ageBand: null, schoolStage: null, situation: null, uf: null });
    expect(squash(await pdfText(await downloadPdf(server, person, attemptId)))).toContain('Responda às perguntas na página do resultado ou no seu perfil');
  }, 120_000);
});
