import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LifeStage } from '../../../../shared/domain/life-stage';
import { OWNER_RESULT_KEYS } from '../../../common/owner-result';
import { useSession } from '../../../lib/session';
import { authApi } from '../api/auth-api';

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
      for (const queryKey of Object.values(OWNER_RESULT_KEYS)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
