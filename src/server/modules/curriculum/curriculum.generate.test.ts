/** POST /curriculum/generate-from-profile: suggestions from the dominant profile of the last quiz, to pick from; it never writes (decision 0193). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileId } from '../../../shared/content/content.schema';
import { curriculumSuggestions } from '../../../shared/content/curriculum-suggestions';
import { getProfile } from '../../../shared/content/profiles';
import { CURRICULUM_MESSAGES } from '../../../shared/curriculum/rules';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  RELAXED_LIMITS,
  accessWithoutQuiz,
  apiRaw,
  download,
  expectError,
  expectSuccess,
  myCurriculum,
  payingUser,
  saveCurriculum,
} from './curriculum.test-support';
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

  it('answers suggestions to pick from and writes nothing: differentials as nouns, skills without a level', async () => {
    const account = await payingUser(server);
    const profileId = await dominantProfile(server, account.token);
    const suggestions = curriculumSuggestions(profileId);
    // Spec: no payload.
    const res = await server.call(generateFromProfileContract, { token: account.token });
    expectSuccess(res);
    expect(res.body.data).toEqual({
      seed: {
        profileId,
        profileName: getProfile(profileId).name,
        // The payer said 18 to 20 (and no school stage): the profile's own objective, without a note.
        objective: suggestions.objective,
        objectiveNote: null,
        // Issue 29: neutral nouns (the questionnaire's chips), never the first-person sentences.
        differentials: suggestions.strengths,
        skills: suggestions.skills,
      },
      curriculum: null,
    });
    for (const sentence of suggestions.differentials) expect(res.body.data.seed.differentials).not.toContain(sentence);
    // Nothing saved until the person picks: no curriculum, no version.
    expect(await myCurriculum(server, account.token)).toBeNull();
  });

  it('leaves the saved resume as it was, and leaves out what it already holds (case and accents ignored)', async () => {
    const account = await payingUser(server);
    const suggestions = curriculumSuggestions(await dominantProfile(server, account.token));
    const [firstStrength, secondStrength] = suggestions.strengths;
    const [firstSkill] = suggestions.skills;
    const written = await saveCurriculum(server, account.token, {
      type: 'YOUNG',
      fullName: 'Joana Prado',
      objective: 'Quero trabalhar como recepcionista em uma clínica.',
      differentials: ['Chego sempre no horário', firstStrength!.toUpperCase()],
      skills: [{ name: 'Libras', level: 'INTERMEDIATE' }, { name: firstSkill!.normalize('NFD').replace(/[\u0300-\u036f]/g, '') }],
    });
    const { dropped: _dropped, ...saved } = written;

    // An older client's body is accepted and changes nothing.
    const res = await server.call(generateFromProfileContract, { token: account.token, body: {} });
    expectSuccess(res);
    expect(res.body.data.curriculum).toEqual(saved);
    expect(res.body.data.seed.differentials).toEqual(suggestions.strengths.slice(1));
    expect(res.body.data.seed.differentials[0]).toBe(secondStrength);
    expect(res.body.data.seed.skills).toEqual(suggestions.skills.slice(1));
    const old = await apiRaw.post(server, account.token, '/generate-from-profile', { overwriteObjective: true });
    expect(old.status, old.text).toBe(200);
    expect(await myCurriculum(server, account.token)).toEqual(saved);
  }, 30_000);

  it('picked suggestions are saved once, in their own section, with no level the person did not choose', async () => {
    const account = await payingUser(server);
    const seed = (await server.call(generateFromProfileContract, { token: account.token })).body.data.seed;
    const [differential] = seed.differentials;
    const [skill, otherSkill] = seed.skills;
    // What the Jovem questionnaire sends after two picks: a skill line (no level asked) and a differential.
    const saved = await saveCurriculum(server, account.token, {
      type: 'YOUNG',
      fullName: 'Caio Lima',
      differentials: [differential!],
      skills: [{ name: skill! }],
      reason: 'manual',
    });
    expect(saved.differentials).toEqual([differential]);
    expect(saved.skills.map((item: { name: string }) => item.name)).toEqual([skill]);
    // Not offered again, so never added twice; the ones not picked are still offered.
    const again = (await server.call(generateFromProfileContract, { token: account.token })).body.data.seed;
    expect(again.differentials).not.toContain(differential);
    expect(again.skills).not.toContain(skill);
    expect(again.skills).toContain(otherSkill);
    // The young document prints no level; its JSON Resume export has none (decision 0187).
    const exported = await download(server, account.token, '/api/curriculum/export');
    expect(exported.status).toBe(200);
    const resume = JSON.parse(exported.body.toString('utf8')) as { skills: Array<Record<string, unknown>> };
    expect(resume.skills).toEqual([expect.not.objectContaining({ level: expect.anything() })]);
  }, 30_000);
});
