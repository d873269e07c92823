import { Link } from '../../../lib/navigation';
import type { User } from '../../../../shared/contracts/auth.contract';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/domain/password';
import { FormMessage } from '../../../components/form/form-message';
import { validateWith } from '../../../components/form/schema-errors';
import { UNEXPECTED_FORM_ERROR, useForm } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import { registerFormSchema } from '../form-schemas';

/** `returnTo`: the page sign-up returns to, kept when the person switches to sign-in instead. */
export function RegisterForm({ onSuccess, returnTo = null }: { onSuccess: (session: { user: User; token: string }) => void; returnTo?: string | null }) {
  const form = useForm({
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    validate: validateWith(registerFormSchema),
    onSubmit: async ({ name, email, password }) => {
      try {
        const { data } = await authApi.register({ name, email: email.trim(), password });
        onSuccess(data);
      } catch (err) {
        form.fail(err instanceof ApiError && err.kind === 'http' ? userMessage(err, 'Erro ao criar conta') : UNEXPECTED_FORM_ERROR);
      }
    },
  });

  return (
    <form {...form.formProps} className="space-y-4">
      <TextField label="Nome completo" autoComplete="name" required {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <PasswordField label="Senha" autoComplete="new-password" required hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`} {...form.field('password')} />
      <PasswordField label="Confirmar senha" autoComplete="new-password" required {...form.field('confirmPassword')} />
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
      <FormMessage form={form} />
      <Button type="submit" loading={form.submitting} className="w-full">
        {form.submitting ? 'Criando conta...' : 'Criar conta'}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Já tem uma conta?{' '}
        <Link to="/login" state={returnTo ? { from: returnTo } : undefined} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Entrar
        </Link>
      </p>
    </form>
  );
}
