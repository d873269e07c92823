import type { Migration } from 'kysely';
import * as accounts from './0001-accounts';
import * as quiz from './0002-quiz';
import * as payments from './0003-payments';
import * as outboxContact from './0004-outbox-contact';

/** Listed explicitly (not read from disk) so the same list works under tsx, bundlers and tests. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-quiz': quiz,
  '0003-payments': payments,
  '0004-outbox-contact': outboxContact,
};
