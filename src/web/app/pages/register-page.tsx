import { useLocation } from 'react-router';
import { useNavigate } from '../../lib/navigation';
import { APP_ROUTES } from '../../../shared/constants/app-routes';
import { AuthLayout } from '../../components/ui/card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { START_FAILED_STATE, startQuizAttempt } from '../../features/quiz/hooks/use-start-quiz';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { returnPath } from '../return-path';

/** The test's own pages: a sign-up sent from them starts the test, as one with no return address does. */
const TEST_PATHS: readonly string[] = [APP_ROUTES.quiz, APP_ROUTES.assessment, APP_ROUTES.assessmentIntro];

export function RegisterPage() {
  useDocumentTitle('Criar conta');
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = returnPath(location.state);
  const returnsElsewhere = from !== null && !TEST_PATHS.includes(new URL(from, 'http://rumo.invalid').pathname);
  return (
    <AuthLayout title="Crie sua conta" subtitle="É grátis e leva menos de um minuto.">
      <RegisterForm
        returnTo={from}
        onSuccess={(session) => {
          signIn(session);
          // A page that sent the person here to sign up first (a class's join link) gets them back.
          if (returnsElsewhere) {
            void navigate(from, { replace: true });
            return;
          }
          // Spec §2: after registering, the quiz starts at once; if the start fails, the test's intro, which says why.
          startQuizAttempt().then(
            () => navigate('/quiz', { replace: true }),
            () => navigate('/assessment', { replace: true, state: START_FAILED_STATE }),
          );
        }}
      />
    </AuthLayout>
  );
}
