import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/navigation';
import type { User } from '../../../../shared/contracts/auth.contract';
import { EMAIL_MESSAGES } from '../../../../shared/domain/email';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import { rememberTemporaryPassword } from '../temporary-password';

export function LoginForm({ onSuccess }: { onSuccess: (session: { user: User; token: string }) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.includes('@')) return setError(EMAIL_MESSAGES.invalid);
    if (!password) return setError('Por favor, digite sua senha');
    setPending(true);
    try {
      const { data } = await authApi.login({ email, password });
      if (data.user.mustChangePassword) rememberTemporaryPassword(password);
      onSuccess(data);
    } catch (err) {
      setError(err instanceof ApiError && err.kind === 'http' ? userMessage(err, 'Erro ao fazer login') : 'Erro inesperado. Tente novamente.');
      setPending(false);
    }
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
        maxLength={254}
      />
      <PasswordField
        label="Senha"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        maxLength={128}
      />
      <div className="text-right text-sm">
        <Link to="/forgot-password" className="font-medium text-brand-800 underline-offset-2 hover:underline">
          Esqueceu sua senha?
        </Link>
      </div>
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Entrando...' : 'Entrar'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Ainda não tem conta?{' '}
        <Link to="/register" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Inscreva-se
        </Link>
      </p>
    </form>
  );
}
