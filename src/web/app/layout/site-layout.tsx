import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useAssessmentDone } from '../../features/quiz/hooks/assessment-progress-query';
import { useMovesByPageLoad, useNavigate, usePathname } from '../../lib/navigation';
import { APP_ROUTES } from '../../../shared/constants/app-routes';
import { FullPageSpinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { NO_RESULT_START_TARGET, StartTestTargetProvider } from '../../lib/start-test-target';
import { Navbar } from './navbar';
import { Footer } from './footer';

/** Loaded only when needed: it brings the auth contracts (zod), which stay off the landing's first load. */
const ConsentStep = lazy(async () => ({ default: (await import('../../features/auth/components/consent-step')).ConsentStep }));

/** The pages the consent step links to (opened in a new tab): they stay readable while the step waits. */
const LEGAL_PAGES: readonly string[] = [APP_ROUTES.terms, APP_ROUTES.privacy];

/**
 * Every page's frame (skip link, navbar, main, footer), in the app's router and on a public page hydrated without it.
 * A signed-in person who has not accepted the current terms or privacy policy sees only the consent step instead
 * (decision 0199), on any page but those two; once they accept, the page they were on shows.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const { status, refreshUser, pendingConsents, setPendingConsents, signOut } = useSession();
  const navigate = useNavigate();
  const movesByPageLoad = useMovesByPageLoad();
  // Start-test links: /assessment-intro without a result; with the yearly test done, /assessment, which shows the next date and the result link.
  const startTarget = useAssessmentDone() ? '/assessment' : NO_RESULT_START_TARGET;

  // Spec §2: on every route change a logged-in user's data is refreshed from the server.
  useEffect(() => {
    if (status === 'authenticated') void refreshUser();
    window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  if (status === 'authenticated' && pendingConsents.length > 0 && !LEGAL_PAGES.includes(pathname)) {
    return (
      <Suspense fallback={<FullPageSpinner label="Carregando..." />}>
        <ConsentStep
          pending={pendingConsents}
          onAccepted={setPendingConsents}
          onStale={() => void refreshUser()}
          onSignOut={() => {
            // As the navbar's "Sair": a page load would cut the logout short; in the app, leave the page first.
            if (movesByPageLoad) void signOut().then(() => navigate('/'));
            else {
              navigate('/');
              void signOut();
            }
          }}
        />
      </Suspense>
    );
  }

  return (
    <StartTestTargetProvider target={startTarget}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#conteudo"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
        >
          Pular para o conteúdo
        </a>
        <Navbar />
        <main id="conteudo" className="flex-1" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
    </StartTestTargetProvider>
  );
}
