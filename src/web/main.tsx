import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/app';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { appRoutes } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// A public page arrives prerendered (scripts/prerender.tsx): its page's code is loaded first, then React hydrates
// the HTML in place. Other pages arrive as an empty shell and render from scratch.
if (root.firstElementChild) {
  void resolveLazyRoutes(appRoutes, window.location.pathname)
    .catch(() => undefined) // The route's error element shows the failure.
    .then(() =>
      hydrateRoot(
        root,
        <StrictMode>
          <App router={createAppRouter()} />
        </StrictMode>,
      ),
    );
} else {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}
