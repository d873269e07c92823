import { randomInt, randomUUID } from 'node:crypto';
import type { RateLimitRule } from '../../config';
import {
  DAYS_BETWEEN_ATTEMPTS,
  QUIZ_MESSAGES,
  TOTAL_QUESTIONS,
  type AttemptState,
  type CannotTakeData,
  type OwnerResult,
} from '../../../shared/contracts/quiz.contract';
import { QUESTION_SET_VERSION, STATEMENTS } from '../../../shared/content/questions';
import { scoreAnswers } from '../../../shared/scoring/scoring';
import type { AuthContext } from '../../platform/http/auth-context';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/database/constraint-errors';
import type { Outbox } from '../../platform/mail/outbox';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import type { AttemptRow, QuizRepository } from './quiz.repository';
import { toOwnerResult } from './result-views';
import { sharedResultEmail } from './quiz.emails';

const DAY_MS = 86_400_000;
/** A pause longer than this between two answers counts as this much, so a break does not inflate the duration. */
const MAX_COUNTED_GAP_SECONDS = 300;
const QUESTION_IDS = new Set(STATEMENTS.map((s) => s.id));

export interface QuizServiceDeps {
  repository: QuizRepository;
  limiter: RateLimiter;
  outbox: Outbox;
  settings: {
    staffEmailDomain: string;
    publicUrl: string;
    shareLimits: { perIp: RateLimitRule; perRecipient: RateLimitRule; perAttempt: RateLimitRule };
  };
  now?: () => Date;
}

export function isStaffEmail(email: string, staffDomain: string): boolean {
  return email.toLowerCase().endsWith(`@${staffDomain}`);
}

/** Active time: the sum of the gaps between answers, each capped. */
export function activeDurationSeconds(startedAt: string, answeredAt: string[]): number {
  const times = [startedAt, ...answeredAt].map((t) => new Date(t).getTime()).sort((a, b) => a - b);
  let total = 0;
  for (let i = 1; i < times.length; i++) total += Math.min((times[i]! - times[i - 1]!) / 1000, MAX_COUNTED_GAP_SECONDS);
  return Math.round(total);
}

