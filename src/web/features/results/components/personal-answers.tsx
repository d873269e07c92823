import type { QuotedAnswer } from '../../../../shared/contracts/report.contract';
import { ANSWERS_PART, describeAnswer, describeQuoteProfile } from '../../../../shared/content/personal/report-phrases';

/** One of the person's answers, quoted verbatim: the statement, what they marked and for which profile, then what it shows. */
export function QuoteCard({ quote, color }: { quote: QuotedAnswer; color?: string | undefined }) {
  return (
    <li className="rounded-r-xl border-l-4 bg-white py-2 pl-4 pr-2" style={color ? { borderLeftColor: color } : undefined}>
      <p className="italic text-slate-900">“{quote.text}”</p>
      <p className="mt-1 text-sm text-slate-700">
        {describeAnswer(quote.answerLabel)} {describeQuoteProfile(quote.kind, quote.profileName)}
      </p>
      <p className="mt-1 text-slate-800">{quote.gloss}</p>
    </li>
  );
}

/**
 * "O que pesou nas suas respostas" (issue 25): the owner's own strongest
 * answers in the profiles at the front, and the contrasts. The free view
 * quotes one and says what the full report adds.
 */
export function AnswersSection({
  highlights,
  contrasts,
  colors,
  paid,
}: {
  highlights: readonly QuotedAnswer[];
  contrasts: readonly QuotedAnswer[];
  colors: ReadonlyMap<number, string>;
  paid: boolean;
}) {
  return (
    <section aria-labelledby="o-que-pesou" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id="o-que-pesou" className="text-xl font-semibold text-slate-900">
        {ANSWERS_PART.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{ANSWERS_PART.intro}</p>
      {highlights.length === 0 ? (
        <p className="mt-4 text-slate-800">{ANSWERS_PART.none}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {highlights.map((quote) => (
            <QuoteCard key={quote.statementId} quote={quote} color={colors.get(quote.profileId)} />
          ))}
        </ul>
      )}
      {contrasts.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">{ANSWERS_PART.contrastsTitle}</h3>
          <p className="mt-1 text-sm text-slate-700">{ANSWERS_PART.contrastsIntro}</p>
          <ul className="mt-3 space-y-4">
            {contrasts.map((quote) => (
              <QuoteCard key={quote.statementId} quote={quote} color={colors.get(quote.profileId)} />
            ))}
          </ul>
        </>
      )}
      {!paid && <p className="mt-5 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">{ANSWERS_PART.freeTeaser}</p>}
    </section>
  );
}
