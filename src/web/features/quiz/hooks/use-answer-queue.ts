import { useEffect, useSyncExternalStore } from 'react';
import { PENDING_ANSWERS_RETRY_MS } from '../../../config/timings';
import { quizApi } from '../api/quiz-api';
import { AnswerQueue } from '../answer-queue';

let tabQueue: AnswerQueue | null = null;

/** One answer queue for the whole tab, so the queue outlives the quiz screen. */
export function answerQueue(): AnswerQueue {
  tabQueue ??= new AnswerQueue((answer) => quizApi.answer(answer));
  return tabQueue;
}

/** The answer queue, its live state, and the retries: when the browser is back online and every little while. */
export function useAnswerQueue() {
  const queue = answerQueue();
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);

  useEffect(() => {
    const retry = () => void queue.flush();
    window.addEventListener('online', retry);
    const timer = setInterval(() => {
      if (queue.getSnapshot().pending > 0) retry();
    }, PENDING_ANSWERS_RETRY_MS);
    retry();
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [queue]);

  return { queue, ...snapshot };
}
