import type { Insertable } from 'kysely';
import type { Db } from '../../platform/database/database';
import type { ContactMessagesTable } from '../../platform/database/schema';

/** A new message as stored (the table's own type: answered_at and answered_by_user_id start empty). */
export type ContactMessageRow = Insertable<ContactMessagesTable>;

/** SQL of the contact module: the messages people send to support. */
export function createContactRepository(db: Db) {
  return {
    /**
     * Stores the message and runs `alongside` (queueing its e-mail) in the same
     * transaction: a crash between the two must not keep a message that support never hears of.
     */
    async insertMessage(row: ContactMessageRow, alongside: (trx: Db) => Promise<unknown>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('contact_messages').values(row).execute();
        await alongside(trx);
      });
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
