import { randomUUID } from 'node:crypto';
import type { AgeBand } from '../../../shared/domain/age-band';
import type { LifeStage } from '../../../shared/domain/life-stage';
import type { AppConfig } from '../../config';
import type { User } from '../../../shared/contracts/auth.contract';
import {
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_REVERT_DAYS,
  EMAIL_CHANGE_REVERT_MESSAGES,
  NOTHING_CHANGED_MESSAGE,
} from '../../../shared/contracts/auth.contract';
import { normalizeEmail } from '../../../shared/domain/email';
import type { AuthContext } from '../../platform/http/auth-context';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../platform/http/errors';
import type { Db } from '../../platform/database/database';
import type { Outbox } from '../../platform/mail/outbox';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import { hashToken, newBearerToken } from '../../platform/security/tokens';
import type { Logger } from '../../platform/logger';
import type { AccountRepository, EmailChangeRevertRow, EmailVerificationRow, UserRow } from './account.repository';
import { emailChangeRequestedEmail, emailInUseNoticeEmail } from './account.emails';

const DAY_MS = 86_400_000;

/** What the account borrows from the auth module (app.ts passes the auth service): the user's view, password proof, confirmation links. */
export interface AccountAuth {
  /** The signed-in user as the API shows them (the session says whether a temporary password opened it). */
  userView(row: UserRow, session: { temporaryPasswordId: string | null } | null): User;
  /** 400 with the wrong-password message unless `password` is the account's (or this session's temporary one); guesses are limited. */
  proveCurrentPassword(auth: AuthContext, user: UserRow, password: string): Promise<void>;
  /** A confirmation link for `email`, its row and (inside the caller's transaction) its e-mail. */
  newEmailConfirmation(user: { id: string; name: string }, email: string): { row: EmailVerificationRow; mail: (trx: Db) => Promise<string> };
  /** 400 when a new password breaks the rules (one of the most common passwords). */
  assertNewPassword(password: string): void;
  /** A password's hash, as the account stores it. */
  hashPassword(password: string): Promise<string>;
}

export interface AccountServiceDeps {
  repository: AccountRepository;
  auth: AccountAuth;
  limiter: RateLimiter;
  outbox: Outbox;
  log: Logger;
  settings: {
    publicUrl: string;
    rateLimits: Pick<AppConfig['auth']['rateLimits'], 'emailChangePerUser' | 'emailChangePerAddress'>;
  };
  now?: () => Date;
}

/**
 * The account page's data: the person's fields (name, CPF, phone), the address change and its revert link,
 * the age band and the stage-of-life answers. Sessions and passwords are the auth module's.
 */
