import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/database/database';
import { precompiled } from '../../platform/database/precompiled';
import { isUniqueViolation } from '../../platform/database/constraint-errors';
import type {
  ConsentRecordsTable,
  EmailVerificationsTable,
  PasswordResetRequestsTable,
  SessionsTable,
  TemporaryPasswordsTable,
  UsersTable,
} from '../../platform/database/schema';

export type UserRow = Selectable<UsersTable>;
export type EmailVerificationRow = Selectable<EmailVerificationsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type TemporaryPasswordRow = Selectable<TemporaryPasswordsTable>;
export type PasswordResetRequestRow = Selectable<PasswordResetRequestsTable>;

/** Every signed-in request looks its session up: compiled once (precompiled.ts). */
const sessionByTokenHash = precompiled((db, { tokenHash }: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at as expiresAt',
      'sessions.revoked_at as revokedAt',
      'sessions.rotated_at as rotatedAt',
      'sessions.temporary_password_id as temporaryPasswordId',
      'users.id as userId',
      'users.email as email',
      'users.account_status as accountStatus',
      'users.can_access_curriculum as canAccessCurriculum',
      'users.email_normalized as emailNormalized',
      'users.email_verified_at as emailVerifiedAt',
      'users.email_verified_in_session as emailVerifiedInSession',
      'users.role as role',
    ])
    .where('sessions.token_hash', '=', tokenHash),
);

/** Runs with the caller's transaction, such as queueing the e-mail that reports the change. */
type Alongside = (trx: Db) => Promise<unknown>;

class AddressChangedError extends Error {}

