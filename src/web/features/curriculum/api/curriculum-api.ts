import {
  CURRICULUM_EXPORT_FILE_NAME,
  CURRICULUM_DOCX_PATH,
  CURRICULUM_EXPORT_PATH,
  CURRICULUM_PDF_PATH,
  curriculumItemContracts,
  curriculumVersionsContract,
  generateFromProfileContract,
  myCurriculumContract,
  restoreCurriculumVersionContract,
  saveBasicInfoContract,
  saveCurriculumContract,
  type BasicInfoInput,
  type CurriculumInput,
} from '../../../../shared/contracts/curriculum.contract';
import { curriculumTrashContract, restoreTrashItemContract } from '../../../../shared/contracts/curriculum-trash.contract';
import type { DocumentKind } from '../../../../shared/curriculum/document';
import { curriculumDocxFileName, curriculumFileName, type CurriculumDesign } from '../../../../shared/curriculum/rules';
import type { ItemKind } from '../../../../shared/curriculum/sections';
import { fetchLatestOwnerResult } from '../../../common/owner-result';
import { callApi } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

export const curriculumApi = {
  /** The saved curriculum, or null before the first save. */
  mine: async () => (await callApi(myCurriculumContract)).data.curriculum,
  /** The whole document; answers the saved lists with their real ids, and the incomplete rows it left out. */
  save: async (body: CurriculumInput, options: { keepalive?: boolean } = {}) => (await callApi(saveCurriculumContract, { body, ...options })).data,
  saveBasicInfo: async (body: BasicInfoInput) => (await callApi(saveBasicInfoContract, { body })).data,
  /** Suggestions from the test result to pick from (objective, differentials, skills); nothing is saved. 404 when no test is done. */
  generateFromProfile: async () => (await callApi(generateFromProfileContract, { body: {} })).data,
  /** Deletes a saved item into the trash: `deleted` false when the server had nothing to delete (spec: tolerated); `trashId` undoes it. */
  removeItem: async (kind: ItemKind, id: string) => (await callApi(curriculumItemContracts[kind].remove, { params: { id } })).data,
  /** Saves a list's order: every saved item of the section, by id, first to last; answers the saved curriculum. */
  reorder: async (kind: ItemKind, ids: string[]) => (await callApi(curriculumItemContracts[kind].reorder, { body: { ids } })).data,
  /** The trash: items deleted or replaced in the last 30 days, newest first. */
  trash: async () => (await callApi(curriculumTrashContract)).data.items,
  /** Puts a trash item back in its list ("Desfazer" and the Lixeira). */
  restoreFromTrash: async (id: string) => (await callApi(restoreTrashItemContract, { params: { id } })).data,
  versions: async () => (await callApi(curriculumVersionsContract)).data.versions,
  restoreVersion: async (number: number) => (await callApi(restoreCurriculumVersionContract, { params: { number } })).data,
  /** The dominant profile of the user's last test, for the suggestion chips; 404 when no test is done. */
  myResult: fetchLatestOwnerResult,

  /** The saved curriculum as a PDF of this kind and design. */
  downloadPdf: (kind: DocumentKind, design: CurriculumDesign, fullName: string) =>
    downloadFile(`${CURRICULUM_PDF_PATH}?${new URLSearchParams({ type: kind, design }).toString()}`, curriculumFileName(kind, fullName)),
  /** The same document as a Word file (.docx). */
  downloadDocx: (kind: DocumentKind, design: CurriculumDesign, fullName: string) =>
    downloadFile(`${CURRICULUM_DOCX_PATH}?${new URLSearchParams({ type: kind, design }).toString()}`, curriculumDocxFileName(kind, fullName)),
  /** The user's data as a JSON Resume file (LGPD portability). */
  downloadExport: () => downloadFile(CURRICULUM_EXPORT_PATH, CURRICULUM_EXPORT_FILE_NAME),
};

/** What a restore from the trash answers: the item's list and id, and the saved curriculum. */
export type TrashRestore = Awaited<ReturnType<typeof curriculumApi.restoreFromTrash>>;
