import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { LegalConsent, Role, User } from '../../../shared/contracts/auth.contract';
import { CONSENT_MESSAGES, EMAIL_CONFIRMATION_MESSAGES } from '../../../shared/contracts/auth.contract';
import { normalizeEmail } from '../../../shared/domain/email';
import { PASSWORD_MESSAGES, TEMPORARY_PASSWORD_LENGTH } from '../../../shared/domain/password';
import { isCommonPassword } from './common-passwords';
import type { AuthContext } from '../../platform/http/auth-context';
import { BadRequestError, ConflictError, ForbiddenError, INVALID_SESSION_MESSAGE, TooManyRequestsError, UnauthorizedError } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/database/constraint-errors';
import type { Db } from '../../platform/database/database';
import type { Outbox } from '../../platform/mail/outbox';
import type { PasswordHasher } from '../../platform/security/password-hasher';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import { hashToken, newBearerToken, newTemporaryPassword } from '../../platform/security/tokens';
import type { Logger } from '../../platform/logger';
import { LEGAL_DOCUMENT_VERSIONS, LEGAL_DOCUMENTS } from '../../../shared/constants/legal-versions';
import { ACCOUNT_DELETION_MESSAGES } from '../../../shared/contracts/auth.contract';
import type { AuthRepository, EmailVerificationRow, PasswordResetRequestRow, SessionRow, UserRow } from './auth.repository';
import { emailConfirmationEmail, temporaryPasswordEmail } from './auth.emails';
import { clientKey } from '../../platform/security/client-key';

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
    loginFailureDelay: AppConfig['auth']['loginFailureDelay'];
  };
  now?: () => Date;
  /** Waits before a failed login is answered (tests record the delays instead of sleeping). */
  sleep?: (ms: number) => Promise<void>;
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
 * Staff rights (the staff console), the one rule: the STAFF or ADMIN role, granted by `npm run role` or by an
 * admin. Never an address: anyone can register one on the staff domain, and its mailbox owner's click is no consent.
 */
export function hasStaffRights(user: { role: Role }): boolean {
  return user.role === 'STAFF' || user.role === 'ADMIN';
}

/**
 * The quiz's skip-to-result button (spec §7: staff by their e-mail domain): staff rights, or an address on the
 * staff domain that its owner confirmed while signed in to this very account.
 */
export function canSkipToResult(user: { role: Role; emailNormalized: string; emailVerifiedInSession: boolean }, staffEmailDomain: string): boolean {
  return hasStaffRights(user) || (user.emailVerifiedInSession && user.emailNormalized.endsWith(`@${staffEmailDomain}`));
}

/** A failed login's delay: free for the account's first failures in the window, then doubling from the step to the cap. */
export const FREE_LOGIN_FAILURES = 3;
export function loginFailureDelayMs(failures: number, delay: { stepMs: number; maxMs: number }): number {
  if (failures <= FREE_LOGIN_FAILURES) return 0;
  return Math.min(delay.maxMs, delay.stepMs * 2 ** Math.min(20, failures - FREE_LOGIN_FAILURES - 1));
}

