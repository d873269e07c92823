import { myResultContract } from '../../shared/contracts/quiz.contract';
import { resultByIdContract } from '../../shared/contracts/results.contract';
import { callApi } from '../lib/api-client';

/**
 * The owner's result reads: the signed-in person's latest result and one
 * attempt of theirs, each a query key and its fetch (pass both to useQuery).
 * The results screen shows them, the resume builder reads the dominant profile
 * from the latest, and a life-stage save reads both again (their careers are
 * written for the stage of life). Every key starts with 'results', which the
 * results feature's writes (the pick, sharing) update as one.
 */
export const OWNER_RESULT_KEYS = {
  latest: ['results', 'mine'],
  byId: ['results', 'owned'],
} as const;

/** The signed-in person's latest completed result (owner view); 404 when there is none. */
export async function fetchLatestOwnerResult() {
  return (await callApi(myResultContract)).data.result;
}

/** The owner view of one attempt; 404 unless the caller owns it. */
export async function fetchOwnerResult(attemptId: string) {
  return (await callApi(resultByIdContract, { params: { attemptId } })).data.result;
}

/** The latest result of `userId` (null: signed out; the key keeps two accounts' answers apart). */
export function latestOwnerResultQuery(userId: string | null) {
  return { queryKey: [...OWNER_RESULT_KEYS.latest, userId], queryFn: fetchLatestOwnerResult };
}

/** The owner view of `attemptId` as `userId` reads it. */
export function ownerResultQuery(attemptId: string, userId: string | null) {
  return { queryKey: [...OWNER_RESULT_KEYS.byId, attemptId, userId], queryFn: () => fetchOwnerResult(attemptId) };
}
