import { useState, type FormEvent } from 'react';
import { EMAIL_CHANGE_REVERT_MESSAGES } from '../../../../shared/contracts/auth.contract';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../../../shared/domain/password';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/text-field';
import { userMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/navigation';
import { authApi } from '../api/auth-api';

/**
 * The link mailed to the old address after an e-mail change: undoes it, with a new password (whoever changed the
 * address may know the old one); the server ends every session of the account.
 */
export function RevertEmailForm({ token, onReverted }: { token: string | null; onReverted: () => void }) {
  const [values, setValues] = useState({ next: '', confirm: '' });
  const [error, setError] = useState<string | null>(token ? null : EMAIL_CHANGE_REVERT_MESSAGES.invalid);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    const problem =
      !values.next || !values.confirm
        ? PASSWORD_MESSAGES.allRequired
        : values.next.length < PASSWORD_MIN_LENGTH
          ? PASSWORD_MESSAGES.newTooShort
          : values.next !== values.confirm
            ? PASSWORD_MESSAGES.newMismatch
            : null;
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      const { message, data } = await authApi.revertEmailChange(token, values.next);
      setDone(message ?? EMAIL_CHANGE_REVERT_MESSAGES.reverted(data.email));
      onReverted();
    } catch (err) {
      setError(userMessage(err, 'Não foi possível desfazer a troca agora. Tente novamente.'));
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title="Troca desfeita">
          {done}
        </Alert>
        <Link to="/login" className={buttonClasses('primary', 'w-full')}>
          Entrar
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label="Desfazer a troca de e-mail">
      <p className="text-slate-700">
        Se não foi você quem pediu para trocar o e-mail da sua conta, escolha uma nova senha: o e-mail volta a ser este, e todas as sessões abertas são
        encerradas.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {token && (
        <>
          <PasswordField
            label="Nova senha"
            name="newPassword"
            autoComplete="new-password"
            value={values.next}
            onChange={(e) => setValues((v) => ({ ...v, next: e.target.value }))}
            hint="Pelo menos 6 caracteres"
            maxLength={128}
          />
          <PasswordField
            label="Confirmar nova senha"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirm}
            onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
            maxLength={128}
          />
          <Button type="submit" loading={pending} className="w-full">
            Desfazer a troca
          </Button>
        </>
      )}
    </form>
  );
}
