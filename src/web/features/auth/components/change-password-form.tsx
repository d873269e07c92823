import { useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../../../shared/domain/password';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { readToken } from '../../../lib/auth-storage';
import { authApi } from '../api/auth-api';
import { NewPasswordFields, newPasswordProblem } from './new-password-fields';
import { forgetTemporaryPassword, rememberedTemporaryPassword } from '../temporary-password';

export function ChangePasswordForm({ usingTemporaryPassword, onChanged }: { usingTemporaryPassword: boolean; onChanged: (message: string) => void }) {
  // Just signed in with the temporary password: it is the current password, not asked a second time.
  const [known] = useState(() => (usingTemporaryPassword ? rememberedTemporaryPassword() : null));
  const [values, setValues] = useState({ current: known ?? '', next: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function validate(): string | null {
    if (!readToken()) return 'Você precisa estar logado para trocar a senha';
    if (!values.current || !values.next || !values.confirm) return PASSWORD_MESSAGES.allRequired;
    if (values.current.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.currentTooShort;
    return newPasswordProblem(values) ?? (values.next === values.current ? PASSWORD_MESSAGES.mustDiffer : null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validate();
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      const { message } = await authApi.changePassword({ currentPassword: values.current, newPassword: values.next });
      setValues({ current: '', next: '', confirm: '' });
      forgetTemporaryPassword();
      onChanged(message ?? 'Senha alterada com sucesso!');
    } catch (err) {
      setError(err instanceof ApiError && err.kind === 'http' ? userMessage(err, 'Erro ao trocar senha') : 'Erro ao trocar senha. Tente novamente.');
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label="Trocar senha">
      {error && <Alert tone="error">{error}</Alert>}
      {known === null && (
        <PasswordField
          label={usingTemporaryPassword ? 'Senha temporária' : 'Senha atual'}
          name="currentPassword"
          autoComplete="current-password"
          value={values.current}
          onChange={(e) => setValues((v) => ({ ...v, current: e.target.value }))}
          maxLength={PASSWORD_MAX_LENGTH}
        />
      )}
      <NewPasswordFields values={values} onChange={(pair) => setValues((v) => ({ ...v, ...pair }))} />
      <Button type="submit" loading={pending}>
        Trocar senha
      </Button>
    </form>
  );
}
