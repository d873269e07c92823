import { Alert } from '../ui/alert';
import type { Form } from './use-form';

/**
 * The form-level message of a `useForm` form (a refusal, a network error, or
 * the summary of the field messages), placed near the submit button. It is an
 * alert, so screen readers announce it, and `form.fail()` moves focus to it.
 */
export function FormMessage({ form, title }: { form: Pick<Form<unknown>, 'message' | 'messageRef'>; title?: string }) {
  if (!form.message) return null;
  return (
    <Alert tone="error" title={title} ref={form.messageRef} tabIndex={-1}>
      {form.message}
    </Alert>
  );
}
