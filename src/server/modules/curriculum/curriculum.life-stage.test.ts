/**
 * Issue 27, "the resume builder uses the same answers", over HTTP: the school
 * stage and age band stored with the account (PUT /api/auth/me/life-stage)
 * give the Jovem questionnaire its first studying and grade answers (the web
 * applies `withSchoolStage` to the user view; the answers are saved and read
 * back here) and make generate-from-profile's objective fit the age.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileId } from '../../../shared/content/content.schema';
import { curriculumSuggestions } from '../../../shared/content/curriculum-suggestions';
import { EMPTY_ANSWERS, answersToCurriculum, curriculumToAnswers, withSchoolStage, type QuestionnaireAnswers } from '../../../shared/curriculum/questionnaire';
import { CURRICULUM_MESSAGES, NOT_INFORMED } from '../../../shared/curriculum/rules';
import type { ContractBody } from '../../../shared/contracts/contract';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { RELAXED_LIMITS, expectSuccess, myCurriculum, savedCurriculum, payingUser, saveCurriculum, type Account } from './curriculum.test-support';
import { meContract, updateLifeStageContract } from '../../../shared/contracts/auth.contract';
import { myResultContract } from '../../../shared/contracts/quiz.contract';
import { generateFromProfileContract } from '../../../shared/contracts/curriculum.contract';

async function tell(server: TestServer, token: string, body: ContractBody<typeof updateLifeStageContract>) {
  const res = await server.call(updateLifeStageContract, { token, body });
  expect(res.status, res.text).toBe(200);
}

async function me(server: TestServer, token: string) {
  const res = await server.call(meContract, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data.user as { name: string; email: string; schoolStage: Parameters<typeof withSchoolStage>[1] };
}

async function dominantProfile(server: TestServer, token: string): Promise<ProfileId> {
  const res = await server.call(myResultContract, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data.result.dominantProfile.profile.id as ProfileId;
}

/** What the questionnaire starts with on its first open (no saved curriculum): the first section from the account, then the stage. */
async function firstAnswers(server: TestServer, account: Account): Promise<QuestionnaireAnswers> {
  expect(await myCurriculum(server, account.token)).toBeNull();
  const user = await me(server, account.token);
  return withSchoolStage(
    { ...EMPTY_ANSWERS, fullName: user.name, email: user.email, address: 'Centro, Recife - PE', phone: '(81) 98765-4321' },
    user.schoolStage,
  );
}

/** Saves the answers as the questionnaire's autosave does, and reads them back from GET /curriculum/me. */
async function saveAndReadBack(server: TestServer, token: string, answers: QuestionnaireAnswers): Promise<QuestionnaireAnswers> {
  await saveCurriculum(server, token, answersToCurriculum(answers, null));
  return curriculumToAnswers(await savedCurriculum(server, token));
}

async function generate(server: TestServer, token: string) {
  const res = await server.call(generateFromProfileContract, { token });
  expectSuccess(res);
  return res.body.data as { seed: { objective: string; objectiveNote: string | null }; curriculum: { objective: string } };
}

