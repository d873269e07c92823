import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useNavigate } from '../../lib/navigation';
import { Button } from '../../components/ui/button';
import { LifeStageForm } from '../../features/auth/components/life-stage-form';
import { hasOpenQuestion } from '../../features/auth/life-stage-answers';
import { PreResultProgress } from '../../features/quiz/components/pre-result-progress';
import { quizStorage } from '../../features/quiz/quiz-storage';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /pre-result: 8 s of "processing", then /results; without a stored result, back to /assessment.
 * A signed-in person with a stage-of-life question still open also sees those questions (issue 27), optional:
 * "Ver meu resultado" goes on at any time, and saving goes on too. Once the person starts answering, the page
 * waits for them instead of moving on by itself after the 8 s.
 */
export function PreResultPage() {
  useDocumentTitle('Preparando seu resultado');
  const navigate = useNavigate();
  const { status, user } = useSession();
  const [hasResults] = useState(() => quizStorage.hasResults());
  // Decided once, when the session is known: saving the answers must not take the form away mid-step.
  const [asking, setAsking] = useState<boolean | null>(null);
  useEffect(() => {
    if (asking === null && status !== 'checking') setAsking(user !== null && hasOpenQuestion(user));
  }, [asking, status, user]);
  const engaged = useRef(false);
  const toResult = useCallback(() => void navigate('/results', { replace: true }), [navigate]);
  const done = useCallback(() => {
    if (!engaged.current) toResult();
  }, [toResult]);

  if (!hasResults) return <Navigate to="/assessment" replace />;
  // One tree whether or not the questions show, so the progress keeps its timer when they appear.
  return (
    <div className={asking ? 'pb-10' : undefined}>
      <PreResultProgress onDone={done} compact={Boolean(asking)} />
      {asking && (
        <div
          className="mx-auto mt-6 w-full max-w-xl space-y-4 px-4"
          onFocusCapture={() => (engaged.current = true)}
          onPointerDownCapture={() => (engaged.current = true)}
          onChangeCapture={() => (engaged.current = true)}
        >
          <LifeStageForm variant="card" submitLabel="Salvar e ver meu resultado" onSaved={toResult} />
          <Button variant="secondary" className="w-full" onClick={toResult}>
            Ver meu resultado
          </Button>
        </div>
      )}
    </div>
  );
}
