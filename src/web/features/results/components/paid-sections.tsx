import type { PaidReport } from '../../../../shared/contracts/report.contract';
import { AGAINST_THIS_PROFILE, BLEND_PART, PORTRAIT_PART, PROFILE_EVIDENCE_TITLE, describeAnswer } from '../../../../shared/content/personal/report-phrases';
import { FEMININE_LEVEL } from '../../../../shared/scoring/level';
import { formatPercent } from '../format';
import { QuoteCard } from './personal-answers';

type PaidProfile = PaidReport['profiles'][number];

function Block({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="text-lg font-semibold text-slate-900">{title}</h4>
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

/** #combinacao: how the profiles at the front combine (the pair texts) and, for neighbours on the circle, the wing. */
export function BlendSection({ blend, names }: { blend: PaidReport['blend']; names: ReadonlyMap<number, string> }) {
  return (
    <>
      <p className="text-slate-800">{BLEND_PART.intro}</p>
      <div className="mt-4 space-y-5">
        {blend.pairs.map((pair) => (
          <div key={pair.profileIds.join('-')}>
            <h3 className="text-lg font-semibold text-slate-900">
              {pair.profileIds.map((id) => names.get(id)).join(' + ')}: {pair.title}
            </h3>
            <p className="mt-1 text-slate-800">{pair.text}</p>
          </div>
        ))}
      </div>
      {blend.wing && <p className="mt-5 rounded-xl bg-slate-100 px-4 py-3 text-slate-800">{blend.wing}</p>}
    </>
  );
}

/** One in-depth part of #analise: a profile at the front, with the owner's own answers that point to it. */
function ProfileAnalysis({ profile, evidence, heading }: { profile: PaidProfile; evidence: PaidReport['evidence'][number]['answers']; heading: boolean }) {
  return (
    <article aria-labelledby={`analise-${profile.slug}`} className="space-y-6">
      <h3 id={`analise-${profile.slug}`} className={heading ? 'text-2xl font-bold text-slate-900' : 'sr-only'}>
        <span aria-hidden="true">{profile.icon} </span>
        {profile.name} <span className="font-normal text-slate-700">(Perfil {profile.careerName})</span>
      </h3>
      {evidence.length > 0 && (
        <div>
          <h4 className="text-lg font-semibold text-slate-900">{PROFILE_EVIDENCE_TITLE}</h4>
          <ul className="mt-2 space-y-3">
            {evidence.map((quote) => (
              <QuoteCard key={quote.statementId} quote={quote} color={profile.color} />
            ))}
          </ul>
        </div>
      )}
      <p className="text-slate-800">{profile.scenario}</p>
      <p className="text-slate-700">{PORTRAIT_PART.intro(null)}</p>
      <div className="grid gap-6 md:grid-cols-2">
        <Block title={PORTRAIT_PART.labels.workStyle} items={profile.workStyle} />
        <Block title={PORTRAIT_PART.labels.relationships} items={profile.relationships} />
        <Block title={PORTRAIT_PART.labels.weaknesses} items={profile.weaknesses} />
        <Block title={PORTRAIT_PART.labels.personalGrowth} items={profile.personalGrowth} />
      </div>
      {profile.famousPeople.length > 0 && (
        <div>
          <h4 className="text-lg font-semibold text-slate-900">{PORTRAIT_PART.famousTitle}</h4>
          <p className="mt-1 text-sm italic text-slate-700">{PORTRAIT_PART.famousNote}</p>
          <ul className="mt-2 space-y-1.5 text-slate-800">
            {profile.famousPeople.map((person) => (
              <li key={person.name}>
                <strong>{person.name}</strong>: {person.note}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

/** #analise: the in-depth part of every profile at the front (each profile of a perfil misto), in reading order. */
export function FullAnalysis({ report }: { report: PaidReport }) {
  const several = report.profiles.length > 1;
  return (
    <div className="space-y-10">
      {report.profiles.map((profile) => (
        <ProfileAnalysis
          key={profile.id}
          profile={profile}
          heading={several}
          evidence={report.evidence.find((entry) => entry.profileId === profile.id)?.answers ?? []}
        />
      ))}
    </div>
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
          {entry.quote && (
            <p className="mt-1 text-sm text-slate-800">
              <span className="font-medium">Uma resposta sua: </span>“{entry.quote.text}” {describeAnswer(entry.quote.answerLabel)}
              {entry.quote.kind === 'contrast' && ` ${AGAINST_THIS_PROFILE}`} {entry.quote.gloss}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** #plano: the development plan, from the owner's answers first. */
export function DevelopmentPlan({ plan }: { plan: PaidReport['developmentPlan'] }) {
  return (
    <div className="space-y-8">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{plan.strengths.title}</h3>
        <p className="mt-1 text-slate-800">{plan.strengths.intro}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {plan.strengths.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{plan.growthAreas.title}</h3>
        <p className="mt-1 text-slate-800">{plan.growthAreas.intro}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {plan.growthAreas.areas.map((area) => (
            <div key={area.profile.profileId} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">
                {area.profile.name} <span className="font-normal text-slate-700">({formatPercent(area.profile.percentage)})</span>
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
                {area.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div>
        <h3 className="text-lg font-semibold text-slate-900">Seus próximos passos: 30, 60 e 90 dias</h3>
        <ol className="mt-3 space-y-3">
          {plan.actions.map((action) => (
            <li key={action.order} className="rounded-xl border border-slate-200 p-4">
              <p className="text-sm font-semibold text-slate-700">Em {action.days} dias</p>
              <p className="font-semibold text-slate-900">{action.title}</p>
              {action.reason && <p className="mt-1 text-sm text-slate-700">{action.reason}</p>}
              <p className="mt-1 text-sm text-slate-800">{action.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
