import { useEffect } from 'react';
import { applyPageMeta, currentPublicPage, DEFAULT_DESCRIPTION } from './page-meta';

/**
 * Sets "{title} · Rumo". On a page listed in PUBLIC_PAGES the list wins (title
 * and description), so the tab matches what the server sent to crawlers.
 */
export function useDocumentTitle(title: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    const listed = currentPublicPage();
    if (listed) applyPageMeta(listed.title, listed.description);
    else applyPageMeta(`${title} · Rumo`, description);
  }, [title, description]);
}
