import { useEffect, useSyncExternalStore } from 'react';
import { PENDING_ANSWERS_RETRY_MS } from '../../../config/timings';
import { quizApi } from '../api/quiz-api';
import { AnswerOutbox } from '../answer-outbox';

let outbox: AnswerOutbox | null = null;

/** One outbox for the whole tab, so the queue outlives the quiz screen. */
export function answerOutbox(): AnswerOutbox {
  outbox ??= new AnswerOutbox((answer) => quizApi.answer(answer));
  return outbox;
}

/** The outbox, its live state, and the retries: when the browser is back online and every little while. */
export function useAnswerOutbox() {
  const box = answerOutbox();
  const snapshot = useSyncExternalStore(box.subscribe, box.getSnapshot);

  useEffect(() => {
    const retry = () => void box.flush();
    window.addEventListener('online', retry);
    const timer = setInterval(() => {
      if (box.getSnapshot().pending > 0) retry();
    }, PENDING_ANSWERS_RETRY_MS);
    retry();
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [box]);

  return { outbox: box, ...snapshot };
}
