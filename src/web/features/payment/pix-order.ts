import type { ContractData } from '../../../shared/contracts/contract';
import type { pendingPixContract } from '../../../shared/contracts/payment.contract';

/** A code as GET /payment/pix/:attemptId answers it (create-order's answer, with its order id, has the same shape). */
type PendingPix = NonNullable<ContractData<typeof pendingPixContract>['pix']>;

/** A PIX code as the panel holds it: its validity on the browser's clock, from the `expiresIn` the server counted. */
export interface PixOrder extends Omit<PendingPix, 'expiresIn'> {
  /** When the code expires, on this browser's clock: the countdown ends here. */
  expiresAt: number;
  /** How long the code is still valid from when it arrived: polling for its payment stops after it. */
  pollLimitMs: number;
}

/** The server counts the seconds left; the browser turns them into a moment on its own clock. */
export function pixOrder(pix: PendingPix, receivedAt: number = Date.now()): PixOrder {
  const validMs = Math.max(0, pix.expiresIn) * 1000;
  return { orderId: pix.orderId, qrCode: pix.qrCode, qrCodeUrl: pix.qrCodeUrl, expiresAt: receivedAt + validMs, pollLimitMs: validMs };
}

/** "09:57": minutes and seconds left, never below zero. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
