import { useQuery } from '@tanstack/react-query';
import { resultsApi } from '../api/results-api';

// gcTime 0: a result (or its absence) is never shown from an old visit, e.g. right after finishing the test or after switching accounts.
const fresh = { gcTime: 0, staleTime: 0 } as const;

export function useOwnResult(userId: string | null) {
  return useQuery({ queryKey: ['results', 'mine', userId], queryFn: resultsApi.mine, enabled: userId !== null, ...fresh });
}

export function useSharedResult(attemptId: string) {
  return useQuery({ queryKey: ['results', 'shared', attemptId], queryFn: () => resultsApi.shared(attemptId), ...fresh });
}

/** Succeeds only when the logged-in user owns the attempt. */
export function useOwnedResult(attemptId: string, userId: string | null) {
  return useQuery({ queryKey: ['results', 'owned', attemptId, userId], queryFn: () => resultsApi.owned(attemptId), enabled: userId !== null, ...fresh });
}
