/** Payment timings of spec §4 and §9 (the card's polling is `common/card-payment.ts`, which the school seats share). PIX polling ends when the code expires (its `expiresIn`, see pix-order.ts). */
export const PIX_POLL_INTERVAL_MS = 5_000;
export const REDIRECT_AFTER_PAYMENT_MS = 2_000;
