import type { ReactNode } from 'react';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { PageIntro } from './page-intro';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Legal texts: <h1>, date, a table of contents and numbered sections. */
export function LegalPage({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: readonly LegalSection[] }) {
  useScrollToHash();
  return (
    <>
      <PageIntro eyebrow="Documento legal" title={title}>
        <p className="text-base">Última atualização: {updated}</p>
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 py-10">
        <div className="text-lg text-slate-800 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_p+p]:mt-3">{intro}</div>
        <nav aria-labelledby="indice" className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
          <h2 id="indice" className="text-lg font-bold text-slate-900">
            Nesta página
          </h2>
          <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center py-1 text-brand-800 underline underline-offset-2 hover:text-brand-900 sm:min-h-0"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 space-y-10 text-slate-800 [&_a]:font-semibold [&_a]:text-brand-800 [&_a]:underline [&_h3]:mt-5 [&_h3]:font-bold [&_h3]:text-slate-900 [&_li]:mt-1.5 [&_p]:mt-3 [&_strong]:text-slate-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold text-slate-900">
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
