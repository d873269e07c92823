import { sql, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../platform/database/database';
import { precompiled } from '../../platform/database/precompiled';
import type { QuizAttemptsTable } from '../../platform/database/schema';
import { PROFILE_IDS, type QuestionSet } from '../../../shared/content/content.schema';
import { MAX_ANSWER, MIN_ANSWER } from '../../../shared/scoring/scoring';
import { emptyItemSums, type ItemSums } from '../../../shared/scoring/item-analysis';

export type AttemptRow = Selectable<QuizAttemptsTable>;
// The answer path and the question list run on every answer and every visit: compiled once (precompiled.ts).
// An attempt's status is compared as a literal (sql.lit), never a bound value: the partial index on status (one attempt
// in progress per user) would make SQLite prepare such a statement again on every run (precompiled.ts).
const attemptHead = precompiled((db, { id }: { id: string }) =>
  db.selectFrom('quiz_attempts').select(['id', 'user_id', 'status', 'question_set_version']).where('id', '=', id),
);
const latestCompletedId = precompiled((db, { userId }: { userId: string }) =>
  db
    .selectFrom('quiz_attempts')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', sql.lit('COMPLETED'))
    .orderBy('completed_at', 'desc')
    .limit(sql.lit(1)),
);
const inProgressVersion = precompiled((db, { userId }: { userId: string }) =>
  db.selectFrom('quiz_attempts').select('question_set_version').where('user_id', '=', userId).where('status', '=', sql.lit('IN_PROGRESS')),
);
const answeredIds = precompiled((db, { attemptId }: { attemptId: string }) =>
  db.selectFrom('quiz_answers').select('question_id').where('attempt_id', '=', attemptId),
);
const upsertOneAnswer = precompiled((db, answer: { attemptId: string; questionId: number; value: number; at: string }) =>
  db
    .insertInto('quiz_answers')
    .values({ attempt_id: answer.attemptId, question_id: answer.questionId, value: answer.value, answered_at: answer.at })
    .onConflict((oc) =>
      oc.columns(['attempt_id', 'question_id']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        answered_at: eb.ref('excluded.answered_at'),
      })),
    ),
);

/** The completed attempts the item analysis reads: conclusive ones only, unless told. */
function analysedAttempts(db: Db, includeInconclusive: boolean) {
  const completed = db.selectFrom('quiz_attempts').where('status', '=', sql.lit('COMPLETED'));
  return includeInconclusive ? completed : completed.where('conclusive', '=', sql.lit(1));
}

