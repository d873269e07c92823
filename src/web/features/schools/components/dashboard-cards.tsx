import { SCHOOLS_MESSAGES, type ClassDashboard } from '../../../../shared/contracts/schools.contract';

/** A count, or "menos de 3" for a hidden cell. */
export function cellText(count: number | null): string {
  return count === null ? SCHOOLS_MESSAGES.fewerThan : String(count);
}

function CountCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-700">{label}</p>
      <p className={`mt-1 font-bold text-slate-900 ${/^\d+$/.test(value) ? 'text-2xl' : 'text-lg'}`}>{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
    </li>
  );
}

/** The class's counts as cards: in the class, started, finished, inconclusive; and the seats. */
export function DashboardCards({ dashboard }: { dashboard: ClassDashboard }) {
  const { counts, seats, distribution } = dashboard;
  return (
    <section aria-labelledby="dashboard-counts">
      <h2 id="dashboard-counts" className="text-lg font-semibold text-slate-900">
        Andamento da turma
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <CountCard label="Na turma" value={String(counts.joined)} />
        <CountCard label="Começaram o teste" value={String(counts.started)} />
        <CountCard label="Terminaram o teste" value={String(counts.finished)} />
        <CountCard
          label="Resultado inconclusivo"
          value={distribution ? cellText(counts.inconclusive) : '—'}
          hint={distribution ? undefined : 'Aparece junto com os números.'}
        />
      </ul>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <CountCard label="Vagas usadas" value={String(seats.used)} hint={`de ${seats.paid} pagas`} />
        <CountCard label="Vagas livres" value={String(seats.free)} />
      </ul>
    </section>
  );
}
