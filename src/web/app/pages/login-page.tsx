import { Navigate, useLocation } from 'react-router';
import { useNavigate } from '../../lib/navigation';
import { APP_ROUTES } from '../../../shared/constants/app-routes';
import { AuthLayout } from '../../components/ui/card';
import { LoginForm } from '../../features/auth/components/login-form';
import { AccountDeletedNotice, useAccountDeleted } from '../../features/account-data/components/account-deleted-notice';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { returnPath } from '../return-path';

export function LoginPage() {
  useDocumentTitle('Entrar');
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = returnPath(location.state);

  const accountDeleted = useAccountDeleted(location.state);
  // Right after a deletion the session is still being cleared: stay here and say so.
  if (status === 'authenticated' && !accountDeleted) return <Navigate to={from ?? APP_ROUTES.account} replace />;

  return (
    <AuthLayout title="Entrar" subtitle="Que bom ter você de volta!">
      {accountDeleted && (
        <div className="mb-4">
          <AccountDeletedNotice />
        </div>
      )}
      <LoginForm
        returnTo={from}
        onSuccess={(session) => {
          signIn(session);
          if (session.user.mustChangePassword) void navigate(APP_ROUTES.account, { replace: true, state: { changePassword: true } });
          else void navigate(from ?? APP_ROUTES.account, { replace: true });
        }}
      />
    </AuthLayout>
  );
}
