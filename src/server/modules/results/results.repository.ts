import { sql, type Selectable } from 'kysely';
import type { Db } from '../../platform/database/database';
import { precompiled } from '../../platform/database/precompiled';
import type { QuizAttemptsTable, UsersTable } from '../../platform/database/schema';

export type AttemptRow = Selectable<QuizAttemptsTable>;
/** An attempt with what its owner's views read of the owner: the name, and the stage-of-life answers (issue 27: the careers' steps). */
export type AttemptWithOwner = AttemptRow & {
  user_name: string;
  user_age_band: UsersTable['age_band'];
  user_school_stage: UsersTable['school_stage'];
  user_situation: UsersTable['situation'];
  user_uf: UsersTable['uf'];
};

const OWNER_COLUMNS = [
  'users.name as user_name',
  'users.age_band as user_age_band',
  'users.school_stage as user_school_stage',
  'users.situation as user_situation',
  'users.uf as user_uf',
] as const;

// The shared view runs on every visit, the owner's latest result on every result screen: compiled once (precompiled.ts).
// An attempt's status is compared as a literal (sql.lit), never a bound value: the partial index on status (one attempt
// in progress per user) would make SQLite prepare such a statement again on every run (precompiled.ts).
const attemptVersion = precompiled((db, { id }: { id: string }) =>
  db
    .selectFrom('quiz_attempts')
    .innerJoin('users', 'users.id', 'quiz_attempts.user_id')
    .select(['quiz_attempts.id', 'quiz_attempts.updated_at', 'quiz_attempts.shared_at', 'users.name as user_name'])
    .where('quiz_attempts.id', '=', id),
);
const latestCompleted = precompiled((db, { userId }: { userId: string }) =>
  db
    .selectFrom('quiz_attempts')
    .innerJoin('users', 'users.id', 'quiz_attempts.user_id')
    .selectAll('quiz_attempts')
    .select(OWNER_COLUMNS)
    .where('quiz_attempts.user_id', '=', userId)
    .where('quiz_attempts.status', '=', sql.lit('COMPLETED'))
    .orderBy('quiz_attempts.completed_at', 'desc')
    .limit(sql.lit(1)),
);
const answerValues = precompiled((db, { attemptId }: { attemptId: string }) =>
  db.selectFrom('quiz_answers').select(['question_id', 'value']).where('attempt_id', '=', attemptId),
);

/**
 * The results' reads and writes of the attempts the quiz module records (quiz_attempts, quiz_answers): the owner's
 * and the public views, the pick, sharing, history and deletion. Taking the test writes these rows; this only
 * reads what a finished attempt shows and the few columns a result's owner sets.
 */
export function createResultsRepository(db: Db) {
  return {
    /** The user's latest completed attempt, with their name (what their result shows). */
    async findLatestCompleted(userId: string): Promise<AttemptWithOwner | undefined> {
      const [attempt] = await latestCompleted(db, { userId });
      return attempt;
    },

    /** What names a shared view's version (the attempt's last update and its owner's name), without the stored result. */
    async findAttemptVersion(id: string): Promise<{ id: string; updated_at: string; shared_at: string | null; user_name: string } | undefined> {
      const [version] = await attemptVersion(db, { id });
      return version;
    },

    async userCreatedAt(userId: string): Promise<string | null> {
      const row = await db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst();
      return row?.created_at ?? null;
    },

    findAttempt(id: string): Promise<AttemptWithOwner | undefined> {
      return db
        .selectFrom('quiz_attempts')
        .innerJoin('users', 'users.id', 'quiz_attempts.user_id')
        .selectAll('quiz_attempts')
        .select(OWNER_COLUMNS)
        .where('quiz_attempts.id', '=', id)
        .executeTakeFirst();
    },

    listAttempts(userId: string): Promise<AttemptRow[]> {
      return db.selectFrom('quiz_attempts').selectAll().where('user_id', '=', userId).orderBy('started_at', 'desc').execute();
    },

    /** Up to `limit` attempts, newest first (started_at, then id, both descending), after the given one when there is one. */
    listAttemptsPage(userId: string, page: { after: { startedAt: string; id: string } | null; limit: number }) {
      let query = db
        .selectFrom('quiz_attempts')
        .select(['id', 'status', 'started_at', 'completed_at', 'report_status', 'dominant_profile_id'])
        .where('user_id', '=', userId);
      const after = page.after;
      if (after) {
        query = query.where((eb) => eb.or([eb('started_at', '<', after.startedAt), eb.and([eb('started_at', '=', after.startedAt), eb('id', '<', after.id)])]));
      }
      return query.orderBy('started_at', 'desc').orderBy('id', 'desc').limit(page.limit).execute();
    },

    /** An attempt's answers as question id -> value (what a result's personal parts read). */
    async answerValuesOf(attemptId: string): Promise<Map<number, number>> {
      const rows = await answerValues(db, { attemptId });
      return new Map(rows.map((row) => [row.question_id, row.value]));
    },

    /** Turns sharing on (the time it was turned on) or off (null); the shared view's version names it, so a cached view goes at once. */
    async setSharedAt(attemptId: string, sharedAt: string | null): Promise<void> {
      await db.updateTable('quiz_attempts').set({ shared_at: sharedAt }).where('id', '=', attemptId).execute();
    },

    /** Records (or clears) the profile the person picked; never touches the scores or updated_at (the shared view does not show it). */
    async setProfilePick(attemptId: string, profileId: number | null, at: string): Promise<void> {
      await db
        .updateTable('quiz_attempts')
        .set({ profile_pick: profileId, profile_pick_at: profileId === null ? null : at })
        .where('id', '=', attemptId)
        .execute();
    },

    async deleteAttempt(id: string, userId: string): Promise<boolean> {
      const result = await db.deleteFrom('quiz_attempts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;
