import type { SavedProgress } from '../../../shared/contracts/assessment.contract';
import { quizStorage, type LocalProgress } from './quiz-storage';

/** The server's copy of the position, as GET /assessment/progress answers it. */
export type ServerPosition = Pick<SavedProgress, 'currentIndex' | 'lastMilestone' | 'savedAt'>;

export type SavePosition = (
  progress: { attemptId: string; currentIndex: number; lastMilestone: number },
  options: { keepalive?: boolean },
) => Promise<Pick<SavedProgress, 'lastMilestone' | 'savedAt'>>;

/**
 * Where to resume (spec §4: reading comes from the server, falling back to the
 * local copy). The local copy wins only when it moved after it was last in
 * step with the server and nobody saved since (its save was lost: no
 * connection, or the tab closed first). No clocks are compared, so devices
 * with wrong clocks still agree.
 */
export function resumeIndex(server: ServerPosition | null, local: LocalProgress | null): number | null {
  if (!server) return local?.currentIndex ?? null;
  if (local?.unsynced && local.serverSavedAt === server.savedAt) return local.currentIndex;
  return server.currentIndex;
}

/**
 * The index the quiz screen opens at: where to resume (resumeIndex), else the index kept on this device, else the
 * attempt's `currentQuestion` (a 1-based position in the display order, so index currentQuestion - 1; never an id).
 * Never past the first question still open (`firstOpen`, -1 when all are answered); one out of range opens there.
 */
export function openingIndex(input: { resume: number | null; stored: number | null; currentQuestion: number; total: number; firstOpen: number }): number {
  const { resume, stored, currentQuestion, total, firstOpen } = input;
  let start = resume ?? stored ?? currentQuestion - 1;
  if (start < 0 || start >= total) start = firstOpen >= 0 ? firstOpen : total - 1;
  return firstOpen >= 0 && start > firstOpen ? firstOpen : start;
}

/** The higher of the milestones known here and on the server: a milestone is celebrated once. */
export function lastMilestone(server: ServerPosition | null, local: LocalProgress | null): number {
  return Math.max(server?.lastMilestone ?? 0, local?.lastMilestone ?? 0);
}

/**
 * The position and milestone of the attempt in progress: kept locally at every
 * move, sent to the server (POST /assessment/progress/save, no answers) at
 * each milestone and when the person leaves. A failed save keeps the local copy
 * and counts as success (spec §4); the next save or visit catches up.
 */
export function createProgressSync(save: SavePosition) {
  /** Revision of the copy being sent, so leaving twice (hidden, then pagehide) sends once. */
  let sending: { attemptId: string; revision: number } | null = null;

  function update(attemptId: string, change: (current: LocalProgress) => LocalProgress): void {
    const current = quizStorage.progress(attemptId) ?? {
      attemptId,
      currentIndex: 0,
      lastMilestone: 0,
      revision: 0,
      serverSavedAt: null,
      unsynced: false,
    };
    quizStorage.saveProgress(change(current));
  }

  return {
    /** After loading: the copy now matches what the screen resumed from. */
    adopt(attemptId: string, position: { currentIndex: number; lastMilestone: number; serverSavedAt: string | null; unsynced: boolean }): void {
      const revision = (quizStorage.progress(attemptId)?.revision ?? 0) + 1;
      quizStorage.saveProgress({ attemptId, ...position, revision });
      quizStorage.saveCurrentIndex(position.currentIndex);
    },

    /** Every move: local only. */
    move(attemptId: string, currentIndex: number): void {
      quizStorage.saveCurrentIndex(currentIndex);
      update(attemptId, (p) => (p.currentIndex === currentIndex ? p : { ...p, currentIndex, revision: p.revision + 1, unsynced: true }));
    },

    milestone(attemptId: string, count: number): void {
      update(attemptId, (p) => (count <= p.lastMilestone ? p : { ...p, lastMilestone: count, revision: p.revision + 1, unsynced: true }));
    },

    /** Sends the local copy if it changed since the last save. Never throws. */
    async sync(attemptId: string, options: { keepalive?: boolean } = {}): Promise<void> {
      // The attempt was finished, or the person logged out: nothing of it is kept, nothing is sent.
      const local = quizStorage.progress(attemptId);
      if (!local?.unsynced || (sending?.attemptId === attemptId && sending.revision === local.revision)) return;
      const mine = { attemptId, revision: local.revision };
      sending = mine;
      try {
        const saved = await save({ attemptId, currentIndex: local.currentIndex, lastMilestone: local.lastMilestone }, options);
        const current = quizStorage.progress(attemptId);
        if (!current) return;
        quizStorage.saveProgress({
          ...current,
          lastMilestone: Math.max(current.lastMilestone, saved.lastMilestone),
          serverSavedAt: saved.savedAt,
          // A move while the save was on its way is still to be sent.
          unsynced: current.revision !== local.revision,
        });
      } catch {
        // Spec §4: the server failed; the local copy stays (still unsynced) and counts as saved.
      } finally {
        if (sending === mine) sending = null;
      }
    },
  };
}

export type ProgressSync = ReturnType<typeof createProgressSync>;
