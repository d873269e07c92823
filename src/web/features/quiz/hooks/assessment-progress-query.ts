import { useServerData } from '../../../lib/server-data';
import { useSession } from '../../../lib/session';

/** One cache entry per person; the quiz screen reads it too, so both see the same answer. */
export const assessmentProgressKey = (userId: string | null) => ['quiz', 'progress', userId] as const;

/** The quiz's API (and its contracts, so zod) is loaded with the first read, never with the layout. */
export const assessmentProgressQuery = (userId: string | null) => ({
  queryKey: assessmentProgressKey(userId),
  queryFn: async () => (await import('../api/quiz-api')).quizApi.progress(),
  // Always re-read when a screen that needs it opens: the test moves on elsewhere (another tab, another device).
  staleTime: 0,
});

/** The signed-in person's yearly test is done (no attempt in progress, none may start): what the layout's start-test links need. */
export function useAssessmentDone(): boolean {
  const { status, user } = useSession();
  const userId = user?.id ?? null;
  const query = useServerData({ ...assessmentProgressQuery(userId), enabled: status === 'authenticated' && userId !== null });
  return status === 'authenticated' && query.isSuccess && !query.data.progress && Boolean(query.data.cannotTake);
}
