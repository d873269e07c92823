import { useLocation, useNavigate } from 'react-router';
import { AlreadyDoneModal } from '../../features/quiz/components/already-done-modal';
import { AssessmentIntro } from '../../features/quiz/components/assessment-intro';
import { LoginPromptModal } from '../../features/quiz/components/login-prompt-modal';
import { useStartQuiz } from '../../features/quiz/hooks/use-start-quiz';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /assessment and /assessment-intro: the test's presentation and its Start button. */
export function AssessmentPage() {
  useDocumentTitle('Teste vocacional');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { start, pending, problem, dismiss } = useStartQuiz();

  async function onStart() {
    if (await start()) navigate('/quiz');
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <AssessmentIntro onStart={onStart} pending={pending} error={problem?.kind === 'error' ? problem.message : null} />
      <LoginPromptModal open={problem?.kind === 'login'} onOpenChange={(open) => !open && dismiss()} from={pathname} />
      {problem?.kind === 'already-done' && <AlreadyDoneModal data={problem.data} open onOpenChange={(open) => !open && dismiss()} />}
    </div>
  );
}
