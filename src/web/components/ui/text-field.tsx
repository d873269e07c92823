import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
}

const inputClasses = (invalid: boolean) =>
  `block w-full min-h-11 rounded-xl border bg-white px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 ${
    invalid ? 'border-red-700' : 'border-slate-400'
  }`;

/** Label above, then the control, then the hint or the error, wired with aria-describedby. */
function FieldFrame({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: string;
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
        {label}
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

export function TextField({ label, error, hint, className = '', ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} className={inputClasses(Boolean(error))} {...input} />}
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
