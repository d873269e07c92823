import { useState } from 'react';
import type { DocumentKind } from '../../../../shared/curriculum/document';
import { CURRICULUM_MESSAGES, type CurriculumDesign } from '../../../../shared/curriculum/rules';
import { DownloadError } from '../../../lib/download';
import { curriculumApi } from '../api/curriculum-api';

/** The resume's files: the PDF and the Word file, each with its download and its failure line. */
export const RESUME_FILE_FORMATS = {
  pdf: { download: curriculumApi.downloadPdf, failure: CURRICULUM_MESSAGES.pdfError },
  docx: { download: curriculumApi.downloadDocx, failure: CURRICULUM_MESSAGES.docxError },
} as const;
export type ResumeFileFormat = keyof typeof RESUME_FILE_FORMATS;

/**
 * A refusal the server explains (nothing saved yet, no access, too many files a minute, every PDF worker busy: 503)
 * in its words; any other failure is spec §8's line for the PDF, and its Word counterpart for the Word file.
 */
export function pdfErrorMessage(error: unknown, format: ResumeFileFormat = 'pdf'): string {
  if (error instanceof DownloadError && error.status !== null && (error.status < 500 || error.status === 503) && error.serverMessage)
    return error.serverMessage;
  return RESUME_FILE_FORMATS[format].failure;
}

/**
 * 'Baixar PDF' (and, with `format` 'docx', 'Baixar Word (.docx)'): the saved curriculum, so `prepare` first saves
 * what is not saved yet (it shows its own failure and answers false to stop).
 */
export function usePdfDownload(format: ResumeFileFormat = 'pdf') {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download(kind: DocumentKind, design: CurriculumDesign, fullName: string, prepare?: () => Promise<boolean>) {
    setError(null);
    setDownloading(true);
    try {
      if (prepare && !(await prepare())) return;
      await RESUME_FILE_FORMATS[format].download(kind, design, fullName);
    } catch (caught) {
      setError(pdfErrorMessage(caught, format));
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, error, download };
}
