import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/database/database';
import { isUniqueViolation } from '../../platform/database/constraint-errors';
import type { EmailChangeRevertsTable, EmailVerificationsTable, UsersTable } from '../../platform/database/schema';

export type UserRow = Selectable<UsersTable>;
export type EmailVerificationRow = Selectable<EmailVerificationsTable>;
export type EmailChangeRevertRow = Selectable<EmailChangeRevertsTable>;

/** Runs with the caller's transaction, such as queueing the e-mail that reports the change. */
type Alongside = (trx: Db) => Promise<unknown>;

class AddressTakenError extends Error {}

/** The account's rows: its fields, its role, and the address change with its revert link. */
export function createAccountRepository(db: Db) {
  return {
    findUserByEmail(emailNormalized: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email_normalized', '=', emailNormalized).executeTakeFirst();
    },

    findUserById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Changes the role of the account with this id, only from `from`; false when it had another role (or none). */
    async setRoleById(id: string, change: { from: UserRow['role']; to: UserRow['role'] }, now: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ role: change.to, updated_at: now })
        .where('id', '=', id)
        .where('role', '=', change.from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Sets the role of the account with this (normalized) e-mail; false when there is none. */
    async setRole(emailNormalized: string, role: UserRow['role'], now: string): Promise<boolean> {
      const result = await db.updateTable('users').set({ role, updated_at: now }).where('email_normalized', '=', emailNormalized).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async updateUser(id: string, patch: Updateable<UsersTable>): Promise<void> {
      await db.updateTable('users').set(patch).where('id', '=', id).execute();
    },

    /**
     * An account edit that asks for a new address, together: the edit (with the pending address), the new
     * address's link when it gets one, the old address's revert link, and (alongside) their e-mails.
     */
    async requestEmailChange(
      id: string,
      patch: Updateable<UsersTable>,
      verification: EmailVerificationRow | null,
      revert: EmailChangeRevertRow,
      alongside: Alongside,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(patch).where('id', '=', id).execute();
        if (verification) await trx.insertInto('email_verifications').values(verification).execute();
        await trx.insertInto('email_change_reverts').values(revert).execute();
        await alongside(trx);
      });
    },

    /** A revert link by its token's hash. */
    findEmailChangeRevert(tokenHash: string): Promise<EmailChangeRevertRow | undefined> {
      return db.selectFrom('email_change_reverts').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /**
     * Undoes an address change, in one transaction: uses the link (only if unused and unexpired), gives the
     * account its old address back (confirmed: the link was opened from it), drops any pending address, sets the
     * new password, retires temporary passwords and ends every session. 'used' when the link was taken first;
     * 'taken' when another account has the old address now (nothing is written then).
     */
    revertEmailChange(revert: EmailChangeRevertRow, passwordHash: string, now: string): Promise<'reverted' | 'used' | 'taken'> {
      return db
        .transaction()
        .execute(async (trx) => {
          const claimed = await trx
            .updateTable('email_change_reverts')
            .set({ used_at: now })
            .where('id', '=', revert.id)
            .where('used_at', 'is', null)
            .where('expires_at', '>', now)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) return 'used' as const;
          const other = await trx
            .selectFrom('users')
            .select('id')
            .where('email_normalized', '=', revert.old_email_normalized)
            .where('id', '!=', revert.user_id)
            .executeTakeFirst();
          if (other) throw new AddressTakenError();
          await trx
            .updateTable('users')
            .set((eb) => ({
              email: revert.old_email,
              email_normalized: revert.old_email_normalized,
              pending_email: null,
              pending_email_normalized: null,
              email_verified_at: eb.fn.coalesce(
                eb.case().when('email_normalized', '=', revert.old_email_normalized).then(eb.ref('email_verified_at')).end(),
                eb.val(now),
              ),
              email_verified_in_session: eb
                .case()
                .when('email_normalized', '=', revert.old_email_normalized)
                .then(eb.ref('email_verified_in_session'))
                .else(0)
                .end(),
              password_hash: passwordHash,
              updated_at: now,
            }))
            .where('id', '=', revert.user_id)
            .execute();
          await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', revert.user_id).where('revoked_at', 'is', null).execute();
          await trx.updateTable('temporary_passwords').set({ used_at: now }).where('user_id', '=', revert.user_id).where('used_at', 'is', null).execute();
          return 'reverted' as const;
        })
        .catch((error: unknown) => {
          if (error instanceof AddressTakenError || isUniqueViolation(error)) return 'taken' as const;
          throw error;
        });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
