import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { OwnerResult, PublicResult } from '../../../../shared/contracts/quiz.contract';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useSession } from '../../../lib/session';
import { PdfDownloadError, resultsApi } from '../api/results-api';
import { formatDateTime, formatPercent } from '../format';
import { PaidSections } from './paid-sections';
import { ProfileDetails } from './profile-details';
import { ReportStatusCard } from './report-status-card';
import { ScoreChart } from './score-chart';
import { SharePanel } from './share-panel';
import { TakeTestPrompt } from './result-states';

/** owner: the logged-in user's own attempt; visitor: logged in, someone else's; anonymous: not logged in. */
export type ResultViewer = 'owner' | 'visitor' | 'anonymous';

export const PDF_UNAVAILABLE_MESSAGE = 'PDF não disponível no momento.';

function isOwnerResult(result: PublicResult | OwnerResult): result is OwnerResult {
  return 'reportStatus' in result;
}

/**
 * The result screen of /results, /history and /report/{attemptId}. The free
 * view is for everyone; the scores, the report card, the download and the
 * unlock button only for the owner. Visitors see the first name only.
 */
export function ResultScreen({ result, viewer, onUnlock }: { result: PublicResult | OwnerResult; viewer: ResultViewer; onUnlock?: () => void }) {
  const { user } = useSession();
  const owned = viewer === 'owner' && isOwnerResult(result) ? result : null;
  const { profile, percentage } = result.dominantProfile;
  const detailsRef = useRef<HTMLHeadingElement>(null);
  const [pdfMessage, setPdfMessage] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  function showDetails() {
    detailsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    detailsRef.current?.focus({ preventScroll: true });
  }

  async function download() {
    setPdfMessage(null);
    if (!owned?.pdfUrl) {
      setPdfMessage(PDF_UNAVAILABLE_MESSAGE);
      return;
    }
    setDownloading(true);
    try {
      await resultsApi.downloadPdf(owned.pdfUrl, `relatorio-rumo-${profile.slug}.pdf`);
    } catch (error) {
      setPdfMessage(error instanceof PdfDownloadError && error.serverMessage ? error.serverMessage : PDF_UNAVAILABLE_MESSAGE);
    } finally {
      setDownloading(false);
    }
  }

  const completedAt = formatDateTime(result.completedAt);
  const secondary = result.secondaryProfile;

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{owned ? 'Seu resultado' : `Resultado de ${result.firstName}`}</h1>
        <p className="mt-1 text-slate-700">
          {completedAt && <>Concluído em {completedAt}</>}
          {completedAt && result.duration.text && ' · '}
          {result.duration.text && <>Tempo de resposta: {result.duration.text}</>}
        </p>
      </header>

      {viewer === 'anonymous' && (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
          Quer descobrir o seu perfil também?{' '}
          <Link to="/assessment" className="font-semibold underline underline-offset-2">
            Fazer o teste grátis
          </Link>
        </p>
      )}

      <section aria-labelledby="perfil-principal" className="rounded-2xl p-6 text-white shadow-sm sm:p-8" style={{ backgroundColor: profile.color }}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide">{owned ? 'Seu perfil principal' : 'Perfil principal'}</p>
            <h2 id="perfil-principal" className="mt-1 text-3xl font-extrabold sm:text-4xl">
              <span aria-hidden="true">{profile.icon} </span>
              {profile.name}
            </h2>
            <p className="mt-1 text-lg font-medium">Perfil {profile.careerName}</p>
          </div>
          <p className="text-right">
            <span className="block text-4xl font-extrabold tabular-nums sm:text-5xl">{formatPercent(percentage)}</span>
            <span className="text-sm font-medium">de compatibilidade</span>
          </p>
        </div>
        <div
          role="progressbar"
          aria-label={`Compatibilidade com o perfil ${profile.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percentage}
          aria-valuetext={formatPercent(percentage)}
          className="mt-5 h-3 overflow-hidden rounded-full bg-white/30"
        >
          <div className="h-full rounded-full bg-white" style={{ width: `${Math.max(0, Math.min(100, percentage))}%` }} />
        </div>
        <p className="mt-5 max-w-2xl">{profile.description}</p>
      </section>

      <Card>
        <h2 className="text-lg font-semibold text-slate-900">{owned ? 'Seu segundo perfil mais forte' : 'Segundo perfil mais forte'}</h2>
        <p className="mt-1 text-slate-800">
          <span aria-hidden="true">{secondary.icon} </span>
          <strong>{secondary.name}</strong> (Perfil {secondary.careerName}): {formatPercent(secondary.percentage)}
        </p>
        {result.closenessNote && (
          <div className="mt-3">
            <Alert tone="info">{result.closenessNote}</Alert>
          </div>
        )}
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button onClick={showDetails}>Ver Resultado</Button>
        {owned && (
          <Button variant="secondary" onClick={download} loading={downloading}>
            <span aria-hidden="true">{owned.reportStatus === 'FREE' ? '🔒' : '⬇️'}</span>
            Baixar Relatório
          </Button>
        )}
        {owned?.reportStatus === 'FREE' && onUnlock && (
          <Button variant="secondary" onClick={onUnlock}>
            <span aria-hidden="true">✨</span>
            Desbloquear relatório completo
          </Button>
        )}
        {owned && user?.canAccessCurriculum && (
          <Link to="/curriculum" className={buttonClasses('secondary')}>
            Montar meu currículo
          </Link>
        )}
      </div>
      {pdfMessage && <Alert tone="error">{pdfMessage}</Alert>}

      {owned && (
        <Card>
          <ScoreChart scores={owned.scores} dominantId={profile.id} />
        </Card>
      )}

      <ProfileDetails ref={detailsRef} profile={profile} />

      {owned?.report && <PaidSections report={owned.report} />}

      {owned && <ReportStatusCard result={owned} />}

      <Card>
        <SharePanel attemptId={result.attemptId} profileName={profile.name} own={owned !== null} />
      </Card>

      {viewer === 'anonymous' && <TakeTestPrompt />}
    </div>
  );
}