export function createAccountService(deps: AccountServiceDeps) {
  const { repository, auth: sessions, limiter, outbox, log, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = settings.rateLimits;

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await repository.findUserById(userId);
    if (!user) throw new UnauthorizedError();
    return user;
  }

  return {
    /** The age band and school stage stored with the account (the resume builder's objectives fit them); unknown when skipped or no account. */
    async lifeStageOf(userId: string): Promise<Pick<LifeStage, 'ageBand' | 'schoolStage'>> {
      const user = await repository.findUserById(userId);
      return { ageBand: user?.age_band ?? null, schoolStage: user?.school_stage ?? null };
    },

    /**
     * The EDUCATOR role, once staff approved the person's educator request (decision 0194): only from USER, so it
     * never takes a staff member's role away, and never gives staff rights. True when the account now has the role.
     */
    async grantEducatorRole(userId: string): Promise<boolean> {
      return repository.setRoleById(userId, { from: 'USER', to: 'EDUCATOR' }, now().toISOString());
    },

    /** The account's role now (the educator module checks staff accounts with it). */
    async roleOf(userId: string): Promise<UserRow['role'] | null> {
      return (await repository.findUserById(userId))?.role ?? null;
    },

    /** The age band is the person's word (no proof asked); it decides whether a purchase needs a guardian. */
    async updateAgeBand(auth: AuthContext, ageBand: AgeBand): Promise<User> {
      const user = await requireUser(auth.userId);
      const changes = { age_band: ageBand, updated_at: now().toISOString() };
      await repository.updateUser(user.id, changes);
      return sessions.userView({ ...user, ...changes }, auth);
    },

    /** The optional stage-of-life answers (issue 27): a field left out is unchanged, null clears it (skipped). */
    async updateLifeStage(auth: AuthContext, answers: Partial<LifeStage>): Promise<User> {
      const user = await requireUser(auth.userId);
      const changes: Partial<Pick<UserRow, 'age_band' | 'school_stage' | 'situation' | 'uf'>> = {};
      if (answers.ageBand !== undefined) changes.age_band = answers.ageBand;
      if (answers.schoolStage !== undefined) changes.school_stage = answers.schoolStage;
      if (answers.situation !== undefined) changes.situation = answers.situation;
      if (answers.uf !== undefined) changes.uf = answers.uf;
      const update = { ...changes, updated_at: now().toISOString() };
      await repository.updateUser(user.id, update);
      return sessions.userView({ ...user, ...update }, auth);
    },

    /**
     * `null` for CPF or phone removes it (the explicit "Remover"); a field left out is unchanged. A new address
     * needs the current password and stays pending until its link is opened: the current address keeps signing
     * in and recovering the account, and is told, with a link that undoes the change. The answer is the same
     * whether or not the new address has an account (its owner gets a notice instead of a link).
     */
    async updateAccount(
      auth: AuthContext,
      patch: {
        name?: string | undefined;
        email?: string | undefined;
        document?: string | null | undefined;
        phone?: string | null | undefined;
        currentPassword?: string | undefined;
      },
    ): Promise<{ user: User; pendingEmail: string | null }> {
      const user = await requireUser(auth.userId);
      const changes: Partial<UserRow> = {};
      if (patch.name !== undefined && patch.name !== user.name) changes.name = patch.name;
      if (patch.document !== undefined && patch.document !== user.document) changes.document = patch.document;
      if (patch.phone !== undefined && patch.phone !== user.phone) changes.phone = patch.phone;
      let newAddress: { email: string; normalized: string } | null = null;
      if (patch.email !== undefined && patch.email.trim() !== user.email) {
        const email = patch.email.trim();
        const normalized = normalizeEmail(email);
        // Only a change of case keeps the address (and its confirmation): no link, no password.
        if (normalized === user.email_normalized) changes.email = email;
        else newAddress = { email, normalized };
      }
      if (Object.keys(changes).length === 0 && !newAddress) throw new BadRequestError(NOTHING_CHANGED_MESSAGE);
      const t = now();
      changes.updated_at = t.toISOString();
      if (!newAddress) {
        await repository.updateUser(user.id, changes);
        return { user: sessions.userView({ ...user, ...changes }, auth), pendingEmail: null };
      }
      if (!patch.currentPassword) throw new BadRequestError(EMAIL_CHANGE_MESSAGES.passwordRequired);
      await sessions.proveCurrentPassword(auth, user, patch.currentPassword);
      await limiter.consume(`email-change:user:${user.id}`, limits.emailChangePerUser);
      await limiter.consume(`email-change:address:${newAddress.normalized}`, limits.emailChangePerAddress);
      changes.pending_email = newAddress.email;
      changes.pending_email_normalized = newAddress.normalized;
      const taken = (await repository.findUserByEmail(newAddress.normalized)) !== undefined;
      // A taken address gets no link (it could never be confirmed): its owner is told instead.
      const verification = taken ? null : sessions.newEmailConfirmation(user, newAddress.email);
      const revertToken = newBearerToken();
      const revert: EmailChangeRevertRow = {
        id: randomUUID(),
        user_id: user.id,
        old_email: user.email,
        old_email_normalized: user.email_normalized,
        token_hash: hashToken(revertToken),
        created_at: t.toISOString(),
        expires_at: new Date(t.getTime() + EMAIL_CHANGE_REVERT_DAYS * DAY_MS).toISOString(),
        used_at: null,
      };
      await repository.requestEmailChange(user.id, changes, verification?.row ?? null, revert, async (trx) => {
        await outbox.enqueue(
          'email-change-requested',
          {
            to: user.email,
            content: emailChangeRequestedEmail({
              oldEmail: user.email,
              name: user.name,
              newEmail: newAddress.email,
              revertLink: `${settings.publicUrl}/revert-email?token=${revertToken}`,
              validDays: EMAIL_CHANGE_REVERT_DAYS,
            }),
            userId: user.id,
          },
          trx,
        );
        if (verification) await verification.mail(trx);
        else
          await outbox.enqueue(
            'email-in-use-notice',
            { to: newAddress.email, content: emailInUseNoticeEmail({ loginUrl: `${settings.publicUrl}/login` }) },
            trx,
          );
      });
      outbox.wake();
      return { user: sessions.userView({ ...user, ...changes }, auth), pendingEmail: newAddress.email };
    },

    /**
     * The link mailed to the old address: gives the account that address back, sets the new password and ends
     * every session (whoever asked for the change may hold a session and the old password).
     */
    async revertEmailChange(token: string, newPassword: string): Promise<{ email: string }> {
      sessions.assertNewPassword(newPassword);
      const revert = await repository.findEmailChangeRevert(hashToken(token));
      if (!revert) throw new BadRequestError(EMAIL_CHANGE_REVERT_MESSAGES.invalid);
      if (revert.used_at) throw new BadRequestError(EMAIL_CHANGE_REVERT_MESSAGES.used);
      if (revert.expires_at <= now().toISOString()) throw new BadRequestError(EMAIL_CHANGE_REVERT_MESSAGES.expired);
      const outcome = await repository.revertEmailChange(revert, await sessions.hashPassword(newPassword), now().toISOString());
      if (outcome === 'used') throw new BadRequestError(EMAIL_CHANGE_REVERT_MESSAGES.used);
      if (outcome === 'taken') throw new ConflictError(EMAIL_CHANGE_REVERT_MESSAGES.addressTaken);
      log.warn({ userId: revert.user_id }, 'address change undone from the old address: sessions ended, password replaced');
      return { email: revert.old_email };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