export function createAuthRepository(db: Db) {
  return {
    findUserByEmail(emailNormalized: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email_normalized', '=', emailNormalized).executeTakeFirst();
    },

    findUserById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The new account, its consent records, its first confirmation link and (alongside) that link's e-mail, together. */
    async insertUser(user: UserRow, verification: EmailVerificationRow, alongside: Alongside, consents: Selectable<ConsentRecordsTable>[] = []): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values(user).execute();
        if (consents.length > 0) await trx.insertInto('consent_records').values(consents).execute();
        await trx.insertInto('email_verifications').values(verification).execute();
        await alongside(trx);
      });
    },

    /** The versions of each legal document the person accepted (every acceptance is kept, the newest last). */
    consentVersions(userId: string): Promise<Pick<Selectable<ConsentRecordsTable>, 'document' | 'version'>[]> {
      return db.selectFrom('consent_records').select(['document', 'version']).where('user_id', '=', userId).orderBy('accepted_at').execute();
    },

    /** Records acceptances, skipping a document whose version the person already accepted (a repeat changes nothing). */
    async insertConsents(userId: string, consents: Selectable<ConsentRecordsTable>[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const held = await trx.selectFrom('consent_records').select(['document', 'version']).where('user_id', '=', userId).execute();
        const fresh = consents.filter((c) => !held.some((h) => h.document === c.document && h.version === c.version));
        if (fresh.length > 0) await trx.insertInto('consent_records').values(fresh).execute();
      });
    },

    async updateUser(id: string, patch: Updateable<UsersTable>): Promise<void> {
      await db.updateTable('users').set(patch).where('id', '=', id).execute();
    },

    async insertVerification(verification: EmailVerificationRow, alongside: Alongside): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('email_verifications').values(verification).execute();
        await alongside(trx);
      });
    },

    /** A confirmation link by its token's hash, with the account's current address. */
    findVerification(tokenHash: string) {
      return db
        .selectFrom('email_verifications')
        .innerJoin('users', 'users.id', 'email_verifications.user_id')
        .select([
          'email_verifications.id as id',
          'email_verifications.user_id as userId',
          'email_verifications.email_normalized as linkEmail',
          'email_verifications.expires_at as expiresAt',
          'email_verifications.used_at as usedAt',
          'users.email as email',
          'users.email_normalized as accountEmail',
          'users.pending_email as pendingEmail',
          'users.pending_email_normalized as pendingEmailNormalized',
        ])
        .where('email_verifications.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * Uses the link and marks the address confirmed, in one transaction: only
     * if the link is still unused and unexpired and the account still has that
     * address. 'used' when another request took it first; 'other-address' when
     * the account's address changed meanwhile (nothing is written then).
     */
    useVerification(
      id: string,
      userId: string,
      emailNormalized: string,
      now: string,
      kind: 'current' | 'pending',
    ): Promise<'confirmed' | 'used' | 'other-address' | 'taken'> {
      return db
        .transaction()
        .execute(async (trx) => {
          const claimed = await trx
            .updateTable('email_verifications')
            .set({ used_at: now })
            .where('id', '=', id)
            .where('used_at', 'is', null)
            .where('expires_at', '>', now)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) return 'used';
          const verified =
            kind === 'current'
              ? await trx
                  .updateTable('users')
                  // A second link to an address already confirmed keeps the first confirmation's time.
                  // The owner opened it signed in to this account (the service checked): the session flag is set.
                  .set((eb) => ({ email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)), email_verified_in_session: 1, updated_at: now }))
                  .where('id', '=', userId)
                  .where('email_normalized', '=', emailNormalized)
                  .executeTakeFirst()
              : // The pending address becomes the account's, confirmed.
                await trx
                  .updateTable('users')
                  .set((eb) => ({
                    email: eb.ref('pending_email').$castTo<string>(),
                    email_normalized: eb.ref('pending_email_normalized').$castTo<string>(),
                    pending_email: null,
                    pending_email_normalized: null,
                    email_verified_at: now,
                    email_verified_in_session: 1,
                    updated_at: now,
                  }))
                  .where('id', '=', userId)
                  .where('pending_email_normalized', '=', emailNormalized)
                  .executeTakeFirst();
          if (Number(verified.numUpdatedRows) === 1) return 'confirmed';
          // Throwing rolls the claim back: the link stays as it was.
          throw new AddressChangedError();
        })
        .catch((error: unknown) => {
          if (error instanceof AddressChangedError) return 'other-address' as const;
          if (isUniqueViolation(error)) return 'taken' as const;
          throw error;
        });
    },

    async insertSession(session: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    /** The session a token names, whatever its state (the service decides: expired, revoked, rotated), with its user. */
    async findSessionByTokenHash(tokenHash: string) {
      const [session] = await sessionByTokenHash(db, { tokenHash });
      return session;
    },

    findSession(id: string): Promise<SessionRow | undefined> {
      return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Replaces a session by its successor, in one transaction: only if nobody
     * replaced (or revoked) it first. False means the token was already used to
     * refresh: the caller treats it as stolen.
     */
    rotateSession(sessionId: string, successor: SessionRow, now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('sessions')
          .set({ rotated_at: now })
          .where('id', '=', sessionId)
          .where('rotated_at', 'is', null)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return false;
        await trx.insertInto('sessions').values(successor).execute();
        return true;
      });
    },

    /** Revokes every live session of the family the given session belongs to; answers how many. */
    async revokeFamilyOf(sessionId: string, now: string): Promise<number> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('family_id', '=', (eb) => eb.selectFrom('sessions as s').select('s.family_id').where('s.id', '=', sessionId))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async revokeOtherSessions(userId: string, keepSessionId: string, now: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('id', '!=', keepSessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async clearSessionTemporaryPassword(sessionId: string): Promise<void> {
      await db.updateTable('sessions').set({ temporary_password_id: null }).where('id', '=', sessionId).execute();
    },

    /** One forgot-password request, for a known or unknown e-mail alike: one insert, whatever the address. */
    async insertPasswordResetRequest(row: PasswordResetRequestRow): Promise<void> {
      await db.insertInto('password_reset_requests').values(row).execute();
    },

    /** Requests no worker holds at `now`, oldest first. */
    duePasswordResetRequests(now: string, limit: number): Promise<PasswordResetRequestRow[]> {
      return db
        .selectFrom('password_reset_requests')
        .selectAll()
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .orderBy('requested_at')
        .limit(limit)
        .execute();
    },

    /** Holds the request until `lockedUntil` (counting the attempt) if no worker holds it; false if another does or it is gone. */
    async claimPasswordResetRequest(id: string, now: string, lockedUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('password_reset_requests')
        .set((eb) => ({ locked_until: lockedUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Removes a request this hold still holds (an unknown e-mail, or one given up on). */
    async dropPasswordResetRequest(id: string, lockedUntil: string): Promise<void> {
      await db.deleteFrom('password_reset_requests').where('id', '=', id).where('locked_until', '=', lockedUntil).execute();
    },

    /**
     * In one transaction: removes the request (only while this hold is still
     * its own), stores the temporary password and queues its e-mail through
     * `queueMail`. False, with nothing written, when the hold ran out and
     * another worker may be resolving it.
     */
    async resolvePasswordResetRequest(id: string, lockedUntil: string, temporary: TemporaryPasswordRow, queueMail: Alongside): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const removed = await trx.deleteFrom('password_reset_requests').where('id', '=', id).where('locked_until', '=', lockedUntil).executeTakeFirst();
        if (Number(removed.numDeletedRows) !== 1) return false;
        await trx.insertInto('temporary_passwords').values(temporary).execute();
        await queueMail(trx);
        return true;
      });
    },

    /** The newest unused, unexpired temporary password (a newer one replaces the older ones for login). */
    findUsableTemporaryPassword(userId: string, now: string): Promise<TemporaryPasswordRow | undefined> {
      return db
        .selectFrom('temporary_passwords')
        .selectAll()
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    findTemporaryPassword(id: string): Promise<TemporaryPasswordRow | undefined> {
      return db.selectFrom('temporary_passwords').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Marks it used only if nobody did first; false means another request won the race. */
    async claimTemporaryPassword(id: string, now: string): Promise<boolean> {
      const result = await db.updateTable('temporary_passwords').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async retireTemporaryPasswords(userId: string, now: string): Promise<void> {
      await db.updateTable('temporary_passwords').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
