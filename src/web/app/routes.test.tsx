import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS, APP_ROUTES, STAFF_CONSOLE_PATH } from '../../shared/constants/app-routes';
import { NotFoundPage } from './pages/not-found-page';
import { appRoutes } from './routes';

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

/** The route that renders a pathname: the deepest match. */
function leafFor(pathname: string): RouteObject | undefined {
  return matchRoutes(appRoutes, pathname)?.at(-1)?.route;
}

const withRoutes = flatten(appRoutes).filter((route) => route.path !== undefined);

describe('web routes and the shared APP_ROUTES', () => {
  it('the router renders exactly the paths of APP_ROUTES and the staff console, each once, plus the catch-all', () => {
    const paths = withRoutes.map((route) => route.path);
    expect(APP_ROUTE_PATTERNS).not.toContain(STAFF_CONSOLE_PATH);
    expect(paths.filter((path) => path !== '*').sort()).toEqual([...APP_ROUTE_PATTERNS, STAFF_CONSOLE_PATH].sort());
    expect(paths.filter((path) => path === '*')).toHaveLength(1);
  });

  it('every route is case-sensitive, as the server is', () => {
    for (const route of withRoutes.filter((r) => r.path !== '*')) expect(route.caseSensitive, route.path).toBe(true);
    expect(leafFor('/FAQ')?.path).toBe('*');
    expect(leafFor('/Report/abc')?.path).toBe('*');
  });

  it('a path outside APP_ROUTES renders the "not found" page', () => {
    for (const pathname of ['/nao-existe', '/report', '/report/a/b', '/index.html', '/assets/', '/faq/x']) {
      const leaf = leafFor(pathname);
      expect(leaf?.path, pathname).toBe('*');
      expect((leaf?.element as { type?: unknown } | undefined)?.type, pathname).toBe(NotFoundPage);
    }
  });

  it('every APP_ROUTES path renders its own page, with or without a trailing slash', () => {
    for (const pattern of APP_ROUTE_PATTERNS) {
      const pathname = pattern.replace(':attemptId', '00000000-0000-4000-8000-000000000000');
      expect(leafFor(pathname)?.path, pathname).toBe(pattern);
      if (pathname !== '/') expect(leafFor(`${pathname}/`)?.path, `${pathname}/`).toBe(pattern);
    }
    expect(leafFor('/report/abc')?.path).toBe(APP_ROUTES.sharedResult);
  });

  it('the staff console has its own route (the page decides who sees it), case-sensitive', () => {
    expect(leafFor(STAFF_CONSOLE_PATH)?.path).toBe(STAFF_CONSOLE_PATH);
    expect(leafFor(`${STAFF_CONSOLE_PATH}/`)?.path).toBe(STAFF_CONSOLE_PATH);
    expect(leafFor('/Equipe')?.path).toBe('*');
  });
});
