/**
 * Prerenders the public pages after `vite build`: each of PRERENDERED_PATHS is
 * rendered with React's renderToString into a copy of the built index.html
 * (dist/web/prerendered/<page>.html), with the page's title and description,
 * and a `data-prerendered` root that a script hydrates:
 *
 * - a standalone page (src/web/app/standalone-pages.ts) is rendered as the
 *   public-page entry (public-main.tsx) hydrates it, and its HTML loads that
 *   entry instead of the app's, with the page's own chunks preloaded;
 * - the other public pages are rendered with a static router
 *   (src/web/app/server-render.tsx, which the server also uses for
 *   /report/{id}), and main.tsx (the app) hydrates them.
 *
 * The server adds the preview tags (they need PUBLIC_URL) and serves these files.
 * index.html as Vite wrote it is kept as prerendered/app-shell.html, the
 * shell of the pages the server renders.
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
import { PRERENDERED_PATHS, publicPage } from '../src/shared/constants/public-pages';
import {
  appShellFile,
  entryHeadTags,
  PUBLIC_PAGE_ENTRY,
  prerenderedFile,
  ROOT_TAG,
  withRenderedRoot,
  withTitleAndDescription,
  type BuildManifest,
} from '../src/server/platform/http/web-app';
import { AppLoading } from '../src/web/app/layout/app-loading';
import { renderAppPage } from '../src/web/app/server-render';
import { StandalonePage } from '../src/web/app/standalone-page';
import { standalonePage, type StandalonePageModule } from '../src/web/app/standalone-pages';

/** The tags with which Vite's index.html loads the app: its module script, module preloads and stylesheets. */
const APP_ENTRY_TAG =
  /^\s*<(script type="module" crossorigin src|link rel="modulepreload" crossorigin href|link rel="stylesheet" crossorigin href)="\/assets\/[^"]+">(<\/script>)?\n/gm;

/** index.html, loading the public-page entry and `page`'s chunks instead of the app. */
function standaloneShell(shell: string, manifest: BuildManifest, page: StandalonePageModule): string {
  const withoutApp = shell.replace(APP_ENTRY_TAG, '');
  if (withoutApp === shell) throw new Error('dist/web/index.html loads no script');
  return withoutApp.replace(/\s*<\/head>/, () => `\n    ${entryHeadTags(manifest, PUBLIC_PAGE_ENTRY, page.module).join('\n    ')}\n  </head>`);
}

async function renderStandalonePage(pathname: string, page: StandalonePageModule): Promise<string> {
  const Page = await page.load();
  return renderToString(
    <StrictMode>
      <StandalonePage pathname={pathname} Page={Page} />
    </StrictMode>,
  );
}

async function main(): Promise<void> {
  const webDistDir = path.resolve(import.meta.dirname, '../dist/web');
  const shellFile = path.join(webDistDir, 'index.html');
  const shell = fs.readFileSync(shellFile, 'utf8');
  if (!shell.includes(ROOT_TAG)) throw new Error(`dist/web/index.html has no ${ROOT_TAG}`);
  const manifest = JSON.parse(fs.readFileSync(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  for (const pathname of PRERENDERED_PATHS) {
    const page = publicPage(pathname);
    if (!page) throw new Error(`${pathname} is not in PUBLIC_PAGES`);
    const standalone = standalonePage(pathname);
    const body = standalone ? await renderStandalonePage(pathname, standalone) : await renderAppPage(pathname);
    const template = standalone ? standaloneShell(shell, manifest, standalone) : shell;
    const html = withRenderedRoot(withTitleAndDescription(template, page.title, page.description), body);
    const file = prerenderedFile(webDistDir, pathname);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    console.log(
      `prerendered ${pathname} -> ${path.relative(process.cwd(), file)} (${(html.length / 1024).toFixed(1)} kB, ${standalone ? 'standalone' : 'the app'})`,
    );
  }
  const loading = renderToString(
    <StrictMode>
      <AppLoading />
    </StrictMode>,
  );
  // The shell of the pages the server renders (/report/{id}), as Vite wrote it; then index.html, the loading screen in its root.
  fs.writeFileSync(appShellFile(webDistDir), shell);
  fs.writeFileSync(
    shellFile,
    shell.replace(ROOT_TAG, () => `<div id="root">${loading}</div>`),
  );
  // The server compresses pages itself (index.html is read, never sent as a file): no stale copies beside it.
  for (const copy of [`${shellFile}.br`, `${shellFile}.gz`]) fs.rmSync(copy, { force: true });
  console.log('index.html: the loading screen in its root');
}

await main();
