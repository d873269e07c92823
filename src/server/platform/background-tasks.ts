import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that finishes after the answer is sent (e.g. e-mail). Failures are
 * logged with the task's name; shutdown waits for what is in flight.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const inFlight = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise = task()
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => inFlight.delete(promise));
      inFlight.add(promise);
    },
    async drain() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
