import { useEffect, useRef } from 'react';

/**
 * Calls `check` every `intervalMs` while `active`, until it returns true or
 * `limitMs` passes (then `onTimeout`). Stops when unmounted.
 */
export function usePolling(options: { active: boolean; intervalMs: number; limitMs: number; check: () => Promise<boolean>; onTimeout: () => void }) {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!options.active) return;
    const startedAt = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      if (stopped) return;
      if (Date.now() - startedAt >= latest.current.limitMs) {
        latest.current.onTimeout();
        return;
      }
      let done: boolean;
      try {
        done = await latest.current.check();
      } catch {
        done = false; // a failed poll is retried on the next tick
      }
      if (!done && !stopped) timer = setTimeout(() => void tick(), latest.current.intervalMs);
    };
    timer = setTimeout(() => void tick(), options.intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [options.active, options.intervalMs]);
}
