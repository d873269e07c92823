import type { Db } from '../../platform/database/database';

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string;
  created_at: string;
  /** The signed-in sender's account; null for a visitor. */
  user_id: string | null;
}

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
