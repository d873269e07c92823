import { DASHBOARD_MESSAGES, classDashboardContract, classDashboardCsvPath } from '../../../../shared/contracts/schools.contract';
import { callApi } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** The teacher's dashboard of one class (decisions 0195 and 0196) and its CSV. */
export const dashboardApi = {
  get: async (classId: string) => (await callApi(classDashboardContract, { params: { id: classId } })).data,
  downloadCsv: (classId: string) => downloadFile(classDashboardCsvPath(classId), DASHBOARD_MESSAGES.csvName),
};

export const dashboardKeys = {
  of: (classId: string) => ['schools', 'dashboard', classId] as const,
};
