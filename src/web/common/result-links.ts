import { sharedResultPath } from '../../shared/constants/app-routes';
import { useSiteOrigin } from '../lib/site-origin';

/** A shared result's public address on `origin` (lib/site-origin.tsx's useSiteOrigin), from APP_ROUTES. */
export function sharedResultUrl(origin: string, attemptId: string): string {
  return `${origin}${sharedResultPath(attemptId)}`;
}

/** The shared result's public address on this site (the page's origin in the browser, PUBLIC_URL on the server). */
export function useSharedResultUrl(attemptId: string): string {
  return sharedResultUrl(useSiteOrigin(), attemptId);
}
