import { createHash } from 'node:crypto';
import type { RateLimitRule } from '../../config';
import type { Db } from '../database/database';
import type { Logger } from '../logger';
import { TooManyRequestsError } from '../http/errors';
import { RATE_LIMIT_SWEEP_INTERVAL_MINUTES } from '../../../shared/constants/rate-limits';

/**
 * Fixed-window counters in the database, so every instance on one database
 * counts the same hits. A check is one statement: an upsert that opens the
 * window or adds one to it, returning the count (SQLite and PostgreSQL both have
 * `insert … on conflict do update … returning`). Ended windows are swept
 * periodically, not on every call.
 */
export interface RateLimiter {
  /** Counts one hit; throws TooManyRequestsError once the window's budget is spent. */
  consume(key: string, rule: RateLimitRule): Promise<void>;
  /** Counts one hit and tells where the window stands, without throwing (for budgets answered some other way). */
  hit(key: string, rule: RateLimitRule): Promise<WindowState>;
  /** Takes back one hit counted by consume() (a login that turned out right is not a failure). */
  refund(key: string): Promise<void>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
  /** Starts the periodic sweep of ended windows. */
  start(): void;
  /** Stops the sweep, after the one in flight. */
  close(): Promise<void>;
}

export interface WindowState {
  /** Hits in the window, this one included. */
  count: number;
  /** True once the count is past the rule's budget. */
  over: boolean;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/** How often ended windows are deleted. Counting never needs it: an ended window is reopened by the next hit. */
export const RATE_LIMIT_SWEEP_INTERVAL_MS = RATE_LIMIT_SWEEP_INTERVAL_MINUTES * 60_000;

/** The stored key: no e-mail or IP address in clear, and a fixed length. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

export function createRateLimiter(deps: { db: Db; log: Logger; now?: () => Date; sweepIntervalMs?: number }): RateLimiter {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  let timer: ReturnType<typeof setInterval> | null = null;
  let sweeping: Promise<void> | null = null;

  async function sweep(): Promise<void> {
    try {
      await db.deleteFrom('rate_limit_windows').where('reset_at', '<=', now().toISOString()).execute();
    } catch (error) {
      log.error({ err: error }, 'rate limit sweep failed');
    }
  }

  async function hit(key: string, rule: RateLimitRule): Promise<WindowState> {
    const t = now();
    const current = t.toISOString();
    const window = await db
      .insertInto('rate_limit_windows')
      .values({ key: storedKey(key), count: 1, reset_at: new Date(t.getTime() + rule.windowMs).toISOString() })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => ({
          // Both expressions read the row as it was: an ended window restarts at 1 with a new end.
          count: eb
            .case()
            .when('rate_limit_windows.reset_at', '<=', current)
            .then(1)
            .else(eb('rate_limit_windows.count', '+', 1))
            .end(),
          reset_at: eb
            .case()
            .when('rate_limit_windows.reset_at', '<=', current)
            .then(eb.ref('excluded.reset_at'))
            .else(eb.ref('rate_limit_windows.reset_at'))
            .end(),
        })),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    const count = Number(window.count);
    return { count, over: count > rule.max, retryAfterSeconds: Math.max(1, Math.ceil((new Date(window.reset_at).getTime() - t.getTime()) / 1000)) };
  }

  return {
    hit,
    async consume(key, rule) {
      const window = await hit(key, rule);
      if (window.over) throw new TooManyRequestsError(window.retryAfterSeconds);
    },
    async refund(key) {
      await db
        .updateTable('rate_limit_windows')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', storedKey(key))
        .where('count', '>', 0)
        .execute();
    },
    async reset(key) {
      await db.deleteFrom('rate_limit_windows').where('key', '=', storedKey(key)).execute();
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        sweeping ??= sweep().finally(() => {
          sweeping = null;
        });
      }, deps.sweepIntervalMs ?? RATE_LIMIT_SWEEP_INTERVAL_MS);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping;
    },
  };
}
