import { useSyncExternalStore } from 'react';

/** The zone the server writes a page's dates in (its own zone is not the reader's): Brasília time, most of Brazil's. */
export const SERVER_RENDER_TIME_ZONE = 'America/Sao_Paulo';

const noSubscription = () => () => undefined;

const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The time zone to show dates in: the reader's own, except on the server and
 * while its HTML is hydrated, when both sides write Brasília time so the
 * markup matches. Right after hydration React renders the component again in
 * the reader's zone, when it differs (for most readers in Brazil it does not).
 * That render is synchronous: keep the hook in a small component.
 */
export function useDisplayTimeZone(): string {
  return useSyncExternalStore(noSubscription, readerTimeZone, () => SERVER_RENDER_TIME_ZONE);
}
