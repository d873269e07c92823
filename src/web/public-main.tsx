import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { ErrorScreen, isChunkLoadError } from './app/layout/error-screen';
import { StandalonePage } from './app/standalone-page';
import { standalonePage } from './app/standalone-pages';
import { normalizePath } from './lib/page-meta';

/**
 * The public-page entry: the script of the standalone pages' prerendered HTML
 * (app/standalone-pages.ts). It loads the page's code, then hydrates the HTML
 * in place, without the app's router or query cache; the page's links load
 * pages. Every other page (and index.html) runs main.tsx, the app.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from the page');
const pathname = normalizePath(window.location.pathname);
const page = standalonePage(pathname);

const showError = (error: unknown) => {
  // As in the app's route error element: code that did not arrive is worth a reload, not a bug report.
  if (!isChunkLoadError(error)) console.error(error);
  // The prerendered page cannot be hydrated without its code: render the error screen over it, with a reload.
  createRoot(root).render(
    <StrictMode>
      <StandalonePage pathname={pathname} Page={() => <ErrorScreen error={error} />} />
    </StrictMode>,
  );
};

if (!page) showError(new Error(`${pathname} is not a standalone page`));
else
  page.load().then(
    (Page) =>
      // As a transition, hydration yields to the browser between units of work (see main.tsx).
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <StandalonePage pathname={pathname} Page={Page} />
          </StrictMode>,
        );
      }),
    showError,
  );
