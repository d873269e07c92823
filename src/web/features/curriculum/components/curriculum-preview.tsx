import type { CurriculumDocument } from '../../../../shared/curriculum/document';
import type { CurriculumDesign } from '../../../../shared/curriculum/rules';

const DESIGN_STYLES = {
  classic: {
    page: 'bg-white text-slate-950',
    header: 'border-b-2 border-slate-950 pb-3',
    name: 'font-serif text-2xl font-bold text-slate-950',
    contact: 'text-slate-800',
    heading: 'mt-4 border-b border-slate-950 pb-0.5 font-serif text-base font-bold text-slate-950',
    title: 'font-semibold text-slate-950',
    meta: 'text-slate-700',
  },
  modern: {
    page: 'bg-white text-slate-900',
    header: '-mx-5 -mt-5 rounded-t-lg bg-brand-800 px-5 pb-4 pt-5 sm:-mx-7 sm:-mt-7 sm:px-7 sm:pt-7',
    name: 'text-2xl font-extrabold text-white',
    contact: 'text-brand-50',
    heading: 'mt-4 border-l-4 border-brand-700 pl-2 text-base font-bold text-brand-800',
    title: 'font-semibold text-slate-900',
    meta: 'text-slate-600',
  },
} as const satisfies Record<CurriculumDesign, Record<string, string>>;

/**
 * The resume as the PDF will print it: the shared document model (the server's
 * PDF draws the same one), in the same order and with the same text, one line
 * per element and nothing added, styled like the chosen design. One column,
 * so it reads the same way on a phone and in the file.
 */
export function CurriculumPreview({ document, design }: { document: CurriculumDocument; design: CurriculumDesign }) {
  const style = DESIGN_STYLES[design];
  return (
    <article
      aria-label="Pré-visualização do currículo"
      className={`rounded-lg p-5 text-sm leading-snug shadow-sm ring-1 ring-slate-300 [overflow-wrap:anywhere] sm:p-7 ${style.page}`}
      data-design={design}
    >
      <header className={style.header}>
        {document.name !== '' && <h3 className={style.name}>{document.name}</h3>}
        {document.contact.map((line, index) => (
          <p key={index} className={style.contact}>
            {line}
          </p>
        ))}
      </header>
      {document.sections.map((section) => (
        <section key={section.key}>
          <h4 className={style.heading}>{section.heading}</h4>
          {section.entries.map((entry, index) => (
            <div key={index} className="mt-1.5">
              {entry.title !== '' && <p className={style.title}>{entry.title}</p>}
              {entry.meta !== '' && <p className={style.meta}>{entry.meta}</p>}
              {entry.bullets ? (
                <ul className="list-disc pl-5">
                  {entry.lines.map((line, lineIndex) => (
                    <li key={lineIndex}>{line}</li>
                  ))}
                </ul>
              ) : (
                entry.lines.map((line, lineIndex) => <p key={lineIndex}>{line}</p>)
              )}
            </div>
          ))}
        </section>
      ))}
    </article>
  );
}
