import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
  /** Shows a "*" after the label (give `required` too). */
  requiredMark?: boolean;
}

/** The look of every text control, for screens that lay out their own label (the questionnaire's big question). */
export const inputClasses = (invalid: boolean) =>
  `block w-full min-h-11 rounded-xl border bg-white px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 ${
    invalid ? 'border-red-700' : 'border-slate-400'
  }`;

/** With `requiredMark`, a required field's label carries a visible mark; the control says so to assistive technology (`required`). */
function labelText(label: string, mark: boolean | undefined): ReactNode {
  if (!mark) return label;
  return (
    <>
      {label}{' '}
      <span aria-hidden="true" className="text-red-800">
        *
      </span>
    </>
  );
}

/** Label above, then the control, then the hint or the error, wired with aria-describedby. */
function FieldFrame({
  label,
  requiredMark,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  requiredMark?: boolean | undefined;
  error?: string | null | undefined;
  hint?: string | undefined;
  className: string;
  children: (control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {labelText(label, requiredMark)}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, hint, className = '', requiredMark, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} requiredMark={requiredMark} error={error} hint={hint} className={className}>
      {(control) => <input {...control} className={inputClasses(Boolean(error))} {...input} />}
    </FieldFrame>
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
  requiredMark?: boolean;
}

/** A multi-line text field (one item per line, a description). */
export function TextAreaField({ label, error, hint, className = '', rows = 4, requiredMark, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame label={label} requiredMark={requiredMark} error={error} hint={hint} className={className}>
      {(control) => <textarea {...control} rows={rows} className={`${inputClasses(Boolean(error))} resize-y`} {...textarea} />}
    </FieldFrame>
  );
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | null;
  hint?: string;
}

/** A native select: the phone's own picker, keyboard and screen-reader support for free. */
export function SelectField({ label, options, error, hint, className = '', ...select }: SelectProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} className={inputClasses(Boolean(error))} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, className = '', ...input }: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input {...control} type={visible ? 'text' : 'password'} className={`${inputClasses(Boolean(error))} pr-24`} {...input} />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-1 right-1 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            aria-label={visible ? `Ocultar ${label.toLowerCase()}` : `Mostrar ${label.toLowerCase()}`}
            aria-pressed={visible}
          >
            {visible ? 'Ocultar' : 'Mostrar'}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
