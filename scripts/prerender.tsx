/**
 * Prerenders the public pages after `vite build`: each of PRERENDERED_PATHS is
 * rendered with React's renderToString and a static router into a copy of the
 * built index.html (dist/web/prerendered/<page>.html), with the page's title
 * and description. The server adds the preview tags (they need PUBLIC_URL)
 * and serves these files; main.tsx hydrates them. No inline script is written
 * (the CSP allows none): the router's hydration data is not needed, as the
 * routes have no loaders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PRERENDERED_PATHS, publicPage } from '../src/shared/constants/public-pages';
import { prerenderedFile, withTitleAndDescription } from '../src/server/platform/http/web-app';
import { AppProviders } from '../src/web/app/app';
import { appRoutes } from '../src/web/app/routes';

const ROOT_TAG = '<div id="root"></div>';

async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname}: the router answered a redirect`);
  if (context.errors) throw new Error(`${pathname}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

async function main(): Promise<void> {
  const webDistDir = path.resolve(import.meta.dirname, '../dist/web');
  const shell = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  if (!shell.includes(ROOT_TAG)) throw new Error(`dist/web/index.html has no ${ROOT_TAG}`);
  for (const pathname of PRERENDERED_PATHS) {
    const page = publicPage(pathname);
    if (!page) throw new Error(`${pathname} is not in PUBLIC_PAGES`);
    const body = await renderPage(pathname);
    const html = withTitleAndDescription(shell, page.title, page.description).replace(ROOT_TAG, `<div id="root">${body}</div>`);
    const file = prerenderedFile(webDistDir, pathname);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    console.log(`prerendered ${pathname} -> ${path.relative(process.cwd(), file)} (${(html.length / 1024).toFixed(1)} kB)`);
  }
}

await main();
