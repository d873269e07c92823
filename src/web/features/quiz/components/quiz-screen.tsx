import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MILESTONE_VISIBLE_MS } from '../../../config/timings';
import { isTyping, useKeyboardLikely } from '../hooks/use-keyboard-likely';
import { FINISH_ERROR_TITLE, type useQuizSession } from '../hooks/use-quiz-session';
import { AnswerScale } from './answer-scale';
import { ProgressArc } from './progress-arc';
import { QuizNotes } from './quiz-notes';

type QuizSession = ReturnType<typeof useQuizSession>;

/** Why finishing failed, where the person pressed Finalizar (the finish panel, the review bar or the staff skip). */
function FinishError({ message, className }: { message: string | null; className: string }) {
  if (!message) return null;
  return (
    <div className={className}>
      <Alert tone="error" title={FINISH_ERROR_TITLE}>
        {message}
      </Alert>
    </div>
  );
}

/**
 * Room kept for the statement, so the answer scale below it stands at the same place for every
 * question: the longest statement of every question set takes 5 lines at 360 px and 3 from the sm
 * breakpoint (640 px) up. In lines (lh), so it grows with the reader's font size. A journey test
 * (tests/e2e/quiz-comfort.spec.ts) measures every statement against it; a longer one needs more room.
 */
const STATEMENT_ROOM = 'min-h-[5lh] sm:min-h-[3lh]';

/** The quiz once loaded: one question at a time, or the congratulation panel when all are answered. */
export function QuizScreen({ session, isStaff, keysEnabled }: { session: QuizSession; isStaff: boolean; keysEnabled: boolean }) {
  const { question, index, total, answeredCount, milestone, dismissMilestone, showFinish, select, locked, advanceCount } = session;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const keyboard = useKeyboardLikely();
  const percent = total ? (answeredCount / total) * 100 : 0;
  const notes = (
    <QuizNotes
      milestone={milestone}
      total={total}
      rushed={session.rushed && !showFinish}
      offline={session.offline}
      pendingAnswers={session.pendingAnswers}
      answerError={session.answerError}
    />
  );

  // After an answer the screen moves on: focus the new question's text (or the finish panel), so it is read out.
  // Anterior/Próxima keep the focus on the button, for repeated presses; the counter above is announced instead.
  useEffect(() => {
    if (advanceCount > 0) headingRef.current?.focus();
  }, [advanceCount]);

  useEffect(() => {
    if (milestone === null) return;
    const timer = setTimeout(dismissMilestone, MILESTONE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [milestone, dismissMilestone]);

  useEffect(() => {
    if (!keysEnabled || showFinish) return;
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const value = Number(event.key);
      if (Number.isInteger(value) && value >= 1 && value <= 5 && !locked) {
        event.preventDefault();
        select(value);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keysEnabled, showFinish, locked, select]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <div className="mb-4 flex items-center justify-between gap-4">
        <div>
          <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">Teste vocacional</h1>
          <p className="mt-1 font-medium text-slate-700" aria-live="polite">
            {showFinish ? `${answeredCount} de ${total} respondidas` : `Pergunta ${index + 1} de ${total}`}
          </p>
        </div>
        <ProgressArc percent={percent} />
      </div>

      {showFinish ? (
        <>
          {notes}
          <Card className="mt-4 text-center">
            <p className="text-5xl" aria-hidden="true">
              🎉
            </p>
            <h2 ref={headingRef} tabIndex={-1} className="mt-3 text-2xl font-bold text-slate-900 outline-none">
              Parabéns! Você respondeu todas as perguntas.
            </h2>
            <p className="mt-2 text-slate-700">Agora é só finalizar para descobrir o seu perfil e as carreiras que combinam com você.</p>
            <FinishError message={session.finishError} className="mt-4 text-left" />
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
              <Button variant="secondary" onClick={session.review} disabled={session.finishing !== null}>
                Revisar respostas
              </Button>
              <Button onClick={() => void session.finish()} loading={session.finishing === 'finish'} disabled={session.finishing !== null}>
                {session.finishing === 'finish' ? 'Finalizando...' : 'Finalizar'}
              </Button>
            </div>
          </Card>
        </>
      ) : (
        question && (
          <Card className="mt-4">
            <h2
              id="pergunta-atual"
              ref={headingRef}
              tabIndex={-1}
              className={`${STATEMENT_ROOM} text-xl font-semibold text-slate-900 outline-none sm:text-2xl`}
            >
              {question.text}
            </h2>
            <p className="mt-1 text-sm text-slate-600">O quanto você concorda? Escolha uma opção{keyboard && ' ou use as teclas 1 a 5'}.</p>
            <div className="mt-5">
              <AnswerScale labelledBy="pergunta-atual" value={session.currentAnswer} highlighted={session.selected} locked={locked} onSelect={select} />
            </div>
            {notes}
            <div className="mt-6 flex items-center justify-between gap-3">
              <Button variant="secondary" onClick={session.previous} disabled={!session.canGoBack}>
                <span aria-hidden="true">←</span> Anterior
              </Button>
              <Button variant="secondary" onClick={session.next} disabled={!session.canGoNext}>
                Próxima <span aria-hidden="true">→</span>
              </Button>
            </div>
            {session.allAnswered && (
              <div className="mt-5 rounded-xl border border-green-700/30 bg-green-50 p-4">
                <p className="text-sm font-medium text-green-900">
                  Todas as perguntas estão respondidas. Revise o que quiser e finalize quando estiver pronto.
                </p>
                <FinishError message={session.finishError} className="mt-3" />
                <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                  <Button variant="secondary" onClick={session.endReview} disabled={session.finishing !== null || locked}>
                    Sair da revisão
                  </Button>
                  <Button onClick={() => void session.finish()} loading={session.finishing === 'finish'} disabled={session.finishing !== null || locked}>
                    {session.finishing === 'finish' ? 'Finalizando...' : 'Finalizar'}
                  </Button>
                </div>
              </div>
            )}
          </Card>
        )
      )}

      {isStaff && (
        <div className="mt-6 rounded-xl border border-dashed border-slate-400 p-4">
          <p className="text-sm text-slate-700">Equipe Rumo: preenche as respostas que faltam e mostra o resultado.</p>
          {!showFinish && !session.allAnswered && <FinishError message={session.finishError} className="mt-2" />}
          <Button
            variant="ghost"
            className="mt-2"
            onClick={() => void session.skipToResult()}
            loading={session.finishing === 'skip'}
            disabled={session.finishing !== null}
          >
            Pular para o resultado
          </Button>
        </div>
      )}
    </div>
  );
}
