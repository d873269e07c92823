import { Alert } from '../../../components/ui/alert';

/**
 * The notes that come and go while answering: the milestone, the missing
 * connection, a refused answer. On the question card they sit below the answer
 * scale, so a note showing up never moves the buttons under the thumb. Each
 * polite note has its own live region, present while empty, so it is announced
 * when it appears; an empty region takes no room.
 */
export function QuizNotes({
  milestone,
  total,
  offline,
  pendingAnswers,
  answerError,
}: {
  milestone: number | null;
  total: number;
  offline: boolean;
  pendingAnswers: number;
  answerError: string | null;
}) {
  return (
    <>
      <div role="status" aria-live="polite">
        {milestone !== null && (
          <p className="mt-4 rounded-xl border border-green-700/30 bg-green-50 px-4 py-3 text-sm font-semibold text-green-900">
            <span aria-hidden="true">🎉 </span>
            Você já respondeu {milestone} de {total}! Continue assim.
          </p>
        )}
      </div>
      <div role="status" aria-live="polite">
        {offline && (
          <p className="mt-4 rounded-xl border border-amber-700/40 bg-amber-50 px-4 py-3 text-sm text-amber-950">
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
