import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the build's prerender and during hydration, true once React runs
 * the page in the browser. A prerendered form stays disabled until then, so
 * nothing typed or sent before the code arrives is lost (or sent as a plain
 * GET of the page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
