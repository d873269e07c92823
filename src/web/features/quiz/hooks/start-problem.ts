import { cannotTakeDataSchema, type CannotTakeData } from '../../../../shared/contracts/quiz.contract';
import { ApiError, userMessage } from '../../../lib/api-client';
import { START_ERROR_MESSAGE } from './start-messages';

export type StartProblem = { kind: 'login' } | { kind: 'already-done'; data: CannotTakeData } | { kind: 'error'; message: string };

/** Maps a failed start (or questions load) to what the screen shows: spec §8 "Start quiz". */
export function startProblem(error: unknown): StartProblem {
  if (error instanceof ApiError && error.status === 401) return { kind: 'login' };
  if (error instanceof ApiError && error.status === 403) {
    const data = cannotTakeDataSchema.safeParse(error.data);
    if (data.success) return { kind: 'already-done', data: data.data };
  }
  // Too many starts, or the retakes of the day used up: the server's message says when to come back.
  if (error instanceof ApiError && error.status === 429) return { kind: 'error', message: userMessage(error, START_ERROR_MESSAGE) };
  return { kind: 'error', message: START_ERROR_MESSAGE };
}
