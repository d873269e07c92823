import { useState } from 'react';
import { EMAIL_CHANGE_REVERT_MESSAGES } from '../../../../shared/contracts/auth.contract';
import { FormMessage } from '../../../components/form/form-message';
import { FormSuccess } from '../../../components/form/form-success';
import { validateWith } from '../../../components/form/schema-errors';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { userMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/navigation';
import { authApi } from '../api/auth-api';
import { revertEmailFormSchema } from '../form-schemas';
import { NewPasswordFields } from './new-password-fields';

/**
 * The link mailed to the old address after an e-mail change: undoes it, with a new password (whoever changed the
 * address may know the old one); the server ends every session of the account.
 */
export function RevertEmailForm({ token, onReverted }: { token: string | null; onReverted: () => void }) {
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: validateWith(revertEmailFormSchema),
    onSubmit: async ({ newPassword }) => {
      if (!token) return;
      try {
        const { message, data } = await authApi.revertEmailChange(token, newPassword);
        setDone(message ?? EMAIL_CHANGE_REVERT_MESSAGES.reverted(data.email));
        onReverted();
      } catch (err) {
        form.fail(userMessage(err, 'Não foi possível desfazer a troca agora. Tente novamente.'));
      }
    },
  });

  if (done) {
    return (
      <div className="space-y-4">
        <FormSuccess title="Troca desfeita">{done}</FormSuccess>
        <Link to="/login" className={buttonClasses('primary', 'w-full')}>
          Entrar
        </Link>
      </div>
    );
  }
  return (
    <form {...form.formProps} className="space-y-4" aria-label="Desfazer a troca de e-mail">
      <p className="text-slate-700">
        Se não foi você quem pediu para trocar o e-mail da sua conta, escolha uma nova senha: o e-mail volta a ser este, e todas as sessões abertas são
        encerradas.
      </p>
      {token ? (
        <>
          <NewPasswordFields newPassword={form.field('newPassword')} confirmPassword={form.field('confirmPassword')} />
          <FormMessage form={form} />
          <Button type="submit" loading={form.submitting} className="w-full">
            Desfazer a troca
          </Button>
        </>
      ) : (
        <Alert tone="error">{EMAIL_CHANGE_REVERT_MESSAGES.invalid}</Alert>
      )}
    </form>
  );
}
