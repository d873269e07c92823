import { PASSWORD_MIN_LENGTH } from '../../../../shared/domain/password';
import type { FieldBinding } from '../../../components/form/use-form';
import { PasswordField } from '../../../components/ui/text-field';

/** "Nova senha" and "Confirmar nova senha": the pair of fields of the change-password and revert-email forms. */
export function NewPasswordFields({ newPassword, confirmPassword }: { newPassword: FieldBinding; confirmPassword: FieldBinding }) {
  return (
    <>
      <PasswordField label="Nova senha" autoComplete="new-password" hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`} {...newPassword} />
      <PasswordField label="Confirmar nova senha" autoComplete="new-password" {...confirmPassword} />
    </>
  );
}
