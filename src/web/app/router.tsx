import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { appRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the code of the lazy routes that match `pathname` and puts it on the
 * route objects. Done before the router is created on a prerendered page, so
 * the first render is the page itself (as in the HTML), not the loading screen.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}

export function createAppRouter(): AppRouter {
  return createBrowserRouter(appRoutes);
}
