import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { userMessage } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';

/**
 * "Confirme seu e-mail" on the account page while the address is unconfirmed, with
 * a button that mails a new link (the server limits how often).
 */
export function EmailConfirmationBanner({ email }: { email: string }) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function resend() {
    setPending(true);
    setOutcome(null);
    try {
      const { message } = await authApi.resendConfirmation();
      setOutcome({ tone: 'success', text: message ?? `Enviamos um novo link de confirmação para ${email}.` });
    } catch (error) {
      setOutcome({ tone: 'error', text: userMessage(error, 'Não foi possível reenviar o e-mail. Tente novamente.') });
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="confirmar-email-titulo" className="rounded-xl border border-amber-700/30 bg-amber-50 px-4 py-4 text-amber-950">
      <h2 id="confirmar-email-titulo" className="font-semibold">
        Confirme seu e-mail
      </h2>
      <p className="mt-1 text-sm">
        Enviamos um link para <strong className="break-all">{email}</strong>. Abra o e-mail e toque em “Confirmar e-mail”. Não chegou? Olhe também o spam ou
        peça outro.
      </p>
      <Button variant="secondary" className="mt-3" loading={pending} onClick={() => void resend()}>
        {pending ? 'Enviando...' : 'Reenviar e-mail'}
      </Button>
      {outcome && (
        // The message quotes the address, which has no spaces to wrap at.
        <div className="mt-3 [overflow-wrap:anywhere]">
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </div>
      )}
    </section>
  );
}
