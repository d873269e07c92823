import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { User } from '../../../shared/contracts/auth.contract';
import { NOTHING_CHANGED_MESSAGE } from '../../../shared/contracts/auth.contract';
import { normalizeEmail } from '../../../shared/domain/email';
import { TEMPORARY_PASSWORD_LENGTH } from '../../../shared/domain/password';
import type { AuthContext } from '../../platform/http/auth-context';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/database/constraint-errors';
import type { Outbox } from '../../platform/mail/outbox';
import type { PasswordHasher } from '../../platform/security/password-hasher';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import { hashToken, newBearerToken, newTemporaryPassword } from '../../platform/security/tokens';
import type { BackgroundTasks } from '../../platform/background-tasks';
import type { AuthRepository, UserRow } from './auth.repository';
import { temporaryPasswordEmail } from './auth.emails';

export const WRONG_CREDENTIALS_MESSAGE = 'Email ou senha incorretos';
export const EMAIL_TAKEN_MESSAGE = 'Este email já está cadastrado. Faça login ou recupere sua senha.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'A senha atual está incorreta';

export interface AuthServiceDeps {
  repository: AuthRepository;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  outbox: Outbox;
  background: BackgroundTasks;
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

export function createAuthService(deps: AuthServiceDeps) {
  const { repository, hasher, limiter, outbox, background, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = settings.rateLimits;
  // Verifying against a real hash for unknown e-mails keeps login timing uniform.
  const dummyHash = hasher.hash(randomUUID());

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
      isStaff: row.email_normalized.endsWith(`@${settings.staffEmailDomain}`),
    };
  }

  async function openSession(userId: string, temporaryPasswordId: string | null): Promise<string> {
    const token = newBearerToken();
    const t = now();
    await repository.insertSession({
      id: randomUUID(),
      user_id: userId,
      token_hash: hashToken(token),
      created_at: t.toISOString(),
      expires_at: new Date(t.getTime() + settings.sessionTtlMs).toISOString(),
      revoked_at: null,
      temporary_password_id: temporaryPasswordId,
    });
    return token;
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

  return {
    async authenticate(token: string): Promise<AuthContext | null> {
      const session = await repository.findActiveSession(hashToken(token), now().toISOString());
      if (!session || session.accountStatus !== 'Active') return null;
      return {
        userId: session.userId,
        sessionId: session.sessionId,
        email: session.email,
        temporaryPasswordId: session.temporaryPasswordId,
      };
    },

    async register(input: { name: string; email: string; password: string }, ip: string) {
      const emailNormalized = normalizeEmail(input.email);
      limiter.consume(`register:ip:${ip}`, limits.registerPerIp);
      limiter.consume(`register:email:${emailNormalized}`, limits.registerPerEmail);
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
      };
      try {
        await repository.insertUser(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
        throw error;
      }
      const token = await openSession(row.id, null);
      return { user: toUser(row, null), token };
    },

    async login(input: { email: string; password: string }, ip: string) {
      const emailNormalized = normalizeEmail(input.email);
      const failureKey = `login:fail:${emailNormalized}`;
      limiter.consume(`login:ip:${ip}`, limits.loginPerIp);
      // Every attempt is counted before the (slow) check, so simultaneous guesses cannot all
      // slip past the budget; a successful sign-in clears the count below.
      limiter.consume(failureKey, limits.loginFailuresPerEmail);
      const user = await repository.findUserByEmail(emailNormalized);
      let match: { ok: boolean; temporaryPasswordId: string | null } = { ok: false, temporaryPasswordId: null };
      if (user) match = await matchPassword(user, input.password);
      else await hasher.verify(await dummyHash, input.password);
      if (!user || !match.ok) throw new UnauthorizedError(WRONG_CREDENTIALS_MESSAGE);
      limiter.reset(failureKey);
      assertActive(user);
      const token = await openSession(user.id, match.temporaryPasswordId);
      return { user: toUser(user, { temporaryPasswordId: match.temporaryPasswordId }), token };
    },

    async logout(auth: AuthContext): Promise<void> {
      await repository.revokeSession(auth.sessionId, now().toISOString());
    },

    async me(auth: AuthContext): Promise<User> {
      return toUser(await requireUser(auth.userId), auth);
    },

    async updateMe(auth: AuthContext, patch: { name?: string; email?: string; document?: string; phone?: string }): Promise<User> {
      const user = await requireUser(auth.userId);
      const changes: Partial<UserRow> = {};
      if (patch.name !== undefined && patch.name !== user.name) changes.name = patch.name;
      if (patch.document !== undefined && patch.document !== user.document) changes.document = patch.document;
      if (patch.phone !== undefined && patch.phone !== user.phone) changes.phone = patch.phone;
      if (patch.email !== undefined && patch.email.trim() !== user.email) {
        const emailNormalized = normalizeEmail(patch.email);
        if (emailNormalized !== user.email_normalized) {
          const other = await repository.findUserByEmail(emailNormalized);
          if (other) throw new ConflictError('Este email já está em uso por outra conta.');
        }
        changes.email = patch.email.trim();
        changes.email_normalized = emailNormalized;
      }
      if (Object.keys(changes).length === 0) throw new BadRequestError(NOTHING_CHANGED_MESSAGE);
      changes.updated_at = now().toISOString();
      try {
        await repository.updateUser(user.id, changes);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError('Este email já está em uso por outra conta.');
        throw error;
      }
      return toUser({ ...user, ...changes }, auth);
    },

    async refresh(auth: AuthContext): Promise<string> {
      const token = await openSession(auth.userId, auth.temporaryPasswordId);
      await repository.revokeSession(auth.sessionId, now().toISOString());
      return token;
    },

    /** Answers at once and does the work in the background, so the answer never reveals whether the e-mail exists. */
    forgotPassword(email: string, ip: string): void {
      const emailNormalized = normalizeEmail(email);
      limiter.consume(`forgot:ip:${ip}`, limits.forgotPerIp);
      limiter.consume(`forgot:email:${emailNormalized}`, limits.forgotPerEmail);
      background.run('forgot-password', async () => {
        const user = await repository.findUserByEmail(emailNormalized);
        if (!user || user.account_status !== 'Active') return;
        const temporaryPassword = newTemporaryPassword(TEMPORARY_PASSWORD_LENGTH);
        const t = now();
        await repository.insertTemporaryPassword({
          id: randomUUID(),
          user_id: user.id,
          password_hash: await hasher.hash(temporaryPassword),
          created_at: t.toISOString(),
          expires_at: new Date(t.getTime() + settings.temporaryPasswordTtlMs).toISOString(),
          used_at: null,
        });
        await outbox.enqueue(
          'temporary-password',
          temporaryPasswordEmail({
            to: user.email,
            name: user.name,
            temporaryPassword,
            validMinutes: Math.round(settings.temporaryPasswordTtlMs / 60_000),
            loginUrl: `${settings.publicUrl}/login`,
          }),
        );
      });
    },

    async changePassword(auth: AuthContext, input: { currentPassword: string; newPassword: string }): Promise<void> {
      const user = await requireUser(auth.userId);
      const guessKey = `change-password:fail:${user.id}`;
      // Counted before the check, like login, so a burst of guesses cannot slip past the budget.
      limiter.consume(guessKey, limits.loginFailuresPerEmail);
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
      limiter.reset(guessKey);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
