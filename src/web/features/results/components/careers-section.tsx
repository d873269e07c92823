import { useId, useState, type ReactNode } from 'react';
import { CAREER_LABELS, type CareerSuggestion, type PersonCareers } from '../../../../shared/content/careers/career-view';
import { LIFE_STAGE_MESSAGES } from '../../../../shared/domain/life-stage';
import { Button } from '../../../components/ui/button';

function Badge({ children, tone }: { children: ReactNode; tone: 'amber' | 'sky' }) {
  const colors = tone === 'amber' ? 'bg-amber-100 text-amber-950 ring-amber-300' : 'bg-sky-100 text-sky-950 ring-sky-300';
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${colors}`}>{children}</span>;
}

/** One career written for the person: what it is, what to do now, the path, and the details folded. */
function CareerCard({ career }: { career: CareerSuggestion }) {
  const titleId = useId();
  const nowId = useId();
  const pathId = useId();
  const details: Array<[string, ReactNode]> = [];
  if (career.levels.length > 0) details.push(['Formação', career.levels.join(' · ')]);
  if (career.routes.length > 0) details.push(['Como entrar', career.routes.join(' · ')]);
  if (career.registration) details.push(['Registro', career.registration]);
  if (career.cbo) details.push(['Código', `CBO ${career.cbo}`]);
  if (career.pay)
    details.push([
      CAREER_LABELS.pay,
      <>
        {career.pay.text}{' '}
        <span className="text-slate-700">
          (Fonte: {career.pay.source}, {career.pay.year})
        </span>
      </>,
    ]);
  if (career.tip) details.push([CAREER_LABELS.tip, career.tip]);

  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">{career.familyLabel}</p>
        <h3 id={titleId} className="mt-0.5 text-lg font-bold text-slate-900">
          {career.name}
        </h3>
        {career.matches.length > 0 && (
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-medium">{CAREER_LABELS.matches}:</span> {career.matches.join(', ')}
          </p>
        )}
        <p className="mt-2 text-slate-800">{career.dayToDay}</p>

        {(career.longPath || career.changing) && (
          <div className="mt-3 space-y-2 text-sm text-slate-800">
            {career.longPath && (
              <p>
                <Badge tone="amber">{CAREER_LABELS.longPath}</Badge> {career.longPath}
              </p>
            )}
            {career.changing && (
              <p>
                <Badge tone="sky">{CAREER_LABELS.changing}</Badge> {career.changing}
              </p>
            )}
          </div>
        )}

        <div className="mt-4 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-100">
          <h4 id={nowId} className="font-semibold text-brand-900">
            {CAREER_LABELS.now}
          </h4>
          <ul aria-labelledby={nowId} className="mt-1.5 list-disc space-y-1 pl-5 text-slate-900">
            {career.now.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>

        {career.minorNote && (
          <p className="mt-3 rounded-lg border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm text-slate-900">
            <strong>{CAREER_LABELS.minorNote}:</strong> {career.minorNote}
          </p>
        )}

        <h4 id={pathId} className="mt-4 font-semibold text-slate-900">
          {CAREER_LABELS.path}
        </h4>
        <ol aria-labelledby={pathId} className="mt-1.5 space-y-1.5 text-sm text-slate-800">
          {career.path.map((step, index) => (
            <li key={CAREER_LABELS.pathSteps[index]} className="flex gap-2">
              <span className="w-20 shrink-0 font-semibold text-slate-900">
                {index + 1}. {CAREER_LABELS.pathSteps[index]}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>

        {details.length > 0 && (
          <details className="group mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <summary className="cursor-pointer font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
              Formação, registro e mais<span className="sr-only"> sobre {career.name}</span>
            </summary>
            <dl className="mt-2 space-y-1.5 text-slate-800">
              {details.map(([term, value]) => (
                <div key={term}>
                  <dt className="inline font-medium text-slate-900">{term}: </dt>
                  <dd className="inline">{value}</dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </article>
    </li>
  );
}

/** The acronyms the careers use, with their words. */
function Glossary({ entries }: { entries: PersonCareers['glossary'] }) {
  if (entries.length === 0) return null;
  return (
    <aside aria-label={CAREER_LABELS.glossary} className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">
      <h3 className="font-semibold text-slate-900">{CAREER_LABELS.glossary}</h3>
      <dl className="mt-1.5 space-y-1">
        {entries.map((entry) => (
          <div key={entry.acronym}>
            <dt className="inline font-semibold">{entry.acronym}: </dt>
            <dd className="inline">{entry.words}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

/**
 * "Carreiras para você" (issue 27): the owner's careers, written for their age and stage (4 on a free result,
 * 12 on a paid one). When the stage is not known, the steps are the general path and the person is invited to
 * answer the questions right there; `lifeStageSlot` is that form, given by the page (the results feature does
 * not import the auth feature). When it is known, the same form opens from "Mudar minhas respostas".
 */
export function CareersSection({
  careers,
  lifeStageSlot,
  upsell,
}: {
  careers: PersonCareers;
  lifeStageSlot?: ReactNode;
  /** Under the cards of a free result: what the full report adds. */
  upsell?: ReactNode;
}) {
  // Open at first when the stage is unknown; it stays open after saving, so the form's confirmation stays in view.
  const [formOpen, setFormOpen] = useState(!careers.stageKnown);
  const formId = useId();
  return (
    <div className="space-y-5">
      {!careers.stageKnown && <p className="rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900">{LIFE_STAGE_MESSAGES.invite}</p>}
      {lifeStageSlot && (
        <div>
          {careers.stageKnown && (
            <Button variant="secondary" aria-expanded={formOpen} aria-controls={formId} onClick={() => setFormOpen((open) => !open)}>
              {formOpen ? 'Fechar as perguntas' : 'Mudar minhas respostas'}
            </Button>
          )}
          <div id={formId} hidden={!formOpen} className={careers.stageKnown ? 'mt-3' : undefined}>
            {formOpen && lifeStageSlot}
          </div>
        </div>
      )}
      {careers.stageKnown && <p className="text-sm text-slate-700">{CAREER_LABELS.stageUsed}</p>}
      <ul className="grid gap-4 lg:grid-cols-2">
        {careers.careers.map((career) => (
          <CareerCard key={career.id} career={career} />
        ))}
      </ul>
      <Glossary entries={careers.glossary} />
      {upsell}
    </div>
  );
}

/** The shared result's careers: the names and what the work is like, nothing written for a person. */
export function SharedCareers({ careers }: { careers: ReadonlyArray<Pick<CareerSuggestion, 'id' | 'name' | 'dayToDay'>> }) {
  if (careers.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {careers.map((career) => (
        <li key={career.id} className="rounded-xl border border-slate-200 p-4">
          <p className="font-semibold text-slate-900">{career.name}</p>
          <p className="mt-1 text-sm text-slate-700">{career.dayToDay}</p>
        </li>
      ))}
    </ul>
  );
}
