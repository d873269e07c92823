import type { RateLimitRule } from '../../config';
import { QUIZ_MESSAGES, SHARING_MESSAGES, type OwnerResult, type PublicResult } from '../../../shared/contracts/quiz.contract';
import { RESULT_MESSAGES } from '../../../shared/contracts/results.contract';
import { questionSetFor } from '../../../shared/content/question-sets';
import type { ProfileId } from '../../../shared/content/content.schema';
import { readScoreResult } from '../../../shared/scoring/stored-result';
import { EMAIL_MESSAGES } from '../../../shared/domain/email';
import { sharedResultPath } from '../../../shared/constants/app-routes';
import type { AuthContext } from '../../platform/http/auth-context';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/http/errors';
import type { Outbox } from '../../platform/mail/outbox';
import { bareMailbox } from '../../platform/mail/recipient';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import { clientKey } from '../../platform/security/client-key';
import type { AttemptWithOwner, ResultsRepository } from './results.repository';
import { isConclusive, ownerLifeStage, toOwnerResult, toPublicResult } from './result-views';
import { sharedResultEmail } from './results.emails';

/** Shared-result views kept in memory (public GET /quiz/share/{id}); the oldest goes first. */
const SHARED_VIEWS_KEPT = 500;

export interface ResultsServiceDeps {
  repository: ResultsRepository;
  limiter: RateLimiter;
  outbox: Outbox;
  settings: {
    publicUrl: string;
    shareLimits: { perIp: RateLimitRule; perRecipient: RateLimitRule; perAttempt: RateLimitRule };
  };
  now?: () => Date;
}

/** The position a history cursor names; 400 for one this server did not write. */
function readHistoryCursor(cursor: string): { startedAt: string; id: string } {
  const [startedAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!startedAt || !id || rest.length > 0 || Number.isNaN(Date.parse(startedAt))) throw new BadRequestError(RESULT_MESSAGES.historyCursor);
  return { startedAt, id };
}

/**
 * What a finished attempt shows and who may see it: the owner's view (with the paid report once unlocked), the
 * profile pick, the shared view and its sharing (link and e-mail), the history and its deletion. The quiz module
 * records the attempts; this one reads them (its own repository) and answers with the views of result-views.ts.
 */
