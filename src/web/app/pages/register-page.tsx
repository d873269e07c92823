import { useNavigate } from '../../lib/navigation';
import { AuthLayout } from '../../components/ui/card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { START_FAILED_STATE, startQuizAttempt } from '../../features/quiz/hooks/use-start-quiz';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

export function RegisterPage() {
  useDocumentTitle('Criar conta');
  const { signIn } = useSession();
  const navigate = useNavigate();
  return (
    <AuthLayout title="Crie sua conta" subtitle="É grátis e leva menos de um minuto.">
      <RegisterForm
        onSuccess={(session) => {
          signIn(session);
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
