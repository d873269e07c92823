import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { MemoryStorage } from '../../testing/memory-storage';
import { createProgressSync, lastMilestone, openingIndex, resumeIndex, type SavePosition } from './progress-sync';
import { quizStorage, type LocalProgress } from './quiz-storage';

const local = (change: Partial<LocalProgress> = {}): LocalProgress => ({
  attemptId: 'a1',
  currentIndex: 7,
  lastMilestone: 5,
  revision: 3,
  serverSavedAt: '2026-03-10T12:00:00.000Z',
  unsynced: false,
  ...change,
});
const server = (currentIndex: number, savedAt: string | null, milestone = 5) => ({ currentIndex, savedAt, lastMilestone: milestone });

describe('resumeIndex: server first, local when its save was lost (spec §4)', () => {
  it('takes the server position when this device has none (another device)', () => {
    expect(resumeIndex(server(12, '2026-03-10T12:00:00.000Z'), null)).toBe(12);
  });

  it('falls back to the local copy when the server could not be read', () => {
    expect(resumeIndex(null, local({ currentIndex: 4 }))).toBe(4);
    expect(resumeIndex(null, null)).toBeNull();
  });

  it('takes the local copy when it moved after its last save and nobody saved since', () => {
    expect(resumeIndex(server(7, '2026-03-10T12:00:00.000Z'), local({ currentIndex: 3, unsynced: true }))).toBe(3);
    // The server never got a save at all.
    expect(resumeIndex(server(9, null), local({ currentIndex: 2, serverSavedAt: null, unsynced: true }))).toBe(2);
  });

  it('takes the server when another device saved after this copy was last in step', () => {
    expect(resumeIndex(server(40, '2026-03-11T08:00:00.000Z'), local({ currentIndex: 3, unsynced: true }))).toBe(40);
    expect(resumeIndex(server(40, '2026-03-11T08:00:00.000Z'), local({ currentIndex: 3, unsynced: false }))).toBe(40);
  });

  it('celebrates a milestone once, wherever it was recorded', () => {
    expect(lastMilestone(server(0, null, 10), local({ lastMilestone: 5 }))).toBe(10);
    expect(lastMilestone(null, local({ lastMilestone: 15 }))).toBe(15);
    expect(lastMilestone(null, null)).toBe(0);
  });
});

describe('openingIndex: where the quiz screen opens', () => {
  const open = (change: Partial<Parameters<typeof openingIndex>[0]> = {}) =>
    openingIndex({ resume: null, stored: null, currentQuestion: 1, total: 100, firstOpen: 0, ...change });

  it("reads the attempt's currentQuestion as a 1-based position when nothing was saved", () => {
    expect(open()).toBe(0);
    expect(open({ currentQuestion: 2, firstOpen: 1 })).toBe(1);
    expect(open({ currentQuestion: 57, firstOpen: 56 })).toBe(56);
    // All answered: currentQuestion is totalQuestions, the last index.
    expect(open({ currentQuestion: 100, firstOpen: -1 })).toBe(99);
  });

  it('prefers the resume position, then the index kept on this device', () => {
    expect(open({ resume: 12, stored: 30, currentQuestion: 41, firstOpen: 40 })).toBe(12);
    expect(open({ stored: 30, currentQuestion: 41, firstOpen: 40 })).toBe(30);
    expect(open({ resume: 70, currentQuestion: 100, firstOpen: -1 })).toBe(70);
  });

  it('never opens past the first open question, and opens there when a position is out of range', () => {
    expect(open({ resume: 60, currentQuestion: 41, firstOpen: 40 })).toBe(40);
    expect(open({ currentQuestion: 101, firstOpen: 40 })).toBe(40);
    expect(open({ stored: -1, currentQuestion: 1, firstOpen: 0 })).toBe(0);
    expect(open({ currentQuestion: 101, firstOpen: -1 })).toBe(99);
  });
});

describe('createProgressSync: local at every move, the server at milestones and when leaving', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
  });

  const acknowledged = (savedAt: string) => vi.fn<SavePosition>(async (p) => ({ savedAt, lastMilestone: p.lastMilestone }));

  it('keeps moves locally and sends the position and milestone only, once per change', async () => {
    const save = acknowledged('2026-03-10T12:05:00.000Z');
    const sync = createProgressSync(save);
    sync.adopt('a1', { currentIndex: 0, lastMilestone: 0, serverSavedAt: null, unsynced: false });
    await sync.sync('a1');
    expect(save).not.toHaveBeenCalled();

    sync.move('a1', 1);
    sync.move('a1', 2);
    sync.milestone('a1', 5);
    expect(quizStorage.currentIndex()).toBe(2);
    expect(quizStorage.progress('a1')).toMatchObject({ currentIndex: 2, lastMilestone: 5, unsynced: true, serverSavedAt: null });

    // Hidden, then pagehide: one request.
    await Promise.all([sync.sync('a1', { keepalive: true }), sync.sync('a1', { keepalive: true })]);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ attemptId: 'a1', currentIndex: 2, lastMilestone: 5 }, { keepalive: true });
    expect(quizStorage.progress('a1')).toMatchObject({ unsynced: false, serverSavedAt: '2026-03-10T12:05:00.000Z' });

    await sync.sync('a1');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('counts a failed save as success: no error, the local copy stays and is sent next time', async () => {
    const save = vi.fn<SavePosition>(async () => {
      throw new ApiError('Server error occurred', 'http', 503, null);
    });
    const sync = createProgressSync(save);
    sync.adopt('a1', { currentIndex: 0, lastMilestone: 0, serverSavedAt: null, unsynced: false });
    sync.move('a1', 6);
    await expect(sync.sync('a1')).resolves.toBeUndefined();
    expect(quizStorage.progress('a1')).toMatchObject({ currentIndex: 6, unsynced: true });

    save.mockImplementation(async () => ({ savedAt: '2026-03-10T12:09:00.000Z', lastMilestone: 0 }));
    await sync.sync('a1');
    expect(save).toHaveBeenCalledTimes(2);
    expect(quizStorage.progress('a1')).toMatchObject({ currentIndex: 6, unsynced: false });
  });

  it('a move while a save is on its way stays to be sent', async () => {
    let release: () => void = () => {};
    const save = vi.fn<SavePosition>(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ savedAt: '2026-03-10T12:10:00.000Z', lastMilestone: 0 });
        }),
    );
    const sync = createProgressSync(save);
    sync.adopt('a1', { currentIndex: 0, lastMilestone: 0, serverSavedAt: null, unsynced: false });
    sync.move('a1', 1);
    const pending = sync.sync('a1');
    sync.move('a1', 2);
    release();
    await pending;
    expect(quizStorage.progress('a1')).toMatchObject({ currentIndex: 2, unsynced: true, serverSavedAt: '2026-03-10T12:10:00.000Z' });
  });

  it('sends nothing for an attempt this device no longer keeps (finished, or logged out)', async () => {
    const save = acknowledged('2026-03-10T12:05:00.000Z');
    const sync = createProgressSync(save);
    sync.adopt('a1', { currentIndex: 0, lastMilestone: 0, serverSavedAt: null, unsynced: false });
    sync.move('a1', 3);
    quizStorage.clearProgress();
    await sync.sync('a1');
    expect(save).not.toHaveBeenCalled();
    expect(quizStorage.progress('a1')).toBeNull();
  });
});
