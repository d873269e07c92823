import type { ComponentType } from 'react';
import { APP_ROUTES } from '../../shared/constants/app-routes';
import { normalizePath } from '../lib/page-meta';

/**
 * The public pages that stand alone (the lesson kit too, decision 0198): prerendered, and on a page load hydrated
 * by the public-page entry (public-main.tsx) without the app's router or query
 * cache, so the landing's first load is React and the page. Their links are
 * page loads (lib/navigation.tsx). Inside the app, the router renders the same
 * pages from this table (routes.tsx), with client-side links.
 *
 * /assessment (the test's intro) is public and prerendered too, but stays with the app:
 * starting the test moves on to the quiz without a page load.
 */
export interface StandalonePageModule {
  /** The page's source, as the build manifest names it (the prerender preloads its chunks); a test checks it against `load`. */
  module: string;
  load: () => Promise<ComponentType>;
}

export const STANDALONE_PAGES: Readonly<Record<string, StandalonePageModule>> = {
  [APP_ROUTES.home]: { module: 'app/pages/home-page.tsx', load: async () => (await import('./pages/home-page')).HomePage },
  [APP_ROUTES.oldHome]: { module: 'app/pages/old-home-page.tsx', load: async () => (await import('./pages/old-home-page')).OldHomePage },
  [APP_ROUTES.howItWorks]: { module: 'app/pages/how-it-works-page.tsx', load: async () => (await import('./pages/how-it-works-page')).HowItWorksPage },
  [APP_ROUTES.faq]: { module: 'app/pages/faq-page.tsx', load: async () => (await import('./pages/faq-page')).FaqPage },
  [APP_ROUTES.contact]: { module: 'app/pages/contact-page.tsx', load: async () => (await import('./pages/contact-page')).ContactPage },
  [APP_ROUTES.terms]: { module: 'app/pages/terms-page.tsx', load: async () => (await import('./pages/terms-page')).TermsPage },
  [APP_ROUTES.privacy]: { module: 'app/pages/privacy-page.tsx', load: async () => (await import('./pages/privacy-page')).PrivacyPage },
  [APP_ROUTES.lessonKit]: { module: 'app/pages/lesson-kit-page.tsx', load: async () => (await import('./pages/lesson-kit-page')).LessonKitPage },
};

/** The standalone page at `pathname` ('/faq/' is '/faq'), if it is one. */
export function standalonePage(pathname: string): StandalonePageModule | undefined {
  const path = normalizePath(pathname);
  return Object.hasOwn(STANDALONE_PAGES, path) ? STANDALONE_PAGES[path] : undefined;
}
