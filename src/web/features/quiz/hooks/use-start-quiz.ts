import { useState } from 'react';
import { cannotTakeDataSchema, type AttemptState, type CannotTakeData } from '../../../../shared/contracts/quiz.contract';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { quizApi } from '../api/quiz-api';
import { quizStorage } from '../quiz-storage';

export type StartProblem = { kind: 'login' } | { kind: 'already-done'; data: CannotTakeData } | { kind: 'error'; message: string };

export const START_ERROR_MESSAGE = 'Erro ao iniciar o quiz';
export const START_AFTER_REGISTER_FAILED_MESSAGE = 'Sua conta foi criada, mas não conseguimos iniciar o teste agora. Tente novamente.';

/** Router state /register leaves when it lands on /assessment because the start failed (spec §2). */
export const START_FAILED_STATE = { startFailed: true } as const;

/** The message for a page reached with START_FAILED_STATE, else null. */
export function startFailedNotice(routerState: unknown): string | null {
  const failed = typeof routerState === 'object' && routerState !== null && (routerState as { startFailed?: unknown }).startFailed === true;
  return failed ? START_AFTER_REGISTER_FAILED_MESSAGE : null;
}

/** Maps a failed start (or questions load) to what the screen shows: spec §8 "Start quiz". */
export function startProblem(error: unknown): StartProblem {
  if (error instanceof ApiError && error.status === 401) return { kind: 'login' };
  if (error instanceof ApiError && error.status === 403) {
    const data = cannotTakeDataSchema.safeParse(error.data);
    if (data.success) return { kind: 'already-done', data: data.data };
  }
  return { kind: 'error', message: START_ERROR_MESSAGE };
}

/** POST /quiz/start, remembering the attempt locally. */
export async function startQuizAttempt(): Promise<AttemptState> {
  const state = await quizApi.start();
  quizStorage.saveAttempt(state);
  return state;
}

/** Starts (or resumes) the attempt. Logged-out visitors get the login prompt without a call. */
export function useStartQuiz() {
  const { status, refreshUser } = useSession();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<StartProblem | null>(null);

  async function start(): Promise<AttemptState | null> {
    setProblem(null);
    if (status !== 'authenticated') {
      setProblem({ kind: 'login' });
      return null;
    }
    setPending(true);
    try {
      return await startQuizAttempt();
    } catch (error) {
      const found = startProblem(error);
      // A rejected token: re-check the session, so "Já tenho conta" opens the login form.
      if (found.kind === 'login') void refreshUser();
      setProblem(found);
      return null;
    } finally {
      setPending(false);
    }
  }

  return { start, pending, problem, dismiss: () => setProblem(null) };
}
