import { FullPageSpinner } from '../../components/ui/spinner';

/**
 * The app before its page's code has arrived: the router's fallback in the
 * browser, and the build writes it into index.html (scripts/prerender.tsx),
 * so a page that is not prerendered paints it before any script runs.
 */
export function AppLoading() {
  return <FullPageSpinner label="Carregando..." />;
}
