import { useEffect, type ReactNode } from 'react';
import { useAssessmentDone } from '../../features/quiz/hooks/assessment-progress-query';
import { usePathname } from '../../lib/navigation';
import { useSession } from '../../lib/session';
import { NO_RESULT_START_TARGET, StartTestTargetProvider } from '../../lib/start-test-target';
import { Navbar } from './navbar';
import { Footer } from './footer';

/** Every page's frame (skip link, navbar, main, footer), in the app's router and on a public page hydrated without it. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const { status, refreshUser } = useSession();
  // Start-test links: /assessment-intro without a result; with the yearly test done, /assessment, which shows the next date and the result link.
  const startTarget = useAssessmentDone() ? '/assessment' : NO_RESULT_START_TARGET;

  // Spec §2: on every route change a logged-in user's data is refreshed from the server.
  useEffect(() => {
    if (status === 'authenticated') void refreshUser();
    window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

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
