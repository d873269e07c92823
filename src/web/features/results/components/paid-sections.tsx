import type { PaidReport } from '../../../../shared/contracts/report.contract';
import { FEMININE_LEVEL } from '../../../../shared/scoring/level';
import { formatPercent } from '../format';

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

/**
 * The bodies of the PAID sections; result-screen.tsx puts each in its own
 * folding section with an anchor.
 */

/** #analise: the full analysis of the dominant profile. */
export function FullAnalysis({ profile }: { profile: PaidReport['profile'] }) {
  return (
    <>
      <p className="text-slate-800">{profile.scenario}</p>
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
    </>
  );
}

/** #nove-perfis: what each of the 9 results means, in the engine's ranking (the API's order, never re-sorted). */
export function NineProfiles({ analysis }: { analysis: PaidReport['analysis'] }) {
  return (
    <ol className="space-y-4">
      {analysis.map((entry, index) => (
        <li key={entry.profileId} className="rounded-xl border border-slate-200 p-4">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold text-slate-900">
              {index + 1}º <span aria-hidden="true">{entry.icon} </span>
              {entry.name} <span className="font-normal text-slate-700">({entry.careerName})</span>
            </span>
            <span className="text-sm font-semibold tabular-nums text-slate-900">
              {formatPercent(entry.percentage)} · compatibilidade {FEMININE_LEVEL[entry.level]}
            </span>
          </p>
          <p className="mt-2 text-sm text-slate-800">{entry.summary}</p>
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-medium">Pontos fortes: </span>
            {entry.strengths.join(' · ')}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** #carreiras: every career of the dominant profile. */
export function AllCareers({ profile }: { profile: PaidReport['profile'] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
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
  );
}

/** #plano: the development plan. */
export function DevelopmentPlan({ plan }: { plan: PaidReport['developmentPlan'] }) {
  return (
    <>
      <p className="text-slate-800">{plan.balance.text}</p>
      <ol className="mt-4 space-y-3">
        {plan.actions.map((action) => (
          <li key={action.order} className="rounded-xl border border-slate-200 p-4">
            <p className="text-sm font-semibold text-slate-700">Em {action.days} dias</p>
            <p className="font-semibold text-slate-900">{action.title}</p>
            <p className="mt-1 text-sm text-slate-800">{action.description}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
