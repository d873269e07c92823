/**
 * The questionnaire's autosave (spec §4): 2 s after the last change, the
 * answers are saved, but only when they differ from the last saved ones and
 * are not empty. Unlike the spec's original (errors "only logged"), a failure
 * is a state the screen shows, and a failure that may pass (no connection, a
 * server error) is retried with growing pauses; a refusal (a 4xx: the server
 * says a field is wrong) waits for the next change, since sending the same
 * answers again would be refused again. Saves never overlap: one runs after
 * the other, each with the newest answers at its turn.
 *
 * Leaving the page (closing the tab, another site, the phone's home button)
 * sends the newest answers at once, as a request that outlives the page
 * (`leave`, fetch keepalive): answers typed a second before closing are kept
 * (issue 29).
 *
 * Plain TypeScript with timers, so its rules are tested with fake timers
 * (autosave.test.ts); `useAutosave` binds it to React state.
 */

import type { SaveReason } from '../../../shared/curriculum/versions';

/** Why a save is sent (decision 0193): the server keeps a version for a manual save or a finished section; autosaves roll. */
export interface SaveWhy {
  reason: SaveReason;
  section?: string;
}

export type AutosaveState =
  /** What the screen shows is what the server has. */
  | { kind: 'saved' }
  /** Nothing typed: nothing to save (and an empty resume never overwrites a saved one). */
  | { kind: 'empty' }
  /** A change waits for the pause after the last one. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** Not saved. `retryAt` is when the next try is due (epoch ms), or null when it waits for a change. */
  | { kind: 'failed'; error: unknown; retryAt: number | null };

export interface AutosaveOptions<T> {
  /** Pause after the last change (spec §9: 2 s). */
  delayMs: number;
  /** Pauses before each retry after a failure; the last one repeats. */
  retryDelaysMs: readonly number[];
  /** Two values with the same key are the same answers (so nothing to save). */
  key: (value: T) => string;
  isEmpty: (value: T) => boolean;
  /** With `keepalive`, the request must outlive the page (see `leave`); `why` is absent for an autosave. */
  save: (value: T, options?: { keepalive?: true; why?: SaveWhy }) => Promise<void>;
  /** Whether trying the same answers again may work (a network or server error, not a refusal). */
  shouldRetry: (error: unknown) => boolean;
  onState: (state: AutosaveState) => void;
  now?: () => number;
}

export class Autosaver<T> {
  private savedKey: string;
  private latest: T;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private failures = 0;
  private saving = false;
  private disposed = false;
  /** Saves sent, and the newest one that ended well: an older save ending later (beside a `leave`) does not count. */
  private sent = 0;
  private newestDone = 0;

  constructor(
    saved: T,
    private readonly options: AutosaveOptions<T>,
  ) {
    this.savedKey = options.key(saved);
    this.latest = saved;
  }

  /** True when the newest answers still need saving. */
  get dirty(): boolean {
    return this.options.key(this.latest) !== this.savedKey && !this.options.isEmpty(this.latest);
  }

  /** The answers changed: save them `delayMs` after this change unless another comes first. */
  change(value: T): void {
    this.latest = value;
    this.failures = 0;
    this.clearTimer();
    if (!this.dirty) {
      if (!this.saving) this.emit(this.restingState());
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, this.options.delayMs);
    if (!this.saving) this.emit({ kind: 'pending' });
  }

  /**
   * Saves now if needed (a download, leaving the screen); with `force`, also
   * answers equal to the saved ones (Finalizar saves, spec §4), never empty
   * ones. `why` says it is a moment the person would want back (a save button,
   * a finished step): the server keeps it as a version. Resolves true when
   * nothing is left unsaved.
   */
  flush(force = false, why?: SaveWhy): Promise<boolean> {
    this.clearTimer();
    return this.run(force, why);
  }

  /**
   * The page is going away: the newest answers go now, in a request that
   * outlives the page, without waiting for the pause nor for a save on its way
   * (the page may not live to see it end). Synchronous up to the request.
   */
  leave(): void {
    this.clearTimer();
    if (!this.dirty) return;
    const turn = this.saveIfDirty(false, true);
    this.queue = Promise.all([this.queue, turn.catch(() => undefined)]);
  }

  /** The server now holds `value` (a restore, a seed from the test result): nothing to save. */
  markSaved(value: T): void {
    this.clearTimer();
    this.latest = value;
    this.savedKey = this.options.key(value);
    this.failures = 0;
    this.emit({ kind: 'saved' });
  }

  /** The screen is back (React may unmount and mount a screen again): states are reported again. */
  resume(): void {
    this.disposed = false;
  }

  /** The screen is gone: no more timers or state; a save already asked for (a last flush) still runs. */
  dispose(): void {
    this.clearTimer();
    this.disposed = true;
  }

  private run(force = false, why?: SaveWhy): Promise<boolean> {
    const turn = this.queue.then(() => this.saveIfDirty(force, false, why));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async saveIfDirty(force: boolean, keepalive = false, why?: SaveWhy): Promise<boolean> {
    if (!this.dirty && !(force && !this.options.isEmpty(this.latest))) {
      if (this.timer === null) this.emit(this.restingState());
      return true;
    }
    const value = this.latest;
    const key = this.options.key(value);
    const number = ++this.sent;
    this.saving = true;
    this.emit({ kind: 'saving' });
    try {
      await (keepalive ? this.options.save(value, { keepalive: true }) : why ? this.options.save(value, { why }) : this.options.save(value));
      if (number > this.newestDone) {
        this.newestDone = number;
        this.savedKey = key;
      }
      this.failures = 0;
      this.saving = false;
      // A change made during the save has its own timer; until it fires, it is pending.
      this.emit(this.timer !== null && this.dirty ? { kind: 'pending' } : this.restingState());
      return !this.dirty;
    } catch (error) {
      this.saving = false;
      if (this.timer !== null) {
        // Newer answers are already waiting for their turn: they will be tried then.
        this.emit({ kind: 'pending' });
        return false;
      }
      this.failures += 1;
      let retryAt: number | null = null;
      if (this.options.shouldRetry(error) && !this.disposed) {
        const delays = this.options.retryDelaysMs;
        const delay = delays[Math.min(this.failures - 1, delays.length - 1)] ?? this.options.delayMs;
        retryAt = (this.options.now ?? Date.now)() + delay;
        this.timer = setTimeout(() => {
          this.timer = null;
          void this.run();
        }, delay);
      }
      this.emit({ kind: 'failed', error, retryAt });
      return false;
    }
  }

  private restingState(): AutosaveState {
    if (this.options.key(this.latest) === this.savedKey) return { kind: 'saved' };
    return { kind: 'empty' };
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private emit(state: AutosaveState): void {
    if (!this.disposed) this.options.onState(state);
  }
}
