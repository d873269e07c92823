import { useState, type KeyboardEvent, type ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** The WAI-ARIA accordion's optional keys: arrows move between the group's questions, Home and End go to either end. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const triggers = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-controls]'));
  const index = triggers.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: triggers.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  triggers[(next + triggers.length) % triggers.length]!.focus();
}

/**
 * One group of questions, each a disclosure: a real button with
 * aria-expanded/aria-controls inside an <h3>, so Tab, Enter and Space work,
 * and its answer in a region that stays in the page's HTML while closed
 * (prerendered, found by search engines). Written by hand rather than with
 * Radix's accordion: the FAQ's many items each hydrated several Radix
 * components, the longest task of the page on a phone (docs/decisions/0122-the-faq-s-accordion-is-written-by-hand-not-radix.md).
 */
export function FaqAccordion({ items, idPrefix }: { items: readonly FaqItem[]; idPrefix: string }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <div onKeyDown={moveFocus} className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {items.map((item, index) => {
        const expanded = open.has(index);
        const triggerId = `${idPrefix}-q${index}`;
        const panelId = `${idPrefix}-a${index}`;
        return (
          <div key={item.question}>
            <h3 className="m-0">
              <button
                type="button"
                id={triggerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="group flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-4 py-3 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-offset-[-3px] sm:px-6"
              >
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
                >
                  <svg
                    viewBox="0 0 20 20"
                    width="16"
                    height="16"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="M5 8l5 5 5-5" />
                  </svg>
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!expanded}
              className="px-4 pb-5 text-slate-700 sm:px-6 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_p+p]:mt-3"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
