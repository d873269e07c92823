import { useEffect } from 'react';
import { PUBLIC_PAGES, publicPage, type PublicPage } from '../../shared/constants/public-pages';

/** Used on pages that are not in PUBLIC_PAGES, so a previous page's description does not linger. */
export const DEFAULT_DESCRIPTION = PUBLIC_PAGES[0]?.description ?? '';

/** '/faq/' and '/faq' are the same page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The listed page for the current URL, if any. */
export function currentPublicPage(): PublicPage | undefined {
  return typeof window === 'undefined' ? undefined : publicPage(normalizePath(window.location.pathname));
}

/** Sets <title> and <meta name="description"> (creating the tag if the HTML has none). */
export function applyPageMeta(title: string, description: string): void {
  document.title = title;
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = description;
}

/**
 * Title and description of a public page, taken from PUBLIC_PAGES: the same
 * text the server put in the HTML, so the tab and a crawler agree.
 */
export function usePublicPageMeta(path: string): void {
  useEffect(() => {
    const page = publicPage(path);
    if (page) applyPageMeta(page.title, page.description);
  }, [path]);
}
