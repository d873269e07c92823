import { useCallback } from 'react';
import { useNavigate } from '../../lib/navigation';
import { AuthLayout } from '../../components/ui/card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { FORGOT_PASSWORD_COPY } from '../../features/auth/forgot-password-copy';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle('Recuperar senha');
  const navigate = useNavigate();
  const toLogin = useCallback(() => void navigate('/login'), [navigate]);
  return (
    <AuthLayout title="Esqueceu sua senha?" subtitle={FORGOT_PASSWORD_COPY.subtitle}>
      <ForgotPasswordForm onDone={toLogin} />
    </AuthLayout>
  );
}
