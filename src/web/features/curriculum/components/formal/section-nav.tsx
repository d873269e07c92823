import { FORMAL_SECTIONS } from '../../formal-values';

/**
 * The six sections: a side menu on a desktop, a numbered stepper on a phone.
 * Sections ahead of the furthest one reached stay locked: moving forward is
 * 'Salvar & Continuar', which saves first (spec §4).
 */
export function SectionNav({ current, maxReached, onSelect }: { current: number; maxReached: number; onSelect: (index: number) => void }) {
  return (
    <nav aria-label="Seções do currículo">
      <p className="mb-2 text-sm font-medium text-slate-700 lg:hidden">
        Seção {current + 1} de {FORMAL_SECTIONS.length}: <span className="text-slate-900">{FORMAL_SECTIONS[current]?.label}</span>
      </p>
      <ol className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {FORMAL_SECTIONS.map((section, index) => {
          const active = index === current;
          const locked = index > maxReached;
          return (
            <li key={section.id}>
              <button
                type="button"
                aria-current={active ? 'step' : undefined}
                disabled={locked}
                onClick={() => onSelect(index)}
                className={`flex min-h-11 min-w-11 items-center justify-center gap-3 rounded-xl px-2 text-left text-sm font-medium lg:w-full lg:justify-start lg:px-3 ${
                  active ? 'bg-brand-700 text-white' : locked ? 'cursor-not-allowed text-slate-500' : 'text-slate-800 hover:bg-brand-50'
                }`}
              >
                <span
                  className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ring-1 ${
                    active ? 'bg-white text-brand-800 ring-white' : 'ring-current'
                  }`}
                >
                  {index + 1}
                </span>
                <span className="sr-only lg:not-sr-only">{section.label}</span>
                {locked && <span className="sr-only"> (salve a seção anterior para abrir)</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
