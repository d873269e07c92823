import { Link } from '../../../lib/navigation';
import { loginContract } from '../../../../shared/contracts/auth.contract';
import type { ContractData } from '../../../../shared/contracts/contract';
import { FormMessage } from '../../../components/form/form-message';
import { validateWith } from '../../../components/form/schema-errors';
import { UNEXPECTED_FORM_ERROR, useForm } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import { rememberTemporaryPassword } from '../temporary-password';

/**
 * `onSuccess` gets the whole session: the user, the token and the legal documents to accept again (decision 0199).
 * `returnTo`: the page sign-in returns to, kept when the person switches to sign-up instead.
 */
export function LoginForm({ onSuccess, returnTo = null }: { onSuccess: (session: ContractData<typeof loginContract>) => void; returnTo?: string | null }) {
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: validateWith(loginContract.body),
    onSubmit: async ({ email, password }) => {
      try {
        const { data } = await authApi.login({ email: email.trim(), password });
        if (data.user.mustChangePassword) rememberTemporaryPassword(password);
        onSuccess(data);
      } catch (err) {
        form.fail(err instanceof ApiError && err.kind === 'http' ? userMessage(err, 'Erro ao fazer login') : UNEXPECTED_FORM_ERROR);
      }
    },
  });

  return (
    <form {...form.formProps} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <PasswordField label="Senha" autoComplete="current-password" required {...form.field('password')} />
      <div className="text-right text-sm">
        <Link to="/forgot-password" className="font-medium text-brand-800 underline-offset-2 hover:underline">
          Esqueceu sua senha?
        </Link>
      </div>
      <FormMessage form={form} />
      <Button type="submit" loading={form.submitting} className="w-full">
        {form.submitting ? 'Entrando...' : 'Entrar'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Ainda não tem conta?{' '}
        <Link to="/register" state={returnTo ? { from: returnTo } : undefined} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Inscreva-se
        </Link>
      </p>
    </form>
  );
}
