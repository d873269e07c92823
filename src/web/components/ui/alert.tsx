import type { ReactNode, Ref } from 'react';

const TONES = {
  success: 'border-green-700/30 bg-green-50 text-green-900',
  error: 'border-red-700/30 bg-red-50 text-red-900',
  info: 'border-brand-700/30 bg-brand-50 text-brand-900',
  /** Something is not right yet, but nothing is lost: said quietly (role=status). */
  warning: 'border-amber-700/40 bg-amber-50 text-amber-950',
} as const;

/**
 * A banner. Errors are announced at once (role=alert); success, info and warning politely.
 * `ref` and `tabIndex={-1}` let a form move focus to it (see components/form).
 */
export function Alert({
  tone,
  children,
  title,
  ref,
  tabIndex,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  title?: string;
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}) {
  return (
    <div ref={ref} tabIndex={tabIndex} role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm ${TONES[tone]}`}>
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
