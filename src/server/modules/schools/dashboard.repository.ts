import type { Db } from '../../platform/database/database';
import type { UsersTable } from '../../platform/database/schema';

/** A current member of a class, with what the dashboard reads of the account. */
export interface DashboardMemberRow {
  user_id: string;
  name: string;
  show_result: number;
  age_band: UsersTable['age_band'];
  school_stage: UsersTable['school_stage'];
  situation: UsersTable['situation'];
  uf: UsersTable['uf'];
}

/** One test attempt of a current member (in progress or completed). */
export interface DashboardAttemptRow {
  user_id: string;
  status: 'IN_PROGRESS' | 'COMPLETED';
  completed_at: string | null;
  conclusive: number | null;
  score_result: string | null;
  profile_pick: number | null;
}

/**
 * SQL of the teacher's dashboard (decision 0196): the class's current members and their attempts. Both read
 * through class_memberships, so a member who left is gone from every number at once.
 */
export function createDashboardRepository(db: Db) {
  return {
    members: (classId: string): Promise<DashboardMemberRow[]> =>
      db
        .selectFrom('class_memberships')
        .innerJoin('users', 'users.id', 'class_memberships.user_id')
        .select([
          'class_memberships.user_id',
          'users.name',
          'class_memberships.show_result',
          'users.age_band',
          'users.school_stage',
          'users.situation',
          'users.uf',
        ])
        .where('class_memberships.class_id', '=', classId)
        .orderBy('users.name')
        .orderBy('class_memberships.user_id')
        .execute(),

    attempts: (classId: string): Promise<DashboardAttemptRow[]> =>
      db
        .selectFrom('quiz_attempts')
        .innerJoin('class_memberships', 'class_memberships.user_id', 'quiz_attempts.user_id')
        .select([
          'quiz_attempts.user_id',
          'quiz_attempts.status',
          'quiz_attempts.completed_at',
          'quiz_attempts.conclusive',
          'quiz_attempts.score_result',
          'quiz_attempts.profile_pick',
        ])
        .where('class_memberships.class_id', '=', classId)
        .execute(),
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
