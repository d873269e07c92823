import type { AgeBand } from '../../../shared/domain/age-band';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Role, User } from '../../../shared/contracts/auth.contract';
import { EMAIL_CONFIRMATION_MESSAGES, NOTHING_CHANGED_MESSAGE } from '../../../shared/contracts/auth.contract';
import { normalizeEmail } from '../../../shared/domain/email';
import { TEMPORARY_PASSWORD_LENGTH } from '../../../shared/domain/password';
import type { AuthContext } from '../../platform/http/auth-context';
import { BadRequestError, ConflictError, ForbiddenError, INVALID_SESSION_MESSAGE, UnauthorizedError } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/database/constraint-errors';
import type { Db } from '../../platform/database/database';
import type { Outbox } from '../../platform/mail/outbox';
import type { PasswordHasher } from '../../platform/security/password-hasher';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import { hashToken, newBearerToken, newTemporaryPassword } from '../../platform/security/tokens';
import type { Logger } from '../../platform/logger';
import { LEGAL_DOCUMENT_VERSIONS, type LegalDocument } from '../../../shared/constants/legal-versions';
import { ACCOUNT_DELETION_MESSAGES } from '../../../shared/contracts/auth.contract';
import type { AuthRepository, EmailVerificationRow, PasswordResetRequestRow, SessionRow, UserRow } from './auth.repository';
import { emailConfirmationEmail, temporaryPasswordEmail } from './auth.emails';

export const WRONG_CREDENTIALS_MESSAGE = 'Email ou senha incorretos';
export const EMAIL_TAKEN_MESSAGE = 'Este email já está cadastrado. Faça login ou recupere sua senha.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'A senha atual está incorreta';

export interface AuthServiceDeps {
  repository: AuthRepository;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  outbox: Outbox;
  /** Wakes the worker that resolves forgot-password requests, once one is recorded. */
  passwordResets: { wake(): void };
  log: Logger;
  settings: {
    sessionTtlMs: number;
    temporaryPasswordTtlMs: number;
    publicUrl: string;
    supportEmail: string;
    staffEmailDomain: string;
    rateLimits: AppConfig['auth']['rateLimits'];
  };
  now?: () => Date;
}

const DAY_MS = 86_400_000;
/**
 * How long a token replaced by /auth/refresh still answers: calls sent with it
 * before the new token arrived (the web opens with /auth/me and /auth/refresh
 * at once). Any later use, and any second refresh with it, is a stolen copy.
 */
export const ROTATION_GRACE_MS = 60_000;
/** A confirmation link works once, for a day. */
export const EMAIL_CONFIRMATION_TTL_MS = 24 * 3_600_000;

/**
 * Staff rights, the one rule: the STAFF or ADMIN role, or an address on the
 * staff domain that its owner has *confirmed* (anyone can type such an address).
 */
export function hasStaffRights(user: { role: Role; emailNormalized: string; emailVerified: boolean }, staffEmailDomain: string): boolean {
  return user.role === 'STAFF' || user.role === 'ADMIN' || (user.emailVerified && user.emailNormalized.endsWith(`@${staffEmailDomain}`));
}

