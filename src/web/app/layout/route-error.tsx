import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/** A lazy route's code that did not arrive (offline, or a deploy replaced the chunk) is worth a reload, not a bug report. */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(message);
}

/**
 * The error element of every route group: never a blank page. It keeps the
 * layout around it (navbar, footer) and offers a reload, which also fetches
 * the current build's chunks.
 */
export function RouteError() {
  const error = useRouteError();
  const offline = isChunkLoadError(error);
  if (!offline && !isRouteErrorResponse(error)) console.error(error);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{offline ? 'Não foi possível carregar esta página' : 'Algo deu errado'}</h1>
      <p className="mt-2 text-slate-700">
        {offline
          ? 'Verifique sua conexão com a internet e tente de novo.'
          : 'Tivemos um problema ao mostrar esta página. Tente recarregar; se continuar, fale com a gente.'}
      </p>
      <button type="button" className={buttonClasses('primary', 'mt-6')} onClick={() => window.location.reload()}>
        Recarregar a página
      </button>
    </div>
  );
}
