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
import type { ProfileContent, ProfileId } from '../../../shared/content/content.schema';
import { PROFILES } from '../../../shared/content/profiles';
import { toFreeProfileView } from '../../../shared/content/profile-view-builders';
import { NotFoundError } from '../../platform/http/errors';
import type { Router } from '../../platform/http/router';
import type { QuizService } from './quiz.service';

export function profileSummary(profile: ProfileContent) {
  const { id, slug, name, careerName, description, icon, color } = profile;
  return { id, slug, name, careerName, description, icon, color };
}

function summaryOf(profileId: number | null) {
  const profile = profileId ? PROFILES[(profileId as ProfileId) - 1] : undefined;
  return profile ? profileSummary(profile) : null;
}

export function registerResultsRoutes(router: Router, quiz: QuizService): void {
  router.route(allProfilesContract, () => ({ data: { profiles: PROFILES.map(profileSummary) } }));

  router.route(profileByIdContract, ({ params }) => {
    const profile = PROFILES.find((p) => String(p.id) === params.id || p.slug === params.id.toLowerCase());
    if (!profile) throw new NotFoundError('Perfil não encontrado');
    return { data: { profile: toFreeProfileView(profile) } };
  });

  router.route(latestResultContract, async ({ auth }) => ({ data: { result: await quiz.myResult(auth) } }));
  router.route(resultByIdContract, async ({ auth, params }) => ({ data: { result: await quiz.resultById(auth, params.attemptId) } }));
  router.route(profilePickContract, async ({ auth, params, body }) => ({
    message: body.profileId === null ? RESULT_MESSAGES.pickCleared : RESULT_MESSAGES.pickSaved,
    data: { result: await quiz.pickProfile(auth, params.attemptId, body.profileId) },
  }));

  router.route(historyContract, async ({ auth, query }) => {
    const { attempts, nextCursor } = await quiz.history(auth, query);
    return { data: { attempts: attempts.map(({ dominantProfileId, ...a }) => ({ ...a, dominantProfile: summaryOf(dominantProfileId) })), nextCursor } };
  });

  router.route(historyItemContract, async ({ auth, params }) => {
    const attempt = await quiz.ownAttempt(auth, params.attemptId);
    const result = attempt.status === 'COMPLETED' ? await quiz.resultById(auth, attempt.id) : null;
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
    await quiz.deleteAttempt(auth, params.attemptId);
    return { message: 'Resultado apagado.', data: {} };
  });

  router.route(recentActivityContract, async ({ auth }) => ({ data: { activities: await quiz.recentActivity(auth) } }));
}
