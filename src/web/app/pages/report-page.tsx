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
 */
export function ReportPage() {
  const { attemptId = '' } = useParams();
  const { status, user } = useSession();
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;
  const owned = useOwnedResult(attemptId, userId);
  const shared = useSharedResult(attemptId);
  useDocumentTitle(owned.data ? 'Seu resultado' : shared.data ? `Resultado de ${shared.data.firstName}` : 'Resultado');

  if (status === 'checking' || (userId && owned.isPending)) return <ResultLoading />;
  if (owned.data) return <OwnerResultScreen result={owned.data} />;
  if (shared.isPending) return <ResultLoading />;
  if (shared.isError) {
    const error = shared.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return <ResultError title="Resultado não encontrado" message="O link pode estar incompleto ou o resultado não existe mais." />;
    }
    return <ResultError title="Erro ao carregar perfil" message={userMessage(error, '')} onRetry={() => void shared.refetch()} />;
  }
  return <ResultScreen result={shared.data} viewer={userId ? 'visitor' : 'anonymous'} />;
}
