import { useEffect, useId, useRef, useState } from 'react';
import { EMPTY_LIFE_STAGE, LIFE_STAGE_MESSAGES } from '../../../../shared/domain/life-stage';
import { FormMessage } from '../../../components/form/form-message';
import { useForm, type FieldErrors } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/text-field';
import { ApiError, userMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSaveLifeStage } from '../hooks/use-save-life-stage';
import { LIFE_STAGE_FIELDS, LIFE_STAGE_QUESTIONS, hasAnyAnswer, lifeStageOf, lifeStageValuesOf, type LifeStageValues } from '../life-stage-answers';

const SAVE_FAILED = 'Não foi possível salvar as respostas. Tente novamente.';
const CLEAR_FAILED = 'Não foi possível apagar as respostas. Tente novamente.';

/** The server's field messages by field name, for the questions this form asks. */
function fieldErrorsOf(error: unknown): FieldErrors {
  const found: FieldErrors = {};
  if (!(error instanceof ApiError)) return found;
  for (const { field, message } of error.fieldErrors) {
    if ((LIFE_STAGE_FIELDS as readonly string[]).includes(field)) found[field] = message;
  }
  return found;
}

export interface LifeStageFormProps {
  /** Called after the answers were saved (not after "Apagar respostas"), with the session's user already updated. */
  onSaved?: () => void;
  /** 'page': plain, inside a section the page draws (/profile); 'card': in its own card (the step before the result). */
  variant?: 'page' | 'card';
  /** The title's heading level: 3 under a section's own h2. */
  headingLevel?: 2 | 3;
  /** The save button's text. */
  submitLabel?: string;
}

/**
 * The four optional stage-of-life questions (issue 27): age band, school stage, situation and UF, each with
 * "Prefiro não dizer" first (saved as null), prefilled from the account. Saving updates the session's user and
 * has the owner's result read again; "Apagar respostas" sets all four to null.
 */
export function LifeStageForm({ onSaved, variant = 'page', headingLevel = 2, submitLabel = 'Salvar respostas' }: LifeStageFormProps) {
  const { user } = useSession();
  const save = useSaveLifeStage();
  const [success, setSuccess] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  // After erasing, the button that did it goes away: focus moves to the message that says it was done.
  const [focusSuccess, setFocusSuccess] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusSuccess) return;
    successRef.current?.focus();
    setFocusSuccess(false);
  }, [focusSuccess]);
  const titleId = useId();
  const whyId = useId();

  const reportFailure = (error: unknown, fallback: string) => {
    const fieldErrors = fieldErrorsOf(error);
    if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
    else form.fail(error instanceof ApiError ? userMessage(error, fallback) : fallback);
  };

  const form = useForm<LifeStageValues>({
    initialValues: lifeStageValuesOf(user),
    // Every answer is optional and comes from a list: nothing to check before sending (the server checks the codes).
    validate: () => ({}),
    onSubmit: async (values) => {
      setSuccess(null);
      try {
        const { message } = await save.mutateAsync(lifeStageOf(values));
        setSuccess(message ?? LIFE_STAGE_MESSAGES.saved);
        onSaved?.();
      } catch (error) {
        reportFailure(error, SAVE_FAILED);
      }
    },
  });

  // The session paints the stored user first and the server's right after (or when the tab comes back): answers
  // given meanwhile on another device show here, unless the person already changed something in this form.
  const stored = lifeStageValuesOf(user);
  const storedKey = LIFE_STAGE_FIELDS.map((field) => stored[field]).join('|');
  const synced = useRef(stored);
  useEffect(() => {
    const next = lifeStageValuesOf(user);
    const untouched = LIFE_STAGE_FIELDS.every((field) => form.values[field] === synced.current[field]);
    synced.current = next;
    if (untouched) form.setValues(() => next);
    // Only when the account's answers change; the form's own values are read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storedKey]);

  const clear = async () => {
    setSuccess(null);
    form.clearMessage();
    setClearing(true);
    try {
      await save.mutateAsync(EMPTY_LIFE_STAGE);
      form.setValues(() => lifeStageValuesOf(null));
      setSuccess(LIFE_STAGE_MESSAGES.cleared);
      setFocusSuccess(true);
    } catch (error) {
      reportFailure(error, CLEAR_FAILED);
    } finally {
      setClearing(false);
    }
  };

  if (!user) return null;
  const pending = save.isPending;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  const body = (
    <form {...form.formProps} aria-labelledby={titleId} aria-describedby={whyId} aria-busy={pending || undefined} className="space-y-4">
      <div>
        <Heading id={titleId} className={headingLevel === 3 ? 'text-lg font-semibold text-slate-900' : 'text-xl font-semibold text-slate-900'}>
          {LIFE_STAGE_MESSAGES.title}
        </Heading>
        <p id={whyId} className="mt-2 text-slate-700">
          {LIFE_STAGE_MESSAGES.why}
        </p>
        <p className="mt-1 text-sm text-slate-600">{LIFE_STAGE_MESSAGES.optional}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {LIFE_STAGE_QUESTIONS.map(({ field, label, options }) => (
          <SelectField
            key={field}
            label={label}
            name={field}
            options={options}
            value={form.values[field]}
            error={form.errors[field] ?? null}
            disabled={pending}
            onChange={(event) => {
              setSuccess(null);
              form.setValue(field, event.target.value);
            }}
          />
        ))}
      </div>
      {success && (
        <Alert tone="success" ref={successRef} tabIndex={-1}>
          {success}
        </Alert>
      )}
      <FormMessage form={form} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button type="submit" loading={form.submitting} disabled={pending}>
          {submitLabel}
        </Button>
        {hasAnyAnswer(user) && (
          <Button variant="secondary" loading={clearing} disabled={pending} onClick={() => void clear()}>
            Apagar respostas
          </Button>
        )}
      </div>
    </form>
  );

  return variant === 'card' ? <Card>{body}</Card> : body;
}
