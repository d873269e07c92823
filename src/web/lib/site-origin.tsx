import { createContext, useContext, type ReactNode } from 'react';

const SiteOriginContext = createContext<string | null>(null);

/** The site's origin where there is no page address: the public URL the server renders a page for (app/server-render.tsx). */
export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext value={origin}>{children}</SiteOriginContext>;
}

/** The origin of the site's absolute links (a shared result's): the page's own in the browser, the public URL on the server. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
