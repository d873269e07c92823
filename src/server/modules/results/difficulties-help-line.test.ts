import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myResultContract, sharedResultContract } from '../../../shared/contracts/quiz.contract';
import type { ProfileId } from '../../../shared/content/content.schema';
import { DIFFICULTIES_HELP_LINE } from '../../../shared/content/honest-frame';
import { getProfile } from '../../../shared/content/profiles';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { QUIZ_TEST_ENV, completeQuiz, payInSandbox, register, shareResult, uniqueEmail } from '../quiz/quiz.test-support';

/** Issue 12: wherever the API serves a profile's difficulties (the paid result), they end with the help line. */
describe(`the paid result's difficulties end with the help line (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(QUIZ_TEST_ENV);
  });
  afterAll(() => server?.close());

  it('GET /api/quiz/my-result: every in-depth profile’s weaknesses end with DIFFICULTIES_HELP_LINE; the free and shared views have none', async () => {
    const person = await register(server, { email: uniqueEmail('ajuda-cvv') });
    const { attemptId } = await completeQuiz(server, person.token);

    const free = await server.call(myResultContract, { token: person.token });
    expect(free.status, free.text).toBe(200);
    expect(free.text).not.toContain('CVV');

    await payInSandbox(server, person, attemptId);

    const res = await server.call(myResultContract, { token: person.token });
    expect(res.status, res.text).toBe(200);
    const { report } = res.body.data.result as { report: { profiles: Array<{ id: ProfileId; weaknesses: string[] }> } };
    expect(report.profiles.length).toBeGreaterThan(0);
    for (const profile of report.profiles) {
      // The person's portrait of the profile's difficulties (portrait.test.ts checks which), then the help line, once.
      expect(profile.weaknesses.at(-1)).toBe(DIFFICULTIES_HELP_LINE);
      expect(profile.weaknesses.filter((item) => item === DIFFICULTIES_HELP_LINE)).toHaveLength(1);
      for (const item of profile.weaknesses.slice(0, -1)) expect(getProfile(profile.id).weaknesses).toContain(item);
    }

    await shareResult(server, person.token, attemptId);
    const shared = await server.call(sharedResultContract, { params: { attemptId } });
    expect(shared.status, shared.text).toBe(200);
    expect(shared.text).not.toContain('CVV');
  });
});
