import { randomUUID } from 'node:crypto';
import type { RateLimitRule } from '../../config';
import type { Outbox } from '../../platform/mail/outbox';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import { contactEmail } from './contact.emails';
import type { ContactRepository } from './contact.repository';
import { clientKey } from '../../platform/security/client-key';

export function createContactService(deps: {
  repository: ContactRepository;
  outbox: Outbox;
  limiter: RateLimiter;
  settings: { supportEmail: string; perIp: RateLimitRule; perEmail: RateLimitRule };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Stores the message and queues it for support, together: nothing is lost if mail is down. `userId` is the
     * signed-in sender's account (null for a visitor): the message and its e-mail belong to that account.
     */
    async submit(input: { name: string; email: string; subject: string; message: string }, ip: string, userId: string | null): Promise<string> {
      await deps.limiter.consume(`contact:ip:${clientKey(ip)}`, deps.settings.perIp);
      await deps.limiter.consume(`contact:email:${input.email.toLowerCase()}`, deps.settings.perEmail);
      const id = randomUUID();
      await deps.repository.insertMessage({ id, ...input, ip, created_at: now().toISOString(), user_id: userId }, (trx) =>
        deps.outbox.enqueue(
          'contact',
          { to: deps.settings.supportEmail, replyTo: input.email, content: contactEmail({ id, ...input }), ...(userId ? { userId } : {}) },
          trx,
        ),
      );
      deps.outbox.wake();
      return id;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
