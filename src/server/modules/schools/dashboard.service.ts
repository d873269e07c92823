import { CLASS_MIN_CELL, CLASS_MIN_FINISHED, type ClassDashboard, type DashboardHiddenReason } from '../../../shared/contracts/schools.contract';
import { PROFILE_IDS, type ProfileId } from '../../../shared/content/content.schema';
import { getProfile } from '../../../shared/content/profiles';
import { CAREER_FAMILY_LABELS, type CareerFamily } from '../../../shared/content/careers/career.schema';
import { FREE_CAREERS, profileMix, rankCareers } from '../../../shared/scoring/next-steps';
import { readScoreResult, readStoredQuality, type StoredResult } from '../../../shared/scoring/stored-result';
import type { AuthContext } from '../../platform/http/auth-context';
import type { ClassRow } from './schools.repository';
import type { DashboardAttemptRow, DashboardMemberRow, DashboardRepository } from './dashboard.repository';

/** At most this many career families on the dashboard. */
export const DASHBOARD_FAMILIES_MAX = 5;

/** One member as the dashboard counts them: where they are in the test and, once finished, their result. */
export interface MemberProgress {
  name: string;
  showResult: boolean;
  state: 'joined' | 'started' | 'finished';
  finishedAt: string | null;
  /** The latest completed attempt's result when conclusive; null otherwise. */
  result: {
    /** The profiles the result leads with, in reading order (the pick first for a perfil misto). */
    order: ProfileId[];
    mixed: boolean;
    percentages: Record<number, number>;
    /** The families of the member's first FREE_CAREERS careers, once each. */
    families: CareerFamily[];
  } | null;
}

/** The reading order a result shows: a perfil misto's profiles with the pick first, or the dominant (personal-report.ts's rule). */
function readingOrder(result: StoredResult, pick: number | null): ProfileId[] {
  if (!result.mixed) return [result.dominant];
  const front = result.mixedProfiles;
  const picked = pick !== null && front.includes(pick as ProfileId) ? (pick as ProfileId) : null;
  return picked === null ? [...front] : [picked, ...front.filter((id) => id !== picked)];
}

/** A member's progress from their attempts (any time: one who finished before joining counts as finished). */
export function progressOf(member: DashboardMemberRow, attempts: readonly DashboardAttemptRow[]): MemberProgress {
  const base = { name: member.name, showResult: member.show_result === 1 };
  const completed = attempts
    .filter((attempt) => attempt.status === 'COMPLETED' && attempt.score_result !== null && attempt.completed_at !== null)
    .sort((a, b) => (a.completed_at! < b.completed_at! ? 1 : a.completed_at! > b.completed_at! ? -1 : 0));
  const latest = completed[0];
  if (!latest) return { ...base, state: attempts.some((a) => a.status === 'IN_PROGRESS') ? 'started' : 'joined', finishedAt: null, result: null };
  const conclusive = latest.conclusive === null ? readStoredQuality(latest.score_result).conclusive : latest.conclusive === 1;
  if (!conclusive) return { ...base, state: 'finished', finishedAt: latest.completed_at, result: null };
  const result = readScoreResult(latest.score_result);
  const order = readingOrder(result, latest.profile_pick);
  const stage = { ageBand: member.age_band, schoolStage: member.school_stage, situation: member.situation, uf: member.uf };
  const careers = rankCareers(profileMix(result, order), stage).slice(0, FREE_CAREERS);
  return {
    ...base,
    state: 'finished',
    finishedAt: latest.completed_at,
    result: {
      order,
      mixed: result.mixed,
      percentages: Object.fromEntries(result.scores.map((score) => [score.profileId, score.percentage])),
      families: [...new Set(careers.map((career) => career.family))],
    },
  };
}

/** A count the teacher may see: at least CLASS_MIN_CELL (0 included, smaller counts are "menos de 3"). */
export function visibleCell(count: number): number | null {
  return count >= CLASS_MIN_CELL ? count : null;
}

