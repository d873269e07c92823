import { useLocation } from 'react-router';
import { useNavigate } from '../../lib/navigation';
import { AlreadyDoneModal } from '../../features/quiz/components/already-done-modal';
import { AssessmentIntro } from '../../features/quiz/components/assessment-intro';
import { LoginPromptModal } from '../../features/quiz/components/login-prompt-modal';
import { useAssessmentStatus } from '../../features/quiz/hooks/use-assessment-status';
import { startFailedNotice, useStartQuiz } from '../../features/quiz/hooks/use-start-quiz';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /assessment and /assessment-intro: the test's presentation. It shows where
 * the person stands without a tap and without starting anything: Start, a test
 * to continue, or the yearly test already done.
 */
export function AssessmentPage() {
  useDocumentTitle('Teste vocacional');
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const status = useAssessmentStatus();
  const { start, pending, problem, dismiss } = useStartQuiz();

  async function onStart() {
    if (await start()) void navigate('/quiz');
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <AssessmentIntro
        status={status}
        onStart={() => void onStart()}
        pending={pending}
        error={problem?.kind === 'error' ? problem.message : null}
        notice={problem ? null : startFailedNotice(location.state as unknown)}
      />
      <LoginPromptModal open={problem?.kind === 'login'} onOpenChange={(open) => !open && dismiss()} from={pathname} />
      {problem?.kind === 'already-done' && <AlreadyDoneModal data={problem.data} open onOpenChange={(open) => !open && dismiss()} />}
    </div>
  );
}
