import { useState } from 'react';
import { CLASS_GRADE_LABELS, type ClassDashboard } from '../../../../shared/contracts/schools.contract';
import { APP_ROUTES, classPath } from '../../../../shared/constants/app-routes';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Link } from '../../../lib/navigation';
import { DownloadError } from '../../../lib/download';
import { dashboardApi } from '../api/dashboard';
import { DashboardCards } from './dashboard-cards';
import { DashboardDistribution } from './dashboard-distribution';
import { DashboardShownResults } from './dashboard-shown-results';

/** The teacher's dashboard of one class (decisions 0195 and 0196). */
export function DashboardView({ dashboard }: { dashboard: ClassDashboard }) {
  const klass = dashboard.class;
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await dashboardApi.downloadCsv(klass.id);
    } catch (error) {
      setDownloadError(error instanceof DownloadError && error.serverMessage ? error.serverMessage : 'Não foi possível baixar o arquivo. Tente de novo.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <Link to={classPath(klass.id)} className="text-sm font-semibold text-brand-800 underline">
        Voltar para a turma
      </Link>
      <h1 className="mt-2 text-2xl font-bold break-words text-slate-900">Painel da turma {klass.name}</h1>
      <p className="mt-1 break-words text-slate-700">
        {klass.school} · {CLASS_GRADE_LABELS[klass.grade]} · {klass.year}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void download()} loading={downloading}>
          Baixar CSV
        </Button>
      </div>
      {downloadError && (
        <div className="mt-3">
          <Alert tone="error">{downloadError}</Alert>
        </div>
      )}
      <div className="mt-6 space-y-6">
        <DashboardCards dashboard={dashboard} />
        <Card className="space-y-6">
          <DashboardDistribution dashboard={dashboard} />
        </Card>
        <Card>
          <DashboardShownResults results={dashboard.shownResults} />
        </Card>
      </div>
    </div>
  );
}

/** No class with this id for this person (another educator's, or not an educator). */
export function DashboardNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Turma não encontrada</h1>
      <p className="mt-2 text-slate-700">O endereço pode estar errado, ou esta turma não é sua.</p>
      <Link to={APP_ROUTES.classes} className={buttonClasses('primary', 'mt-6')}>
        Ver minhas turmas
      </Link>
    </div>
  );
}
