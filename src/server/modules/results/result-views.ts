import type { OwnerResult, PublicResult } from '../../../shared/contracts/quiz.contract';
import type { PaidReport, PersonalParts } from '../../../shared/contracts/report.contract';
import type { ProfileId } from '../../../shared/content/content.schema';
import { getProfile } from '../../../shared/content/profiles';
import { toFreeProfileView, toPaidProfileView } from '../../../shared/content/profile-view-builders';
import { rankedScores, type Answers, type ScoreResult } from '../../../shared/scoring/scoring';
import { levelOf } from '../../../shared/scoring/level';
import { readScoreResult, readStoredQuality, type StoredResult } from '../../../shared/scoring/stored-result';
import { questionSetFor } from '../../../shared/content/question-sets';
import { buildPersonalReport, type PersonalReport } from '../../../shared/scoring/personal-report';
import { reportPdfPath } from '../../../shared/contracts/report.contract';
import { firstName } from '../../../shared/domain/person-name';
import { formatDuration } from '../../../shared/domain/duration';
import type { AttemptRow, AttemptWithOwner } from './results.repository';
import { EMPTY_LIFE_STAGE, lifePhaseOf, type LifeStage } from '../../../shared/domain/life-stage';
import { personPortrait } from '../../../shared/scoring/portrait';
import { CAREER_CATALOGUE } from '../../../shared/content/careers/catalogue';
import { careersForPerson, FREE_CAREERS, PAID_CAREERS } from '../../../shared/scoring/next-steps';

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

/** The paid part: an in-depth view of each profile in front, the 9-profile analysis, the blend and the plan. */
export function buildPaidReport(result: ScoreResult, personal: PersonalReport, stage: LifeStage): PaidReport {
  const phase = lifePhaseOf(stage);
  return {
    // Each profile in depth as this person's portrait: the items their answers show most, and the day that fits their phase.
    profiles: personal.inDepth.map((id) => {
      const profile = getProfile(id);
      return toPaidProfileView(profile, { portrait: personPortrait(profile, personal, phase), phase });
    }),
    evidence: personal.evidence,
    profileAnswers: personal.profileAnswers,
    analysis: result.ranking.map((id) => {
      const profile = getProfile(id);
      const lvl = levelOf(result, id);
      return {
        ...scoreEntry(result, id),
        level: lvl,
        description: profile.description,
        strengths: profile.strengths.slice(0, 3),
        summary: LEVEL_SUMMARY[lvl],
        quote: personal.profileQuotes.find((entry) => entry.profileId === id)?.quote ?? null,
      };
    }),
    blend: personal.blend,
    developmentPlan: personal.plan,
    careerCount: CAREER_CATALOGUE.length,
  };
}

/** The stored result of a completed attempt, read with its own question set. */
function storedResultOf(attempt: AttemptRow): StoredResult {
  if (attempt.status !== 'COMPLETED' || !attempt.score_result || !attempt.completed_at) {
    throw new Error(`Attempt ${attempt.id} is not completed`);
  }
  return readScoreResult(attempt.score_result, questionSetFor(attempt.question_set_version).statements);
}

/** The parts of the shared view that do not depend on who reads it: first name and profiles; no time, nothing from the answers. */
function sharedParts(attempt: AttemptRow, result: StoredResult, ownerName: string): Omit<PublicResult, 'careers'> {
  return {
    attemptId: attempt.id,
    firstName: firstName(ownerName),
    dominantProfile: { percentage: scoreEntry(result, result.dominant).percentage, profile: toFreeProfileView(getProfile(result.dominant)) },
    secondaryProfile: scoreEntry(result, result.secondary),
    mixed: result.mixed,
    mixedProfiles: result.mixedProfiles.map((id) => ({ ...scoreEntry(result, id), description: getProfile(id).description })),
  };
}

/** The free view anyone may see of a shared attempt (the shared link and the shared result's page): first name and profiles; no time, nothing from the answers. */
export function toPublicResult(attempt: AttemptRow, ownerName: string): PublicResult {
  const result = storedResultOf(attempt);
  return {
    ...sharedParts(attempt, result, ownerName),
    // The shared view knows nothing of the person's age or stage: the general path, for the scores' top 3.
    careers: careersForPerson({ result, stage: EMPTY_LIFE_STAGE, count: FREE_CAREERS }),
  };
}

/** The owner's stage-of-life answers, as the careers' steps read them. */
export function ownerLifeStage(attempt: Pick<AttemptWithOwner, 'user_age_band' | 'user_school_stage' | 'user_situation' | 'user_uf'>): LifeStage {
  return { ageBand: attempt.user_age_band, schoolStage: attempt.user_school_stage, situation: attempt.user_situation, uf: attempt.user_uf };
}

/** The personal parts of a report, from the attempt's stored answers, its own question set and the person's pick. */
export function personalReportOf(attempt: AttemptRow, result: ScoreResult, answers: Answers): PersonalReport {
  return buildPersonalReport({
    result,
    answers,
    set: questionSetFor(attempt.question_set_version),
    pick: (attempt.profile_pick ?? null) as ProfileId | null,
  });
}

/**
 * The owner's view of a completed attempt: the public view, all nine scores,
 * the report status, the parts from their own answers (one quoted answer
 * free, all of them paid), and the paid report when it is unlocked.
 */
export function toOwnerResult(attempt: AttemptRow, ownerName: string, answers: Answers, stage: LifeStage): OwnerResult {
  const result = storedResultOf(attempt);
  const paid = attempt.report_status === 'PAID';
  const conclusive = result.quality.conclusive;
  const personal = conclusive ? personalReportOf(attempt, result, answers) : null;
  const parts: PersonalParts | null = personal && {
    order: personal.order,
    pick: personal.pick,
    canPick: result.mixed,
    clarity: { kind: personal.clarity.kind, text: personal.clarity.text },
    orderNote: personal.orderNote,
    lead: toFreeProfileView(getProfile(personal.order[0]!)),
    highlights: paid ? personal.highlights : personal.highlights.slice(0, 1),
    contrasts: paid ? personal.contrasts : [],
  };
  return {
    ...sharedParts(attempt, result, ownerName),
    completedAt: attempt.completed_at!,
    duration: { seconds: attempt.duration_seconds ?? 0, text: formatDuration(attempt.duration_seconds ?? 0) },
    sharedAt: attempt.shared_at ?? null,
    reportStatus: attempt.report_status,
    pdfUrl: paid ? reportPdfPath(attempt.id) : null,
    scores: rankedScores(result).map((s) => scoreEntry(result, s.profileId)),
    quality: { conclusive, reasons: [...result.quality.reasons] },
    personal: parts,
    report: paid && personal ? buildPaidReport(result, personal, stage) : null,
    // Ranked by the reading order's top 3 (the pick first) and written for the owner's age and stage: 4 free, 12 paid.
    careers: careersForPerson({ result, order: personal?.order ?? [], stage, count: paid ? PAID_CAREERS : FREE_CAREERS }),
  };
}

/** A completed attempt whose answers passed the quality check (results stored before the check count as conclusive). */
export function isConclusive(attempt: Pick<AttemptRow, 'status' | 'score_result'>): boolean {
  return attempt.status === 'COMPLETED' && attempt.score_result !== null && readStoredQuality(attempt.score_result).conclusive;
}
