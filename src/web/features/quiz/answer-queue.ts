import { ApiError } from '../../lib/api-client';
import { quizStorage, type PendingAnswer } from './quiz-storage';

/**
 * What became of one answer:
 * - sent: the server stored it;
 * - offline: no connection (or the server is down); it waits in the local queue;
 * - unauthorized: the session ended; it waits in the queue until the user logs in again;
 * - rejected: the server refused it (4xx); it left the queue.
 */
export type SendOutcome = { kind: 'sent' } | { kind: 'offline' } | { kind: 'unauthorized' } | { kind: 'rejected'; error: unknown };

export interface AnswerQueueSnapshot {
  pending: number;
  offline: boolean;
}

/** No answer at all, a timeout or a 5xx: worth keeping and sending again later. */
export function isConnectionProblem(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.status !== null && error.status >= 500);
}

const keyOf = (answer: Pick<PendingAnswer, 'attemptId' | 'questionOrder'>) => `${answer.attemptId}:${answer.questionOrder}`;

/**
 * The answers not yet confirmed by the server, kept in local storage and sent
 * one at a time, in order. A connection problem stops the run and marks the
 * queue offline; `flush()` (on `online`, periodically, or before finishing)
 * starts it again.
 */
export class AnswerQueue {
  private queue: PendingAnswer[] = quizStorage.pending();
  private offline = false;
  private run: Promise<void> | null = null;
  private readonly waiters = new Map<string, (outcome: SendOutcome) => void>();
  private readonly listeners = new Set<() => void>();
  private snap: AnswerQueueSnapshot = { pending: this.queue.length, offline: false };

  constructor(private readonly send: (answer: PendingAnswer) => Promise<unknown>) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): AnswerQueueSnapshot => this.snap;

  pendingFor(attemptId: string): PendingAnswer[] {
    return this.queue.filter((a) => a.attemptId === attemptId);
  }

  /**
   * Queues an answer (replacing an older value for the same question) and
   * resolves when it is settled, or at once with 'offline' when the queue
   * already knows there is no connection.
   */
  enqueue(answer: PendingAnswer): Promise<SendOutcome> {
    const key = keyOf(answer);
    this.queue = [...this.queue.filter((a) => keyOf(a) !== key), answer];
    this.changed();
    if (this.offline) {
      void this.flush();
      return Promise.resolve({ kind: 'offline' });
    }
    const outcome = new Promise<SendOutcome>((resolve) => {
      this.waiters.get(key)?.({ kind: 'sent' });
      this.waiters.set(key, resolve);
    });
    void this.flush();
    return outcome;
  }

  /**
   * The server is too slow to wait for (the answer lock ran out): treat it as
   * no connection, so the next answers do not queue up behind a hung request.
   * The run in progress carries on and clears the flag when it gets through.
   */
  markOffline(): void {
    this.stop({ kind: 'offline' }, true);
  }

  /** Drops every queued answer (the user logged out): nothing of theirs is sent with someone else's session. */
  discard(): void {
    this.stop({ kind: 'unauthorized' }, false);
    this.queue = [];
    this.changed();
  }

  /** Sends what is queued; resolves when the queue is empty or the run had to stop. */
  flush(): Promise<void> {
    if (!this.run) {
      this.run = this.drain().finally(() => {
        this.run = null;
      });
    }
    return this.run;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        this.stop({ kind: 'offline' }, true);
        return;
      }
      const item = this.queue[0]!;
      try {
        await this.send(item);
        this.settle(item, { kind: 'sent' });
        this.setOffline(false);
      } catch (error) {
        if (isConnectionProblem(error)) {
          this.stop({ kind: 'offline' }, true);
          return;
        }
        if (error instanceof ApiError && error.status === 401) {
          this.stop({ kind: 'unauthorized' }, false);
          return;
        }
        this.settle(item, { kind: 'rejected', error });
      }
    }
  }

  /** The item left the queue, unless the user changed that answer while it was on its way. */
  private settle(item: PendingAnswer, outcome: SendOutcome): void {
    const key = keyOf(item);
    const current = this.queue.find((a) => keyOf(a) === key);
    if (current && current.value !== item.value && outcome.kind === 'sent') {
      // A newer value is queued: move it behind so it is sent next round.
      this.queue = [...this.queue.filter((a) => keyOf(a) !== key), current];
    } else {
      this.queue = this.queue.filter((a) => keyOf(a) !== key);
      this.waiters.get(key)?.(outcome);
      this.waiters.delete(key);
    }
    this.changed();
  }

  /** Tells everyone waiting that their answer stays queued for now. */
  private stop(outcome: SendOutcome, offline: boolean): void {
    for (const resolve of this.waiters.values()) resolve(outcome);
    this.waiters.clear();
    this.setOffline(offline);
  }

  private setOffline(offline: boolean): void {
    if (this.offline === offline) return;
    this.offline = offline;
    this.changed();
  }

  private changed(): void {
    quizStorage.savePending(this.queue);
    this.snap = { pending: this.queue.length, offline: this.offline };
    for (const listener of this.listeners) listener();
  }
}
