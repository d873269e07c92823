import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { APP_ROUTES } from '../../shared/constants/app-routes';

/**
 * Loads the reads a page the server renders was rendered with, besides its
 * code, into `client`: the server fills them in before rendering
 * (server-render.tsx), and the browser loads them before hydrating (main.tsx;
 * the HTML preloads the answer), so the browser's first render is the HTML's.
 * Only /report/{id} is rendered so. Its query (and so the contracts and zod)
 * is imported here only on that page: this file is part of the app's entry.
 * A read that fails leaves the page to its own loading or error state.
 */
export async function loadRenderedReads(client: QueryClient, pathname: string): Promise<void> {
  const attemptId = matchPath({ path: APP_ROUTES.sharedResult, caseSensitive: true }, pathname)?.params.attemptId;
  if (!attemptId) return;
  const { sharedResultQuery } = await import('../features/results/hooks/use-results');
  await client.prefetchQuery(sharedResultQuery(attemptId));
}
