import { randomInt, randomUUID } from 'node:crypto';
import type { RateLimitRule } from '../../config';
import {
  DAYS_BETWEEN_ATTEMPTS,
  QUIZ_MESSAGES,
  RETAKES_PER_DAY,
  type AttemptState,
  type CannotTakeData,
  type OwnerResult,
} from '../../../shared/contracts/quiz.contract';
import { ASSESSMENT_MESSAGES, type SavedProgress } from '../../../shared/contracts/assessment.contract';
import { ALL_QUESTION_IDS, CURRENT_QUESTION_SET, displayedQuestions, questionSetFor } from '../../../shared/content/question-sets';
import { evaluateAttempt } from '../../../shared/scoring/attempt';
import { assessAnswerQuality } from '../../../shared/scoring/quality';
import { drawAttentiveSheet, mulberry32 } from '../../../shared/scoring/simulation';
import { PROFILE_IDS, type ProfileId, type QuestionSet } from '../../../shared/content/content.schema';
import type { AuthContext } from '../../platform/http/auth-context';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/database/constraint-errors';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import type { AttemptRow, QuizRepository } from './quiz.repository';

const DAY_MS = 86_400_000;
/** A pause longer than this between two answers counts as this much, so a break does not inflate the duration. */
const MAX_COUNTED_GAP_SECONDS = 300;
/** Staff fill: at most this many draws to find answers the quality gate accepts (about 1 in 200 attentive sheets is refused). */
const FILL_DRAWS = 20;
/**
 * New attempts per account in a day: the first and RETAKES_PER_DAY retakes. Only an inconclusive result lets a
 * person start again before a year, so every new attempt after the first of the day is a retake (or a restart
 * after deleting the one in progress). Counted by the rate limiter (rows, so deleting attempts does not reset it).
 */
const NEW_ATTEMPTS_PER_DAY: RateLimitRule = { max: 1 + RETAKES_PER_DAY, windowMs: DAY_MS };

export interface QuizServiceDeps {
  repository: QuizRepository;
  limiter: RateLimiter;
  /** The owner's view of their completed attempt (the results module's resultById): what completing answers with. */
  resultOf: (auth: AuthContext, attemptId: string) => Promise<OwnerResult>;
  /** Told after an attempt is completed (the school licences give the student a free seat of their class: decision 0197). */
  onCompleted?: (userId: string, attemptId: string) => Promise<void>;
  settings: {
    startPerUser: RateLimitRule;
    submitPerUser: RateLimitRule;
  };
  now?: () => Date;
}

/** Active time: the sum of the gaps between answers, each capped. */
export function activeDurationSeconds(startedAt: string, answeredAt: string[]): number {
  const times = [startedAt, ...answeredAt].map((t) => new Date(t).getTime()).sort((a, b) => a - b);
  let total = 0;
  for (let i = 1; i < times.length; i++) total += Math.min((times[i]! - times[i - 1]!) / 1000, MAX_COUNTED_GAP_SECONDS);
  return Math.round(total);
}

/** The set an attempt was started with: it is shown, checked and scored with that set for good. */
function setOf(attempt: Pick<AttemptRow, 'question_set_version'>): QuestionSet {
  return questionSetFor(attempt.question_set_version);
}

/**
 * Where an attempt stands, as the contract's `currentQuestion` says it: the 1-based position, in the set's display
 * order, of the first question without an answer (answers given out of order leave that gap as the current one), or
 * the last position (the set's length, totalQuestions) once every question is answered and isComplete is true.
 */
function positionOf(order: readonly number[], answered: ReadonlySet<number>) {
  const firstOpenIndex = order.findIndex((id) => !answered.has(id));
  const isComplete = firstOpenIndex < 0;
  return { firstOpenIndex, currentQuestion: isComplete ? order.length : firstOpenIndex + 1, isComplete };
}

/** 400 for an id that is a question of no set, or (given the attempt's set) of another set than the attempt's. */
function assertKnownQuestions(answers: Array<{ questionOrder: number }>, set?: QuestionSet): void {
  const known = set ? new Set(set.order) : ALL_QUESTION_IDS;
  if (answers.some((a) => !known.has(a.questionOrder))) throw new BadRequestError(QUIZ_MESSAGES.invalidQuestion);
}

