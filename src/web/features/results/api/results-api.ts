import { myResultContract, shareByEmailContract, sharedResultContract } from '../../../../shared/contracts/quiz.contract';
import { resultByIdContract } from '../../../../shared/contracts/results.contract';
import { callApi } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-storage';

/** The download failed; `serverMessage` is the API's own message when it sent one (spec §8: server messages first). */
export class PdfDownloadError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(`PDF ${status}`);
  }
}

async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

export const resultsApi = {
  /** The logged-in user's latest completed result (owner view); 404 when there is none. */
  mine: async () => (await callApi(myResultContract)).data.result,
  /** Public: the free view of any completed attempt, first name only. */
  shared: async (attemptId: string) => (await callApi(sharedResultContract, { params: { attemptId } })).data.result,
  /** The owner view of one attempt; 404 unless the caller owns it. */
  owned: async (attemptId: string) => (await callApi(resultByIdContract, { params: { attemptId } })).data.result,
  shareByEmail: (attemptId: string, email: string) => callApi(shareByEmailContract, { params: { attemptId }, body: { email } }),

  /**
   * The report PDF is a file, not a JSON contract, so it is the one call made
   * outside callApi: same bearer header, answer saved as a download.
   */
  async downloadPdf(url: string, fallbackName: string): Promise<void> {
    const token = readToken();
    const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!response.ok) throw new PdfDownloadError(response.status, await messageOf(response));
    const blob = await response.blob();
    const disposition = response.headers.get('content-disposition') ?? '';
    const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  },
};
