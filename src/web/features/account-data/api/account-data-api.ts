import { ACCOUNT_EXPORT_FILE_NAME, accountExportContract } from '../../../../shared/contracts/account-data.contract';
import { deleteMeContract } from '../../../../shared/contracts/auth.contract';
import { callApi } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

export const accountDataApi = {
  /** Saves the export as meus-dados-rumo.json. */
  downloadExport: () => downloadFile(`/api${accountExportContract.path}`, ACCOUNT_EXPORT_FILE_NAME),
  deleteAccount: (password: string) => callApi(deleteMeContract, { body: { password } }),
};
