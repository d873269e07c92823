import { useParams } from 'react-router';
import { ResultScreen } from '../../features/results/components/result-screen';
import { ResultError, ResultLoading } from '../../features/results/components/result-states';
import { useOwnedResult, useSharedResult } from '../../features/results/hooks/use-results';
import { ApiError, userMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OwnerResultScreen } from './owner-result-screen';

/**
 * /report/{attemptId} (public): the free view of a shared result; the owner,
 * when logged in, gets the owner view (GET /result/{attemptId} succeeds only for them).
 * The server renders the free view into the page (app/server-render.tsx) and the app hydrates it.
 */
export function SharedResultPage() {
  const { attemptId = '' } = useParams();
  const { status, user } = useSession();
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;
  const owned = useOwnedResult(attemptId, userId);
  const shared = useSharedResult(attemptId);
  useDocumentTitle(owned.data ? 'Seu resultado' : shared.data ? `Resultado de ${shared.data.firstName}` : 'Resultado');

  if (owned.data) return <OwnerResultScreen result={owned.data} />;
  // The shared view shows as soon as it is there, as the server rendered it, while the session and the ownership
  // are settled: the owner's view takes its place when it comes.
  if (shared.data) return <ResultScreen result={shared.data} viewer={userId ? 'visitor' : 'anonymous'} />;
  // No shared view: an inconclusive result is not shared, but its owner sees it; wait for the session to know.
  if (status === 'checking' || (userId && owned.isPending) || !shared.isError) return <ResultLoading />;
  const error = shared.error;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return <ResultError title="Resultado não encontrado" message="O link pode estar incompleto ou o resultado não existe mais." />;
  }
  return <ResultError title="Erro ao carregar perfil" message={userMessage(error, '')} onRetry={() => void shared.refetch()} />;
}