export function createResultsService(deps: ResultsServiceDeps) {
  const { repository, limiter, outbox, settings } = deps;
  const now = deps.now ?? (() => new Date());
  /** Shared views built lately, most recently used last. */
  const sharedViews = new Map<string, PublicResult>();

  /** The owner's view of a completed attempt, with the parts from their own answers. */
  async function ownerView(attempt: AttemptWithOwner): Promise<OwnerResult> {
    return toOwnerResult(attempt, attempt.user_name, await repository.answerValuesOf(attempt.id), ownerLifeStage(attempt));
  }

  /** The caller's own attempt, or 404: another user's id looks exactly like a missing one. */
  async function ownAttempt(auth: AuthContext, attemptId: string) {
    const attempt = await repository.findAttempt(attemptId);
    if (!attempt || attempt.user_id !== auth.userId) throw new NotFoundError(QUIZ_MESSAGES.attemptNotFound);
    return attempt;
  }

  return {
    async myResult(auth: AuthContext): Promise<OwnerResult> {
      const attempt = await repository.findLatestCompleted(auth.userId);
      if (!attempt) throw new NotFoundError(QUIZ_MESSAGES.noResult);
      return ownerView(attempt);
    },

    /** The owner's view of their completed attempt; 404 for another's, an unknown one or one still in progress. */
    async resultById(auth: AuthContext, attemptId: string): Promise<OwnerResult> {
      const attempt = await ownAttempt(auth, attemptId);
      if (attempt.status !== 'COMPLETED') throw new NotFoundError(QUIZ_MESSAGES.noResult);
      return ownerView(attempt);
    },

    /**
     * The profile the person picks as most like them, among a perfil misto's
     * (issue 25), or null to go back to the order of the scores. Stored apart
     * from the scores: it only changes what the report reads first.
     */
    async pickProfile(auth: AuthContext, attemptId: string, profileId: number | null): Promise<OwnerResult> {
      const attempt = await ownAttempt(auth, attemptId);
      if (attempt.status !== 'COMPLETED' || !attempt.score_result) throw new NotFoundError(QUIZ_MESSAGES.noResult);
      const result = readScoreResult(attempt.score_result, questionSetFor(attempt.question_set_version).statements);
      if (!result.quality.conclusive) throw new ConflictError(RESULT_MESSAGES.pickInconclusive);
      if (!result.mixed) throw new ConflictError(RESULT_MESSAGES.pickNotMixed);
      if (profileId !== null && !result.mixedProfiles.includes(profileId as ProfileId)) throw new BadRequestError(RESULT_MESSAGES.pickNotInMix);
      await repository.setProfilePick(attempt.id, profileId, now().toISOString());
      return ownerView({ ...attempt, profile_pick: profileId });
    },

    /** The personal parts' inputs of an owned attempt: its stored answers (the report PDF reads them). */
    answerValuesOf: (attemptId: string) => repository.answerValuesOf(attemptId),

    /**
     * Public: the free view of a completed attempt its owner shares, whoever asks. A private one (the default)
     * answers 404 like an unknown id; an inconclusive one is no result to show or share.
     */
    async sharedResult(attemptId: string): Promise<{ result: PublicResult; version: string }> {
      // The view changes only with the attempt's row (updated_at), its sharing or its owner's name: built once per
      // version, and only what names that version is read while the view is kept (only shared, conclusive views are kept).
      const viewVersion = (row: { id: string; updated_at: string; shared_at: string | null; user_name: string }) =>
        `${row.id}|${row.updated_at}|${row.shared_at}|${row.user_name}`;
      const head = await repository.findAttemptVersion(attemptId);
      if (!head?.shared_at) throw new NotFoundError('Resultado não encontrado');
      let version = viewVersion(head);
      let result = sharedViews.get(version);
      if (result) sharedViews.delete(version);
      else {
        const attempt = await repository.findAttempt(attemptId);
        if (!attempt?.shared_at || !isConclusive(attempt)) throw new NotFoundError('Resultado não encontrado');
        version = viewVersion(attempt);
        result = toPublicResult(attempt, attempt.user_name);
        if (sharedViews.size >= SHARED_VIEWS_KEPT) sharedViews.delete(sharedViews.keys().next().value!);
      }
      sharedViews.set(version, result);
      return { result, version };
    },

    /** The owner turns sharing of a conclusive result on or off; a paid one too. Answers when it was turned on (null: off). */
    async setSharing(auth: AuthContext, attemptId: string, shared: boolean): Promise<{ sharedAt: string | null }> {
      const attempt = await ownAttempt(auth, attemptId);
      if (attempt.status !== 'COMPLETED' || !attempt.score_result) throw new NotFoundError(QUIZ_MESSAGES.noResult);
      if (!isConclusive(attempt)) throw new ConflictError(SHARING_MESSAGES.inconclusive);
      // Turning it on again keeps the first time; turning it off forgets it.
      const sharedAt = shared ? (attempt.shared_at ?? now().toISOString()) : null;
      if (sharedAt !== attempt.shared_at) await repository.setSharedAt(attempt.id, sharedAt);
      return { sharedAt };
    },

    /**
     * The owner, signed in, sends the link of a shared result to one bare address (issue 26, F08). The
     * per-recipient limit counts the parsed mailbox, so another spelling of it is no new recipient.
     */
    async shareByEmail(auth: AuthContext, attemptId: string, email: string, ip: string): Promise<void> {
      const recipient = bareMailbox(email);
      if (recipient === null) throw new BadRequestError(EMAIL_MESSAGES.invalidAlt);
      // Someone else's result looks exactly like a missing one.
      const owned = await repository.findAttempt(attemptId);
      if (!owned || owned.user_id !== auth.userId || !isConclusive(owned)) throw new NotFoundError('Resultado não encontrado');
      if (!owned.shared_at) throw new ConflictError(SHARING_MESSAGES.notShared);
      await limiter.consume(`share:ip:${clientKey(ip)}`, settings.shareLimits.perIp);
      await limiter.consume(`share:to:${recipient}`, settings.shareLimits.perRecipient);
      await limiter.consume(`share:attempt:${attemptId}`, settings.shareLimits.perAttempt);
      const result = toPublicResult(owned, owned.user_name);
      // A perfil misto names its profiles together, as the shared page does.
      const [first, ...others] = result.mixed ? result.mixedProfiles : [];
      const content = sharedResultEmail({
        firstName: result.firstName,
        profiles: first ? [first, ...others] : [result.dominantProfile.profile],
        link: `${settings.publicUrl}${sharedResultPath(owned.id)}`,
      });
      await outbox.enqueue('shared-result', { to: recipient, content, attemptId: owned.id });
    },

    /** A page of the caller's attempts, newest first; `nextCursor` (opaque: the last entry's start and id) names the next page. */
    async history(auth: AuthContext, page: { cursor?: string | undefined; limit: number }) {
      const after = page.cursor === undefined ? null : readHistoryCursor(page.cursor);
      // One more than the page: whether there is a next page, without counting.
      const rows = await repository.listAttemptsPage(auth.userId, { after, limit: page.limit + 1 });
      const shown = rows.slice(0, page.limit);
      const last = shown[shown.length - 1];
      return {
        attempts: shown.map((a) => ({
          attemptId: a.id,
          status: a.status,
          startedAt: a.started_at,
          completedAt: a.completed_at,
          reportStatus: a.report_status,
          dominantProfileId: a.dominant_profile_id,
        })),
        nextCursor: rows.length > page.limit && last ? Buffer.from(`${last.started_at}|${last.id}`).toString('base64url') : null,
      };
    },

    async deleteAttempt(auth: AuthContext, attemptId: string): Promise<void> {
      const attempt = await ownAttempt(auth, attemptId);
      if (attempt.report_status === 'PAID') {
        throw new ConflictError('Este resultado tem um relatório pago e não pode ser apagado por aqui. Fale com o suporte.');
      }
      await repository.deleteAttempt(attempt.id, auth.userId);
    },

    ownAttempt,

    /** The dominant profile of the user's latest completed attempt, or null before the first (the resume builder seeds from it). */
    dominantProfileOf: async (userId: string): Promise<ProfileId | null> => {
      const attempt = await repository.findLatestCompleted(userId);
      return (attempt?.dominant_profile_id ?? null) as ProfileId | null;
    },

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
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
