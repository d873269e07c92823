import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen, isChunkLoadError } from './error-screen';

/**
 * The error element of every route group: never a blank page. It keeps the
 * layout around it (navbar, footer) and offers a reload, which also fetches
 * the current build's chunks.
 */
export function RouteError() {
  const error = useRouteError();
  if (!isChunkLoadError(error) && !isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen error={error} />;
}
