import { useQuery } from '@tanstack/react-query';
import { sharedResultContract } from '../../../../shared/contracts/quiz.contract';
import { resultsApi } from '../api/results-api';

// gcTime 0: a result (or its absence) is never shown from an old visit, e.g. right after finishing the test or after switching accounts.
const fresh = { gcTime: 0, staleTime: 0 } as const;

export function useOwnResult(userId: string | null) {
  return useQuery({ queryKey: ['results', 'mine', userId], queryFn: resultsApi.mine, enabled: userId !== null, ...fresh });
}

/**
 * The shared view's read: its key and how to load it. Also what a server-rendered /report/{id} was rendered with
 * (app/server-render.tsx fills it on the server, app/rendered-reads.ts before hydration).
 */
export function sharedResultQuery(attemptId: string) {
  return { queryKey: ['results', 'shared', attemptId], queryFn: () => resultsApi.shared(attemptId) };
}

export function useSharedResult(attemptId: string) {
  // Fresh for as long as browsers may keep the answer (the contract's cache policy): the page that loaded it just
  // before hydrating does not ask again on mount. gcTime 0 still drops it when the page is left.
  return useQuery({ ...sharedResultQuery(attemptId), ...fresh, staleTime: sharedResultContract.cache.maxAgeSeconds * 1000 });
}

/** Succeeds only when the logged-in user owns the attempt. */
export function useOwnedResult(attemptId: string, userId: string | null) {
  return useQuery({ queryKey: ['results', 'owned', attemptId, userId], queryFn: () => resultsApi.owned(attemptId), enabled: userId !== null, ...fresh });
}
