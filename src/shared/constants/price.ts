/** The report price shown when GET /payment/price fails (spec §7). */
export const FALLBACK_PRICE = { price: 29.9, currency: 'BRL', formatted: 'R$ 29,90' } as const;

/** 2990 -> "R$ 29,90". Intl puts a no-break space after "R$"; the product shows a plain space. */
export function formatPrice(cents: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\s/g, ' ');
}
