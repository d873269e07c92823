import { useCallback, useState } from 'react';
import { Navigate } from 'react-router';
import { useNavigate } from '../../lib/navigation';
import { PreResultProgress } from '../../features/quiz/components/pre-result-progress';
import { quizStorage } from '../../features/quiz/quiz-storage';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /pre-result: 8 s of "processing", then /results; without a stored result, back to /assessment. */
export function PreResultPage() {
  useDocumentTitle('Preparando seu resultado');
  const navigate = useNavigate();
  const [hasResults] = useState(() => quizStorage.hasResults());
  const done = useCallback(() => void navigate('/results', { replace: true }), [navigate]);
  if (!hasResults) return <Navigate to="/assessment" replace />;
  return <PreResultProgress onDone={done} />;
}
