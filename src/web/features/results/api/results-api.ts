import { resultSharingContract, shareByEmailContract, sharedResultContract } from '../../../../shared/contracts/quiz.contract';
import { profilePickContract } from '../../../../shared/contracts/results.contract';
import { callApi } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** The results feature's own calls; the owner's result reads are in src/web/common/owner-result.ts. */
export const resultsApi = {
  /** Public: the free view of a result its owner shares, first name and profiles only; 404 while it is private. */
  shared: async (attemptId: string) => (await callApi(sharedResultContract, { params: { attemptId } })).data.result,
  /** The profile the owner picks among their perfil misto's (null: back to the scores' order); answers the updated owner view. */
  pickProfile: async (attemptId: string, profileId: number | null) =>
    (await callApi(profilePickContract, { params: { attemptId }, body: { profileId } })).data.result,
  /** The owner turns sharing on or off; answers when it was turned on (null: off). */
  setSharing: async (attemptId: string, shared: boolean) => (await callApi(resultSharingContract, { params: { attemptId }, body: { shared } })).data,
  shareByEmail: (attemptId: string, email: string) => callApi(shareByEmailContract, { params: { attemptId }, body: { email } }),

  /** The report PDF is a file, not a JSON contract: fetched with the bearer token and saved as a download. */
  downloadPdf: (url: string, fallbackName: string) => downloadFile(url, fallbackName),
};
