import { useState, type FormEvent } from 'react';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '../../../../shared/contracts/contact.contract';
import { isValidEmail } from '../../../../shared/domain/email';
import { nameProblem } from '../../../../shared/domain/person-name';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { contactApi } from '../api/contact-api';

type Field = 'name' | 'email' | 'subject' | 'message';
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'error'; message: string };
const EMPTY = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const hydrated = useHydrated();

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['name', 'email', 'subject', 'message'] as const) if (!values[field].trim()) found[field] = CONTACT_MESSAGES.required;
    const name = found.name ? null : nameProblem(values.name);
    if (name) found.name = name;
    if (!found.email && !isValidEmail(values.email.trim())) found.email = CONTACT_MESSAGES.email;
    if (!found.message && values.message.trim().length < CONTACT_LIMITS.messageMin) found.message = CONTACT_MESSAGES.messageTooShort;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'sending' });
    try {
      await contactApi.send({ name: values.name, email: values.email.trim(), subject: values.subject, message: values.message });
      setValues(EMPTY);
      setStatus({ kind: 'success' });
    } catch (err) {
      setStatus({ kind: 'error', message: err instanceof ApiError && err.serverMessage ? err.serverMessage : CONTACT_MESSAGES.failureDefault });
    }
  }

  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label="Formulário de contato">
      {/* Prerendered: usable once the page's code runs (see useHydrated). */}
      <fieldset disabled={!hydrated} className="contents">
        {status.kind === 'success' && (
          <Alert tone="success" title={CONTACT_MESSAGES.success}>
            {CONTACT_MESSAGES.successDetail}
          </Alert>
        )}
        {status.kind === 'error' && (
          <Alert tone="error" title={CONTACT_MESSAGES.failure}>
            {status.message}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Nome"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            maxLength={CONTACT_LIMITS.name}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
            maxLength={254}
          />
        </div>
        <TextField label="Assunto" name="subject" value={values.subject} onChange={set('subject')} error={errors.subject} maxLength={CONTACT_LIMITS.subject} />
        <div>
          <label htmlFor="contact-message" className="mb-1.5 block text-sm font-medium text-slate-800">
            Mensagem
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            value={values.message}
            onChange={set('message')}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'contact-message-error' : 'contact-message-hint'}
            className={`block w-full rounded-xl border bg-white px-4 py-2.5 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 ${errors.message ? 'border-red-700' : 'border-slate-400'}`}
          />
          {errors.message ? (
            <p id="contact-message-error" className="mt-1 text-sm font-medium text-red-800">
              {errors.message}
            </p>
          ) : (
            <p id="contact-message-hint" className="mt-1 text-sm text-slate-600">
              {values.message.length}/{CONTACT_LIMITS.message} caracteres
            </p>
          )}
        </div>
        <Button type="submit" loading={status.kind === 'sending'} className="w-full sm:w-auto">
          {status.kind === 'sending' ? 'Enviando...' : 'Enviar mensagem'}
        </Button>
      </fieldset>
    </form>
  );
}
