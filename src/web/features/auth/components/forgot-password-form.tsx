import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '../../../lib/navigation';
import { EMAIL_MESSAGES } from '../../../../shared/domain/email';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { FORGOT_PASSWORD_REDIRECT_MS } from '../../../config/timings';
import { ApiError, userMessage } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(onDone, FORGOT_PASSWORD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [success, onDone]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.includes('@')) return setFieldError(EMAIL_MESSAGES.invalid);
    setFieldError(null);
    setPending(true);
    try {
      const { message } = await authApi.forgotPassword(email.trim());
      setSuccess(message ?? 'Se o email existir, enviaremos uma nova senha temporária de 8 caracteres.');
    } catch (err) {
      setError(
        err instanceof ApiError && err.kind === 'http'
          ? userMessage(err, 'Erro ao enviar email de recuperação')
          : 'Erro ao processar solicitação. Tente novamente.',
      );
    } finally {
      setPending(false);
    }
  }

  if (success) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title="Pedido recebido!">
          {success}
        </Alert>
        <p className="text-sm text-slate-700">Você será levado para a tela de login em 5 segundos.</p>
        <Link to="/login" className="font-semibold text-brand-800 underline">
          Ir para o login agora
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError}
        maxLength={254}
      />
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Enviando...' : 'Enviar senha temporária'}
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
