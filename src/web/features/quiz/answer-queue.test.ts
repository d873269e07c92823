import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { AnswerQueue, isConnectionProblem } from './answer-queue';
import { QUIZ_STORAGE_KEYS, type PendingAnswer } from './quiz-storage';
import { MemoryStorage } from '../../testing/memory-storage';

const networkError = () => new ApiError('Failed to connect to server', 'network', null, null);
const answer = (questionOrder: number, value = 3): PendingAnswer => ({ attemptId: 'a1', questionOrder, value });
const storedQueue = () => JSON.parse(localStorage.getItem(QUIZ_STORAGE_KEYS.pending) ?? '[]') as PendingAnswer[];

describe('AnswerQueue: answers survive a lost connection', () => {
  let online: boolean;

  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    online = true;
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
  });

  it('sends in order and empties the queue', async () => {
    const sent: number[] = [];
    const queue = new AnswerQueue(async (a) => void sent.push(a.questionOrder));
    const outcomes = await Promise.all([queue.enqueue(answer(1)), queue.enqueue(answer(2))]);
    expect(outcomes).toEqual([{ kind: 'sent' }, { kind: 'sent' }]);
    expect(sent).toEqual([1, 2]);
    expect(queue.getSnapshot()).toEqual({ pending: 0, offline: false });
    expect(localStorage.getItem(QUIZ_STORAGE_KEYS.pending)).toBeNull();
  });

  it('keeps answers locally when there is no connection, and flushes them later', async () => {
    let fail = true;
    const send = vi.fn(async () => {
      if (fail) throw networkError();
    });
    const queue = new AnswerQueue(send);
    expect(await queue.enqueue(answer(1, 4))).toEqual({ kind: 'offline' });
    expect(queue.getSnapshot()).toEqual({ pending: 1, offline: true });
    // Known offline: the next answer does not wait.
    expect(await queue.enqueue(answer(2, 5))).toEqual({ kind: 'offline' });
    await queue.flush();
    expect(storedQueue()).toEqual([answer(1, 4), answer(2, 5)]);

    // A new queue (a reload) reads the same queue back.
    fail = false;
    const reloaded = new AnswerQueue(send);
    expect(reloaded.getSnapshot().pending).toBe(2);
    await reloaded.flush();
    expect(reloaded.getSnapshot()).toEqual({ pending: 0, offline: false });
    expect(send).toHaveBeenLastCalledWith(answer(2, 5));
  });

  it('does not even try while the browser says it is offline', async () => {
    online = false;
    const send = vi.fn(async () => undefined);
    const queue = new AnswerQueue(send);
    expect(await queue.enqueue(answer(1))).toEqual({ kind: 'offline' });
    expect(send).not.toHaveBeenCalled();
    online = true;
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot().pending).toBe(0);
  });

  it('keeps only the latest value for a question', async () => {
    online = false;
    const queue = new AnswerQueue(async () => undefined);
    void queue.enqueue(answer(1, 2));
    void queue.enqueue(answer(1, 5));
    expect(storedQueue()).toEqual([answer(1, 5)]);
  });

  it('drops an answer the server refuses (4xx) and reports it; keeps it on 401', async () => {
    const conflict = new ApiError('x', 'http', 409, 'Este teste já foi finalizado');
    const refusing = new AnswerQueue(async () => {
      throw conflict;
    });
    expect(await refusing.enqueue(answer(1))).toEqual({ kind: 'rejected', error: conflict });
    expect(refusing.getSnapshot().pending).toBe(0);

    const expired = new AnswerQueue(async () => {
      throw new ApiError('x', 'http', 401, null);
    });
    expect(await expired.enqueue(answer(2))).toEqual({ kind: 'unauthorized' });
    expect(expired.getSnapshot()).toEqual({ pending: 1, offline: false });
  });

  it('treats no answer, timeouts and 5xx as connection problems, not 4xx', () => {
    expect(isConnectionProblem(networkError())).toBe(true);
    expect(isConnectionProblem(new ApiError('x', 'timeout', null, null))).toBe(true);
    expect(isConnectionProblem(new ApiError('x', 'http', 503, null))).toBe(true);
    expect(isConnectionProblem(new ApiError('x', 'http', 400, null))).toBe(false);
    expect(isConnectionProblem(new Error('x'))).toBe(false);
  });

  it('discard (logout) drops the queue, here and in storage, and nothing is sent afterwards', async () => {
    const send = vi.fn(async () => {
      throw networkError();
    });
    const queue = new AnswerQueue(send);
    expect(await queue.enqueue(answer(1, 4))).toEqual({ kind: 'offline' });
    expect(storedQueue()).toEqual([answer(1, 4)]);

    queue.discard();
    expect(queue.getSnapshot()).toEqual({ pending: 0, offline: false });
    expect(localStorage.getItem(QUIZ_STORAGE_KEYS.pending)).toBeNull();
    send.mockClear();
    await queue.flush();
    expect(send).not.toHaveBeenCalled();
    expect(new AnswerQueue(send).getSnapshot().pending).toBe(0);
  });
});
