import { useState } from 'react';
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactBodySchema } from '../../../../shared/contracts/contact.contract';
import { FormMessage } from '../../../components/form/form-message';
import { FormSuccess } from '../../../components/form/form-success';
import { validateWith } from '../../../components/form/schema-errors';
import { useForm } from '../../../components/form/use-form';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { contactApi } from '../api/contact-api';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  // Counts the messages sent: each one shows (and brings into view) its own confirmation.
  const [sent, setSent] = useState(0);
  const [showSuccess, setShowSuccess] = useState(false);
  const hydrated = useHydrated();
  const form = useForm({
    initialValues: EMPTY,
    validate: validateWith(contactBodySchema),
    onSubmit: async (values) => {
      setShowSuccess(false);
      try {
        await contactApi.send({ ...values, email: values.email.trim() });
        form.setValues(() => EMPTY);
        setSent((count) => count + 1);
        setShowSuccess(true);
      } catch (err) {
        form.fail(err instanceof ApiError && err.serverMessage ? err.serverMessage : CONTACT_MESSAGES.failureDefault);
      }
    },
  });

  return (
    <form {...form.formProps} className="space-y-4" aria-label="Formulário de contato">
      {/* Prerendered: usable once the page's code runs (see useHydrated). */}
      <fieldset disabled={!hydrated} className="contents">
        {showSuccess && (
          <FormSuccess key={sent} title={CONTACT_MESSAGES.success}>
            {CONTACT_MESSAGES.successDetail}
          </FormSuccess>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Nome" autoComplete="name" {...form.field('name')} />
          <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        </div>
        <TextField label="Assunto" {...form.field('subject')} />
        {/* No maxLength: a longer text is not cut, it is refused with the limit's message (the counter shows how far over). */}
        <TextAreaField label="Mensagem" rows={6} hint={`${form.values.message.length}/${CONTACT_LIMITS.message} caracteres`} {...form.field('message')} />
        <FormMessage form={form} title={CONTACT_MESSAGES.failure} />
        <Button type="submit" loading={form.submitting} className="w-full sm:w-auto">
          {form.submitting ? 'Enviando...' : 'Enviar mensagem'}
        </Button>
      </fieldset>
    </form>
  );
}
