import { createEducatorRequestContract, myEducatorRequestContract, type EducatorRequestBody } from '../../../../shared/contracts/educator.contract';
import { callApi } from '../../../lib/api-client';

/** The person's educator request (decision 0194); the staff console's calls are in features/staff. */
export const educatorApi = {
  mine: async () => (await callApi(myEducatorRequestContract)).data,
  /** Answers the new request and the server's message. */
  ask: (body: EducatorRequestBody) => callApi(createEducatorRequestContract, { body }),
};

export const educatorKeys = {
  mine: ['educator', 'mine'] as const,
};
