import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/navigation';
import type { User } from '../../../../shared/contracts/auth.contract';
import { EMAIL_MESSAGES, isValidEmail } from '../../../../shared/domain/email';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../../../shared/domain/password';
import { nameProblem } from '../../../../shared/domain/person-name';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';

type Field = 'name' | 'email' | 'password' | 'confirm';

export function RegisterForm({ onSuccess }: { onSuccess: (session: { user: User; token: string }) => void }) {
  const [values, setValues] = useState({ name: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    const name = nameProblem(values.name);
    if (name) found.name = name;
    if (!isValidEmail(values.email.trim())) found.email = EMAIL_MESSAGES.invalid;
    if (values.password.length < PASSWORD_MIN_LENGTH) found.password = PASSWORD_MESSAGES.tooShort;
    if (values.password !== values.confirm) found.confirm = PASSWORD_MESSAGES.mismatch;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const { data } = await authApi.register({ name: values.name, email: values.email.trim(), password: values.password });
      onSuccess(data);
    } catch (err) {
      setError(err instanceof ApiError && err.kind === 'http' ? userMessage(err, 'Erro ao criar conta') : 'Erro inesperado. Tente novamente.');
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label="Nome completo"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        maxLength={120}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        maxLength={254}
      />
      <PasswordField
        label="Senha"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint="Pelo menos 6 caracteres"
        maxLength={128}
      />
      <PasswordField
        label="Confirmar senha"
        name="confirm"
        autoComplete="new-password"
        required
        value={values.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
        maxLength={128}
      />
      <p className="text-sm text-slate-700">
        Ao criar sua conta, você concorda com os{' '}
        <Link to="/terms" className="font-medium text-brand-800 underline">
          Termos de Uso
        </Link>{' '}
        e com a{' '}
        <Link to="/privacy" className="font-medium text-brand-800 underline">
          Política de Privacidade
        </Link>
        .
      </p>
      <Button type="submit" loading={pending} className="w-full">
        {pending ? 'Criando conta...' : 'Criar conta'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Já tem uma conta?{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Entrar
        </Link>
      </p>
    </form>
  );
}
