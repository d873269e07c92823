import { describe, expect, it } from 'vitest';
import { CURRICULUM_MESSAGES } from '../../../../shared/curriculum/rules';
import { DownloadError } from '../../../lib/download';
import { pdfErrorMessage } from './use-pdf-download';

describe('the resume download’s error line', () => {
  it('shows the server’s words for a refusal it explains, a limit (429) and busy PDF workers (503)', () => {
    for (const status of [403, 404, 429, 503]) expect(pdfErrorMessage(new DownloadError(status, 'Palavras do servidor.'))).toBe('Palavras do servidor.');
  });

  it('shows spec §8’s line for a failed render (500), no answer, or no message', () => {
    expect(pdfErrorMessage(new DownloadError(500, 'Erro interno.'))).toBe(CURRICULUM_MESSAGES.pdfError);
    expect(pdfErrorMessage(new DownloadError(null, null))).toBe(CURRICULUM_MESSAGES.pdfError);
    expect(pdfErrorMessage(new DownloadError(503, null))).toBe(CURRICULUM_MESSAGES.pdfError);
    expect(pdfErrorMessage(new Error('x'))).toBe(CURRICULUM_MESSAGES.pdfError);
  });
});

describe('the Word download’s error line', () => {
  it('shows the server’s words for a refusal it explains, and the Word file’s own line for a failed write', () => {
    expect(pdfErrorMessage(new DownloadError(429, 'Palavras do servidor.'), 'docx')).toBe('Palavras do servidor.');
    expect(pdfErrorMessage(new DownloadError(500, 'Erro interno.'), 'docx')).toBe(CURRICULUM_MESSAGES.docxError);
    expect(pdfErrorMessage(new DownloadError(null, null), 'docx')).toBe(CURRICULUM_MESSAGES.docxError);
  });
});
