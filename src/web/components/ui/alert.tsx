import type { ReactNode } from 'react';

const TONES = {
  success: 'border-green-700/30 bg-green-50 text-green-900',
  error: 'border-red-700/30 bg-red-50 text-red-900',
  info: 'border-brand-700/30 bg-brand-50 text-brand-900',
} as const;

/** A banner. Errors are announced at once (role=alert); success and info politely. */
export function Alert({ tone, children, title }: { tone: keyof typeof TONES; children: ReactNode; title?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm ${TONES[tone]}`}>
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