describe(`curriculum: the age band and school stage (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('9º ano at 14 or 15: studying Sim with the 9º ano grade, and Jovem Aprendiz objectives only', async () => {
    const account = await payingUser(server);
    await tell(server, account.token, { ageBand: '14-15', schoolStage: '9-ano' });

    const answers = await firstAnswers(server, account);
    expect(answers).toMatchObject({ studying: 'Sim', currentGrade: '9º ano do Ensino Fundamental' });
    const back = await saveAndReadBack(server, account.token, answers);
    expect(back).toMatchObject({ studying: 'Sim', currentGrade: '9º ano do Ensino Fundamental' });
    const saved = await savedCurriculum(server, account.token);
    // No school name asked yet: the placeholder, which is never printed (issue 29: no more 'Escola').
    expect(saved.education).toMatchObject([{ institution: NOT_INFORMED, level: '9º ano do Ensino Fundamental', status: 'ONGOING' }]);

    // The test's profile (3) suggests "Jovem Aprendiz ou estágio"; at 14 or 15 estágio is not allowed.
    const profileId = await dominantProfile(server, account.token);
    expect(curriculumSuggestions(profileId).objective).toMatch(/estágio/);
    const { seed, curriculum } = await generate(server, account.token);
    expect(seed.objective).toMatch(/^Busco uma vaga de Jovem Aprendiz em que /);
    expect(seed.objective).not.toMatch(/estágio/i);
    expect(seed.objectiveNote).toBeNull();
    // A suggestion, not a write (issue 29, decision 0193): the saved objective is untouched.
    expect(curriculum?.objective).toBe(saved.objective);
  });

  it('21 to 24 with ensino médio concluído: studying Não, and no estágio unless they study', async () => {
    const account = await payingUser(server);
    await tell(server, account.token, { ageBand: '21-24', schoolStage: 'em-concluido' });

    const answers = await firstAnswers(server, account);
    // Issue 29: ensino médio concluído is the completed level too, so the resume has its Formação.
    expect(answers).toMatchObject({ studying: 'Não', currentGrade: '', completedLevel: 'Ensino Médio' });
    expect(await saveAndReadBack(server, account.token, answers)).toMatchObject({ studying: 'Não', currentGrade: '', completedLevel: 'Ensino Médio' });
    expect((await savedCurriculum(server, account.token)).education).toMatchObject([{ level: 'Ensino Médio', status: 'COMPLETED' }]);

    const first = await generate(server, account.token);
    expect(first.seed.objective).toBe('Busco uma vaga de Jovem Aprendiz em que eu possa cumprir metas, aprender rápido e crescer com a empresa.');
    expect(first.seed.objectiveNote).toBeNull();

    // They answer that they study now (a course): estágio comes back. Their answer is never replaced by the stage.
    const studying = {
      ...curriculumToAnswers(await savedCurriculum(server, account.token)),
      studying: 'Sim' as const,
      currentGrade: 'Curso técnico em Logística',
    };
    expect(withSchoolStage(studying, 'em-concluido')).toBe(studying);
    await saveCurriculum(server, account.token, answersToCurriculum(studying, await myCurriculum(server, account.token)));
    const res = await server.call(generateFromProfileContract, { token: account.token, body: {} });
    expectSuccess(res);
    expect(res.body.data.seed.objective).toBe(curriculumSuggestions(await dominantProfile(server, account.token)).objective);
    expect(res.body.data.seed.objective).toMatch(/Jovem Aprendiz ou estágio/);
  });

  it('never replaces studying the person answered with the stage told later', async () => {
    const account = await payingUser(server);
    const answered = { ...(await firstAnswers(server, account)), studying: 'Não' as const };
    await saveAndReadBack(server, account.token, answered);
    await tell(server, account.token, { ageBand: '16-17', schoolStage: 'em-2' });
    const reopened = withSchoolStage(curriculumToAnswers(await savedCurriculum(server, account.token)), (await me(server, account.token)).schoolStage);
    expect(reopened).toMatchObject({ studying: 'Não', currentGrade: '' });
  });

  it('25 or more: no Jovem Aprendiz; estágio only while studying', async () => {
    const account = await payingUser(server);
    await tell(server, account.token, { ageBand: '25+', schoolStage: 'faculdade' });
    expect((await generate(server, account.token)).seed.objective).toBe(
      'Busco uma vaga de estágio em que eu possa cumprir metas, aprender rápido e crescer com a empresa.',
    );
    await tell(server, account.token, { schoolStage: 'fora-da-escola' });
    const res = await server.call(generateFromProfileContract, { token: account.token, body: {} });
    expectSuccess(res);
    expect(res.body.data.seed.objective).toBe('Busco uma vaga em que eu possa cumprir metas, aprender rápido e crescer com a empresa.');
  });

  it("age unknown: today's objective, with the note that estágio is from 16", async () => {
    const account = await payingUser(server);
    await tell(server, account.token, { ageBand: null });
    const { seed } = await generate(server, account.token);
    expect(seed.objective).toBe(curriculumSuggestions(await dominantProfile(server, account.token)).objective);
    expect(seed.objective).toMatch(/estágio/);
    expect(seed.objectiveNote).toBe(CURRICULUM_MESSAGES.internshipFrom16);
  });
});
