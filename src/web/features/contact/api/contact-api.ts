import type { contactContract } from '../../../../shared/contracts/contact.contract';
import type { ContractBody } from '../../../../shared/contracts/contract';

/** The contracts (and zod) load with the first call, not with the footer that every page shows. */
const contracts = () => import('../../../../shared/contracts/contact.contract');
import { callApi } from '../../../lib/api-client';

export const contactApi = {
  send: async (body: ContractBody<typeof contactContract>) => callApi((await contracts()).contactContract, { body }),
  siteConfig: async () => (await callApi((await contracts()).siteConfigContract)).data,
};
