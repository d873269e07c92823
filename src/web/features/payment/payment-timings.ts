/** Payment timings of spec §4 and §9. PIX polling ends when the code expires (its `expiresIn`, see pix-order.ts). */
export const PIX_POLL_INTERVAL_MS = 5_000;
export const CARD_POLL_INTERVAL_MS = 2_000;
export const CARD_POLL_LIMIT_MS = 60_000;
export const REDIRECT_AFTER_PAYMENT_MS = 2_000;
