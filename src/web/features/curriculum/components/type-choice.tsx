import { useId } from 'react';
import type { CurriculumType } from '../../../../shared/curriculum/rules';

const TYPES: ReadonlyArray<{ type: CurriculumType; title: string; description: string }> = [
  {
    type: 'YOUNG',
    title: 'Currículo Jovem',
    description: 'Responda perguntas simples, uma de cada vez. Ideal para o primeiro emprego ou Jovem Aprendiz.',
  },
  {
    type: 'FORMAL',
    title: 'Currículo Formal',
    description: 'Preencha as seções de um currículo tradicional: formação, habilidades, experiências.',
  },
];

/** Spec §2: first choose a type (two cards that explain each); once chosen, a compact switch. Both edit the same curriculum. */
export function TypeChoice({ value, onChange }: { value: CurriculumType | null; onChange: (type: CurriculumType) => void }) {
  const id = useId();
  const compact = value !== null;
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="mb-2 text-sm font-medium text-slate-800">
        Tipo de currículo
      </p>
      <div className={`grid sm:grid-cols-2 ${compact ? 'grid-cols-2 gap-2' : 'gap-3'}`}>
        {TYPES.map(({ type, title, description }) => {
          const selected = value === type;
          return (
            <button
              key={type}
              type="button"
              aria-pressed={selected}
              aria-labelledby={`${id}-${type}`}
              aria-describedby={compact ? undefined : `${id}-${type}-desc`}
              onClick={() => onChange(type)}
              className={`min-h-11 rounded-2xl text-left ring-1 transition-colors ${compact ? 'px-3 py-2' : 'px-4 py-3'} ${
                selected ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-900 ring-slate-300 hover:bg-brand-50'
              }`}
            >
              <span id={`${id}-${type}`} className={`block font-bold ${compact ? 'text-base' : 'text-lg'}`}>
                {title}
              </span>
              {!compact && (
                <span id={`${id}-${type}-desc`} className="block text-sm text-slate-700">
                  {description}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
