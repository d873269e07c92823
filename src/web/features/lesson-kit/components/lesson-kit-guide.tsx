import { bnccCompetenceTitle } from '../../../../shared/content/lesson-kit/bncc';
import { LESSON_KIT_LABELS, LESSON_KIT_PDF_PATH, LESSON_MINUTES } from '../../../../shared/content/lesson-kit/lesson-kit';
import type { LessonKit, LessonPlan } from '../../../../shared/content/lesson-kit/lesson-kit.schema';
import { buttonClasses } from '../../../components/ui/button';

const LABELS = LESSON_KIT_LABELS;

/** "Baixar PDF para imprimir": the same kit as an A4 file, a plain download link (public, no sign-in). */
export function LessonKitDownload() {
  return (
    <a href={LESSON_KIT_PDF_PATH} download={LABELS.pdfFileName} className={buttonClasses('primary', 'w-full sm:w-auto')}>
      <span aria-hidden="true">⬇</span>
      {LABELS.download}
    </a>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700 marker:text-orange-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function PlanSection({ plan }: { plan: LessonPlan }) {
  const heading = `${plan.id}-titulo`;
  const sheet = plan.activitySheet;
  return (
    <section aria-labelledby={heading} id={plan.id} className="scroll-mt-20 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8">
      <p className="text-sm font-bold uppercase tracking-wider text-orange-800">{LABELS.lesson(LESSON_MINUTES)}</p>
      <h2 id={heading} className="mt-1 text-2xl font-bold text-slate-900">
        {plan.title}
      </h2>
      <p className="mt-2 text-lg text-slate-700">{plan.summary}</p>

      <h3 className="mt-6 text-lg font-semibold text-slate-900">{LABELS.bncc}</h3>
      <ul className="mt-2 space-y-2">
        {plan.bncc.map(({ competence, how }) => (
          <li key={competence} className="text-slate-700">
            <span className="font-semibold text-slate-900">{bnccCompetenceTitle(competence)}.</span> {how}
          </li>
        ))}
      </ul>

      <h3 className="mt-6 text-lg font-semibold text-slate-900">{LABELS.objectives}</h3>
      <Bullets items={plan.objectives} />

      <h3 className="mt-6 text-lg font-semibold text-slate-900">{LABELS.materials}</h3>
      <Bullets items={plan.materials} />

      <h3 className="mt-6 text-lg font-semibold text-slate-900">{`${LABELS.steps} (${LESSON_MINUTES} minutos)`}</h3>
      <ol className="mt-3 space-y-3">
        {plan.steps.map((step) => (
          <li key={step.title} className="border-l-2 border-orange-200 pl-3">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
              <span className="rounded-full bg-orange-50 px-2 py-0.5 text-sm font-bold text-orange-900 ring-1 ring-orange-200">
                {LABELS.minutes(step.minutes)}
              </span>
              {step.title}
            </p>
            <p className="mt-1 text-slate-700">{step.description}</p>
          </li>
        ))}
      </ol>

      <h3 className="mt-6 text-lg font-semibold text-slate-900">{LABELS.discussion}</h3>
      <p className="mt-2 text-slate-700">{plan.discussion.intro}</p>
      <ol className="mt-2 list-decimal space-y-1.5 pl-6 text-slate-700 marker:font-semibold">
        {plan.discussion.questions.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ol>

      <div className="mt-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5">
        <p className="text-sm font-bold uppercase tracking-wider text-orange-800">{LABELS.activitySheet}</p>
        <h3 className="mt-1 text-lg font-semibold text-slate-900">{sheet.title}</h3>
        <p className="mt-2 text-slate-700">{sheet.instructions}</p>
        <ol className="mt-2 list-decimal space-y-1.5 pl-6 text-slate-800 marker:font-semibold">
          {sheet.prompts.map((prompt) => (
            <li key={prompt.text}>{prompt.text}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/**
 * The "Projeto de Vida" lesson kit (issue 30 item 5), drawn from its data: the download, what Rumo is and what a
 * teacher sees, a contents list, then each plan with its steps, discussion guide and activity sheet. The page
 * brings the <h1> and the intro; here every heading is an <h2> or below.
 */
export function LessonKitGuide({ kit }: { kit: LessonKit }) {
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <LessonKitDownload />

      <nav aria-labelledby="kit-aulas">
        <h2 id="kit-aulas" className="text-2xl font-bold text-slate-900">
          {LABELS.plans}
        </h2>
        <ol className="mt-3 space-y-2">
          {kit.plans.map((plan) => (
            <li key={plan.id}>
              <a href={`#${plan.id}`} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
                {plan.title}
              </a>
              <span className="text-slate-700"> · {plan.summary}</span>
            </li>
          ))}
        </ol>
      </nav>

      <section aria-labelledby="kit-honestidade">
        <h2 id="kit-honestidade" className="text-2xl font-bold text-slate-900">
          {LABELS.honesty}
        </h2>
        <Bullets items={kit.honesty} />
      </section>

      <section aria-labelledby="kit-privacidade">
        <h2 id="kit-privacidade" className="text-2xl font-bold text-slate-900">
          {LABELS.privacy}
        </h2>
        <Bullets items={kit.privacy} />
      </section>

      {kit.plans.map((plan) => (
        <PlanSection key={plan.id} plan={plan} />
      ))}
    </div>
  );
}
