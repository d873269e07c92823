import type { Completeness } from '../../../../shared/curriculum/completeness';

/** How complete the resume is (the shared rule the server's 60% uses too), with what is missing and a tip for each. */
export function CompletenessMeter({ completeness }: { completeness: Completeness }) {
  const missing = completeness.items.filter((item) => !item.done);
  return (
    <section aria-labelledby="completude-titulo" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="completude-titulo" className="text-base font-semibold text-slate-900">
          Seu currículo está {completeness.percent}% completo
        </h2>
      </div>
      <div
        role="progressbar"
        aria-labelledby="completude-titulo"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completeness.percent}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-green-700 transition-[width]" style={{ width: `${completeness.percent}%` }} />
      </div>
      <details className="mt-3 text-sm">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
          {missing.length === 0 ? 'Tudo preenchido: veja a lista' : `O que falta (${missing.length})`}
        </summary>
        <ul className="mt-1 space-y-2">
          {completeness.items.map((item) => (
            <li key={item.key} className="flex gap-2">
              <span aria-hidden="true" className={item.done ? 'text-green-800' : 'text-slate-500'}>
                {item.done ? '✓' : '○'}
              </span>
              <span>
                <span className={item.done ? 'text-slate-700' : 'font-medium text-slate-900'}>
                  {item.label}
                  <span className="sr-only">{item.done ? ': feito' : ': falta'}</span>
                </span>
                {!item.done && <span className="block text-slate-700">{item.tip}</span>}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
