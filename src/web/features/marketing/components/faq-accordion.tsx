import * as Accordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * One group of questions. Radix gives each trigger a real button with
 * aria-expanded/aria-controls inside an <h3>, so Tab, Enter and Space work.
 */
export function FaqAccordion({ items, idPrefix }: { items: readonly FaqItem[]; idPrefix: string }) {
  return (
    <Accordion.Root type="multiple" className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`${idPrefix}-${index}`}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-4 py-3 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-offset-[-3px] sm:px-6">
              <span>{item.question}</span>
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
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
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-5 text-slate-700 sm:px-6 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_p+p]:mt-3">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
