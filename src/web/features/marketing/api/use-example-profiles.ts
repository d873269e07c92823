import { callApi } from '../../../lib/api-client';
import { useServerData } from '../../../lib/server-data';

/** Entusiasta, Perfeccionista and Pacificador: three contrasting profiles. */
const EXAMPLE_PROFILE_IDS = [7, 1, 9] as const;

/**
 * The example profiles' free views, from the public API. Read from the server
 * (not imported from the content) so the paid parts of a profile never ship in the bundle.
 */
export function useExampleProfiles() {
  return useServerData({
    queryKey: ['marketing', 'example-profiles'],
    queryFn: async () => {
      // The contract (and zod) is loaded with the call, not with the landing.
      const { profileByIdContract } = await import('../../../../shared/contracts/results.contract');
      return Promise.all(EXAMPLE_PROFILE_IDS.map(async (id) => (await callApi(profileByIdContract, { params: { id: String(id) } })).data.profile));
    },
    staleTime: Infinity,
  });
}
