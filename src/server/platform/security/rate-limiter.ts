import type { RateLimitRule } from '../../config';
import { TooManyRequestsError } from '../http/errors';

/**
 * Fixed-window counters kept in memory. One process serves the product, so
 * memory is enough; a restart forgets the counters, which only ever helps users.
 */
export interface RateLimiter {
  /** Counts one hit; throws TooManyRequestsError once the window's budget is spent. */
  consume(key: string, rule: RateLimitRule): void;
  /** Throws when the budget is already spent, without counting. */
  assertAvailable(key: string, rule: RateLimitRule): void;
  reset(key: string): void;
  close(): void;
}

interface Window {
  count: number;
  resetAt: number;
}

export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, window] of windows) if (window.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();

  function current(key: string, rule: RateLimitRule): Window {
    const t = now();
    let window = windows.get(key);
    if (!window || window.resetAt <= t) {
      window = { count: 0, resetAt: t + rule.windowMs };
      windows.set(key, window);
    }
    return window;
  }

  function reject(window: Window): never {
    throw new TooManyRequestsError(Math.ceil((window.resetAt - now()) / 1000));
  }

  return {
    consume(key, rule) {
      const window = current(key, rule);
      if (window.count >= rule.max) reject(window);
      window.count += 1;
    },
    assertAvailable(key, rule) {
      const window = current(key, rule);
      if (window.count >= rule.max) reject(window);
    },
    reset(key) {
      windows.delete(key);
    },
    close() {
      clearInterval(sweep);
    },
  };
}
