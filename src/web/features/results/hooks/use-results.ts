import { useQuery } from '@tanstack/react-query';
import { latestOwnerResultQuery, ownerResultQuery } from '../../../common/owner-result';
import { resultsApi } from '../api/results-api';

// gcTime 0: a result (or its absence) is never shown from an old visit, e.g. right after finishing the test or after switching accounts.
const fresh = { gcTime: 0, staleTime: 0 } as const;

/** The signed-in person's latest result. */
export function useOwnResult(userId: string | null) {
  return useQuery({ ...latestOwnerResultQuery(userId), enabled: userId !== null, ...fresh });
}

/**
 * The shared view's read: its key and how to load it. Also what a server-rendered /report/{id} was rendered with
 * (app/server-render.tsx fills it on the server, app/rendered-reads.ts before hydration).
 */
export function sharedResultQuery(attemptId: string) {
  return { queryKey: ['results', 'shared', attemptId], queryFn: () => resultsApi.shared(attemptId) };
}

/** How long the page keeps the shared view it loaded: the page that loaded it just before hydrating does not ask again on mount. */
const SHARED_VIEW_FRESH_MS = 60_000;

export function useSharedResult(attemptId: string) {
  // Browsers keep no copy (the contract says max-age 0, so a result made private goes at once); this page keeps its
  // own for a minute. gcTime 0 still drops it when the page is left.
  return useQuery({ ...sharedResultQuery(attemptId), ...fresh, staleTime: SHARED_VIEW_FRESH_MS });
}

/** Succeeds only when the logged-in user owns the attempt. */
export function useOwnedResult(attemptId: string, userId: string | null) {
  return useQuery({ ...ownerResultQuery(attemptId, userId), enabled: userId !== null, ...fresh });
}
