import { useEffect, useState, type FormEvent } from 'react';
import { SHARE_SUCCESS_MESSAGE } from '../../../../shared/contracts/quiz.contract';
import { EMAIL_MESSAGES } from '../../../../shared/domain/email';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { SHARE_SUCCESS_CLOSE_MS } from '../../../config/timings';
import { userMessage } from '../../../lib/api-client';
import { resultsApi } from '../api/results-api';

/** Spec "Modals": share the report link by e-mail; closes 2 s after success. */
export function ShareEmailModal({ attemptId, open, onOpenChange }: { attemptId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!open) return;
    setEmail('');
    setFieldError(null);
    setError(null);
    setSent(false);
  }, [open]);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => onOpenChange(false), SHARE_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onOpenChange]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const value = email.trim();
    if (!value.includes('@')) {
      setFieldError(EMAIL_MESSAGES.invalidAlt);
      return;
    }
    setFieldError(null);
    setPending(true);
    try {
      await resultsApi.shareByEmail(attemptId, value);
      setSent(true);
    } catch (err) {
      setError(userMessage(err, 'Erro ao compartilhar relatório'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Compartilhar por email" description="Enviaremos o link deste resultado para o email informado.">
      {sent ? (
        <Alert tone="success">{SHARE_SUCCESS_MESSAGE}</Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label="Email do destinatário"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError}
            maxLength={254}
          />
          <Button type="submit" loading={pending} className="w-full">
            {pending ? 'Enviando...' : 'Enviar'}
          </Button>
        </form>
      )}
    </Modal>
  );
}
