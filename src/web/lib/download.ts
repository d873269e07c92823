import { readToken } from './auth-storage';

/** A file download failed; `serverMessage` is the API's own message when it sent one (spec §8: server messages first). */
export class DownloadError extends Error {
  constructor(
    /** The HTTP status, or null when no answer came (network failure). */
    readonly status: number | null,
    readonly serverMessage: string | null,
  ) {
    super(status === null ? 'download failed: no answer' : `download failed: ${status}`);
    this.name = 'DownloadError';
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

/**
 * Files from the API (PDFs, the resume export) are not JSON contracts, so they
 * are fetched outside callApi: same bearer header, and the answer saved as a
 * download under the server's file name (Content-Disposition), else `fallbackName`.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new DownloadError(null, null);
  }
  if (!response.ok) throw new DownloadError(response.status, await messageOf(response));
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
}
