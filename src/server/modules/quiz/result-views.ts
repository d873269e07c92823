import type { OwnerResult } from '../../../shared/contracts/quiz.contract';
import type { ProfileId } from '../../../shared/content/content.schema';
import { getProfile } from '../../../shared/content/profiles';
import { toFreeProfileView, toPaidProfileView } from '../../../shared/content/profile-views';
import { PROFILES } from '../../../shared/content/profiles';
import { rankedScores, type ScoreResult } from '../../../shared/scoring/scoring';
import { levelOf } from '../../../shared/scoring/level';
import { readScoreResult, readStoredQuality } from '../../../shared/scoring/stored-result';
import { questionSetFor } from '../../../shared/content/question-sets';
import { buildDevelopmentPlan } from '../../../shared/scoring/development-plan';
import { reportPdfPath, type PaidReport } from '../../../shared/contracts/report.contract';
import { firstName } from '../../../shared/domain/person-name';
import { formatDuration } from '../../../shared/domain/duration';
import type { AttemptRow } from './quiz.repository';

function scoreEntry(result: ScoreResult, profileId: ProfileId) {
  const profile = getProfile(profileId);
  const score = result.scores.find((s) => s.profileId === profileId);
  return {
    profileId,
    name: profile.name,
    careerName: profile.careerName,
    icon: profile.icon,
    color: profile.color,
    percentage: score?.percentage ?? 0,
  };
}

/** What a level means (scoring/level.ts: relative to the person's own nine profiles). */
const LEVEL_SUMMARY = {
  alto: 'Este traço se destaca em você: nas suas respostas, ele aparece bem mais do que a sua média nos nove perfis.',
  médio: 'Este traço aparece em você na medida da maioria dos seus perfis: você pode recorrer a ele quando o contexto pede.',
  baixo: 'Este traço aparece bem menos do que a sua média nos nove perfis: é uma área que você pode desenvolver, se fizer sentido para os seus planos.',
} as const;

/** The paid part: full profiles, the 9-profile analysis and the development plan. */
export function buildPaidReport(result: ScoreResult): PaidReport {
  return {
    profile: toPaidProfileView(getProfile(result.dominant)),
    secondaryProfile: toPaidProfileView(getProfile(result.secondary)),
    analysis: result.ranking.map((id) => {
      const profile = getProfile(id);
      const percentage = result.scores.find((s) => s.profileId === id)?.percentage ?? 0;
      const lvl = levelOf(result, id);
      return {
        profileId: id,
        name: profile.name,
        careerName: profile.careerName,
        icon: profile.icon,
        color: profile.color,
        percentage,
        level: lvl,
        description: profile.description,
        strengths: profile.strengths.slice(0, 3),
        summary: LEVEL_SUMMARY[lvl],
      };
    }),
    developmentPlan: buildDevelopmentPlan(result),
    careerCount: PROFILES.reduce((sum, profile) => sum + profile.careers.length, 0),
  };
}

/**
 * The owner's view of a completed attempt. Public answers serialise this same
 * object through publicResultSchema, which drops every owner-only field.
 */
export function toOwnerResult(attempt: AttemptRow, ownerName: string): OwnerResult {
  if (attempt.status !== 'COMPLETED' || !attempt.score_result || !attempt.completed_at) {
    throw new Error(`Attempt ${attempt.id} is not completed`);
  }
  const result = readScoreResult(attempt.score_result, questionSetFor(attempt.question_set_version).statements);
  const dominant = scoreEntry(result, result.dominant);
  return {
    attemptId: attempt.id,
    firstName: firstName(ownerName),
    completedAt: attempt.completed_at,
    duration: { seconds: attempt.duration_seconds ?? 0, text: formatDuration(attempt.duration_seconds ?? 0) },
    dominantProfile: { percentage: dominant.percentage, profile: toFreeProfileView(getProfile(result.dominant)) },
    secondaryProfile: scoreEntry(result, result.secondary),
    mixed: result.mixed,
    mixedProfiles: result.mixedProfiles.map((id) => scoreEntry(result, id)),
    reportStatus: attempt.report_status,
    pdfUrl: attempt.report_status === 'PAID' ? reportPdfPath(attempt.id) : null,
    scores: rankedScores(result).map((s) => scoreEntry(result, s.profileId)),
    quality: { conclusive: result.quality.conclusive, reasons: [...result.quality.reasons] },
    report: attempt.report_status === 'PAID' ? buildPaidReport(result) : null,
  };
}

/** A completed attempt whose answers passed the quality check (results stored before the check count as conclusive). */
export function isConclusive(attempt: Pick<AttemptRow, 'status' | 'score_result'>): boolean {
  return attempt.status === 'COMPLETED' && attempt.score_result !== null && readStoredQuality(attempt.score_result).conclusive;
}
