import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/ui/card';
import { EmailConfirmation } from '../../features/auth/components/email-confirmation';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /confirm-email?token=…: the link of the confirmation e-mail. Works signed in or not (it may be opened on another device). */
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
      <EmailConfirmation token={token} signedIn={status === 'authenticated'} alreadyConfirmed={Boolean(user?.emailVerified)} onConfirmed={onConfirmed} />
    </AuthLayout>
  );
}
