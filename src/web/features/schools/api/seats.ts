import { paymentConfigContract } from '../../../../shared/contracts/payment.contract';
import {
  classSeatsContract,
  createSeatOrderContract,
  sandboxPaySeatOrderContract,
  seatOrderContract,
  type SeatOrderBody,
} from '../../../../shared/contracts/school-licences.contract';
import { callApi } from '../../../lib/api-client';

/** The school licences' calls (decision 0197): a class's seats, buying them, and the order's status. */
export const seatsApi = {
  seats: async (classId: string) => (await callApi(classSeatsContract, { params: { id: classId } })).data.seats,
  /** One submission, one Idempotency-Key: callApi's retries of it get the first order back. */
  buy: async (classId: string, body: SeatOrderBody) =>
    (await callApi(createSeatOrderContract, { params: { id: classId }, body, headers: { 'idempotency-key': crypto.randomUUID() } })).data.order,
  order: async (classId: string, orderId: string) => (await callApi(seatOrderContract, { params: { id: classId, orderId } })).data.order,
  /** The sandbox only: pays the PIX as the payer's bank would. */
  sandboxPay: async (classId: string, orderId: string) => (await callApi(sandboxPaySeatOrderContract, { params: { id: classId, orderId } })).data.order,
  /** The gateway in use (the sandbox shows its "pay" button) and where a card is tokenized; the payment modal reads it under the same key. */
  paymentConfig: async () => (await callApi(paymentConfigContract)).data,
};
