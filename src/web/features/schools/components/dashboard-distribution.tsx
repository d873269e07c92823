import { DASHBOARD_MESSAGES, type ClassDashboard } from '../../../../shared/contracts/schools.contract';
import { Alert } from '../../../components/ui/alert';
import { cellText } from './dashboard-cards';

/** One row: the label, the count (or "menos de 3") and a bar for a count the teacher may see. */
function Row({ label, count, of }: { label: string; count: number | null; of: number }) {
  const width = count === null || of === 0 ? 0 : Math.round((count / of) * 100);
  return (
    <li className="py-2">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-slate-900">{label}</span>
        <span className={count === null ? 'text-sm text-slate-600' : 'font-semibold text-slate-900'}>{cellText(count)}</span>
      </div>
      <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100">
        {width > 0 && <div className="h-2 rounded-full bg-brand-700" style={{ width: `${width}%` }} />}
      </div>
    </li>
  );
}

/** The profiles, the perfil misto share and the career families; or, while hidden, why, in plain words. */
export function DashboardDistribution({ dashboard }: { dashboard: ClassDashboard }) {
  const { distribution, counts, hiddenReason } = dashboard;
  if (!distribution) {
    return (
      <section aria-labelledby="dashboard-profiles">
        <h2 id="dashboard-profiles" className="text-lg font-semibold text-slate-900">
          Perfis da turma
        </h2>
        <div className="mt-3">
          <Alert tone="info">
            {hiddenReason === 'would-single-out' ? DASHBOARD_MESSAGES.wouldSingleOut : DASHBOARD_MESSAGES.tooFewFinished(counts.finished)}
          </Alert>
        </div>
      </section>
    );
  }
  const of = counts.finished;
  return (
    <>
      <section aria-labelledby="dashboard-profiles">
        <h2 id="dashboard-profiles" className="text-lg font-semibold text-slate-900">
          Perfis da turma
        </h2>
        <p className="mt-1 text-sm text-slate-700">O perfil principal de cada estudante que terminou o teste. {DASHBOARD_MESSAGES.fewerThanNote}</p>
        <ul className="mt-2 divide-y divide-slate-100">
          {distribution.profiles.map((profile) => (
            <Row key={profile.profileId} label={profile.name} count={profile.count} of={of} />
          ))}
        </ul>
        <ul className="mt-4 border-t border-slate-200 pt-2">
          <Row label="Perfil misto (dois ou três perfis muito perto)" count={distribution.mixed} of={of} />
        </ul>
      </section>
      <section aria-labelledby="dashboard-families">
        <h2 id="dashboard-families" className="text-lg font-semibold text-slate-900">
          Áreas de carreira mais comuns
        </h2>
        {distribution.careerFamilies.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">Nenhuma área aparece para 3 ou mais estudantes ainda.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {distribution.careerFamilies.map((family) => (
              <Row key={family.family} label={family.label} count={family.count} of={of} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
