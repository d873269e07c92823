import { contactContract, siteConfigContract } from '../../../../shared/contracts/contact.contract';
import type { ContractBody } from '../../../../shared/contracts/contract';
import { callApi } from '../../../lib/api-client';

export const contactApi = {
  send: (body: ContractBody<typeof contactContract>) => callApi(contactContract, { body }),
  siteConfig: async () => (await callApi(siteConfigContract)).data,
};