/** The forgot-password requests' worker: how often it looks, how long it holds one, and how many tries one gets. */
export const PASSWORD_RESET_WORKER = { pollIntervalMs: 2_000, lockMs: 60_000, maxAttempts: 5, batch: 20 } as const;

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, hasher, limiter, outbox, passwordResets, log, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
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
      pendingEmail: row.pending_email,
      role: row.role,
      ageBand: row.age_band,
      schoolStage: row.school_stage,
      situation: row.situation,
      uf: row.uf,
      isStaff: hasStaffRights(row),
      canSkipToResult: canSkipToResult(
        { role: row.role, emailNormalized: row.email_normalized, emailVerifiedInSession: row.email_verified_in_session === 1 },
        settings.staffEmailDomain,
      ),
    };
  }

  /** The current legal documents the person has not accepted in their current version (decision 0199). */
  async function pendingConsents(userId: string): Promise<LegalConsent[]> {
    const accepted = await repository.consentVersions(userId);
    return LEGAL_DOCUMENTS.filter((document) => !accepted.some((a) => a.document === document && a.version === LEGAL_DOCUMENT_VERSIONS[document])).map(
      (document) => ({ document, version: LEGAL_DOCUMENT_VERSIONS[document] }),
    );
  }

  /** Made once, by the first password check that needs it (not at start: a server at rest holds no argon2). */
  function unmatchableHash(): Promise<string> {
    return (dummyHash ??= hasher.hash(randomUUID()));
  }

  /**
   * Proves the caller knows the account's password (or, in a session opened with one, that unexpired temporary
   * password), before a change that needs it. Guesses are limited like logins from one place.
   */
  async function proveCurrentPassword(auth: AuthContext, user: UserRow, password: string, wrongMessage: string): Promise<void> {
    const guessKey = `change-password:fail:${user.id}`;
    // Counted before the check, like login, so a burst of guesses cannot slip past the budget.
    await limiter.consume(guessKey, limits.loginFailuresPerEmailAndIp);
    let ok = await hasher.verify(user.password_hash, password);
    if (!ok && auth.temporaryPasswordId) {
      // A session opened with a temporary password proves itself with that same password, while it is valid.
      const temporary = await repository.findTemporaryPassword(auth.temporaryPasswordId);
      ok = temporary !== undefined && temporary.expires_at > now().toISOString() && (await hasher.verify(temporary.password_hash, password));
    }
    if (!ok) throw new BadRequestError(wrongMessage);
    await limiter.reset(guessKey);
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
    const content = emailConfirmationEmail({
      address: email,
      name: user.name,
      link: `${settings.publicUrl}/confirm-email?token=${token}`,
      validHours: EMAIL_CONFIRMATION_TTL_MS / 3_600_000,
    });
    return { row, mail: (trx) => outbox.enqueue('email-confirmation', { to: email, content, userId: user.id }, trx) };
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

  /** A new password must not be one of the most common ones. */
  function assertUncommon(password: string): void {
    if (isCommonPassword(password)) throw new BadRequestError(PASSWORD_MESSAGES.tooCommon);
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

  /**
   * Checks the password against the account's password and its newest usable temporary password. A wrong
   * password always costs exactly two hash checks, whether the account exists and whether it has a temporary
   * password (a stand-in hash takes the missing one's place), so timing tells nothing of the address.
   */
  async function matchPassword(user: UserRow | undefined, password: string): Promise<{ ok: boolean; temporaryPasswordId: string | null }> {
    const unmatchable = await unmatchableHash();
    if (await hasher.verify(user?.password_hash ?? unmatchable, password)) return { ok: user !== undefined, temporaryPasswordId: null };
    const temporary = user ? await repository.findUsableTemporaryPassword(user.id, now().toISOString()) : undefined;
    if (!(await hasher.verify(temporary?.password_hash ?? unmatchable, password)) || !temporary) return { ok: false, temporaryPasswordId: null };
    const claimed = await repository.claimTemporaryPassword(temporary.id, now().toISOString());
    return { ok: claimed, temporaryPasswordId: claimed ? temporary.id : null };
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
            to: user.email,
            content: temporaryPasswordEmail({
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
    /** The signed-in user as the API shows them (the session says whether a temporary password opened it); the account module answers with it too. */
    userView: toUser,

    /** For the account's address change: the current password (or this session's temporary one), limited like change-password. */
    proveCurrentPassword: (auth: AuthContext, user: UserRow, password: string) => proveCurrentPassword(auth, user, password, WRONG_CURRENT_PASSWORD_MESSAGE),

    /** For the account's address change: a confirmation link for the new address, its row and its e-mail. */
    newEmailConfirmation: newVerification,

    /** For the account's revert link, which sets a new password: the rules every new password passes. */
    assertNewPassword: assertUncommon,

    hashPassword: (password: string) => hasher.hash(password),

    async authenticate(token: string): Promise<AuthContext | null> {
      const session = await repository.findSessionByTokenHash(hashToken(token));
      if (!session) return null;
      const t = now().getTime();
      if (session.rotatedAt && t - new Date(session.rotatedAt).getTime() > ROTATION_GRACE_MS) {
        await revokeStolenFamily(session.sessionId, session.userId);
        return null;
      }
      if (session.revokedAt || new Date(session.expiresAt).getTime() <= t || session.accountStatus !== 'Active') return null;
      return {
        userId: session.userId,
        sessionId: session.sessionId,
        email: session.email,
        temporaryPasswordId: session.temporaryPasswordId,
        canAccessCurriculum: session.canAccessCurriculum === 1,
        role: session.role,
        emailVerified: session.emailVerifiedAt !== null,
        isStaff: hasStaffRights(session),
        canSkipToResult: canSkipToResult(
          { role: session.role, emailNormalized: session.emailNormalized, emailVerifiedInSession: session.emailVerifiedInSession === 1 },
          settings.staffEmailDomain,
        ),
      };
    },

    async register(input: { name: string; email: string; password: string }, ip: string) {
      const emailNormalized = normalizeEmail(input.email);
      assertUncommon(input.password);
      await limiter.consume(`register:ip:${clientKey(ip)}`, limits.registerPerIp);
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
        school_stage: null,
        situation: null,
        uf: null,
        audit_ref: null,
        email_verified_in_session: 0,
        pending_email: null,
        pending_email_normalized: null,
      };
      const verification = newVerification(row, row.email);
      // Registering accepts the terms and the privacy policy (the register page says so): their versions are recorded.
      const consents = LEGAL_DOCUMENTS.map((document) => ({
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

    /**
     * Failures are limited per account and client (tight: a guesser stops there, even with the right password)
     * and slowed down per account across clients: each failure waits longer as the account's failures grow,
     * and past that budget failures answer 429. The right password from a client whose own budget is not spent
     * always signs in: other people's failures never lock the owner out.
     */
    async login(input: { email: string; password: string }, client: string) {
      const emailNormalized = normalizeEmail(input.email);
      const pairKey = `login:fail:${emailNormalized}:${client}`;
      await limiter.consume(`login:ip:${client}`, limits.loginPerIp);
      // Every attempt is counted before the (slow) check, so simultaneous guesses cannot all
      // slip past the budget; a successful sign-in clears its count below.
      await limiter.consume(pairKey, limits.loginFailuresPerEmailAndIp);
      const user = await repository.findUserByEmail(emailNormalized);
      const match = await matchPassword(user, input.password);
      if (!user || !match.ok) {
        const failures = await limiter.hit(`login:fail:${emailNormalized}`, limits.loginFailuresPerEmail);
        const delay = loginFailureDelayMs(failures.count, settings.loginFailureDelay);
        if (delay > 0) await sleep(delay);
        if (failures.over) throw new TooManyRequestsError(failures.retryAfterSeconds);
        throw new UnauthorizedError(WRONG_CREDENTIALS_MESSAGE);
      }
      await limiter.reset(pairKey);
      assertActive(user);
      const token = await openSession(user.id, match.temporaryPasswordId);
      return { user: toUser(user, { temporaryPasswordId: match.temporaryPasswordId }), token, pendingConsents: await pendingConsents(user.id) };
    },

    /** Ends this device's session, with the tokens it replaced (still answering during their grace period). */
    async logout(auth: AuthContext): Promise<void> {
      await repository.revokeFamilyOf(auth.sessionId, now().toISOString());
    },

    async me(auth: AuthContext): Promise<{ user: User; pendingConsents: LegalConsent[] }> {
      return { user: toUser(await requireUser(auth.userId), auth), pendingConsents: await pendingConsents(auth.userId) };
    },

    /**
     * Records the caller's acceptance of these documents, each in its current version (400 otherwise: the page
     * changed since it was shown); a version already accepted is not recorded twice. Answers what is still pending.
     */
    async acceptConsents(auth: AuthContext, documents: LegalConsent[]): Promise<LegalConsent[]> {
      if (documents.some((d) => d.version !== LEGAL_DOCUMENT_VERSIONS[d.document])) throw new BadRequestError(CONSENT_MESSAGES.notCurrent);
      const t = now().toISOString();
      const unique = LEGAL_DOCUMENTS.filter((document) => documents.some((d) => d.document === document));
      await repository.insertConsents(
        auth.userId,
        unique.map((document) => ({ id: randomUUID(), user_id: auth.userId, document, version: LEGAL_DOCUMENT_VERSIONS[document], accepted_at: t })),
      );
      return pendingConsents(auth.userId);
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
    async forgotPassword(email: string, client: string): Promise<void> {
      const emailNormalized = normalizeEmail(email);
      await limiter.consume(`forgot:ip:${client}`, limits.forgotPerIp);
      // The address's budgets (from this client, and from all together) end silently: the same 200, no e-mail,
      // so nobody can tell, and a stranger's requests cannot make the owner's own answer differ.
      const fromClient = await limiter.hit(`forgot:email:${emailNormalized}:${client}`, limits.forgotPerEmailAndIp);
      if (fromClient.over) return;
      if ((await limiter.hit(`forgot:email:${emailNormalized}`, limits.forgotPerEmail)).over) return;
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

    /**
     * Uses a confirmation link, opened signed in to the account it was sent for: the address it was sent to
     * becomes confirmed if it is still the account's, or becomes the account's if it is the pending one.
     */
    async confirmEmail(auth: AuthContext, token: string): Promise<{ email: string }> {
      const link = await repository.findVerification(hashToken(token));
      if (!link) throw new BadRequestError(EMAIL_CONFIRMATION_MESSAGES.invalid);
      if (link.userId !== auth.userId) throw new ForbiddenError(EMAIL_CONFIRMATION_MESSAGES.otherAccount);
      if (link.usedAt) throw new BadRequestError(EMAIL_CONFIRMATION_MESSAGES.used);
      const t = now().toISOString();
      if (link.expiresAt <= t) throw new BadRequestError(EMAIL_CONFIRMATION_MESSAGES.expired);
      const kind = link.linkEmail === link.accountEmail ? 'current' : link.linkEmail === link.pendingEmailNormalized ? 'pending' : null;
      if (!kind) throw new BadRequestError(EMAIL_CONFIRMATION_MESSAGES.otherAddress);
      const outcome = await repository.useVerification(link.id, link.userId, link.linkEmail, t, kind);
      if (outcome === 'used') throw new BadRequestError(EMAIL_CONFIRMATION_MESSAGES.used);
      if (outcome === 'other-address' || outcome === 'taken') throw new BadRequestError(EMAIL_CONFIRMATION_MESSAGES.otherAddress);
      return { email: kind === 'current' ? link.email : link.pendingEmail! };
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
      await proveCurrentPassword(auth, await requireUser(auth.userId), password, ACCOUNT_DELETION_MESSAGES.wrongPassword);
    },

    async changePassword(auth: AuthContext, input: { currentPassword: string; newPassword: string }): Promise<void> {
      const user = await requireUser(auth.userId);
      assertUncommon(input.newPassword);
      await proveCurrentPassword(auth, user, input.currentPassword, WRONG_CURRENT_PASSWORD_MESSAGE);
      const t = now().toISOString();
      await repository.updateUser(user.id, { password_hash: await hasher.hash(input.newPassword), updated_at: t });
      await repository.revokeOtherSessions(user.id, auth.sessionId, t);
      await repository.retireTemporaryPasswords(user.id, t);
      await repository.clearSessionTemporaryPassword(auth.sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
