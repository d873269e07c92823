import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './layout/require-auth';
import { RequireCurriculumAccess } from './layout/require-curriculum-access';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { RegisterPage } from './pages/register-page';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { ProfilePage } from './pages/profile-page';
import { AssessmentPage } from './pages/assessment-page';
import { QuizPage } from './pages/quiz-page';
import { PreResultPage } from './pages/pre-result-page';
import { OwnResultPage } from './pages/results-page';
import { ReportPage } from './pages/report-page';
import { NotFoundPage } from './pages/not-found-page';
import { OldHomePage } from './pages/old-home-page';
import { HowItWorksPage } from './pages/how-it-works-page';
import { FaqPage } from './pages/faq-page';
import { ContactPage } from './pages/contact-page';
import { TermsPage } from './pages/terms-page';
import { PrivacyPage } from './pages/privacy-page';
import { CurriculumPage } from './pages/curriculum-page';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/old', element: <OldHomePage /> },
      { path: '/how-it-works', element: <HowItWorksPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/assessment', element: <AssessmentPage /> },
      { path: '/assessment-intro', element: <AssessmentPage /> },
      { path: '/pre-result', element: <PreResultPage /> },
      { path: '/results', element: <OwnResultPage /> },
      { path: '/report/:attemptId', element: <ReportPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/profile', element: <ProfilePage /> },
          { path: '/quiz', element: <QuizPage /> },
          { path: '/history', element: <OwnResultPage /> },
          { element: <RequireCurriculumAccess />, children: [{ path: '/curriculum', element: <CurriculumPage /> }] },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
