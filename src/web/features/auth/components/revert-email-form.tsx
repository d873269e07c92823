import { useState, type FormEvent } from 'react';
import { EMAIL_CHANGE_REVERT_MESSAGES } from '../../../../shared/contracts/auth.contract';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { userMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/navigation';
import { authApi } from '../api/auth-api';
import { NewPasswordFields, newPasswordProblem } from './new-password-fields';

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
    const problem = newPasswordProblem(values);
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
          <NewPasswordFields values={values} onChange={setValues} />
          <Button type="submit" loading={pending} className="w-full">
            Desfazer a troca
          </Button>
        </>
      )}
    </form>
  );
}
