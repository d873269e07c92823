import { randomUUID } from 'node:crypto';
import type { RateLimitRule } from '../../config';
import type { Db } from '../../platform/database/database';
import type { Outbox } from '../../platform/mail/outbox';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import { contactEmail } from './contact.emails';

export function createContactService(deps: {
  db: Db;
  outbox: Outbox;
  limiter: RateLimiter;
  settings: { supportEmail: string; perIp: RateLimitRule; perEmail: RateLimitRule };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Stores the message and queues it for support, together: nothing is lost if mail is down. */
    async submit(input: { name: string; email: string; subject: string; message: string }, ip: string): Promise<string> {
      deps.limiter.consume(`contact:ip:${ip}`, deps.settings.perIp);
      deps.limiter.consume(`contact:email:${input.email.toLowerCase()}`, deps.settings.perEmail);
      const id = randomUUID();
      // One transaction: a crash between the two writes must not keep a message that support never hears of.
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('contact_messages')
          .values({ id, ...input, ip, created_at: now().toISOString() })
          .execute();
        await deps.outbox.enqueue('contact', contactEmail({ to: deps.settings.supportEmail, id, ...input }), trx);
      });
      deps.outbox.wake();
      return id;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
