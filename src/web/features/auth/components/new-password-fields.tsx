import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../../../shared/domain/password';
import { PasswordField } from '../../../components/ui/text-field';

export interface NewPasswordValues {
  next: string;
  confirm: string;
}

/** The new password and its confirmation, as every form that sets one checks them: null when both are fine. */
export function newPasswordProblem(values: NewPasswordValues): string | null {
  if (!values.next || !values.confirm) return PASSWORD_MESSAGES.allRequired;
  if (values.next.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.newTooShort;
  if (values.next !== values.confirm) return PASSWORD_MESSAGES.newMismatch;
  return null;
}

/** "Nova senha" and "Confirmar nova senha": the pair of fields of the change-password and revert-email forms. */
export function NewPasswordFields({ values, onChange }: { values: NewPasswordValues; onChange: (values: NewPasswordValues) => void }) {
  return (
    <>
      <PasswordField
        label="Nova senha"
        name="newPassword"
        autoComplete="new-password"
        value={values.next}
        onChange={(e) => onChange({ ...values, next: e.target.value })}
        hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`}
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <PasswordField
        label="Confirmar nova senha"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(e) => onChange({ ...values, confirm: e.target.value })}
        maxLength={PASSWORD_MAX_LENGTH}
      />
    </>
  );
}
