import { FALLBACK_PRICE } from '../../shared/constants/price';
import { callApi } from '../lib/api-client';
import { useServerData } from '../lib/server-data';

/** The price read's cache key: one request serves the public pages and the payment modal. */
export const PRICE_QUERY_KEY = ['payment', 'price'] as const;

async function fetchPrice() {
  try {
    // The contract (and zod) is loaded with the call, not with the public pages.
    const { priceContract } = await import('../../shared/contracts/payment.contract');
    return (await callApi(priceContract)).data;
  } catch {
    // Spec §7: when the price cannot be read, show the standard one.
    return { ...FALLBACK_PRICE };
  }
}

/**
 * The report's price, formatted ("R$ 29,90"), for the public pages and the
 * payment modal. Shows the fallback while loading, so a page never flashes an
 * empty price.
 */
export function usePriceText(): string {
  const price = useServerData({ queryKey: PRICE_QUERY_KEY, queryFn: fetchPrice, staleTime: 300_000 });
  return price.data?.formatted ?? FALLBACK_PRICE.formatted;
}
