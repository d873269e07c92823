import { updateAgeBandContract, updateMeContract } from '../../../../shared/contracts/auth.contract';
import type { AgeBand } from '../../../../shared/domain/age-band';
import type { ContractBody } from '../../../../shared/contracts/contract';
import {
  createOrderContract,
  orderContract,
  paymentConfigContract,
  pendingPixContract,
  sandboxPayContract,
} from '../../../../shared/contracts/payment.contract';
import { callApi } from '../../../lib/api-client';

export const paymentApi = {
  config: async () => (await callApi(paymentConfigContract)).data,
  /**
   * One call is one submission, with an Idempotency-Key of its own: callApi's
   * automatic retries of it (network error, timeout, 5xx) send the same key and
   * get the first order back, while the person's next click, after an error or
   * a denial, is a new request with a new key.
   */
  createOrder: async (body: ContractBody<typeof createOrderContract>) =>
    (await callApi(createOrderContract, { body, headers: { 'idempotency-key': crypto.randomUUID() } })).data,
  /** The attempt's PIX code still waiting to be paid, or null. */
  pendingPix: async (attemptId: string) => (await callApi(pendingPixContract, { params: { attemptId } })).data.pix,
  order: async (orderId: string) => (await callApi(orderContract, { params: { orderId } })).data.order,
  sandboxPay: async (orderId: string) => (await callApi(sandboxPayContract, { params: { orderId } })).data,
  saveAgeBand: async (ageBand: AgeBand) => (await callApi(updateAgeBandContract, { body: { ageBand } })).data.user,
  saveAccount: async (body: ContractBody<typeof updateMeContract>) => (await callApi(updateMeContract, { body })).data.user,
};
