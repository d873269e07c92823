import type { ClassDashboard } from '../../../../shared/contracts/schools.contract';

/** The results students chose to show to the teacher; nobody else's name or result. */
export function DashboardShownResults({ results }: { results: ClassDashboard['shownResults'] }) {
  return (
    <section aria-labelledby="dashboard-shown">
      <h2 id="dashboard-shown" className="text-lg font-semibold text-slate-900">
        Resultados que estudantes mostraram
      </h2>
      <p className="mt-1 text-sm text-slate-700">Aqui estão só os estudantes que terminaram e escolheram mostrar o resultado para você.</p>
      {results.length === 0 ? (
        <p className="mt-2 text-slate-700">Ninguém mostrou o resultado ainda.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {results.map((result, index) => (
            <li key={`${result.name}-${index}`} className="py-2">
              <p className="font-semibold text-slate-900">{result.name}</p>
              <p className="text-sm text-slate-700">
                {result.inconclusive
                  ? 'Resultado inconclusivo'
                  : result.mixed
                    ? `Perfil misto: ${result.profiles.map((p) => p.name).join(', ')}`
                    : result.profiles.map((p) => `${p.name} (${p.percentage.toLocaleString('pt-BR')}%)`).join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
