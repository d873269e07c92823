import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FullPageSpinner } from '../../components/ui/spinner';
import { dashboardApi, dashboardKeys } from '../../features/schools/api/dashboard';
import { DashboardNotFound, DashboardView } from '../../features/schools/components/dashboard-view';
import { ApiError, userMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /turmas/{classId}/painel: the teacher's dashboard of one of their classes (signed in; 404 for anyone else's). */
export function ClassDashboardPage() {
  const { classId = '' } = useParams();
  const query = useQuery({
    queryKey: dashboardKeys.of(classId),
    queryFn: () => dashboardApi.get(classId),
    retry: (failures, error) => !(error instanceof ApiError && error.status !== null && error.status < 500) && failures < 2,
  });
  useDocumentTitle(query.data ? `Painel da turma ${query.data.class.name}` : 'Painel da turma');

  if (query.isPending) return <FullPageSpinner label="Carregando o painel..." />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403)) return <DashboardNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert tone="error" title="Não foi possível carregar o painel">
          {userMessage(error, 'Tente de novo em instantes.')}
        </Alert>
        <Button className="mt-4" onClick={() => void query.refetch()}>
          Tentar de novo
        </Button>
      </div>
    );
  }
  return <DashboardView dashboard={query.data} />;
}
