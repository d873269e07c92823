import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/ui/card';
import { RevertEmailForm } from '../../features/auth/components/revert-email-form';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /revert-email?token=…: the link mailed to the old address after an e-mail change. Works signed out. */
export function RevertEmailPage() {
  useDocumentTitle('Desfazer troca de e-mail');
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token'));
  const { signOut } = useSession();
  const onReverted = useCallback(() => {
    setSearchParams({}, { replace: true });
    // The server ended every session, this device's too.
    void signOut({ serverEnded: true });
  }, [setSearchParams, signOut]);
  return (
    <AuthLayout title="Desfazer troca de e-mail">
      <RevertEmailForm token={token} onReverted={onReverted} />
    </AuthLayout>
  );
}
