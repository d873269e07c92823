/**
 * One ranking and one level rule everywhere (issue 10, item 6): with a tie for
 * second place, the owner's result, its score list, the shared page, the paid
 * analysis, the development plan and the PDF all name the same profiles in the
 * same order; and a 68.2% profile has the same level on the API and in the PDF.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileId } from '../../../shared/content/content.schema';
import { getProfile } from '../../../shared/content/profiles';
import { FEMININE_LEVEL, describeLevels } from '../../../shared/scoring/level';
import { describeClarity, describeTie } from '../../../shared/content/personal/report-phrases';
import { scoreAttempt } from '../../../shared/scoring/attempt';
import { QUESTION_SET } from '../../../shared/content/questions';
import { TIE_SHEET, tieAnswerSheet } from '../../../shared/scoring/tie-sheet.fixture';
import { openDatabase } from '../../platform/database/database';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { QUIZ_TEST_ENV, completeQuiz, register, shareResult, uniqueEmail, type Person, payInSandbox } from '../quiz/quiz.test-support';
import { sharedResultContract, myResultContract } from '../../../shared/contracts/quiz.contract';

const run = promisify(execFile);
const SHEET = tieAnswerSheet();
const tieValue = (id: number) => SHEET[id] as number;
const title = (id: ProfileId) => `${getProfile(id).name} · ${getProfile(id).careerName}`;

/** pdftotext breaks lines wherever the layout does: compare with whitespace collapsed. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

async function pdfText(server: TestServer, person: Person, attemptId: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/report/${attemptId}/pdf`, { headers: { authorization: `Bearer ${person.token}` } });
  expect(res.status).toBe(200);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rumo-ranking-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await fs.writeFile(file, Buffer.from(await res.arrayBuffer()));
    return squash((await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Rewrites a stored result as an older version of the app would have stored it. */
async function storeScoreResult(server: TestServer, attemptId: string, json: string): Promise<void> {
  const handle = await openDatabase(server.config.database);
  try {
    await handle.db.updateTable('quiz_attempts').set({ score_result: json }).where('id', '=', attemptId).execute();
  } finally {
    await handle.close();
  }
}

