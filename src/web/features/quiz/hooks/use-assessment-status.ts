import { useQuery } from '@tanstack/react-query';
import type { CannotTakeData } from '../../../../shared/contracts/quiz.contract';
import { TOTAL_QUESTIONS } from '../../../../shared/constants/quiz';
import { useSession } from '../../../lib/session';
import { assessmentProgressQuery } from './assessment-progress-query';

/** Where the person stands with the test, read without starting anything (GET /assessment/progress). */
export type AssessmentStatus =
  | { kind: 'loading' }
  | { kind: 'anonymous' }
  | { kind: 'not-started' }
  /** `question` is 1-based: the one the quiz screen opens at. */
  | { kind: 'in-progress'; question: number; total: number; answered: number }
  | { kind: 'done'; data: CannotTakeData };

/**
 * The device's copy of the test (its reads are checked with zod) and the
 * resume rule: loaded for a signed-in person only, so a visitor's /assessment
 * loads no zod at all. Kept for the page's life once loaded.
 */
const deviceQuery = {
  queryKey: ['quiz', 'device-copy'] as const,
  queryFn: async () => {
    const [{ quizStorage }, { resumeIndex }] = await Promise.all([import('../quiz-storage'), import('../progress-sync')]);
    return { quizStorage, resumeIndex };
  },
  staleTime: Infinity,
  gcTime: Infinity,
};
type Device = Awaited<ReturnType<typeof deviceQuery.queryFn>>;

/** When the server cannot be read (spec §4: reading falls back to the local copy). */
function fromDevice({ quizStorage }: Device): AssessmentStatus {
  const attemptId = quizStorage.attemptId();
  const local = attemptId ? quizStorage.progress(attemptId) : null;
  const index = local?.currentIndex ?? (attemptId ? quizStorage.currentIndex() : null);
  if (index === null) return { kind: 'not-started' };
  const total = quizStorage.questions()?.length ?? TOTAL_QUESTIONS;
  return { kind: 'in-progress', question: Math.min(index, total - 1) + 1, total, answered: quizStorage.answeredCount() };
}

export function useAssessmentStatus(): AssessmentStatus {
  const { status, user } = useSession();
  const userId = user?.id ?? null;
  const signedIn = status === 'authenticated' && userId !== null;
  const query = useQuery({ ...assessmentProgressQuery(userId), enabled: signedIn });
  const device = useQuery({ ...deviceQuery, enabled: signedIn });

  if (status === 'checking') return { kind: 'loading' };
  if (!signedIn) return { kind: 'anonymous' };
  if (query.isPending || device.isPending) return { kind: 'loading' };
  // Without the device's copy (its code could not be loaded), the server's answer alone.
  const copy = device.data ?? null;
  if (query.isError) return copy ? fromDevice(copy) : { kind: 'not-started' };
  const { progress, cannotTake } = query.data;
  if (progress) {
    const local = copy?.quizStorage.progress(progress.attemptId) ?? null;
    const index = copy?.resumeIndex(progress, local) ?? progress.currentIndex;
    const total = progress.totalQuestions;
    return { kind: 'in-progress', question: Math.min(index, total - 1) + 1, total, answered: progress.answers.length };
  }
  if (cannotTake) return { kind: 'done', data: cannotTake };
  return { kind: 'not-started' };
}
