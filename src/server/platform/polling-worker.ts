import type { Logger } from './logger';

/**
 * The loop of a worker that drains a queue kept in the database (the mail
 * outbox, the forgot-password requests): a pass at start, then one every
 * `pollIntervalMs`; wake() runs one now (after new work was committed); passes
 * never overlap; stop() lets the pass in flight finish. A pass checks
 * `halted()` between items, so a stop does not wait for a whole batch.
 */
export interface PollingWorker {
  start: () => void;
  /** Stops the loop after the item in flight, if any. */
  stop: () => Promise<void>;
  /** Runs a pass now instead of at the next poll (no-op while stopped). */
  wake: () => void;
  /** One pass; resolves with how many items it handled. Used by the loop and by tests. */
  runOnce: () => Promise<number>;
}

export function createPollingWorker(options: {
  /** Names the worker in logs. */
  name: string;
  pollIntervalMs: number;
  log: Logger;
  pass: (halted: () => boolean) => Promise<number>;
}): PollingWorker {
  const { name, pollIntervalMs, log, pass } = options;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  let halting = false;
  const halted = () => halting;

  function runOnce(): Promise<number> {
    // One pass at a time: a poke while a pass runs waits for it (whatever its outcome, logged by its own caller) and then runs again.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(() => pass(halted));
    const tracked: Promise<number> = next.finally(() => {
      if (running === tracked) running = null;
    });
    running = tracked;
    return tracked;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      runOnce()
        .catch((err: unknown) => log.error({ err }, `${name} pass failed`))
        .finally(() => schedule(pollIntervalMs));
    }, delay);
    timer.unref?.();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      halting = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      halting = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running.catch(() => 0);
    },
    wake() {
      if (!stopped) runOnce().catch((err: unknown) => log.error({ err }, `${name} pass failed`));
    },
    runOnce,
  };
}
