import type { ReactNode } from 'react';

/**
 * A section of the result page with an anchor (its id, the target of the
 * table of contents) that can be folded: a disclosure button inside the
 * heading (aria-expanded), the summary line while folded, the content when open.
 * scroll-margin keeps the heading clear of the sticky header and contents bar.
 */
export function ResultSection({
  id,
  title,
  summary,
  open,
  onToggle,
  children,
}: {
  id: string;
  title: ReactNode;
  /** One line saying what is inside, shown while folded. */
  summary: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const contentId = `${id}-conteudo`;
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-36 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-titulo`} className="text-xl font-bold text-slate-900 sm:text-2xl">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-8"
        >
          <span>{title}</span>
          <span aria-hidden="true" className="shrink-0 text-2xl leading-none text-brand-800">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      {!open && <p className="-mt-2 px-6 pb-5 text-sm text-slate-700 sm:px-8">{summary}</p>}
      <div id={contentId} hidden={!open} className="px-6 pb-6 sm:px-8 sm:pb-8">
        {children}
      </div>
    </section>
  );
}
