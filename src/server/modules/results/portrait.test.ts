/**
 * Issue 27 over HTTP ("a report about the person"): the paid result's in-depth profiles are the person's portrait.
 * Each list holds the items their own answers support most (scoring/portrait.ts, from the profile answers the same
 * result carries), for their phase of life; "um dia na vida" is the day after school once they say they have
 * finished it; changing the stage answers changes both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileId } from '../../../shared/content/content.schema';
import type { PaidReport } from '../../../shared/contracts/report.contract';
import { DIFFICULTIES_HELP_LINE } from '../../../shared/content/honest-frame';
import { PROFILE_ITEM_LINKS } from '../../../shared/content/personal/item-links';
import { getProfile } from '../../../shared/content/profiles';
import { PORTRAIT_SIZES, portraitOf } from '../../../shared/scoring/portrait';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { completedAttempt, payReport, RELAXED_LIMITS, setLifeStage } from '../payment/payment.test-support';
import { myResultContract } from '../../../shared/contracts/quiz.contract';

describe(`the paid result's portrait, over HTTP (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS);
  });
  afterAll(() => server?.close());

  const reportOf = async (token: string): Promise<PaidReport> => {
    const res = await server.call(myResultContract, { token });
    expect(res.status, res.text).toBe(200);
    return res.body.data.result.report!;
  };

  it('lists the items the answers show most, for the phase of life; the day fits the stage', async () => {
    const { account, attemptId } = await completedAttempt(server, undefined, '21-24');
    await setLifeStage(server, account.token, { schoolStage: 'em-concluido', situation: 'primeiro-emprego' });
    await payReport(server, account.token, attemptId);

    const after = await reportOf(account.token);
    expect(after.profiles.length).toBeGreaterThan(0);
    for (const view of after.profiles) {
      const profile = getProfile(view.id as ProfileId);
      const answers = after.profileAnswers.find((entry) => entry.profileId === view.id)!.answers;
      const portrait = portraitOf(profile, PROFILE_ITEM_LINKS[view.id as ProfileId], answers, 'after-school');
      expect(view.scenario).toBe(profile.scenarioAfterSchool);
      expect(view.strengths).toEqual(portrait.strengths);
      expect(view.workStyle).toEqual(portrait.workStyle);
      expect(view.tips).toEqual(portrait.tips);
      expect(view.weaknesses).toEqual([...portrait.weaknesses, DIFFICULTIES_HELP_LINE]);
      expect(view.relationships).toHaveLength(PORTRAIT_SIZES.relationships);
      // After school, nothing about school.
      for (const tip of view.tips) expect(PROFILE_ITEM_LINKS[view.id as ProfileId].tips[tip]!.context).not.toBe('school');
    }

    await setLifeStage(server, account.token, { ageBand: '14-15', schoolStage: '9-ano' });
    const school = await reportOf(account.token);
    for (const view of school.profiles) {
      const profile = getProfile(view.id as ProfileId);
      const answers = school.profileAnswers.find((entry) => entry.profileId === view.id)!.answers;
      expect(view.scenario).toBe(profile.scenario);
      expect(view.tips).toEqual(portraitOf(profile, PROFILE_ITEM_LINKS[view.id as ProfileId], answers, 'school').tips);
    }
  });
});
