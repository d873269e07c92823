import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { SessionsTable, TemporaryPasswordsTable, UsersTable } from '../../platform/database/schema';

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type TemporaryPasswordRow = Selectable<TemporaryPasswordsTable>;

export function createAuthRepository(db: Db) {
  return {
    findUserByEmail(emailNormalized: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email_normalized', '=', emailNormalized).executeTakeFirst();
    },

    findUserById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertUser(user: UserRow): Promise<void> {
      await db.insertInto('users').values(user).execute();
    },

    async updateUser(id: string, patch: Updateable<UsersTable>): Promise<void> {
      await db.updateTable('users').set(patch).where('id', '=', id).execute();
    },

    async insertSession(session: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    findActiveSession(tokenHash: string, now: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id as sessionId',
          'sessions.temporary_password_id as temporaryPasswordId',
          'users.id as userId',
          'users.email as email',
          'users.account_status as accountStatus',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .executeTakeFirst();
    },

    findSession(id: string): Promise<SessionRow | undefined> {
      return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async revokeSession(id: string, now: string): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
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

    async insertTemporaryPassword(row: TemporaryPasswordRow): Promise<void> {
      await db.insertInto('temporary_passwords').values(row).execute();
    },

    findUsableTemporaryPasswords(userId: string, now: string): Promise<TemporaryPasswordRow[]> {
      return db
        .selectFrom('temporary_passwords')
        .selectAll()
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .execute();
    },

    findTemporaryPassword(id: string): Promise<TemporaryPasswordRow | undefined> {
      return db.selectFrom('temporary_passwords').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Marks it used only if nobody did first; false means another request won the race. */
    async claimTemporaryPassword(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('temporary_passwords')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async retireTemporaryPasswords(userId: string, now: string): Promise<void> {
      await db
        .updateTable('temporary_passwords')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
