import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LifeStage } from '../../../../shared/domain/life-stage';
import { useSession } from '../../../lib/session';
import { authApi } from '../api/auth-api';

/**
 * The owner's result reads (features/results/hooks/use-results.ts: ['results', 'mine', userId] and
 * ['results', 'owned', attemptId, userId]). Features never import each other, so the keys' prefixes are named here.
 */
const OWNER_RESULT_KEYS = [
  ['results', 'mine'],
  ['results', 'owned'],
] as const;

/**
 * Saves the stage-of-life answers (a field left out stays, null clears it). On success the session's user is
 * the server's, and the owner's result is read again: its careers' next steps are built from these answers.
 */
export function useSaveLifeStage() {
  const { setUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Partial<LifeStage>) => authApi.saveLifeStage(answers),
    onSuccess: ({ user }) => {
      setUser(user);
      for (const queryKey of OWNER_RESULT_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
