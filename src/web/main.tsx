import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App, queryClient } from './app/app';
import { loadRenderedReads } from './app/rendered-reads';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { appRoutes } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// A page arrives rendered when it is public (prerendered by the build, scripts/prerender.tsx) or a shared result
// (rendered by the server, app/server-render.tsx), its root marked: its page's code and the reads it was rendered
// with are loaded first, then React hydrates the HTML in place. Other pages arrive with the loading screen in the
// root and render from scratch.
if (root.hasAttribute('data-prerendered')) {
  const pathname = window.location.pathname;
  void Promise.all([
    resolveLazyRoutes(appRoutes, pathname).catch(() => undefined), // The route's error element shows the failure.
    loadRenderedReads(queryClient, pathname).catch(() => undefined), // The page shows its own loading or error state.
  ]).then(() =>
    // As a transition, hydration yields to the browser between units of work instead of holding the main thread
    // for the whole page (a long FAQ took one 350 ms task on a throttled phone profile).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={createAppRouter()} />
        </StrictMode>,
      );
    }),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}
