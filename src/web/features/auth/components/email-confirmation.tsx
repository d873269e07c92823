import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/navigation';
import { APP_ROUTES } from '../../../../shared/constants/app-routes';
import { EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/contracts/auth.contract';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { userMessage } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';

type State = { kind: 'confirming' } | { kind: 'confirmed'; email: string; message: string } | { kind: 'failed'; message: string };

/**
 * Uses the link of the confirmation e-mail once (a second use is refused by the
 * server, so it must not run twice) and says how it went. `onConfirmed` lets
 * the page refresh the signed-in user.
 */
export function EmailConfirmation({
  token,
  signedIn,
  alreadyConfirmed,
  onConfirmed,
}: {
  token: string | null;
  signedIn: boolean;
  /** The signed-in user's address is confirmed already (a link opened twice, or the page reloaded). */
  alreadyConfirmed: boolean;
  onConfirmed: () => void;
}) {
  const [state, setState] = useState<State>(() => (token ? { kind: 'confirming' } : { kind: 'failed', message: EMAIL_CONFIRMATION_MESSAGES.missingToken }));
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    authApi
      .confirmEmail(token)
      .then(({ data, message }) => {
        setState({ kind: 'confirmed', email: data.email, message: message ?? EMAIL_CONFIRMATION_MESSAGES.confirmed });
        onConfirmed();
      })
      .catch((error: unknown) => setState({ kind: 'failed', message: userMessage(error, 'Não foi possível confirmar seu e-mail agora. Tente novamente.') }));
  }, [token, onConfirmed]);

  if (state.kind === 'confirming') {
    return (
      <div className="py-6 text-brand-800">
        <Spinner label="Confirmando seu e-mail..." />
      </div>
    );
  }

  const next = signedIn ? { to: APP_ROUTES.account, label: 'Ir para o meu perfil' } : { to: '/login', label: 'Entrar' };
  return (
    <div className="space-y-4">
      {state.kind === 'confirmed' ? (
        <Alert tone="success" title={state.message}>
          O endereço <strong className="break-all">{state.email}</strong> está confirmado na sua conta.
        </Alert>
      ) : alreadyConfirmed ? (
        <Alert tone="info" title={EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed}>
          {state.message}
        </Alert>
      ) : (
        <Alert tone="error" title="Não foi possível confirmar">
          {state.message}
        </Alert>
      )}
      <Link to={next.to} className={buttonClasses('primary', 'w-full')}>
        {next.label}
      </Link>
    </div>
  );
}
