import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../shared/contracts/auth.contract';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { AuthLayout } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { EmailConfirmation } from '../../features/auth/components/email-confirmation';
import { Link } from '../../lib/navigation';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /confirm-email?token=…: the link of the confirmation e-mail. It confirms only signed in to the account it was
 * sent for (a click by whoever reads the mailbox proves nothing about who holds the account): signed out, the
 * page asks to sign in and comes back here with the link.
 */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirmar e-mail');
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the token leaves the address bar (and the history) as soon as it is taken.
  const [token] = useState(() => searchParams.get('token'));
  const { status, user, refreshUser } = useSession();
  const onConfirmed = useCallback(() => {
    setSearchParams({}, { replace: true });
    void refreshUser();
  }, [setSearchParams, refreshUser]);
  return (
    <AuthLayout title="Confirmar e-mail">
      {status === 'checking' && token ? (
        <div className="py-6 text-brand-800">
          <Spinner label="Carregando..." />
        </div>
      ) : status === 'anonymous' && token ? (
        <div className="space-y-4">
          <Alert tone="info" title="Entre para confirmar">
            {EMAIL_CONFIRMATION_MESSAGES.signInFirst}
          </Alert>
          <Link to="/login" state={{ from: `/confirm-email?token=${encodeURIComponent(token)}` }} className={buttonClasses('primary', 'w-full')}>
            Entrar
          </Link>
        </div>
      ) : (
        <EmailConfirmation
          token={token}
          signedIn={status === 'authenticated'}
          alreadyConfirmed={Boolean(user?.emailVerified && !user.pendingEmail)}
          onConfirmed={onConfirmed}
        />
      )}
    </AuthLayout>
  );
}
