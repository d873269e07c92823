import type { PaidReport } from '../../../../shared/contracts/report.contract';
import { Card } from '../../../components/ui/card';

function Block({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** PAID only: the full analysis of the dominant profile, every career and the development plan. */
export function PaidSections({ report }: { report: PaidReport }) {
  const { profile, developmentPlan } = report;
  return (
    <>
      <Card>
        <h2 className="text-2xl font-bold text-slate-900">Análise completa</h2>
        <p className="mt-3 text-slate-800">{profile.scenario}</p>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <Block title="Estilo de trabalho" items={profile.workStyle} />
          <Block title="Relações profissionais" items={profile.relationships} />
          <Block title="Pontos de atenção" items={profile.weaknesses} />
          <Block title="Crescimento pessoal" items={profile.personalGrowth} />
        </div>
        {profile.famousPeople.length > 0 && (
          <div className="mt-6">
            <h3 className="text-lg font-semibold text-slate-900">Pessoas conhecidas frequentemente associadas a este perfil</h3>
            <p className="mt-1 text-sm italic text-slate-700">
              São exemplos ilustrativos, baseados na imagem pública de cada pessoa; não são diagnósticos, e ninguém fez este teste por elas.
            </p>
            <ul className="mt-2 space-y-1.5 text-slate-800">
              {profile.famousPeople.map((person) => (
                <li key={person.name}>
                  <strong>{person.name}</strong>: {person.note}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>
      <Card>
        <h2 className="text-2xl font-bold text-slate-900">Todas as carreiras do seu perfil</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {profile.careers.map((career) => (
            <li key={career.name} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">{career.name}</p>
              <p className="mt-1 text-sm text-slate-700">{career.whyItFits}</p>
              <p className="mt-2 text-sm text-slate-800">
                <span className="font-medium">Como chegar lá: </span>
                {career.pathInBrazil}
              </p>
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <h2 className="text-2xl font-bold text-slate-900">Seu plano de desenvolvimento</h2>
        <p className="mt-2 text-slate-800">{developmentPlan.balance.text}</p>
        <ol className="mt-4 space-y-3">
          {developmentPlan.actions.map((action) => (
            <li key={action.order} className="rounded-xl border border-slate-200 p-4">
              <p className="text-sm font-semibold text-slate-700">Em {action.days} dias</p>
              <p className="font-semibold text-slate-900">{action.title}</p>
              <p className="mt-1 text-sm text-slate-800">{action.description}</p>
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}
