import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/ui/card';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Only same-site paths count as a return address. */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

export function LoginPage() {
  useDocumentTitle('Entrar');
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = returnPath(location.state);

  if (status === 'authenticated') return <Navigate to={from ?? '/profile'} replace />;

  return (
    <AuthLayout title="Entrar" subtitle="Que bom ter você de volta!">
      <LoginForm
        onSuccess={(session) => {
          signIn(session);
          if (session.user.mustChangePassword) navigate('/profile', { replace: true, state: { changePassword: true } });
          else navigate(from ?? '/profile', { replace: true });
        }}
      />
    </AuthLayout>
  );
}
