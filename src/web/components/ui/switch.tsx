import { useId, type ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * An on/off switch: a native button with role="switch" and aria-checked, so
 * Tab reaches it and Space or Enter flips it, and screen readers say "ligado"
 * or "desligado". The label names it; `description` (read with it) says what
 * the choice does. The project has no Radix switch package; a button is the
 * whole primitive. While `pending` it ignores presses but stays focusable
 * (aria-disabled, not disabled): a disabled button drops the keyboard focus to
 * the page, and the person who just pressed Space would have to find it again.
 */
export function Switch({
  checked,
  onCheckedChange,
  label,
  description,
  pending = false,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  description?: ReactNode;
  pending?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-busy={pending || undefined}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) onCheckedChange(!checked);
        }}
        className={`relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-wait ${
          checked ? 'bg-brand-700' : 'bg-slate-500'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <span id={`${id}-label`}>{label}</span>
          {/* Seen, not read: the switch's own state is announced. */}
          <span aria-hidden="true" className="text-sm font-normal text-slate-700">
            {checked ? '(ligado)' : '(desligado)'}
          </span>
          {pending && <Spinner size="sm" />}
        </p>
        {description && (
          <div id={`${id}-description`} className="mt-1 text-sm text-slate-700">
            {description}
          </div>
        )}
      </div>
    </div>
  );
}
