import { buttonClasses } from '../../components/ui/button';

/** A lazy route's code that did not arrive (offline, or a deploy replaced the chunk) is worth a reload, not a bug report. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(message);
}

/** What a page that failed shows, in the router (RouteError) and on a public page hydrated without it (public-main.tsx). */
export function ErrorScreen({ error }: { error: unknown }) {
  const offline = isChunkLoadError(error);
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
