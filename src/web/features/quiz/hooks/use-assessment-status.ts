import { useQuery } from '@tanstack/react-query';
import { TOTAL_QUESTIONS, type CannotTakeData } from '../../../../shared/contracts/quiz.contract';
import { useSession } from '../../../lib/session';
import { resumeIndex } from '../progress-sync';
import { quizStorage } from '../quiz-storage';
import { assessmentProgressQuery } from './assessment-progress-query';

/** Where the person stands with the test, read without starting anything (GET /assessment/progress). */
export type AssessmentStatus =
  | { kind: 'loading' }
  | { kind: 'anonymous' }
  | { kind: 'not-started' }
  /** `question` is 1-based: the one the quiz screen opens at. */
  | { kind: 'in-progress'; question: number; total: number; answered: number }
  | { kind: 'done'; data: CannotTakeData };

/** When the server cannot be read (spec §4: reading falls back to the local copy). */
function fromDevice(): AssessmentStatus {
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
  const query = useQuery({ ...assessmentProgressQuery(userId), enabled: status === 'authenticated' && userId !== null });

  if (status === 'checking') return { kind: 'loading' };
  if (status !== 'authenticated' || !userId) return { kind: 'anonymous' };
  if (query.isPending) return { kind: 'loading' };
  if (query.isError) return fromDevice();
  const { progress, cannotTake } = query.data;
  if (progress) {
    const local = quizStorage.progress(progress.attemptId);
    const index = resumeIndex(progress, local) ?? progress.currentIndex;
    const total = progress.totalQuestions;
    return { kind: 'in-progress', question: Math.min(index, total - 1) + 1, total, answered: progress.answers.length };
  }
  if (cannotTake) return { kind: 'done', data: cannotTake };
  return { kind: 'not-started' };
}
