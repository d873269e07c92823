import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/app';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { appRoutes } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// A public page arrives prerendered (scripts/prerender.tsx marks its root): its page's code is loaded first, then
// React hydrates the HTML in place. Other pages arrive with the loading screen in the root and render from scratch.
if (root.hasAttribute('data-prerendered')) {
  void resolveLazyRoutes(appRoutes, window.location.pathname)
    .catch(() => undefined) // The route's error element shows the failure.
    .then(() =>
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
