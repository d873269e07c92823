import { useState } from 'react';
import type { DocumentKind } from '../../../../shared/curriculum/document';
import { CURRICULUM_MESSAGES, type CurriculumDesign } from '../../../../shared/curriculum/rules';
import { DownloadError } from '../../../lib/download';
import { curriculumApi } from '../api/curriculum-api';

/**
 * A refusal the server explains (nothing saved yet, no access, too many PDFs a minute, every PDF worker busy: 503)
 * in its words; any other failure is spec §8's line.
 */
export function pdfErrorMessage(error: unknown): string {
  if (error instanceof DownloadError && error.status !== null && (error.status < 500 || error.status === 503) && error.serverMessage)
    return error.serverMessage;
  return CURRICULUM_MESSAGES.pdfError;
}

/**
 * 'Baixar PDF': the saved curriculum, so `prepare` first saves what is not
 * saved yet (it shows its own failure and answers false to stop).
 */
export function usePdfDownload() {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download(kind: DocumentKind, design: CurriculumDesign, fullName: string, prepare?: () => Promise<boolean>) {
    setError(null);
    setDownloading(true);
    try {
      if (prepare && !(await prepare())) return;
      await curriculumApi.downloadPdf(kind, design, fullName);
    } catch (caught) {
      setError(pdfErrorMessage(caught));
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, error, download };
}
