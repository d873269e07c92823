import {
  allProfilesContract,
  historyContract,
  historyDeleteContract,
  historyItemContract,
  latestResultContract,
  profileByIdContract,
  profilePickContract,
  recentActivityContract,
  RESULT_MESSAGES,
  resultByIdContract,
} from '../../../shared/contracts/results.contract';
import {
  myResultContract,
  resultSharingContract,
  SHARE_SUCCESS_MESSAGE,
  shareByEmailContract,
  sharedResultContract,
  SHARING_MESSAGES,
} from '../../../shared/contracts/quiz.contract';
import type { ProfileContent, ProfileId } from '../../../shared/content/content.schema';
import { PROFILES } from '../../../shared/content/profiles';
import { toFreeProfileView } from '../../../shared/content/profile-view-builders';
import { NotFoundError } from '../../platform/http/errors';
import type { Router } from '../../platform/http/router';
import type { ResultsService } from './results.service';

export function profileSummary(profile: ProfileContent) {
  const { id, slug, name, careerName, description, icon, color } = profile;
  return { id, slug, name, careerName, description, icon, color };
}

function summaryOf(profileId: number | null) {
  const profile = profileId ? PROFILES[(profileId as ProfileId) - 1] : undefined;
  return profile ? profileSummary(profile) : null;
}

/** A finished attempt's views (the owner's, the profiles', the shared one), the pick, sharing and the history. */
export function registerResultsRoutes(router: Router, results: ResultsService): void {
  router.route(allProfilesContract, () => ({ data: { profiles: PROFILES.map(profileSummary) } }));

  router.route(profileByIdContract, ({ params }) => {
    const profile = PROFILES.find((p) => String(p.id) === params.id || p.slug === params.id.toLowerCase());
    if (!profile) throw new NotFoundError('Perfil não encontrado');
    return { data: { profile: toFreeProfileView(profile) } };
  });

  router.route(myResultContract, async ({ auth }) => ({ data: { result: await results.myResult(auth) } }));
  router.route(latestResultContract, async ({ auth }) => ({ data: { result: await results.myResult(auth) } }));
  router.route(resultByIdContract, async ({ auth, params }) => ({ data: { result: await results.resultById(auth, params.attemptId) } }));
  router.route(profilePickContract, async ({ auth, params, body }) => ({
    message: body.profileId === null ? RESULT_MESSAGES.pickCleared : RESULT_MESSAGES.pickSaved,
    data: { result: await results.pickProfile(auth, params.attemptId, body.profileId) },
  }));

  router.route(historyContract, async ({ auth, query }) => {
    const { attempts, nextCursor } = await results.history(auth, query);
    return { data: { attempts: attempts.map(({ dominantProfileId, ...a }) => ({ ...a, dominantProfile: summaryOf(dominantProfileId) })), nextCursor } };
  });

  router.route(historyItemContract, async ({ auth, params }) => {
    const attempt = await results.ownAttempt(auth, params.attemptId);
    const result = attempt.status === 'COMPLETED' ? await results.resultById(auth, attempt.id) : null;
    return {
      data: {
        attempt: {
          attemptId: attempt.id,
          status: attempt.status,
          startedAt: attempt.started_at,
          completedAt: attempt.completed_at,
          reportStatus: attempt.report_status,
          dominantProfile: summaryOf(attempt.dominant_profile_id),
        },
        result,
      },
    };
  });

  router.route(historyDeleteContract, async ({ auth, params }) => {
    await results.deleteAttempt(auth, params.attemptId);
    return { message: 'Resultado apagado.', data: {} };
  });

  router.route(sharedResultContract, async ({ params }) => {
    const { result, version } = await results.sharedResult(params.attemptId);
    return { data: { result }, cacheKey: version };
  });
  router.route(resultSharingContract, async ({ auth, params, body }) => ({
    message: body.shared ? SHARING_MESSAGES.on : SHARING_MESSAGES.off,
    data: await results.setSharing(auth, params.attemptId, body.shared),
  }));
  router.route(shareByEmailContract, async ({ auth, params, body, ip }) => {
    await results.shareByEmail(auth, params.attemptId, body.email, ip);
    return { message: SHARE_SUCCESS_MESSAGE, data: {} };
  });

  router.route(recentActivityContract, async ({ auth }) => ({ data: { activities: await results.recentActivity(auth) } }));
}
