/**
 * Prerenders the public pages after `vite build`: each of PRERENDERED_PATHS is
 * rendered with React's renderToString and a static router into a copy of the
 * built index.html (dist/web/prerendered/<page>.html), with the page's title
 * and description, and a `data-prerendered` root that main.tsx hydrates. The
 * server adds the preview tags (they need PUBLIC_URL) and serves these files.
 * Last, index.html itself (the page of every route not prerendered) gets the
 * app's loading screen in its root, so it paints before any script has run;
 * main.tsx renders over it. No inline script is written
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
import { AppLoading } from '../src/web/app/layout/app-loading';
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
  const shellFile = path.join(webDistDir, 'index.html');
  const shell = fs.readFileSync(shellFile, 'utf8');
  if (!shell.includes(ROOT_TAG)) throw new Error(`dist/web/index.html has no ${ROOT_TAG}`);
  for (const pathname of PRERENDERED_PATHS) {
    const page = publicPage(pathname);
    if (!page) throw new Error(`${pathname} is not in PUBLIC_PAGES`);
    const body = await renderPage(pathname);
    const html = withTitleAndDescription(shell, page.title, page.description).replace(ROOT_TAG, `<div id="root" data-prerendered="">${body}</div>`);
    const file = prerenderedFile(webDistDir, pathname);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    console.log(`prerendered ${pathname} -> ${path.relative(process.cwd(), file)} (${(html.length / 1024).toFixed(1)} kB)`);
  }
  const loading = renderToString(
    <StrictMode>
      <AppLoading />
    </StrictMode>,
  );
  fs.writeFileSync(shellFile, shell.replace(ROOT_TAG, `<div id="root">${loading}</div>`));
  // The server compresses pages itself (index.html is read, never sent as a file): no stale copies beside it.
  for (const copy of [`${shellFile}.br`, `${shellFile}.gz`]) fs.rmSync(copy, { force: true });
  console.log('index.html: the loading screen in its root');
}

await main();
