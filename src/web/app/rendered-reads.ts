import { matchPath } from 'react-router';
import { APP_ROUTES } from '../../shared/constants/app-routes';
import { sharedResultQuery } from '../features/results/hooks/use-results';

/**
 * The reads a page the server renders is rendered with, besides its code: the
 * server fills them in before rendering (server-render.tsx), and the browser
 * loads them before hydrating (main.tsx; the HTML preloads the answer), so the
 * browser's first render is the HTML's. Only /report/{id} is rendered so.
 */
export function renderedReads(pathname: string): Array<ReturnType<typeof sharedResultQuery>> {
  const attemptId = matchPath({ path: APP_ROUTES.report, caseSensitive: true }, pathname)?.params.attemptId;
  return attemptId ? [sharedResultQuery(attemptId)] : [];
}
