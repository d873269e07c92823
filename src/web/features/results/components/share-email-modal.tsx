import { useEffect, useState } from 'react';
import { SHARE_SUCCESS_MESSAGE, shareByEmailContract } from '../../../../shared/contracts/quiz.contract';
import { FormMessage } from '../../../components/form/form-message';
import { FormSuccess } from '../../../components/form/form-success';
import { validateWith } from '../../../components/form/schema-errors';
import { useForm } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { SHARE_SUCCESS_CLOSE_MS } from '../../../config/timings';
import { userMessage } from '../../../lib/api-client';
import { resultsApi } from '../api/results-api';

/** Spec "Modals": send the shared result's address by e-mail; closes 2 s after success. */
export function ShareEmailModal({ attemptId, open, onOpenChange }: { attemptId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Compartilhar por email" description="Enviaremos o link deste resultado para o email informado.">
      {/* Mounted while open: each opening starts with an empty form. */}
      {open && <ShareEmailForm attemptId={attemptId} onOpenChange={onOpenChange} />}
    </Modal>
  );
}

function ShareEmailForm({ attemptId, onOpenChange }: { attemptId: string; onOpenChange: (open: boolean) => void }) {
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: validateWith(shareByEmailContract.body),
    onSubmit: async ({ email }) => {
      try {
        await resultsApi.shareByEmail(attemptId, email.trim());
        setSent(true);
      } catch (err) {
        form.fail(userMessage(err, 'Erro ao compartilhar relatório'));
      }
    },
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => onOpenChange(false), SHARE_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onOpenChange]);

  if (sent) return <FormSuccess>{SHARE_SUCCESS_MESSAGE}</FormSuccess>;
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField label="Email do destinatário" type="email" autoComplete="email" {...form.field('email')} />
      <FormMessage form={form} />
      <Button type="submit" loading={form.submitting} className="w-full">
        {form.submitting ? 'Enviando...' : 'Enviar'}
      </Button>
    </form>
  );
}
