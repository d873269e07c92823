import { Alert } from '../../../components/ui/alert';

/**
 * The notes that come and go while answering: the milestone, a pace too fast
 * to read, the missing connection, a refused answer. On the question card they sit below the answer
 * scale, so a note showing up never moves the buttons under the thumb. Each
 * polite note has its own live region, present while empty, so it is announced
 * when it appears; an empty region takes no room. Notes are kept short and
 * compact: at 360 px a two-line note still ends above the fold of an 800 px
 * screen, under the longest statement.
 */
export function QuizNotes({
  milestone,
  total,
  rushed,
  offline,
  pendingAnswers,
  answerError,
}: {
  milestone: number | null;
  total: number;
  /** The latest answers came faster than MIN_SECONDS_PER_ANSWER each (answer-pace.ts). */
  rushed: boolean;
  offline: boolean;
  pendingAnswers: number;
  answerError: string | null;
}) {
  return (
    <>
      <div role="status" aria-live="polite">
        {milestone !== null && (
          <p className="mt-4 rounded-xl border border-green-700/30 bg-green-50 px-3 py-2 text-sm font-semibold text-green-900">
            <span aria-hidden="true">🎉 </span>
            Você já respondeu {milestone} de {total}! Continue assim.
          </p>
        )}
      </div>
      <div role="status" aria-live="polite">
        {rushed && (
          <div className="mt-4 rounded-xl border border-brand-700/30 bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <p className="font-semibold">Com calma: cada frase conta.</p>
            <p>Assim o resultado fala de você.</p>
          </div>
        )}
      </div>
      <div role="status" aria-live="polite">
        {offline && (
          <p className="mt-4 rounded-xl border border-amber-700/40 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            Sem conexão — suas respostas estão salvas e serão enviadas
            {pendingAnswers > 1 ? ` (${pendingAnswers} aguardando)` : ''}.
          </p>
        )}
      </div>
      {answerError && (
        <div className="mt-4">
          <Alert tone="error">{answerError}</Alert>
        </div>
      )}
    </>
  );
}
