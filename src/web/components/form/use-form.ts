import { useEffect, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { FORM_ISSUE } from './schema-errors';

/**
 * The web's one form layer.
 *
 * A form keeps its values and asks one validation function for a message per
 * field: for a form that sends a contract's body, `validateWith(schema)` of
 * ./schema-errors, so its checks are the server's. Each message is shown beside its field (TextField's `error`, which
 * also sets aria-invalid and aria-describedby). A submit with invalid fields
 * focuses the first invalid field in DOM order and scrolls it to the middle
 * of the screen, so a phone user sees what to fix. A form-level message (the
 * server's refusal, a network error) goes near the submit button in
 * <FormMessage>, a live region that takes focus when the message appears.
 *
 *   const form = useForm({ initialValues, validate, onSubmit });
 *   <form {...form.formProps}>
 *     <TextField label="CEP" {...form.field('zip', maskZip)} />
 *     <FormMessage form={form} />
 *     <Button type="submit" loading={form.submitting}>Enviar</Button>
 *   </form>
 *
 * `onSubmit` runs only with values that passed `validate`, and may be async:
 * the form is `submitting` until it settles, and a second submit meanwhile is
 * ignored. It reports what went wrong with `form.fail(message)` (or
 * `form.showErrors(errors)` for field errors from the server); anything it
 * throws is shown as an unexpected error, never left unhandled.
 *
 * A field drawn without TextField takes part by setting `aria-invalid` when it
 * has a message: that attribute is how the first invalid field is found.
 */

/**
 * Messages by field name: a key of the values, or a path such as
 * `education.0.year` for a field of a list item. A field without a message
 * is valid.
 */
export type FieldErrors = Partial<Record<string, string>>;

/** Names of the values that are plain text, the ones `field()` can bind. */
export type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What `field()` gives a TextField: spread it as props. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | null;
  onChange: (event: { target: { value: string } }) => void;
}

export interface FormOptions<V> {
  initialValues: V;
  /** A message per invalid field; an empty object when the values can be sent. */
  validate: (values: V) => FieldErrors;
  /** A form-level line to show with the field messages (for example "fill in every field"), or null. It does not take focus. */
  summarize?: (values: V, errors: FieldErrors) => string | null;
  /** Runs with valid values. Report failures with form.fail(); see the module comment. */
  onSubmit: (values: V) => Promise<void> | void;
  /** Called with the new values after each change (to remember a draft, to autosave). */
  onChange?: (values: V) => void;
}

export interface Form<V> {
  values: V;
  errors: FieldErrors;
  /** The form-level message, shown by <FormMessage>. */
  message: string | null;
  submitting: boolean;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** For changes a single field cannot express (adding or removing a list item). Clears no message. */
  setValues: (update: (values: V) => V) => void;
  /** Binds a text field: value, change handler (through `mask`, if given), name and message. */
  field: (name: TextKeys<V>, mask?: (raw: string) => string) => FieldBinding;
  /** Validates and, if valid, runs onSubmit. Also what the form's submit event does. */
  submit: () => Promise<void>;
  /** Shows a form-level message and moves focus to it. */
  fail: (message: string) => void;
  /** Shows field messages (for example the server's) and moves focus to the first invalid field. */
  showErrors: (errors: FieldErrors) => void;
  clearMessage: () => void;
  /** Removes one field's message without moving focus: for fields `field()` cannot bind, such as `education.0.year`. */
  clearError: (name: string) => void;
  /** Spread on the <form> element. */
  formProps: { ref: RefObject<HTMLFormElement | null>; noValidate: true; onSubmit: (event: SubmitEvent<HTMLFormElement>) => void };
  /** Given to the message's element by <FormMessage>. */
  messageRef: RefObject<HTMLDivElement | null>;
}

/** Shown when onSubmit throws something it did not handle itself (spec §8's generic line). */
export const UNEXPECTED_FORM_ERROR = 'Erro inesperado. Tente novamente.';

const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

export function useForm<V>(options: FormOptions<V>): Form<V> {
  const [values, setValuesState] = useState(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ target: 'field' | 'message'; seq: number } | null>(null);
  const valuesRef = useRef(values);
  const submittingRef = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const formRef = useRef<HTMLFormElement | null>(null);
  const messageRef = useRef<HTMLDivElement | null>(null);

  // Focus moves after the render that shows the messages, so the invalid field and the message exist.
  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest.target === 'message' ? messageRef.current : formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  }, [focusRequest]);

  const requestFocus = (target: 'field' | 'message') => setFocusRequest((previous) => ({ target, seq: (previous?.seq ?? 0) + 1 }));

  const replaceValues = (next: V) => {
    valuesRef.current = next;
    setValuesState(next);
    latest.current.onChange?.(next);
  };

  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    replaceValues({ ...valuesRef.current, [name]: value });
    // A message goes away as soon as its field is edited.
    setErrors((current) => (current[name as string] ? { ...current, [name as string]: undefined } : current));
  };

  const fail = (text: string) => {
    setMessage(text);
    requestFocus('message');
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    if (hasErrors(found)) requestFocus('field');
  };

  const submit = async () => {
    if (submittingRef.current) return;
    const current = valuesRef.current;
    const found = latest.current.validate(current);
    if (hasErrors(found)) {
      // An issue of no field (FORM_ISSUE) is the form's line, so a refusal is never silent.
      setMessage(latest.current.summarize?.(current, found) ?? found[FORM_ISSUE] ?? null);
      showErrors(found);
      return;
    }
    setErrors({});
    setMessage(null);
    submittingRef.current = true;
    setSubmitting(true);
    try {
      await latest.current.onSubmit(current);
    } catch {
      fail(UNEXPECTED_FORM_ERROR);
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  return {
    values,
    errors,
    message,
    submitting,
    setValue,
    setValues: (update) => replaceValues(update(valuesRef.current)),
    field: (name, mask) => ({
      name,
      value: values[name] as string,
      error: errors[name] ?? null,
      onChange: (event) => setValue(name, (mask ? mask(event.target.value) : event.target.value) as V[typeof name]),
    }),
    submit,
    fail,
    showErrors,
    clearMessage: () => setMessage(null),
    clearError: (name) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current)),
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        void submit();
      },
    },
    messageRef,
  };
}
