import { useState } from 'react';
import type { AttemptState } from '../../../../shared/contracts/quiz.contract';
import { useSession } from '../../../lib/session';
import type { StartProblem } from './start-problem';
import { START_ERROR_MESSAGE } from './start-messages';

export type { StartProblem } from './start-problem';

export const START_AFTER_REGISTER_FAILED_MESSAGE = 'Sua conta foi criada, mas não conseguimos iniciar o teste agora. Tente novamente.';

/** Router state /register leaves when it lands on /assessment because the start failed (spec §2). */
export const START_FAILED_STATE = { startFailed: true } as const;

/** The message for a page reached with START_FAILED_STATE, else null. */
export function startFailedNotice(routerState: unknown): string | null {
  const failed = typeof routerState === 'object' && routerState !== null && (routerState as { startFailed?: unknown }).startFailed === true;
  return failed ? START_AFTER_REGISTER_FAILED_MESSAGE : null;
}

/**
 * POST /quiz/start, remembering the attempt locally. The quiz's API and the
 * device's copy (their contracts, so zod) load with the first start, never
 * with /assessment's first paint.
 */
export async function startQuizAttempt(): Promise<AttemptState> {
  const [{ quizApi }, { quizStorage }] = await Promise.all([import('../api/quiz-api'), import('../quiz-storage')]);
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
      const found = await readStartProblem(error);
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

/** startProblem, loaded with its schema when a start fails; if that load fails too (offline), the generic error. */
async function readStartProblem(error: unknown): Promise<StartProblem> {
  try {
    return (await import('./start-problem')).startProblem(error);
  } catch {
    return { kind: 'error', message: START_ERROR_MESSAGE };
  }
}
