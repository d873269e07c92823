import { answerQueue } from './hooks/use-answer-queue';
import { quizStorage } from './quiz-storage';

/**
 * Spec §4: logout always clears local data. Schools share computers, so the
 * answers, the position and the result of the person who left must not stay
 * behind for the next one, nor be sent later with someone else's session.
 */
export function forgetQuizOnDevice(): void {
  answerQueue().discard();
  quizStorage.clearAll();
}
