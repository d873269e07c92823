import { useEffect } from 'react';
import { Link, useNavigate } from '../../lib/navigation';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { AlreadyDoneModal } from '../../features/quiz/components/already-done-modal';
import { LoginPromptModal } from '../../features/quiz/components/login-prompt-modal';
import { QuizScreen } from '../../features/quiz/components/quiz-screen';
import { useQuizSession } from '../../features/quiz/hooks/use-quiz-session';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /quiz (login required): the questions, one at a time. */
export function QuizPage() {
  useDocumentTitle('Teste vocacional');
  const { user, refreshUser } = useSession();
  const navigate = useNavigate();
  const session = useQuizSession();
  const { load } = session;
  const needsLogin = session.loginNeeded || (load.status === 'problem' && load.problem.kind === 'login');

  // The server refused the token: re-check the session (a dead one sends the user to /login, back here after).
  useEffect(() => {
    if (needsLogin) void refreshUser();
  }, [needsLogin, refreshUser]);

  if (load.status === 'loading') return <FullPageSpinner label="Carregando perguntas..." />;

  if (load.status === 'problem') {
    const { problem } = load;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Card>
          <h1 className="text-2xl font-bold text-slate-900">Teste vocacional</h1>
          {problem.kind === 'error' && (
            <div className="mt-4">
              <Alert tone="error">{problem.message}</Alert>
            </div>
          )}
          {problem.kind === 'already-done' && <p className="mt-2 text-slate-700">Você já completou o teste deste ano.</p>}
          <Link to="/assessment" className={buttonClasses('secondary', 'mt-6')}>
            Voltar
          </Link>
        </Card>
        {problem.kind === 'already-done' && <AlreadyDoneModal data={problem.data} open onOpenChange={(open) => !open && void navigate('/assessment')} />}
        <LoginPromptModal open={problem.kind === 'login'} onOpenChange={(open) => !open && void navigate('/assessment')} from="/quiz" />
      </div>
    );
  }

  return (
    <>
      <QuizScreen session={session} isStaff={Boolean(user?.canSkipToResult)} keysEnabled={!session.loginNeeded} />
      <LoginPromptModal open={session.loginNeeded} onOpenChange={(open) => !open && session.dismissLogin()} from="/quiz" />
    </>
  );
}