export function createQuizService(deps: QuizServiceDeps) {
  const { repository, limiter, resultOf, settings } = deps;
  const now = deps.now ?? (() => new Date());

  /** The question list of each set version, built once: a version's questions never change. */
  const questionLists = new Map<string, { questions: Array<{ id: number; text: string }>; version: string }>();
  function questionList(version: string) {
    let list = questionLists.get(version);
    if (!list) {
      list = { questions: displayedQuestions(questionSetFor(version)), version };
      questionLists.set(version, list);
    }
    return list;
  }
  async function attemptState(attempt: AttemptRow): Promise<AttemptState> {
    return (await savedProgress(attempt)).state;
  }

  /** The attempt's state and its saved position: resume where it was saved, never past the first unanswered question. */
  async function savedProgress(attempt: AttemptRow): Promise<{ state: AttemptState; progress: SavedProgress }> {
    const answers = await repository.answersOf(attempt.id);
    const answered = new Set(answers.map((a) => a.question_id));
    const order = setOf(attempt).order;
    const { firstOpenIndex, currentQuestion, isComplete } = positionOf(order, answered);
    const lastIndex = order.length - 1;
    const saved = attempt.saved_index === null ? null : Math.min(attempt.saved_index, lastIndex);
    const currentIndex = isComplete ? (saved ?? lastIndex) : Math.min(saved ?? firstOpenIndex, firstOpenIndex);
    const state: AttemptState = {
      attemptId: attempt.id,
      // Counted in the same list as currentQuestion, the attempt's set (each set has TOTAL_QUESTIONS items).
      totalQuestions: order.length,
      currentQuestion,
      isComplete,
      canTake: true,
      nextAvailable: null,
      daysRemaining: 0,
      answers: answers.map((a) => ({ questionOrder: a.question_id, value: a.value })),
    };
    return { state, progress: { ...state, currentIndex, lastMilestone: attempt.saved_milestone ?? 0, savedAt: attempt.progress_saved_at } };
  }

  /** While the yearly attempt is used: when the next one opens. Null when a new attempt may start. */
  async function yearlyLimit(userId: string): Promise<CannotTakeData | null> {
    const last = await repository.lastCompletionOf(userId);
    if (!last) return null;
    const next = new Date(new Date(last).getTime() + DAYS_BETWEEN_ATTEMPTS * DAY_MS);
    const left = next.getTime() - now().getTime();
    if (left <= 0) return null;
    return {
      canTake: false,
      nextAvailable: next.toISOString(),
      daysRemaining: Math.ceil(left / DAY_MS),
      lastAttemptId: await repository.latestCompletedId(userId),
    };
  }

  /** Throws 403 with canTake false while the yearly attempt is used. */
  async function assertCanTake(userId: string): Promise<void> {
    const data = await yearlyLimit(userId);
    if (data) throw new ForbiddenError(QUIZ_MESSAGES.alreadyCompleted, data);
  }

  /** The caller's own attempt, or 404: another user's id looks exactly like a missing one. */
  async function ownAttempt(auth: AuthContext, attemptId: string) {
    const attempt = await repository.findAttempt(attemptId);
    if (!attempt || attempt.user_id !== auth.userId) throw new NotFoundError(QUIZ_MESSAGES.attemptNotFound);
    return attempt;
  }

  async function ownAttemptInProgress(auth: AuthContext, attemptId: string) {
    const attempt = await ownAttempt(auth, attemptId);
    if (attempt.status !== 'IN_PROGRESS') throw new ConflictError(QUIZ_MESSAGES.attemptFinished);
    return attempt;
  }

  /**
   * Scores the attempt and runs the answer-quality gate (scoring/quality.ts).
   * Only a conclusive result uses up the yearly attempt: after an
   * inconclusive one the person may start again at once. `timed: false`
   * (staff fill) leaves the active time out of the check.
   */
  async function complete(auth: AuthContext, attemptId: string, options: { timed: boolean } = { timed: true }): Promise<OwnerResult> {
    const attempt = await ownAttempt(auth, attemptId);
    if (attempt.status === 'COMPLETED') return resultOf(auth, attemptId);
    const set = setOf(attempt);
    const answers = (await repository.answersOf(attempt.id)).filter((a) => set.order.includes(a.question_id));
    const missing = set.order.length - answers.length;
    if (missing > 0) throw new BadRequestError(QUIZ_MESSAGES.notAllAnswered(missing), { missing });
    const durationSeconds = activeDurationSeconds(
      attempt.started_at,
      answers.map((a) => a.answered_at),
    );
    const result = evaluateAttempt(new Map(answers.map((a) => [a.question_id, a.value])), set, options.timed ? durationSeconds : null);
    const completedAt = now().toISOString();
    await repository.completeAttempt(
      attempt.id,
      auth.userId,
      {
        completed_at: completedAt,
        duration_seconds: durationSeconds,
        dominant_profile_id: result.dominant,
        secondary_profile_id: result.secondary,
        score_result: JSON.stringify(result),
        conclusive: result.quality.conclusive ? 1 : 0,
        updated_at: completedAt,
        // Spec §4: completing clears the saved progress.
        saved_index: null,
        saved_milestone: null,
        progress_saved_at: null,
      },
      result.quality.conclusive,
    );
    await deps.onCompleted?.(auth.userId, attempt.id);
    // Whoever won a concurrent race, the stored result is the one to return.
    return resultOf(auth, attemptId);
  }

  /** Counts a new attempt; 429 with when the next one opens past the retakes of the day. Staff test the product, so they are not counted. */
  async function countNewAttempt(auth: AuthContext): Promise<void> {
    if (auth.isStaff) return;
    try {
      await limiter.consume(`quiz:new-attempt:${auth.userId}`, NEW_ATTEMPTS_PER_DAY);
    } catch (error) {
      if (!(error instanceof TooManyRequestsError)) throw error;
      throw new TooManyRequestsError(error.retryAfterSeconds, QUIZ_MESSAGES.retakeLimit(error.retryAfterSeconds));
    }
  }

  async function startOrResume(auth: AuthContext): Promise<AttemptRow> {
    const existing = await repository.findInProgress(auth.userId);
    if (existing) return existing;
    await assertCanTake(auth.userId);
    await countNewAttempt(auth);
    const t = now().toISOString();
    const row: AttemptRow = {
      id: randomUUID(),
      user_id: auth.userId,
      status: 'IN_PROGRESS',
      question_set_version: CURRENT_QUESTION_SET.version,
      started_at: t,
      completed_at: null,
      duration_seconds: null,
      dominant_profile_id: null,
      secondary_profile_id: null,
      score_result: null,
      report_status: 'FREE',
      updated_at: t,
      saved_index: null,
      saved_milestone: null,
      progress_saved_at: null,
      profile_pick: null,
      profile_pick_at: null,
      conclusive: null,
      shared_at: null,
    };
    try {
      await repository.insertAttempt(row);
      return row;
    } catch (error) {
      // Two starts at once: the database kept one; use it.
      if (!isUniqueViolation(error)) throw error;
      const winner = await repository.findInProgress(auth.userId);
      if (!winner) throw error;
      return winner;
    }
  }

  return {
    /** The statements of the attempt in progress (its own set, in its order), or of the current set when none is in progress. */
    async questions(auth: AuthContext) {
      const version = (await repository.inProgressQuestionSetVersion(auth.userId)) ?? CURRENT_QUESTION_SET.version;
      return questionList(version);
    },

    async start(auth: AuthContext): Promise<AttemptState> {
      await limiter.consume(`quiz:start:${auth.userId}`, settings.startPerUser);
      return attemptState(await startOrResume(auth));
    },

    async answer(auth: AuthContext, input: { attemptId: string; questionOrder: number; value: number }) {
      assertKnownQuestions([input]);
      // The hot path: only the columns it needs, no join, and the answered ids rather than the whole answers.
      const attempt = await repository.findAttemptHead(input.attemptId);
      if (!attempt || attempt.user_id !== auth.userId) throw new NotFoundError(QUIZ_MESSAGES.attemptNotFound);
      if (attempt.status !== 'IN_PROGRESS') throw new ConflictError(QUIZ_MESSAGES.attemptFinished);
      const order = setOf(attempt).order;
      assertKnownQuestions([input], setOf(attempt));
      await repository.upsertAnswer(attempt.id, input.questionOrder, input.value, now().toISOString());
      const answered = new Set(await repository.answeredQuestionIds(attempt.id));
      const { currentQuestion, isComplete } = positionOf(order, answered);
      return { currentQuestion, isComplete, answeredCount: answered.size };
    },

    /** POST /quiz/complete: counted with the submits (staff fill completes without it). */
    async complete(auth: AuthContext, attemptId: string): Promise<OwnerResult> {
      await limiter.consume(`quiz:submit:${auth.userId}`, settings.submitPerUser);
      return complete(auth, attemptId);
    },

    /**
     * Staff only (spec §6; the contract's access mode, checked by the router): fills the questions still open with random answers
     * and completes. The answers are drawn as an attentive simulated respondent
     * answers (a random true profile, the noise model of docs/scoring.md, the
     * attention statement as asked), redrawn while the gate would call the
     * sheet inconclusive, so the skip reaches a result screen; the answers the
     * person gave are kept, and the (skipped) time is not judged.
     */
    async fill(auth: AuthContext, attemptId: string): Promise<OwnerResult> {
      const attempt = await ownAttempt(auth, attemptId);
      if (attempt.status === 'IN_PROGRESS') {
        const set = setOf(attempt);
        const given = new Map((await repository.answersOf(attempt.id)).map((a) => [a.question_id, a.value]));
        const rng = mulberry32(randomInt(2 ** 31));
        let fills: Array<{ questionId: number; value: number }> = [];
        for (let draw = 0; draw < FILL_DRAWS; draw++) {
          const drawn = drawAttentiveSheet(rng, set, PROFILE_IDS[randomInt(PROFILE_IDS.length)] as ProfileId);
          fills = set.order.filter((id) => !given.has(id)).map((id) => ({ questionId: id, value: drawn.get(id) as number }));
          const sheet = new Map([...fills.map((fill): [number, number] => [fill.questionId, fill.value]), ...given]);
          if (assessAnswerQuality(sheet, set, null).conclusive) break;
        }
        await repository.upsertAnswers(attempt.id, fills, now().toISOString());
      }
      return complete(auth, attemptId, { timed: false });
    },

    /** Spec §7 submit: the whole answer sheet into the attempt in progress (started if needed), then completes. */
    async submit(auth: AuthContext, answers: Array<{ questionOrder: number; value: number }>): Promise<OwnerResult> {
      await limiter.consume(`quiz:submit:${auth.userId}`, settings.submitPerUser);
      // Checked against the set the answers go to (the attempt in progress's, or the current one a new attempt takes) before anything starts.
      const existing = await repository.findInProgress(auth.userId);
      assertKnownQuestions(answers, existing ? setOf(existing) : CURRENT_QUESTION_SET);
      const attempt = existing ?? (await startOrResume(auth));
      await repository.upsertAnswers(
        attempt.id,
        answers.map((a) => ({ questionId: a.questionOrder, value: a.value })),
        now().toISOString(),
      );
      return complete(auth, attempt.id);
    },

    /**
     * Spec §4 "assessment progress saves to the server": the position and the
     * milestone, and answers only for questions still unanswered here. An answer
     * the server holds came from POST /quiz/answer (or an earlier save) and is
     * never replaced by a snapshot, which may be older.
     */
    async saveProgress(
      auth: AuthContext,
      input: { attemptId?: string; answers?: Array<{ questionOrder: number; value: number }>; currentIndex?: number; lastMilestone?: number },
    ): Promise<SavedProgress> {
      const answers = input.answers ?? [];
      const hasPosition = input.currentIndex !== undefined || input.lastMilestone !== undefined;
      if (answers.length === 0 && !hasPosition) throw new BadRequestError(ASSESSMENT_MESSAGES.nothingToSave);
      assertKnownQuestions(answers);
      const existing = input.attemptId ? await ownAttemptInProgress(auth, input.attemptId) : await repository.findInProgress(auth.userId);
      assertKnownQuestions(answers, existing ? setOf(existing) : CURRENT_QUESTION_SET);
      const attempt = existing ?? (await startOrResume(auth));
      const at = now().toISOString();
      await repository.insertMissingAnswers(
        attempt.id,
        answers.map((a) => ({ questionId: a.questionOrder, value: a.value })),
        at,
      );
      if (hasPosition && !(await repository.savePosition(attempt.id, { index: input.currentIndex, milestone: input.lastMilestone }, at))) {
        throw new ConflictError(QUIZ_MESSAGES.attemptFinished);
      }
      const stored = await ownAttempt(auth, attempt.id);
      return (await savedProgress(stored)).progress;
    },

    /** Read-only: the attempt in progress with its saved position, or, when none, whether the yearly attempt is used. */
    async progress(auth: AuthContext): Promise<{ progress: SavedProgress | null; cannotTake: CannotTakeData | null }> {
      const attempt = await repository.findInProgress(auth.userId);
      if (attempt) return { progress: (await savedProgress(attempt)).progress, cannotTake: null };
      return { progress: null, cannotTake: await yearlyLimit(auth.userId) };
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
