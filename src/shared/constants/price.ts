/** The report price shown when GET /payment/price fails (spec §7). */
export const FALLBACK_PRICE = { price: 29.9, currency: 'BRL', formatted: 'R$ 29,90' } as const;
