import { useEffect, useState } from 'react';
import { Link } from '../../../lib/navigation';
import { forgotPasswordContract } from '../../../../shared/contracts/auth.contract';
import { FormMessage } from '../../../components/form/form-message';
import { FormSuccess } from '../../../components/form/form-success';
import { validateWith } from '../../../components/form/schema-errors';
import { useForm } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { FORGOT_PASSWORD_REDIRECT_MS } from '../../../config/timings';
import { ApiError, userMessage } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import { FORGOT_PASSWORD_COPY } from '../forgot-password-copy';

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: validateWith(forgotPasswordContract.body),
    onSubmit: async ({ email }) => {
      try {
        const { message } = await authApi.forgotPassword(email.trim());
        setSuccess(message ?? FORGOT_PASSWORD_COPY.sentFallback);
      } catch (err) {
        form.fail(
          err instanceof ApiError && err.kind === 'http'
            ? userMessage(err, 'Erro ao enviar email de recuperação')
            : 'Erro ao processar solicitação. Tente novamente.',
        );
      }
    },
  });

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(onDone, FORGOT_PASSWORD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [success, onDone]);

  if (success) {
    return (
      <div className="space-y-4">
        <FormSuccess title="Pedido recebido!">{success}</FormSuccess>
        <p className="text-sm text-slate-700">{FORGOT_PASSWORD_COPY.redirectNotice}</p>
        <Link to="/login" className="font-semibold text-brand-800 underline">
          Ir para o login agora
        </Link>
      </div>
    );
  }

  return (
    <form {...form.formProps} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <FormMessage form={form} />
      <Button type="submit" loading={form.submitting} className="w-full">
        {form.submitting ? 'Enviando...' : 'Enviar senha temporária'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Lembrou a senha?{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Voltar ao login
        </Link>
      </p>
    </form>
  );
}