/** Why the distribution is hidden, or null when it shows (decisions 0195 and 0196). */
export function hiddenReasonOf(finished: number, finishedShown: number): DashboardHiddenReason | null {
  if (finished < CLASS_MIN_FINISHED) return 'too-few-finished';
  const notShown = finished - finishedShown;
  // The shown results are listed one by one, so totals minus them describe exactly the ones who did not show theirs.
  if (notShown > 0 && notShown < CLASS_MIN_CELL) return 'would-single-out';
  return null;
}

/** The dashboard's numbers from the class and its members' progress; every privacy rule lives here. */
export function buildClassDashboard(row: ClassRow, members: readonly MemberProgress[]): ClassDashboard {
  const finished = members.filter((m) => m.state === 'finished');
  const shown = finished.filter((m) => m.showResult);
  const count = (list: readonly MemberProgress[], test: (m: MemberProgress) => boolean) => list.filter(test).length;
  const cell = (test: (m: MemberProgress) => boolean) => visibleCell(count(finished, test));

  const hiddenReason = hiddenReasonOf(finished.length, shown.length);
  const inconclusive = hiddenReason ? null : cell((m) => m.result === null);

  let distribution: ClassDashboard['distribution'] = null;
  if (!hiddenReason) {
    const families = new Map<CareerFamily, number>();
    for (const member of finished) for (const family of member.result?.families ?? []) families.set(family, (families.get(family) ?? 0) + 1);
    distribution = {
      total: inconclusive === null ? null : finished.length - inconclusive,
      profiles: PROFILE_IDS.map((profileId) => ({
        profileId,
        name: getProfile(profileId).name,
        count: cell((m) => m.result?.order[0] === profileId),
      })),
      mixed: cell((m) => m.result?.mixed === true),
      careerFamilies: [...families.keys()]
        .map((family) => ({ family, count: cell((m) => m.result?.families.includes(family) === true) }))
        .filter((entry): entry is { family: CareerFamily; count: number } => entry.count !== null)
        .sort((a, b) => b.count - a.count || a.family.localeCompare(b.family))
        .slice(0, DASHBOARD_FAMILIES_MAX)
        .map((entry) => ({ ...entry, label: CAREER_FAMILY_LABELS[entry.family] })),
    };
  }

  return {
    class: {
      id: row.id,
      name: row.name,
      school: row.school,
      grade: row.grade,
      year: row.year,
      status: row.status,
      createdAt: row.created_at,
      members: row.members,
    },
    counts: {
      joined: members.length,
      started: count(members, (m) => m.state === 'started'),
      finished: finished.length,
      inconclusive,
    },
    distribution,
    hiddenReason,
    shownResults: shown.map((m) => ({
      name: m.name,
      finishedAt: m.finishedAt!,
      inconclusive: m.result === null,
      profiles: (m.result?.order ?? []).map((profileId) => ({
        profileId,
        name: getProfile(profileId).name,
        percentage: m.result!.percentages[profileId] ?? 0,
      })),
      mixed: m.result?.mixed ?? false,
    })),
    seats: { paid: row.seats_paid, used: row.seats_used, free: Math.max(0, row.seats_paid - row.seats_used) },
  };
}

export interface DashboardServiceDeps {
  repository: DashboardRepository;
  /** The schools service's own-class read: another educator's class, or a plain user, is 404. */
  ownClass(auth: AuthContext, classId: string): Promise<ClassRow>;
}

/** The teacher's dashboard of one class (issue 30 item 4, decisions 0195 and 0196). */
export function createDashboardService(deps: DashboardServiceDeps) {
  return {
    async dashboard(auth: AuthContext, classId: string): Promise<ClassDashboard> {
      const row = await deps.ownClass(auth, classId);
      const [members, attempts] = await Promise.all([deps.repository.members(classId), deps.repository.attempts(classId)]);
      const byUser = new Map<string, DashboardAttemptRow[]>();
      for (const attempt of attempts) byUser.set(attempt.user_id, [...(byUser.get(attempt.user_id) ?? []), attempt]);
      return buildClassDashboard(
        { ...row, members: members.length },
        members.map((member) => progressOf(member, byUser.get(member.user_id) ?? [])),
      );
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
