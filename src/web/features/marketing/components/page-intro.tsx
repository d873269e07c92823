import type { ReactNode } from 'react';

/** The coloured band with the <h1> at the top of the static pages. */
export function PageIntro({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="bg-linear-to-br from-amber-50 via-orange-50 to-brand-100">
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
        {eyebrow && <p className="text-sm font-bold uppercase tracking-wider text-orange-800">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {children && <div className="mt-3 max-w-2xl text-lg text-slate-700">{children}</div>}
      </div>
    </div>
  );
}
