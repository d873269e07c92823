import { useCallback } from 'react';
import { useNavigate } from '../../lib/navigation';
import { AuthLayout } from '../../components/ui/card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle('Recuperar senha');
  const navigate = useNavigate();
  const toLogin = useCallback(() => void navigate('/login'), [navigate]);
  return (
    <AuthLayout title="Esqueceu sua senha?" subtitle="Informe seu email e enviaremos uma senha temporária de 8 caracteres.">
      <ForgotPasswordForm onDone={toLogin} />
    </AuthLayout>
  );
}