export function createQuizService(deps: QuizServiceDeps) {
  const { repository, limiter, outbox, settings } = deps;
  const now = deps.now ?? (() => new Date());

  async function attemptState(attempt: AttemptRow): Promise<AttemptState> {
    const answers = await repository.answersOf(attempt.id);
    const answered = new Set(answers.map((a) => a.question_id));
    const firstOpen = STATEMENTS.find((s) => !answered.has(s.id));
    return {
      attemptId: attempt.id,
      totalQuestions: TOTAL_QUESTIONS,
      currentQuestion: firstOpen?.id ?? STATEMENTS[STATEMENTS.length - 1]!.id,
      isComplete: !firstOpen,
      canTake: true,
      nextAvailable: null,
      daysRemaining: 0,
      answers: answers.map((a) => ({ questionOrder: a.question_id, value: a.value })),
    };
  }

  /** Throws 403 with canTake false while the yearly attempt is used. */
  async function assertCanTake(userId: string): Promise<void> {
    const last = await repository.lastCompletionOf(userId);
    if (!last) return;
    const next = new Date(new Date(last).getTime() + DAYS_BETWEEN_ATTEMPTS * DAY_MS);
    const left = next.getTime() - now().getTime();
    if (left <= 0) return;
    const latest = await repository.findLatestCompleted(userId);
    const data: CannotTakeData = {
      canTake: false,
      nextAvailable: next.toISOString(),
      daysRemaining: Math.ceil(left / DAY_MS),
      lastAttemptId: latest?.id ?? null,
    };
    throw new ForbiddenError(QUIZ_MESSAGES.alreadyCompleted, data);
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

  async function complete(auth: AuthContext, attemptId: string): Promise<OwnerResult> {
    const attempt = await ownAttempt(auth, attemptId);
    if (attempt.status === 'COMPLETED') return toOwnerResult(attempt, attempt.user_name);
    const answers = await repository.answersOf(attempt.id);
    const missing = STATEMENTS.length - answers.filter((a) => QUESTION_IDS.has(a.question_id)).length;
    if (missing > 0) throw new BadRequestError(QUIZ_MESSAGES.notAllAnswered(missing), { missing });
    const result = scoreAnswers(Object.fromEntries(answers.map((a) => [a.question_id, a.value])));
    const completedAt = now().toISOString();
    await repository.completeAttempt(attempt.id, auth.userId, {
      completed_at: completedAt,
      duration_seconds: activeDurationSeconds(attempt.started_at, answers.map((a) => a.answered_at)),
      dominant_profile_id: result.dominant,
      secondary_profile_id: result.secondary,
      score_result: JSON.stringify(result),
      updated_at: completedAt,
    });
    // Whoever won a concurrent race, the stored result is the one to return.
    const stored = await ownAttempt(auth, attemptId);
    return toOwnerResult(stored, stored.user_name);
  }

  async function startOrResume(auth: AuthContext): Promise<AttemptRow> {
    const existing = await repository.findInProgress(auth.userId);
    if (existing) return existing;
    await assertCanTake(auth.userId);
    const t = now().toISOString();
    const row: AttemptRow = {
      id: randomUUID(),
      user_id: auth.userId,
      status: 'IN_PROGRESS',
      question_set_version: QUESTION_SET_VERSION,
      started_at: t,
      completed_at: null,
      duration_seconds: null,
      dominant_profile_id: null,
      secondary_profile_id: null,
      score_result: null,
      report_status: 'FREE',
      updated_at: t,
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
    questions() {
      return { questions: STATEMENTS.map((s) => ({ id: s.id, text: s.text })), version: QUESTION_SET_VERSION };
    },

    async start(auth: AuthContext): Promise<AttemptState> {
      return attemptState(await startOrResume(auth));
    },

    async answer(auth: AuthContext, input: { attemptId: string; questionOrder: number; value: number }) {
      if (!QUESTION_IDS.has(input.questionOrder)) throw new BadRequestError(QUIZ_MESSAGES.invalidQuestion);
      const attempt = await ownAttemptInProgress(auth, input.attemptId);
      await repository.upsertAnswers(attempt.id, [{ questionId: input.questionOrder, value: input.value }], now().toISOString());
      const state = await attemptState(attempt);
      return { currentQuestion: state.currentQuestion, isComplete: state.isComplete, answeredCount: state.answers.length };
    },

    complete,

    async fill(auth: AuthContext, attemptId: string): Promise<OwnerResult> {
      if (!isStaffEmail(auth.email, settings.staffEmailDomain)) throw new ForbiddenError(QUIZ_MESSAGES.staffOnly);
      const attempt = await ownAttempt(auth, attemptId);
      if (attempt.status === 'IN_PROGRESS') {
        const answered = new Set((await repository.answersOf(attempt.id)).map((a) => a.question_id));
        const fills = STATEMENTS.filter((s) => !answered.has(s.id)).map((s) => ({ questionId: s.id, value: randomInt(1, 6) }));
        await repository.upsertAnswers(attempt.id, fills, now().toISOString());
      }
      return complete(auth, attemptId);
    },

    async myResult(auth: AuthContext): Promise<OwnerResult> {
      const attempt = await repository.findLatestCompleted(auth.userId);
      if (!attempt) throw new NotFoundError(QUIZ_MESSAGES.noResult);
      const full = await ownAttempt(auth, attempt.id);
      return toOwnerResult(full, full.user_name);
    },

    async resultById(auth: AuthContext, attemptId: string): Promise<OwnerResult> {
      const attempt = await ownAttempt(auth, attemptId);
      if (attempt.status !== 'COMPLETED') throw new NotFoundError(QUIZ_MESSAGES.noResult);
      return toOwnerResult(attempt, attempt.user_name);
    },

    /** Public: the free view of a completed attempt, whoever asks. */
    async sharedResult(attemptId: string): Promise<OwnerResult> {
      const attempt = await repository.findAttempt(attemptId);
      if (!attempt || attempt.status !== 'COMPLETED') throw new NotFoundError('Resultado não encontrado');
      return toOwnerResult(attempt, attempt.user_name);
    },

    async shareByEmail(attemptId: string, email: string, ip: string): Promise<void> {
      const recipient = email.toLowerCase();
      limiter.consume(`share:ip:${ip}`, settings.shareLimits.perIp);
      limiter.consume(`share:to:${recipient}`, settings.shareLimits.perRecipient);
      limiter.consume(`share:attempt:${attemptId}`, settings.shareLimits.perAttempt);
      const attempt = await repository.findAttempt(attemptId);
      if (!attempt || attempt.status !== 'COMPLETED') throw new NotFoundError('Resultado não encontrado');
      const result = toOwnerResult(attempt, attempt.user_name);
      const message = sharedResultEmail({
        to: email,
        firstName: result.firstName,
        profileName: result.dominantProfile.profile.name,
        careerName: result.dominantProfile.profile.careerName,
        link: `${settings.publicUrl}/report/${attempt.id}`,
      });
      await outbox.enqueue('shared-result', message);
    },

    async history(auth: AuthContext) {
      const attempts = await repository.listAttempts(auth.userId);
      return attempts.map((a) => ({
        attemptId: a.id,
        status: a.status,
        startedAt: a.started_at,
        completedAt: a.completed_at,
        reportStatus: a.report_status,
        dominantProfileId: a.dominant_profile_id,
      }));
    },

    async deleteAttempt(auth: AuthContext, attemptId: string): Promise<void> {
      const attempt = await ownAttempt(auth, attemptId);
      if (attempt.report_status === 'PAID') {
        throw new ConflictError('Este resultado tem um relatório pago e não pode ser apagado por aqui. Fale com o suporte.');
      }
      await repository.deleteAttempt(attempt.id, auth.userId);
    },

    ownAttempt,

    /** Newest first: account creation, attempts started and completed, reports unlocked. */
    async recentActivity(auth: AuthContext) {
      const [createdAt, attempts] = await Promise.all([repository.userCreatedAt(auth.userId), repository.listAttempts(auth.userId)]);
      const events: Array<{ type: 'ACCOUNT_CREATED' | 'QUIZ_STARTED' | 'QUIZ_COMPLETED' | 'REPORT_UNLOCKED'; at: string; description: string }> = [];
      if (createdAt) events.push({ type: 'ACCOUNT_CREATED', at: createdAt, description: 'Você criou sua conta no Rumo' });
      for (const a of attempts) {
        events.push({ type: 'QUIZ_STARTED', at: a.started_at, description: 'Você começou o teste' });
        if (a.completed_at) events.push({ type: 'QUIZ_COMPLETED', at: a.completed_at, description: 'Você concluiu o teste' });
        if (a.report_status === 'PAID') events.push({ type: 'REPORT_UNLOCKED', at: a.updated_at, description: 'Você desbloqueou o relatório completo' });
      }
      return events.sort((x, y) => y.at.localeCompare(x.at)).slice(0, 20);
    },

    /** Saves a batch of answers into the caller's attempt in progress (started if needed). */
    async saveAnswers(auth: AuthContext, answers: Array<{ questionOrder: number; value: number }>) {
      const unknown = answers.find((a) => !QUESTION_IDS.has(a.questionOrder));
      if (unknown) throw new BadRequestError(QUIZ_MESSAGES.invalidQuestion);
      const attempt = await startOrResume(auth);
      await repository.upsertAnswers(
        attempt.id,
        answers.map((a) => ({ questionId: a.questionOrder, value: a.value })),
        now().toISOString(),
      );
      return attemptState(attempt);
    },

    async progress(auth: AuthContext): Promise<AttemptState | null> {
      const attempt = await repository.findInProgress(auth.userId);
      return attempt ? attemptState(attempt) : null;
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