/** The forgot-password requests' worker: how often it looks, how long it holds one, and how many tries one gets. */
export const PASSWORD_RESET_WORKER = { pollIntervalMs: 2_000, lockMs: 60_000, maxAttempts: 5, batch: 20 } as const;

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, hasher, limiter, outbox, passwordResets, log, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = settings.rateLimits;
  // Verifying against a real hash for unknown e-mails keeps login timing uniform. Made by the first
  // login (whoever logs in, so that one is slower either way), not at start: a server at rest holds
  // neither argon2 nor the memory a hash takes.
  let dummyHash: Promise<string> | undefined;

  function toUser(row: UserRow, session: { temporaryPasswordId: string | null } | null): User {
    const created = new Date(row.created_at).getTime();
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      document: row.document,
      phone: row.phone,
      isActive: row.account_status === 'Active',
      accountStatus: row.account_status,
      memberSince: row.created_at,
      daysWithUs: Math.max(0, Math.floor((now().getTime() - created) / DAY_MS)),
      canAccessCurriculum: row.can_access_curriculum === 1,
      isAuthenticated: true,
      mustChangePassword: session?.temporaryPasswordId != null,
      emailVerified: row.email_verified_at !== null,
      role: row.role,
      ageBand: row.age_band,
      isStaff: hasStaffRights(
        { role: row.role, emailNormalized: row.email_normalized, emailVerified: row.email_verified_at !== null },
        settings.staffEmailDomain,
      ),
    };
  }

  /** A confirmation link for the user's address (as `email`, the address it will confirm), its row and its e-mail. */
  function newVerification(user: { id: string; name: string }, email: string): { row: EmailVerificationRow; mail: (trx: Db) => Promise<string> } {
    const token = newBearerToken();
    const t = now();
    const row: EmailVerificationRow = {
      id: randomUUID(),
      user_id: user.id,
      email_normalized: normalizeEmail(email),
      token_hash: hashToken(token),
      created_at: t.toISOString(),
      expires_at: new Date(t.getTime() + EMAIL_CONFIRMATION_TTL_MS).toISOString(),
      used_at: null,
    };
    const message = emailConfirmationEmail({
      to: email,
      name: user.name,
      link: `${settings.publicUrl}/confirm-email?token=${token}`,
      validHours: EMAIL_CONFIRMATION_TTL_MS / 3_600_000,
    });
    return { row, mail: (trx) => outbox.enqueue('email-confirmation', { ...message, userId: user.id }, trx) };
  }

  /** A new session row and its token; a login starts a family, a refresh continues its own. */
  function newSession(userId: string, temporaryPasswordId: string | null, familyId?: string): { token: string; row: SessionRow } {
    const token = newBearerToken();
    const t = now();
    const id = randomUUID();
    const row: SessionRow = {
      id,
      user_id: userId,
      token_hash: hashToken(token),
      created_at: t.toISOString(),
      expires_at: new Date(t.getTime() + settings.sessionTtlMs).toISOString(),
      revoked_at: null,
      temporary_password_id: temporaryPasswordId,
      family_id: familyId ?? id,
      rotated_at: null,
    };
    return { token, row };
  }

  async function openSession(userId: string, temporaryPasswordId: string | null): Promise<string> {
    const { token, row } = newSession(userId, temporaryPasswordId);
    await repository.insertSession(row);
    return token;
  }

  /** A replaced token was used again: someone holds a copy. Every session of its family ends. */
  async function revokeStolenFamily(sessionId: string, userId: string): Promise<void> {
    const revoked = await repository.revokeFamilyOf(sessionId, now().toISOString());
    if (revoked > 0) log.warn({ userId, sessionId, revoked }, 'replaced session token used again: session family revoked');
  }

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await repository.findUserById(userId);
    if (!user) throw new UnauthorizedError();
    return user;
  }

  function assertActive(user: UserRow): void {
    if (user.account_status !== 'Active') {
      throw new ForbiddenError(`Sua conta não está ativa. Fale com o suporte: ${settings.supportEmail}`);
    }
  }

  /** Checks the real password, then any unused, unexpired temporary password. */
  async function matchPassword(user: UserRow, password: string): Promise<{ ok: boolean; temporaryPasswordId: string | null }> {
    if (await hasher.verify(user.password_hash, password)) return { ok: true, temporaryPasswordId: null };
    const temporaries = await repository.findUsableTemporaryPasswords(user.id, now().toISOString());
    for (const temporary of temporaries) {
      if (await hasher.verify(temporary.password_hash, password)) {
        const claimed = await repository.claimTemporaryPassword(temporary.id, now().toISOString());
        return { ok: claimed, temporaryPasswordId: claimed ? temporary.id : null };
      }
    }
    return { ok: false, temporaryPasswordId: null };
  }

  async function resolvePasswordReset(request: PasswordResetRequestRow, lockedUntil: string): Promise<void> {
    const user = await repository.findUserByEmail(request.email_normalized);
    if (!user || user.account_status !== 'Active') {
      await repository.dropPasswordResetRequest(request.id, lockedUntil);
      return;
    }
    const temporaryPassword = newTemporaryPassword(TEMPORARY_PASSWORD_LENGTH);
    const t = now();
    const stored = await repository.resolvePasswordResetRequest(
      request.id,
      lockedUntil,
      {
        id: randomUUID(),
        user_id: user.id,
        password_hash: await hasher.hash(temporaryPassword),
        created_at: t.toISOString(),
        expires_at: new Date(t.getTime() + settings.temporaryPasswordTtlMs).toISOString(),
        used_at: null,
      },
      (trx) =>
        outbox.enqueue(
          'temporary-password',
          {
            ...temporaryPasswordEmail({
              to: user.email,
              name: user.name,
              temporaryPassword,
              validMinutes: Math.round(settings.temporaryPasswordTtlMs / 60_000),
              loginUrl: `${settings.publicUrl}/login`,
            }),
            userId: user.id,
          },
          trx,
        ),
    );
    if (stored) outbox.wake(); // the e-mail was queued inside the committed transaction
  }

  return {
    async authenticate(token: string): Promise<AuthContext | null> {
      const session = await repository.findSessionByTokenHash(hashToken(token));
      if (!session) return null;
      const t = now().getTime();
      if (session.rotatedAt && t - new Date(session.rotatedAt).getTime() > ROTATION_GRACE_MS) {
        await revokeStolenFamily(session.sessionId, session.userId);
        return null;
      }
      if (session.revokedAt || new Date(session.expiresAt).getTime() <= t || session.accountStatus !== 'Active') return null;
      const emailVerified = session.emailVerifiedAt !== null;
      return {
        userId: session.userId,
        sessionId: session.sessionId,
        email: session.email,
        temporaryPasswordId: session.temporaryPasswordId,
        canAccessCurriculum: session.canAccessCurriculum === 1,
        role: session.role,
        emailVerified,
        isStaff: hasStaffRights({ role: session.role, emailNormalized: session.emailNormalized, emailVerified }, settings.staffEmailDomain),
      };
    },

    async register(input: { name: string; email: string; password: string }, ip: string) {
      const emailNormalized = normalizeEmail(input.email);
      await limiter.consume(`register:ip:${ip}`, limits.registerPerIp);
      await limiter.consume(`register:email:${emailNormalized}`, limits.registerPerEmail);
      if (await repository.findUserByEmail(emailNormalized)) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
      const t = now().toISOString();
      const row: UserRow = {
        id: randomUUID(),
        name: input.name,
        email: input.email.trim(),
        email_normalized: emailNormalized,
        password_hash: await hasher.hash(input.password),
        document: null,
        phone: null,
        account_status: 'Active',
        can_access_curriculum: 0,
        created_at: t,
        updated_at: t,
        last_quiz_completed_at: null,
        role: 'USER',
        email_verified_at: null,
        age_band: null,
        audit_ref: null,
      };
      const verification = newVerification(row, row.email);
      // Registering accepts the terms and the privacy policy (the register page says so): their versions are recorded.
      const consents = (Object.keys(LEGAL_DOCUMENT_VERSIONS) as LegalDocument[]).map((document) => ({
        id: randomUUID(),
        user_id: row.id,
        document,
        version: LEGAL_DOCUMENT_VERSIONS[document],
        accepted_at: t,
      }));
      try {
        await repository.insertUser(row, verification.row, verification.mail, consents);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
        throw error;
      }
      outbox.wake();
      const token = await openSession(row.id, null);
      return { user: toUser(row, null), token };
    },

    async login(input: { email: string; password: string }, ip: string) {
      const emailNormalized = normalizeEmail(input.email);
      const unmatchable = await (dummyHash ??= hasher.hash(randomUUID()));
      // Failures are limited per account and IP (tight: a guesser stops there) and per account across IPs
      // (loose), so a guesser elsewhere spends their own budget, not the owner's.
      const pairKey = `login:fail:${emailNormalized}:${ip}`;
      const accountKey = `login:fail:${emailNormalized}`;
      await limiter.consume(`login:ip:${ip}`, limits.loginPerIp);
      // Every attempt is counted before the (slow) check, so simultaneous guesses cannot all
      // slip past the budget; a successful sign-in takes its count back below.
      await limiter.consume(pairKey, limits.loginFailuresPerEmailAndIp);
      await limiter.consume(accountKey, limits.loginFailuresPerEmail);
      const user = await repository.findUserByEmail(emailNormalized);
      let match: { ok: boolean; temporaryPasswordId: string | null } = { ok: false, temporaryPasswordId: null };
      if (user) match = await matchPassword(user, input.password);
      else await hasher.verify(unmatchable, input.password);
      if (!user || !match.ok) throw new UnauthorizedError(WRONG_CREDENTIALS_MESSAGE);
      await limiter.reset(pairKey);
      await limiter.refund(accountKey);
      assertActive(user);
      const token = await openSession(user.id, match.temporaryPasswordId);
      return { user: toUser(user, { temporaryPasswordId: match.temporaryPasswordId }), token };
    },

    /** Ends this device's session, with the tokens it replaced (still answering during their grace period). */
    async logout(auth: AuthContext): Promise<void> {
      await repository.revokeFamilyOf(auth.sessionId, now().toISOString());
    },

    async me(auth: AuthContext): Promise<User> {
      return toUser(await requireUser(auth.userId), auth);
    },

    /** `null` for CPF or phone removes it (the explicit "Remover"); a field left out is unchanged. */
    /** The age band is the person's word (no proof asked); it decides whether a purchase needs a guardian. */
    async updateAgeBand(auth: AuthContext, ageBand: AgeBand): Promise<User> {
      const user = await requireUser(auth.userId);
      const changes = { age_band: ageBand, updated_at: now().toISOString() };
      await repository.updateUser(user.id, changes);
      return toUser({ ...user, ...changes }, auth);
    },

    async updateMe(
      auth: AuthContext,
      patch: { name?: string | undefined; email?: string | undefined; document?: string | null | undefined; phone?: string | null | undefined },
    ): Promise<User> {
      const user = await requireUser(auth.userId);
      const changes: Partial<UserRow> = {};
      if (patch.name !== undefined && patch.name !== user.name) changes.name = patch.name;
      if (patch.document !== undefined && patch.document !== user.document) changes.document = patch.document;
      if (patch.phone !== undefined && patch.phone !== user.phone) changes.phone = patch.phone;
      let newAddress = false;
      if (patch.email !== undefined && patch.email.trim() !== user.email) {
        const emailNormalized = normalizeEmail(patch.email);
        if (emailNormalized !== user.email_normalized) {
          const other = await repository.findUserByEmail(emailNormalized);
          if (other) throw new ConflictError('Este email já está em uso por outra conta.');
          // Another address must be confirmed again (only a change of case or spaces keeps the confirmation).
          newAddress = true;
          changes.email_verified_at = null;
        }
        changes.email = patch.email.trim();
        changes.email_normalized = emailNormalized;
      }
      if (Object.keys(changes).length === 0) throw new BadRequestError(NOTHING_CHANGED_MESSAGE);
      changes.updated_at = now().toISOString();
      try {
        if (newAddress) {
          const verification = newVerification(user, changes.email!);
          await repository.updateUserWithVerification(user.id, changes, verification.row, verification.mail);
          outbox.wake();
        } else {
          await repository.updateUser(user.id, changes);
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError('Este email já está em uso por outra conta.');
        throw error;
      }
      return toUser({ ...user, ...changes }, auth);
    },

    /**
     * Replaces the session by a new one of the same family. A token that was
     * already replaced is a stolen copy (or the thief's was used first): the
     * whole family is revoked and the caller gets 401.
     */
    async refresh(auth: AuthContext): Promise<string> {
      const current = await repository.findSession(auth.sessionId);
      if (!current) throw new UnauthorizedError(INVALID_SESSION_MESSAGE);
      const { token, row } = newSession(auth.userId, auth.temporaryPasswordId, current.family_id);
      if (!(await repository.rotateSession(auth.sessionId, row, now().toISOString()))) {
        await revokeStolenFamily(auth.sessionId, auth.userId);
        throw new UnauthorizedError(INVALID_SESSION_MESSAGE);
      }
      return token;
    },

    /**
     * Records the request (one insert, the same for any address) and answers;
     * the worker resolves it. Neither the answer nor its timing reveals whether
     * the e-mail has an account, and a crash after the answer loses nothing.
     */
    async forgotPassword(email: string, ip: string): Promise<void> {
      const emailNormalized = normalizeEmail(email);
      await limiter.consume(`forgot:ip:${ip}`, limits.forgotPerIp);
      await limiter.consume(`forgot:email:${emailNormalized}`, limits.forgotPerEmail);
      await repository.insertPasswordResetRequest({
        id: randomUUID(),
        email_normalized: emailNormalized,
        requested_at: now().toISOString(),
        locked_until: null,
        attempts: 0,
      });
      passwordResets.wake();
    },

    /**
     * One pass of the worker: each due request is held (so no other worker
     * takes it), then resolved: an active account gets a temporary password
     * and its e-mail, stored in one transaction with the request's removal;
     * any other address, nothing. A crash mid-way leaves the request held
     * until its hold runs out, then it is resolved again: exactly once.
     */
    async resolvePasswordResets(halted: () => boolean): Promise<number> {
      const due = await repository.duePasswordResetRequests(now().toISOString(), PASSWORD_RESET_WORKER.batch);
      let resolved = 0;
      for (const request of due) {
        if (halted()) break;
        const lockedUntil = new Date(now().getTime() + PASSWORD_RESET_WORKER.lockMs).toISOString();
        if (!(await repository.claimPasswordResetRequest(request.id, now().toISOString(), lockedUntil))) continue;
        if (request.attempts + 1 > PASSWORD_RESET_WORKER.maxAttempts) {
          log.error({ requestId: request.id, attempts: request.attempts }, 'forgot-password request dropped after repeated failures');
          await repository.dropPasswordResetRequest(request.id, lockedUntil);
          continue;
        }
        await resolvePasswordReset(request, lockedUntil);
        resolved += 1;
      }
      return resolved;
    },

    /** Uses a confirmation link: the address it was sent to becomes confirmed, if it is still the account's. */
    async confirmEmail(token: string): Promise<{ email: string }> {
      const link = await repository.findVerification(hashToken(token));
      if (!link) throw new BadRequestError(EMAIL_CONFIRMATION_MESSAGES.invalid);
      if (link.usedAt) throw new BadRequestError(EMAIL_CONFIRMATION_MESSAGES.used);
      const t = now().toISOString();
      if (link.expiresAt <= t) throw new BadRequestError(EMAIL_CONFIRMATION_MESSAGES.expired);
      if (link.linkEmail !== link.accountEmail) throw new BadRequestError(EMAIL_CONFIRMATION_MESSAGES.otherAddress);
      const outcome = await repository.useVerification(link.id, link.userId, link.linkEmail, t);
      if (outcome === 'used') throw new BadRequestError(EMAIL_CONFIRMATION_MESSAGES.used);
      if (outcome === 'other-address') throw new BadRequestError(EMAIL_CONFIRMATION_MESSAGES.otherAddress);
      return { email: link.email };
    },

    /** Mails a new link to the account's unconfirmed address; earlier links keep working until they expire. */
    async resendConfirmation(auth: AuthContext): Promise<string> {
      const user = await requireUser(auth.userId);
      if (user.email_verified_at) throw new ConflictError(EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed);
      await limiter.consume(`confirm-email:user:${user.id}`, limits.confirmationEmailPerUser);
      const verification = newVerification(user, user.email);
      await repository.insertVerification(verification.row, verification.mail);
      outbox.wake();
      return user.email;
    },

    /**
     * Proves the caller is the account's owner before an irreversible act (account deletion):
     * the password (or the temporary password this session was opened with), limited like change-password.
     */
    async confirmPassword(auth: AuthContext, password: string): Promise<void> {
      const user = await requireUser(auth.userId);
      const guessKey = `change-password:fail:${user.id}`;
      await limiter.consume(guessKey, limits.loginFailuresPerEmailAndIp);
      let ok = await hasher.verify(user.password_hash, password);
      if (!ok && auth.temporaryPasswordId) {
        const temporary = await repository.findTemporaryPassword(auth.temporaryPasswordId);
        ok = temporary ? await hasher.verify(temporary.password_hash, password) : false;
      }
      if (!ok) throw new BadRequestError(ACCOUNT_DELETION_MESSAGES.wrongPassword);
      await limiter.reset(guessKey);
    },

    async changePassword(auth: AuthContext, input: { currentPassword: string; newPassword: string }): Promise<void> {
      const user = await requireUser(auth.userId);
      const guessKey = `change-password:fail:${user.id}`;
      // Counted before the check, like login, so a burst of guesses cannot slip past the budget.
      await limiter.consume(guessKey, limits.loginFailuresPerEmailAndIp);
      let currentOk = await hasher.verify(user.password_hash, input.currentPassword);
      if (!currentOk && auth.temporaryPasswordId) {
        // A session opened with a temporary password proves itself with that same password.
        const temporary = await repository.findTemporaryPassword(auth.temporaryPasswordId);
        currentOk = temporary ? await hasher.verify(temporary.password_hash, input.currentPassword) : false;
      }
      if (!currentOk) throw new BadRequestError(WRONG_CURRENT_PASSWORD_MESSAGE);
      const t = now().toISOString();
      await repository.updateUser(user.id, { password_hash: await hasher.hash(input.newPassword), updated_at: t });
      await repository.revokeOtherSessions(user.id, auth.sessionId, t);
      await repository.retireTemporaryPasswords(user.id, t);
      await repository.clearSessionTemporaryPassword(auth.sessionId);
      await limiter.reset(guessKey);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
