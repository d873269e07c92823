import { Link } from '../../lib/navigation';
import { Card } from '../../components/ui/card';
import { ResultEmpty, ResultError, ResultLoading, TakeTestPrompt } from '../../features/results/components/result-states';
import { useOwnResult } from '../../features/results/hooks/use-results';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OwnerResultScreen } from './owner-result-screen';

/** /results (public) and /history (login required): the logged-in user's own result. */
export function OwnResultPage() {
  useDocumentTitle('Seu resultado');
  const { status, user } = useSession();
  const query = useOwnResult(status === 'authenticated' ? (user?.id ?? null) : null);

  if (status === 'checking') return <ResultLoading />;
  if (status === 'anonymous') {
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <h1 className="text-3xl font-bold text-slate-900">Seu resultado</h1>
        <TakeTestPrompt />
        <Card>
          <p className="text-slate-700">
            Já fez o teste?{' '}
            <Link to="/login" state={{ from: '/results' }} className="font-semibold text-brand-800 underline">
              Entre na sua conta
            </Link>{' '}
            para ver o seu resultado.
          </p>
        </Card>
      </div>
    );
  }
  if (query.isPending) return <ResultLoading />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ResultEmpty />;
    return <ResultError title="Erro ao carregar perfil" onRetry={() => void query.refetch()} />;
  }
  return <OwnerResultScreen result={query.data} />;
}
