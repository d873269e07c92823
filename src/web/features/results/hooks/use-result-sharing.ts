import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerResult } from '../../../../shared/contracts/quiz.contract';
import { resultsApi } from '../api/results-api';

/**
 * Turns sharing of the owner's result on or off (issue 26), then writes the
 * answer into every cached owner view of that attempt and drops the cached
 * shared view, so the switch and the page agree at once.
 */
export function useResultSharing(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) => resultsApi.setSharing(attemptId, shared),
    onSuccess: ({ sharedAt }) => {
      queryClient.setQueriesData<OwnerResult>({ queryKey: ['results'] }, (old) =>
        old && 'reportStatus' in old && old.attemptId === attemptId ? { ...old, sharedAt } : old,
      );
      queryClient.removeQueries({ queryKey: ['results', 'shared', attemptId] });
    },
  });
}
