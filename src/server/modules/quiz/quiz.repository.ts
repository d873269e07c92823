import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { QuizAttemptsTable } from '../../platform/database/schema';

export type AttemptRow = Selectable<QuizAttemptsTable>;
export type AttemptWithOwner = AttemptRow & { user_name: string };

export function createQuizRepository(db: Db) {
  return {
    findInProgress(userId: string): Promise<AttemptRow | undefined> {
      return db
        .selectFrom('quiz_attempts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'IN_PROGRESS')
        .executeTakeFirst();
    },

    findLatestCompleted(userId: string): Promise<AttemptRow | undefined> {
      return db
        .selectFrom('quiz_attempts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'COMPLETED')
        .orderBy('completed_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async lastCompletionOf(userId: string): Promise<string | null> {
      const row = await db.selectFrom('users').select('last_quiz_completed_at').where('id', '=', userId).executeTakeFirst();
      return row?.last_quiz_completed_at ?? null;
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
        .select('users.name as user_name')
        .where('quiz_attempts.id', '=', id)
        .executeTakeFirst();
    },

    listAttempts(userId: string): Promise<AttemptRow[]> {
      return db
        .selectFrom('quiz_attempts')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('started_at', 'desc')
        .execute();
    },

    async insertAttempt(row: AttemptRow): Promise<void> {
      await db.insertInto('quiz_attempts').values(row).execute();
    },

    answersOf(attemptId: string) {
      return db
        .selectFrom('quiz_answers')
        .select(['question_id', 'value', 'answered_at'])
        .where('attempt_id', '=', attemptId)
        .orderBy('question_id')
        .execute();
    },

    /** Insert or overwrite: a retried request leaves the same row behind. */
    async upsertAnswers(attemptId: string, answers: Array<{ questionId: number; value: number }>, at: string): Promise<void> {
      if (answers.length === 0) return;
      await db
        .insertInto('quiz_answers')
        .values(answers.map((a) => ({ attempt_id: attemptId, question_id: a.questionId, value: a.value, answered_at: at })))
        .onConflict((oc) =>
          oc.columns(['attempt_id', 'question_id']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            answered_at: eb.ref('excluded.answered_at'),
          })),
        )
        .execute();
    },

    /** Completes only an attempt still in progress; false when another request did it first. */
    async completeAttempt(id: string, userId: string, patch: Updateable<QuizAttemptsTable>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('quiz_attempts')
          .set({ ...patch, status: 'COMPLETED' })
          .where('id', '=', id)
          .where('status', '=', 'IN_PROGRESS')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx.updateTable('users').set({ last_quiz_completed_at: patch.completed_at ?? null }).where('id', '=', userId).execute();
        return true;
      });
    },

    async deleteAttempt(id: string, userId: string): Promise<boolean> {
      const result = await db.deleteFrom('quiz_attempts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type QuizRepository = ReturnType<typeof createQuizRepository>;
