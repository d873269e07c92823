import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { APP_ROUTES, STAFF_CONSOLE_PATH } from '../../shared/constants/app-routes';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './layout/require-auth';
import { RequireCurriculumAccess } from './layout/require-curriculum-access';
import { RouteError } from './layout/route-error';
import { NotFoundPage } from './pages/not-found-page';
import { AppLoading } from './layout/app-loading';
import { STANDALONE_PAGES } from './standalone-pages';

/** A page whose code is a chunk of its own, fetched when its route first opens (and before hydration, main.tsx). */
const page = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/**
 * The app's routes: the paths of APP_ROUTES (which the server answers with 200),
 * the staff console (answered with 404 like any unknown path, rendered client-side)
 * and "not found" for the rest (which the server answers with 404). Paths are
 * case-sensitive, as on the server. Each page is a lazy chunk; each group of
 * routes has an error element, so a failure (a chunk that does not load
 * included) shows a Portuguese screen with a reload inside the layout.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while a lazy route's code arrives on a first load that was not prerendered (index.html paints the same).
    HydrateFallback: AppLoading,
    children: [
      {
        // The public pages (prerendered at build time); the standalone ones also hydrate without the router (standalone-pages.ts).
        errorElement: <RouteError />,
        children: [
          ...Object.entries(STANDALONE_PAGES).map(([path, { load }]) => ({ path, caseSensitive: true, ...page(load) })),
          { path: APP_ROUTES.assessment, caseSensitive: true, ...page(async () => (await import('./pages/assessment-page')).AssessmentPage) },
          { path: APP_ROUTES.assessmentIntro, caseSensitive: true, ...page(async () => (await import('./pages/assessment-page')).AssessmentPage) },
        ],
      },
      {
        // Account screens.
        errorElement: <RouteError />,
        children: [
          { path: APP_ROUTES.login, caseSensitive: true, ...page(async () => (await import('./pages/login-page')).LoginPage) },
          { path: APP_ROUTES.register, caseSensitive: true, ...page(async () => (await import('./pages/register-page')).RegisterPage) },
          { path: APP_ROUTES.forgotPassword, caseSensitive: true, ...page(async () => (await import('./pages/forgot-password-page')).ForgotPasswordPage) },
          { path: APP_ROUTES.confirmEmail, caseSensitive: true, ...page(async () => (await import('./pages/confirm-email-page')).ConfirmEmailPage) },
          { path: APP_ROUTES.revertEmail, caseSensitive: true, ...page(async () => (await import('./pages/revert-email-page')).RevertEmailPage) },
          // Signed out, it says what the teacher sees and sends to sign-in or sign-up, which come back with the code.
          { path: APP_ROUTES.joinClass, caseSensitive: true, ...page(async () => (await import('./pages/join-class-page')).JoinClassPage) },
        ],
      },
      {
        // Results: the person's own, a shared result, the step before.
        errorElement: <RouteError />,
        children: [
          { path: APP_ROUTES.preResult, caseSensitive: true, ...page(async () => (await import('./pages/pre-result-page')).PreResultPage) },
          { path: APP_ROUTES.results, caseSensitive: true, ...page(async () => (await import('./pages/results-page')).OwnResultPage) },
          { path: APP_ROUTES.sharedResult, caseSensitive: true, ...page(async () => (await import('./pages/shared-result-page')).SharedResultPage) },
        ],
      },
      {
        // A resume shared for review by a private link (decision 0186): public, the document only.
        errorElement: <RouteError />,
        children: [{ path: APP_ROUTES.reviewLink, caseSensitive: true, ...page(async () => (await import('./pages/review-link-page')).ReviewLinkPage) }],
      },
      {
        element: <RequireAuth />,
        errorElement: <RouteError />,
        children: [
          { path: APP_ROUTES.account, caseSensitive: true, ...page(async () => (await import('./pages/account-page')).AccountPage) },
          { path: APP_ROUTES.quiz, caseSensitive: true, ...page(async () => (await import('./pages/quiz-page')).QuizPage) },
          { path: APP_ROUTES.history, caseSensitive: true, ...page(async () => (await import('./pages/results-page')).OwnResultPage) },
          { path: APP_ROUTES.classes, caseSensitive: true, ...page(async () => (await import('./pages/classes-page')).ClassesPage) },
          { path: APP_ROUTES.classDetail, caseSensitive: true, ...page(async () => (await import('./pages/class-detail-page')).ClassDetailPage) },
          { path: APP_ROUTES.classDashboard, caseSensitive: true, ...page(async () => (await import('./pages/class-dashboard-page')).ClassDashboardPage) },
          { path: APP_ROUTES.classSeats, caseSensitive: true, ...page(async () => (await import('./pages/class-seats-page')).ClassSeatsPage) },
          {
            element: <RequireCurriculumAccess />,
            errorElement: <RouteError />,
            children: [{ path: APP_ROUTES.curriculum, caseSensitive: true, ...page(async () => (await import('./pages/curriculum-page')).CurriculumPage) }],
          },
        ],
      },
      {
        // The staff console: outside APP_ROUTES (the server answers 404 there); the page itself shows "not found" to anyone but staff.
        errorElement: <RouteError />,
        children: [{ path: STAFF_CONSOLE_PATH, caseSensitive: true, ...page(async () => (await import('./pages/staff-page')).StaffPage) }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
