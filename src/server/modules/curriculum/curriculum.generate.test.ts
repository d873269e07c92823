/** POST /curriculum/generate-from-profile: seeds from the dominant profile of the last quiz, never over what the user wrote. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileId } from '../../../shared/content/content.schema';
import { curriculumSuggestions } from '../../../shared/content/curriculum-suggestions';
import { getProfile } from '../../../shared/content/profiles';
import { CURRICULUM_MESSAGES } from '../../../shared/curriculum/rules';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { RELAXED_LIMITS, accessWithoutQuiz, apiRaw, expectError, expectSuccess, myCurriculum, payingUser, saveCurriculum } from './curriculum.test-support';
import { myResultContract } from '../../../shared/contracts/quiz.contract';
import { generateFromProfileContract } from '../../../shared/contracts/curriculum.contract';

async function dominantProfile(server: TestServer, token: string): Promise<ProfileId> {
  const res = await server.call(myResultContract, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data.result.dominantProfile.profile.id as ProfileId;
}

describe(`curriculum: generate from the test profile (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers 404 'Você precisa completar o quiz primeiro!' to a user with access but no completed quiz, and creates nothing", async () => {
    const account = await accessWithoutQuiz(server);
    expectError(await server.call(generateFromProfileContract, { token: account.token, body: {} }), 404, CURRICULUM_MESSAGES.quizRequired);
    expect(CURRICULUM_MESSAGES.quizRequired).toBe('Você precisa completar o quiz primeiro!');
    expect(await myCurriculum(server, account.token)).toBeNull();
  });

  it('creates and seeds an empty curriculum from the dominant profile, and answers the whole seed', async () => {
    const account = await payingUser(server);
    const profileId = await dominantProfile(server, account.token);
    const suggestions = curriculumSuggestions(profileId);
    // Spec: no payload.
    const res = await server.call(generateFromProfileContract, { token: account.token });
    expectSuccess(res);
    const { seed, curriculum, objectiveKept } = res.body.data;
    expect(seed).toEqual({
      profileId,
      profileName: getProfile(profileId).name,
      // The payer said 18 to 20 (and no school stage): the profile's own objective, without a note.
      objective: suggestions.objective,
      objectiveNote: null,
      differentials: suggestions.differentials,
      skills: suggestions.skills,
    });
    expect(objectiveKept).toBe(false);
    expect(curriculum).toMatchObject({ type: 'FORMAL', design: 'classic', objective: suggestions.objective, differentials: suggestions.differentials });
    expect(curriculum.skills.map((skill: { name: string; level: string; order: number }) => [skill.name, skill.level, skill.order])).toEqual(
      suggestions.skills.map((name, order) => [name, 'BASIC', order]),
    );
    expect(await myCurriculum(server, account.token)).toEqual(curriculum);
  });

  it('keeps an objective, differentials and skills the user wrote; replaces the objective only when asked', async () => {
    const account = await payingUser(server);
    const suggestions = curriculumSuggestions(await dominantProfile(server, account.token));
    const written = await saveCurriculum(server, account.token, {
      type: 'YOUNG',
      fullName: 'Joana Prado',
      objective: 'Quero trabalhar como recepcionista em uma clínica.',
      differentials: ['Chego sempre no horário'],
      skills: [{ name: 'Libras', level: 'INTERMEDIATE' }],
    });

    const kept = await server.call(generateFromProfileContract, { token: account.token, body: { overwriteObjective: false } });
    expectSuccess(kept);
    expect(kept.body.data.objectiveKept).toBe(true);
    expect(kept.body.data.seed.objective).toBe(suggestions.objective);
    expect(kept.body.data.seed.skills).toEqual(suggestions.skills);
    const { dropped: _dropped, updatedAt: _updatedAt, ...before } = written;
    expect(kept.body.data.curriculum).toMatchObject(before);

    const replaced = await server.call(generateFromProfileContract, { token: account.token, body: { overwriteObjective: true } });
    expectSuccess(replaced);
    expect(replaced.body.data.objectiveKept).toBe(false);
    expect(replaced.body.data.curriculum).toMatchObject({
      ...before,
      objective: suggestions.objective,
    });
    expect(replaced.body.data.curriculum.differentials).toEqual(['Chego sempre no horário']);
    expect(replaced.body.data.curriculum.skills).toEqual(written.skills);
  }, 30_000);

  it('fills only the lists that are empty', async () => {
    const account = await payingUser(server);
    const suggestions = curriculumSuggestions(await dominantProfile(server, account.token));
    await saveCurriculum(server, account.token, { fullName: 'Caio Lima', objective: 'Primeiro emprego em atendimento.', skills: [{ name: 'Excel' }] });
    const res = await server.call(generateFromProfileContract, { token: account.token, body: {} });
    expectSuccess(res);
    expect(res.body.data.objectiveKept).toBe(true);
    expect(res.body.data.curriculum).toMatchObject({ objective: 'Primeiro emprego em atendimento.', differentials: suggestions.differentials });
    expect(res.body.data.curriculum.skills.map((skill: { name: string }) => skill.name)).toEqual(['Excel']);
  }, 30_000);

  it('rejects an overwriteObjective that is not true or false', async () => {
    const account = await payingUser(server);
    // Raw: a value the contract's type does not allow.
    const res = await apiRaw.post(server, account.token, '/generate-from-profile', { overwriteObjective: 'sim' });
    expectError(res, 400, 'O campo "overwriteObjective" deve ser verdadeiro ou falso.');
    expect(await myCurriculum(server, account.token)).toBeNull();
  }, 30_000);
});
