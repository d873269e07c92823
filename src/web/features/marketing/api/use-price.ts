import { FALLBACK_PRICE } from '../../../../shared/constants/price';
import { callApi } from '../../../lib/api-client';
import { useServerData } from '../../../lib/server-data';

async function fetchPrice() {
  try {
    // The contract (and zod) is loaded with the call, not with the public pages.
    const { priceContract } = await import('../../../../shared/contracts/payment.contract');
    return (await callApi(priceContract)).data;
  } catch {
    // Spec §7: when the price cannot be read, show the standard one.
    return { ...FALLBACK_PRICE };
  }
}

/**
 * The report's price, formatted ("R$ 29,90"). Shows the fallback while loading,
 * so the page never flashes an empty price. Same cache key and shape as the
 * payment modal's query, so one request serves both.
 */
export function usePriceText(): string {
  const price = useServerData({ queryKey: ['payment', 'price'], queryFn: fetchPrice, staleTime: 300_000 });
  return price.data?.formatted ?? FALLBACK_PRICE.formatted;
}
