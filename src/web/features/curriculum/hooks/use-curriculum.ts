import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Curriculum } from '../../../../shared/contracts/curriculum.contract';
import { PROFILE_IDS, type ProfileId } from '../../../../shared/content/content.schema';
import { ApiError } from '../../../lib/api-client';
import { curriculumApi } from '../api/curriculum-api';

const CURRICULUM_KEY = ['curriculum', 'me'] as const;
const VERSIONS_KEY = ['curriculum', 'versions'] as const;
const TRASH_KEY = ['curriculum', 'trash'] as const;

// gcTime 0: a resume is never shown from an earlier visit (another account, an older save).
const fresh = { gcTime: 0, staleTime: 0 } as const;

/** The saved curriculum (null before the first save), loaded when the screen opens (spec §4). */
export function useSavedCurriculum() {
  return useQuery({ queryKey: CURRICULUM_KEY, queryFn: curriculumApi.mine, ...fresh });
}

export function useCurriculumVersions() {
  return useQuery({ queryKey: VERSIONS_KEY, queryFn: curriculumApi.versions, ...fresh });
}

/** The Lixeira: read again after every write (a delete, a restore, a version restore may change it). */
export function useCurriculumTrash() {
  return useQuery({ queryKey: TRASH_KEY, queryFn: curriculumApi.trash, ...fresh });
}

/** After any write: the server's curriculum becomes the saved one, and the version list and the trash are read again. */
export function useCurriculumSaved() {
  const queryClient = useQueryClient();
  return useCallback(
    (curriculum: Curriculum) => {
      queryClient.setQueryData(CURRICULUM_KEY, curriculum);
      void queryClient.invalidateQueries({ queryKey: VERSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: TRASH_KEY });
    },
    [queryClient],
  );
}

/** After a write that answers no curriculum (an item deleted): read all three again. */
export function useRefreshCurriculum() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: CURRICULUM_KEY });
    void queryClient.invalidateQueries({ queryKey: VERSIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: TRASH_KEY });
  }, [queryClient]);
}

/** The dominant profile of the user's last test (for the suggestion chips); null when there is no test. */
export function useDominantProfile() {
  return useQuery({
    queryKey: ['curriculum', 'dominant-profile'],
    queryFn: async (): Promise<ProfileId | null> => {
      try {
        const id = (await curriculumApi.myResult()).dominantProfile.profile.id;
        return PROFILE_IDS.find((candidate) => candidate === id) ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}
