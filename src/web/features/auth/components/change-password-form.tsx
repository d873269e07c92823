import { useState } from 'react';
import { PASSWORD_CHANGED_MESSAGE } from '../../../../shared/contracts/auth.contract';
import { FormMessage } from '../../../components/form/form-message';
import { validateWith } from '../../../components/form/schema-errors';
import { useForm } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-storage';
import { authApi } from '../api/auth-api';
import { changePasswordFormSchema } from '../form-schemas';
import { NewPasswordFields } from './new-password-fields';
import { forgetTemporaryPassword, rememberedTemporaryPassword } from '../temporary-password';

export function ChangePasswordForm({ usingTemporaryPassword, onChanged }: { usingTemporaryPassword: boolean; onChanged: (message: string) => void }) {
  // Just signed in with the temporary password: it is the current password, not asked a second time.
  const [known] = useState(() => (usingTemporaryPassword ? rememberedTemporaryPassword() : null));
  const form = useForm({
    initialValues: { currentPassword: known ?? '', newPassword: '', confirmPassword: '' },
    validate: validateWith(changePasswordFormSchema),
    onSubmit: async ({ currentPassword, newPassword }): Promise<void> => {
      if (!readToken()) return form.fail('Você precisa estar logado para trocar a senha');
      try {
        const { message } = await authApi.changePassword({ currentPassword, newPassword });
        form.setValues(() => ({ currentPassword: '', newPassword: '', confirmPassword: '' }));
        forgetTemporaryPassword();
        onChanged(message ?? PASSWORD_CHANGED_MESSAGE);
      } catch (err) {
        form.fail(err instanceof ApiError && err.kind === 'http' ? userMessage(err, 'Erro ao trocar senha') : 'Erro ao trocar senha. Tente novamente.');
      }
    },
  });

  return (
    <form {...form.formProps} className="space-y-4" aria-label="Trocar senha">
      {known === null && (
        <PasswordField label={usingTemporaryPassword ? 'Senha temporária' : 'Senha atual'} autoComplete="current-password" {...form.field('currentPassword')} />
      )}
      <NewPasswordFields newPassword={form.field('newPassword')} confirmPassword={form.field('confirmPassword')} />
      <FormMessage form={form} />
      <Button type="submit" loading={form.submitting}>
        Trocar senha
      </Button>
    </form>
  );
}
