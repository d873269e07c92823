/**
 * App pages rendered to HTML outside the browser, with the app's own routes
 * and providers:
 *
 * - by the build, for the public pages that the app hydrates
 *   (scripts/prerender.tsx);
 * - by the server, for a shared result at /report/{id}: `vite build --ssr`
 *   bundles this file into dist/web-ssr/, which the server loads on the
 *   first such page (platform/http/web-render.ts).
 *
 * The browser hydrates either (main.tsx). Nothing here may read the browser:
 * the session is 'checking' and the layout's reads are empty, as in the
 * browser's first render.
 */
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { sharedResultPath } from '../../shared/constants/app-routes';
import type { PublicResult } from '../../shared/contracts/quiz.contract';
import { sharedResultQuery } from '../features/results/hooks/use-results';
import { SiteOriginProvider } from '../lib/site-origin';
import { AppProviders, createQueryClient } from './app';
import { appRoutes } from './routes';

/**
 * The app's markup at `pathname` (the root's content), with `client`'s reads
 * already in place; `origin`, the site's public URL, for absolute links.
 */
export async function renderAppPage(
  pathname: string,
  { client = createQueryClient(), origin }: { client?: QueryClient; origin?: string } = {},
): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname}: the router answered a redirect`);
  if (context.errors) throw new Error(`${pathname}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <AppProviders client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  return renderToString(<StrictMode>{origin === undefined ? page : <SiteOriginProvider origin={origin}>{page}</SiteOriginProvider>}</StrictMode>);
}

/** /report/{attemptId} as a visitor first sees it: the shared view of `result` (the share contract's answer), on the site at `origin`. */
export function renderSharedResult(attemptId: string, result: PublicResult, origin: string): Promise<string> {
  const client = createQueryClient();
  client.setQueryData(sharedResultQuery(attemptId).queryKey, result);
  return renderAppPage(sharedResultPath(attemptId), { client, origin });
}
