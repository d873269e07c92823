import {
  LETTER_DOCX_PATH,
  LETTER_PDF_PATH,
  letterVersionsContract,
  myLetterContract,
  restoreLetterVersionContract,
  saveLetterContract,
  type LetterInput,
} from '../../../../shared/contracts/curriculum-letter.contract';
import type { DocumentKind } from '../../../../shared/curriculum/document';
import { letterFileName } from '../../../../shared/curriculum/letter';
import type { CurriculumDesign } from '../../../../shared/curriculum/rules';
import { callApi } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const PATHS = { pdf: LETTER_PDF_PATH, docx: LETTER_DOCX_PATH } as const;

/** The cover letter's calls (decision 0189). */
export const letterApi = {
  /** The saved letter (or null), what the suggestions are drawn from (null without a saved resume), and the paragraphs still unedited. */
  mine: async () => (await callApi(myLetterContract)).data,
  save: async (body: LetterInput) => (await callApi(saveLetterContract, { body })).data,
  versions: async () => (await callApi(letterVersionsContract)).data.versions,
  restoreVersion: async (number: number) => (await callApi(restoreLetterVersionContract, { params: { number } })).data,
  /** The saved letter as a PDF or Word file of this design, under the header of the resume of `kind`. */
  download: (format: 'pdf' | 'docx', kind: DocumentKind, design: CurriculumDesign, fullName: string) =>
    downloadFile(`${PATHS[format]}?${new URLSearchParams({ type: kind, design }).toString()}`, letterFileName(fullName, format)),
};
