import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerResult } from '../../../../shared/contracts/quiz.contract';
import { resultsApi } from '../api/results-api';

/**
 * Saves the profile the owner picks as most like them (or null), then puts
 * the answer (the owner view in its new reading order) into every cached read
 * of that attempt's owner view, so the page reorders at once.
 */
export function useProfilePick(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number | null) => resultsApi.pickProfile(attemptId, profileId),
    onSuccess: (result) => {
      queryClient.setQueriesData<OwnerResult>({ queryKey: ['results'] }, (old) =>
        old && 'reportStatus' in old && old.attemptId === result.attemptId ? result : old,
      );
    },
  });
}