export function createQuizRepository(db: Db) {
  return {
    findInProgress(userId: string): Promise<AttemptRow | undefined> {
      return db.selectFrom('quiz_attempts').selectAll().where('user_id', '=', userId).where('status', '=', sql.lit('IN_PROGRESS')).executeTakeFirst();
    },

    /** The id of the user's latest completed attempt (the yearly limit's answer names it). */
    async latestCompletedId(userId: string): Promise<string | null> {
      const [attempt] = await latestCompletedId(db, { userId });
      return attempt?.id ?? null;
    },

    /** The question-set version of the user's attempt in progress, or null. */
    async inProgressQuestionSetVersion(userId: string): Promise<string | null> {
      const [row] = await inProgressVersion(db, { userId });
      return row?.question_set_version ?? null;
    },

    /** What the answer path checks of an attempt: owner, status, question set. */
    async findAttemptHead(id: string): Promise<Pick<AttemptRow, 'id' | 'user_id' | 'status' | 'question_set_version'> | undefined> {
      const [head] = await attemptHead(db, { id });
      return head;
    },

    /** The ids of the questions an attempt has answers for (read from the primary key's index alone). */
    async answeredQuestionIds(attemptId: string): Promise<number[]> {
      const rows = await answeredIds(db, { attemptId });
      return rows.map((row) => row.question_id);
    },

    /** One answer, inserted or overwritten (the answer path's upsertAnswers). */
    async upsertAnswer(attemptId: string, questionId: number, value: number, at: string): Promise<void> {
      await upsertOneAnswer(db, { attemptId, questionId, value, at });
    },

    async lastCompletionOf(userId: string): Promise<string | null> {
      const row = await db.selectFrom('users').select('last_quiz_completed_at').where('id', '=', userId).executeTakeFirst();
      return row?.last_quiz_completed_at ?? null;
    },

    findAttempt(id: string): Promise<AttemptRow | undefined> {
      return db.selectFrom('quiz_attempts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertAttempt(row: AttemptRow): Promise<void> {
      await db.insertInto('quiz_attempts').values(row).execute();
    },

    answersOf(attemptId: string) {
      return db.selectFrom('quiz_answers').select(['question_id', 'value', 'answered_at']).where('attempt_id', '=', attemptId).orderBy('question_id').execute();
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

    /** Adds answers only where the attempt has none: an existing answer is never replaced. */
    async insertMissingAnswers(attemptId: string, answers: Array<{ questionId: number; value: number }>, at: string): Promise<void> {
      if (answers.length === 0) return;
      await db
        .insertInto('quiz_answers')
        .values(answers.map((a) => ({ attempt_id: attemptId, question_id: a.questionId, value: a.value, answered_at: at })))
        .onConflict((oc) => oc.columns(['attempt_id', 'question_id']).doNothing())
        .execute();
    },

    /** Records the position and/or milestone of an attempt still in progress; false when it is no longer in progress. */
    async savePosition(attemptId: string, position: { index?: number; milestone?: number }, at: string): Promise<boolean> {
      const result = await db
        .updateTable('quiz_attempts')
        .set({
          ...(position.index === undefined ? {} : { saved_index: position.index }),
          // A milestone only goes up: a late save of an earlier one does not lower it.
          ...(position.milestone === undefined
            ? {}
            : {
                saved_milestone: sql<number>`case when saved_milestone is null or saved_milestone < cast(${position.milestone} as integer) then cast(${position.milestone} as integer) else saved_milestone end`,
              }),
          progress_saved_at: at,
        })
        .where('id', '=', attemptId)
        .where('status', '=', sql.lit('IN_PROGRESS'))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Completes only an attempt still in progress; false when another request did it first.
     * A conclusive completion uses up the yearly attempt (users.last_quiz_completed_at); an inconclusive one does not.
     */
    async completeAttempt(id: string, userId: string, patch: Updateable<QuizAttemptsTable>, usesYearlyAttempt: boolean): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('quiz_attempts')
          .set({ ...patch, status: 'COMPLETED' })
          .where('id', '=', id)
          .where('status', '=', sql.lit('IN_PROGRESS'))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        if (!usesYearlyAttempt) return true;
        await trx
          .updateTable('users')
          .set({ last_quiz_completed_at: patch.completed_at ?? null })
          .where('id', '=', userId)
          .execute();
        return true;
      });
    },

    /** The question-set versions that have completed attempts (conclusive ones only, unless told). */
    async analysedVersions(includeInconclusive: boolean): Promise<string[]> {
      const rows = await analysedAttempts(db, includeInconclusive).select('question_set_version').distinct().execute();
      return rows.map((row) => row.question_set_version);
    },

    /**
     * The id closing the next batch of a version's analysed attempts after `after` (by id): the batch's `size`-th,
     * or null when fewer are left (the last batch runs to the end).
     */
    async analysisBatchEnd(version: string, after: string, size: number, includeInconclusive: boolean): Promise<string | null> {
      const row = await analysedAttempts(db, includeInconclusive)
        .select('id')
        .where('question_set_version', '=', version)
        .where('id', '>', after)
        .orderBy('id')
        .limit(1)
        .offset(size - 1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /**
     * The item analysis' sums (shared/scoring/item-analysis.ts, ItemSums) over one batch of a version's completed
     * attempts, id in (after, last], added up in SQL: only the sheets that answer every scored statement 1..5
     * count, as in analyseItems. Two small answers (per statement, and per batch), never the answers themselves.
     */
    async itemSums(set: QuestionSet, range: { after: string; last: string | null }, includeInconclusive: boolean): Promise<ItemSums> {
      const keyRows = set.statements.map((s) => sql`(${sql.lit(s.id)}, ${sql.lit(s.profileId)}, ${sql.lit(s.reverse ? 1 : 0)})`);
      // The attention statement rides along as profile 0: read per sheet, never part of a scale.
      if (set.attention) keyRows.push(sql`(${sql.lit(set.attention.id)}, ${sql.lit(0)}, ${sql.lit(0)})`);
      const totals = PROFILE_IDS.map((p) => sql`sum(case when profile_id = ${sql.lit(p)} then score else 0 end) as ${sql.ref(`t${p}`)}`);
      const attentionExpected = set.attention ? set.attention.expectedAnswer : -1;
      const conclusiveOnly = includeInconclusive ? sql`` : sql`and t.conclusive = 1`;
      const upTo = range.last === null ? sql`` : sql`and t.id <= ${range.last}`;
      const ctes = sql`
        with keyed(question_id, profile_id, reverse) as (values ${sql.join(keyRows)}),
        scored as (
          select a.attempt_id, a.question_id, k.profile_id, a.value,
            case when k.reverse = 1 then ${sql.lit(MIN_ANSWER + MAX_ANSWER)} - a.value else a.value end as score
          from quiz_attempts t
          join quiz_answers a on a.attempt_id = t.id
          join keyed k on k.question_id = a.question_id
          where t.status = 'COMPLETED' ${conclusiveOnly} and t.question_set_version = ${set.version} and t.id > ${range.after} ${upTo}
            and a.value between ${sql.lit(MIN_ANSWER)} and ${sql.lit(MAX_ANSWER)}
        ),
        sheets as (
          select attempt_id, ${sql.join(totals)},
            max(case when profile_id = 0 then value end) as attention
          from scored
          group by attempt_id
          having sum(case when profile_id > 0 then 1 else 0 end) = ${sql.lit(set.statements.length)}
        )`;
      const perItem = PROFILE_IDS.map((p) => sql`sum(s.score * h.${sql.ref(`t${p}`)}) as ${sql.ref(`x${p}`)}`);
      const items = await sql<Record<string, string | number | null>>`${ctes}
        select s.question_id, sum(s.value) as given, sum(s.value * s.value) as given_squares,
          sum(case when s.value >= 4 then 1 else 0 end) as agree, sum(s.score) as score, sum(s.score * s.score) as score_squares,
          ${sql.join(perItem)}
        from scored s join sheets h on h.attempt_id = s.attempt_id
        where s.profile_id > 0
        group by s.question_id`.execute(db);
      const perSheet = PROFILE_IDS.flatMap((p) => [
        sql`sum(${sql.ref(`t${p}`)}) as ${sql.ref(`s${p}`)}`,
        sql`sum(${sql.ref(`t${p}`)} * ${sql.ref(`t${p}`)}) as ${sql.ref(`q${p}`)}`,
      ]);
      const [batch] = (
        await sql<Record<string, string | number | null>>`${ctes}
        select count(*) as n, ${sql.join(perSheet)},
          sum(case when attention is not null then 1 else 0 end) as attention_answered,
          sum(case when attention = ${sql.lit(attentionExpected)} then 1 else 0 end) as attention_as_asked
        from sheets`.execute(db)
      ).rows;
      // PostgreSQL answers sums and counts as bigint text; SQLite as numbers; an empty batch's sums are null.
      const num = (value: string | number | null | undefined) => Number(value ?? 0);
      const sums = emptyItemSums(set);
      sums.n = num(batch?.n);
      for (const p of PROFILE_IDS) sums.totals.set(p, { sum: num(batch?.[`s${p}`]), squares: num(batch?.[`q${p}`]) });
      sums.attention = { answered: num(batch?.attention_answered), asAsked: num(batch?.attention_as_asked) };
      for (const row of items.rows) {
        sums.items.set(Number(row.question_id), {
          given: num(row.given),
          givenSquares: num(row.given_squares),
          agree: num(row.agree),
          score: num(row.score),
          scoreSquares: num(row.score_squares),
          scoreTimesTotal: new Map(PROFILE_IDS.map((p) => [p, num(row[`x${p}`])])),
        });
      }
      return sums;
    },
  };
}

export type QuizRepository = ReturnType<typeof createQuizRepository>;
