import type { OwnerResult } from '../../../shared/contracts/quiz.contract';
import type { ProfileId } from '../../../shared/content/content.schema';
import { getProfile } from '../../../shared/content/profiles';
import { toFreeProfileView, toPaidProfileView } from '../../../shared/content/profile-views';
import { PROFILES } from '../../../shared/content/profiles';
import type { ScoreResult } from '../../../shared/scoring/scoring';
import { buildDevelopmentPlan } from '../../../shared/scoring/development-plan';
import { reportPdfPath, type PaidReport } from '../../../shared/contracts/report.contract';
import { firstName } from '../../../shared/domain/person-name';
import type { AttemptRow } from './quiz.repository';

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const m = `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  return rest === 0 ? m : `${m} e ${rest} ${rest === 1 ? 'segundo' : 'segundos'}`;
}

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

function level(percentage: number): 'alto' | 'médio' | 'baixo' {
  return percentage >= 65 ? 'alto' : percentage >= 40 ? 'médio' : 'baixo';
}

const LEVEL_SUMMARY = {
  alto: 'Este é um traço forte em você: aparece com frequência no seu jeito de estudar, trabalhar e se relacionar.',
  médio: 'Este traço aparece em algumas situações: você pode recorrer a ele quando o contexto pede.',
  baixo: 'Este traço aparece pouco hoje: é uma área que você pode desenvolver, se fizer sentido para os seus planos.',
} as const;

/** The paid part: full profiles, the 9-profile analysis and the development plan. */
export function buildPaidReport(result: ScoreResult): PaidReport {
  return {
    profile: toPaidProfileView(getProfile(result.dominant)),
    secondaryProfile: toPaidProfileView(getProfile(result.secondary)),
    analysis: result.ranking.map((id) => {
      const profile = getProfile(id);
      const percentage = result.scores.find((s) => s.profileId === id)?.percentage ?? 0;
      const lvl = level(percentage);
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
  const result = JSON.parse(attempt.score_result) as ScoreResult;
  const dominant = scoreEntry(result, result.dominant);
  return {
    attemptId: attempt.id,
    firstName: firstName(ownerName),
    completedAt: attempt.completed_at,
    duration: { seconds: attempt.duration_seconds ?? 0, text: formatDuration(attempt.duration_seconds ?? 0) },
    dominantProfile: { percentage: dominant.percentage, profile: toFreeProfileView(getProfile(result.dominant)) },
    secondaryProfile: scoreEntry(result, result.secondary),
    closenessNote: result.closenessNote,
    reportStatus: attempt.report_status,
    pdfUrl: attempt.report_status === 'PAID' ? reportPdfPath(attempt.id) : null,
    scores: result.scores.map((s) => scoreEntry(result, s.profileId as ProfileId)),
    report: attempt.report_status === 'PAID' ? buildPaidReport(result) : null,
  };
}