describe(`one ranking on the API and in the PDF (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
  });
  afterAll(() => server?.close());

  it('a tie for second place: result, scores, shared page, paid analysis, plan and PDF all name the same second profile', async () => {
    const person = await register(server, { name: 'Ana Souza', email: uniqueEmail('empate') });
    const { attemptId, result } = await completeQuiz(server, person.token, tieValue);

    // The tie is real: 2 and 5 have the same displayed percentage, and 2 comes first by id.
    const byId = (id: number) => result.scores.find((s) => s.profileId === id)!;
    expect(byId(TIE_SHEET.secondary).percentage).toBe(75);
    expect(byId(TIE_SHEET.tiedWithSecondary).percentage).toBe(75);

    expect(result.dominantProfile.profile.id).toBe(TIE_SHEET.dominant);
    expect(result.secondaryProfile.profileId).toBe(TIE_SHEET.secondary);
    expect(result.scores.map((s) => s.profileId)).toEqual(TIE_SHEET.ranking);
    expect(result.scores[1]!.profileId).toBe(result.secondaryProfile.profileId);

    await shareResult(server, person.token, attemptId);
    const shared = await server.call(sharedResultContract, { params: { attemptId } });
    expect(shared.body.data.result.secondaryProfile.profileId).toBe(TIE_SHEET.secondary);

    await payInSandbox(server, person, attemptId);
    const paid = (await server.call(myResultContract, { token: person.token })).body.data.result;
    expect(paid.scores.map((s: { profileId: number }) => s.profileId)).toEqual(TIE_SHEET.ranking);
    expect(paid.secondaryProfile.profileId).toBe(TIE_SHEET.secondary);
    expect(paid.report!.analysis.map((a: { profileId: number }) => a.profileId)).toEqual(TIE_SHEET.ranking);
    // A perfil misto: each of its profiles has its in-depth part, in the ranking's order (nobody picked).
    expect(paid.report!.profiles.map((p: { id: number }) => p.id)).toEqual(TIE_SHEET.ranking.slice(0, 3));
    expect(paid.report!.developmentPlan.top.map((p: { profileId: number }) => p.profileId)).toEqual(TIE_SHEET.ranking.slice(0, 3));

    const text = await pdfText(server, person, attemptId);
    const second = title(TIE_SHEET.secondary);
    const tied = title(TIE_SHEET.tiedWithSecondary);
    // The top three are a "perfil misto" (18.2 points apart at most); within it the order is still the engine's.
    expect(text).toContain(`${second} 75,0% 2º lugar · perfil misto`);
    expect(text).toContain(`${tied} 75,0% 3º lugar · perfil misto`);
    expect(text).toContain(`PARTE 3 · PERFIL MISTO · 2 DE 3 · 75,0% ${second}`);
    expect(text).toContain(`PARTE 3 · PERFIL MISTO · 3 DE 3 · 75,0% ${tied}`);
    expect(text).not.toMatch(/perfil (principal|secundário)/i);
    // Part 5: the paid result's 12 careers (ranked by the same reading order) in the same order, each saying which of the mix it draws on.
    const careers = paid.careers.careers as Array<{ name: string; matches: string[] }>;
    expect(careers).toHaveLength(12);
    const starts = careers.map((career, index) => text.indexOf(`${index + 1}. ${career.name} `, text.indexOf('PARTE 5 ·')));
    expect(starts.every((at) => at > 0)).toBe(true);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const mix = TIE_SHEET.ranking.slice(0, 3).map((id) => getProfile(id).careerName);
    for (const career of careers) expect(career.matches.every((name) => mix.includes(name))).toBe(true);
    // The chart and the mixed cover follow the ranking too.
    const names = TIE_SHEET.ranking.map((id) => getProfile(id).name);
    const chart = text.slice(text.indexOf('Seus 9 perfis Cada barra'));
    const positions = names.map((name) => chart.indexOf(` ${name} `));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const cover = TIE_SHEET.ranking.slice(0, 3).map((id) => getProfile(id));
    expect(text).toContain(
      `SEU PERFIL MISTO ${cover.map((profile) => profile.name.charAt(0)).join(' ')} ${cover.map((profile) => `${profile.name} ${profile.careerName}`).join(' ')} ` +
        cover.map((profile) => `${String(byId(profile.id).percentage.toFixed(1)).replace('.', ',')}%`).join(' '),
    );
  }, 90_000);

  it('levels are relative to the person, the same on the API and in the PDF: 68.2% is "médio" next to 93.2%, and the cover shows the mixed profile', async () => {
    const person = await register(server, { name: 'Bruno Lima', email: uniqueEmail('nivel') });
    const { attemptId } = await completeQuiz(server, person.token, tieValue);
    await payInSandbox(server, person, attemptId);
    const paid = (await server.call(myResultContract, { token: person.token })).body.data.result;
    const entry = (id: number) => paid.report!.analysis.find((a: { profileId: number }) => a.profileId === id);
    expect(entry(TIE_SHEET.between65And70)).toMatchObject({ percentage: 68.2, level: 'médio' });
    expect(entry(TIE_SHEET.dominant)).toMatchObject({ percentage: 93.2, level: 'alto' });
    expect(entry(9)).toMatchObject({ percentage: 25, level: 'baixo' });

    const text = await pdfText(server, person, attemptId);
    expect(text).toContain(`${title(TIE_SHEET.between65And70)} 68,2% 4º lugar Compatibilidade ${FEMININE_LEVEL.médio} `);
    expect(text).toContain(`${title(TIE_SHEET.dominant)} 93,2% 1º lugar · perfil misto Compatibilidade ${FEMININE_LEVEL.alto} `);
    expect(text).toContain(squash(describeLevels()));
    // The top three are within the test's error of one another: the cover shows them together, not one winner.
    expect(paid.mixedProfiles.map((s: { profileId: number }) => s.profileId)).toEqual([7, 5, 2]);
    expect(text).toContain('SEU PERFIL MISTO');
    expect(text).not.toContain('SEU PERFIL PRINCIPAL');
    expect(text).toContain(squash(describeClarity('divided', ['Entusiasta', 'Investigador', 'Prestativo'], 3)));
    // Investigador and Prestativo tied at 75,0%: the report says so instead of letting the order decide silently.
    expect(text).toContain(squash(describeTie(['Investigador', 'Prestativo'], '75,0%')));
  }, 90_000);

  it('a result stored before ranking, strong answers and closeness existed still answers, PDF included, in the derived order', async () => {
    const person = await register(server, { name: 'Carla Dias', email: uniqueEmail('antigo') });
    const { attemptId } = await completeQuiz(server, person.token, tieValue);
    const engine = scoreAttempt(SHEET, QUESTION_SET);
    const old = {
      scores: engine.scores.map(({ profileId, percentage, raw, mean, itemCount, strongAgreements }) => ({
        profileId,
        percentage,
        raw,
        mean,
        itemCount,
        strongAgreements,
      })),
    };
    await storeScoreResult(server, attemptId, JSON.stringify(old));

    const res = await server.call(myResultContract, { token: person.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.result.scores.map((s) => s.profileId)).toEqual(TIE_SHEET.ranking);
    expect(res.body.data.result.secondaryProfile.profileId).toBe(TIE_SHEET.secondary);
    // Derived with today's rule: the 18.2-point lead of the tie sheet is within the error, a "perfil misto" of the top three.
    expect(res.body.data.result.mixed).toBe(engine.mixed);
    expect(res.body.data.result.mixedProfiles.map((s: { profileId: number }) => s.profileId)).toEqual(engine.mixedProfiles);
    expect(engine.mixedProfiles).toEqual(TIE_SHEET.ranking.slice(0, 3));
    expect(res.body.data.result.quality).toEqual({ conclusive: true, reasons: [] });

    await payInSandbox(server, person, attemptId);
    const paid = (await server.call(myResultContract, { token: person.token })).body.data.result;
    expect(paid.report!.analysis.map((a: { profileId: number }) => a.profileId)).toEqual(TIE_SHEET.ranking);
    expect(await pdfText(server, person, attemptId)).toContain(`${title(TIE_SHEET.secondary)} 75,0% 2º lugar · perfil misto`);
  }, 90_000);
});
