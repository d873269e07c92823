import { useRef, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/navigation';
import { ENNEAGRAM_EVIDENCE_LINE, SELF_KNOWLEDGE_FRAME } from '../../../../shared/content/honest-frame';
import { BLEND_PART } from '../../../../shared/content/personal/report-phrases';
import { CAREER_LABELS, PAID_CAREERS } from '../../../../shared/content/careers/career-view';
import { describeMixed } from '../../../../shared/scoring/precision';
import { REPORT_MESSAGES } from '../../../../shared/contracts/report.contract';
import type { OwnerResult, PublicResult } from '../../../../shared/contracts/quiz.contract';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useSession } from '../../../lib/session';
import { DownloadError } from '../../../lib/download';
import { resultsApi } from '../api/results-api';
import { formatDateTime, formatPercent } from '../format';
import { useOpenSections } from '../hooks/use-open-sections';
import { BlendSection, DevelopmentPlan, FullAnalysis, NineProfiles } from './paid-sections';
import { AnswersSection } from './personal-answers';
import { CareersSection } from './careers-section';
import { PercentageNote } from './percentage-note';
import { ProfilePick } from './profile-pick';
import { ProfileDetails } from './profile-details';
import { ReportStatusCard } from './report-status-card';
import { ResultSection } from './result-section';
import { ResultToc, type TocEntry } from './result-toc';
import { ScoreChart } from './score-chart';
import { SharePanel } from './share-panel';
import { TakeTestPrompt } from './result-states';
import { InconclusiveResult } from './inconclusive-result';
import { MixedProfiles } from './mixed-profiles';
import { useStartTestTarget } from '../../../lib/start-test-target';
import { useDisplayTimeZone } from '../../../lib/time-zone';

/** owner: the logged-in user's own attempt; visitor: logged in, someone else's; anonymous: not logged in. */
export type ResultViewer = 'owner' | 'visitor' | 'anonymous';

function isOwnerResult(result: PublicResult | OwnerResult): result is OwnerResult {
  return 'reportStatus' in result;
}

/** The folding sections, in page order; the answers (#respostas), the chart (#perfis) and the report card (#relatorio) stay open. */
const SECTION = { details: 'detalhes', blend: 'combinacao', analysis: 'analise', nine: 'nove-perfis', careers: 'carreiras', plan: 'plano' } as const;
const FOLDING = Object.values(SECTION);

/** Contents of the PAID view (the long one): every entry is an anchor on the page. */
const PAID_TOC: readonly TocEntry[] = [
  { id: 'respostas', label: 'Suas respostas' },
  { id: 'perfis', label: 'Seus 9 perfis' },
  { id: SECTION.details, label: 'Seu perfil' },
  { id: SECTION.blend, label: 'Combinação' },
  { id: SECTION.analysis, label: 'Análise' },
  { id: SECTION.nine, label: 'Os 9 em detalhe' },
  { id: SECTION.careers, label: 'Carreiras' },
  { id: SECTION.plan, label: 'Plano' },
  { id: 'relatorio', label: 'Relatório' },
];

/** The download failed: the server's own message first (spec §8), else a Portuguese default by status. */
function downloadMessage(error: unknown): string {
  if (error instanceof DownloadError && error.status !== null)
    return error.serverMessage ?? (error.status >= 500 ? REPORT_MESSAGES.pdfFailed : REPORT_MESSAGES.pdfUnavailable);
  return REPORT_MESSAGES.pdfFailed;
}

/**
 * The result screen of /results, /history and /report/{attemptId}. The free
 * view is for everyone; the scores, the report card, the download and the
 * unlock button only for the owner. Visitors see the first name only. The
 * PAID view is long, so it gets a sticky table of contents and folded sections.
 */
export function ResultScreen({
  result,
  viewer,
  onUnlock,
  lifeStageSlot,
}: {
  result: PublicResult | OwnerResult;
  viewer: ResultViewer;
  onUnlock?: () => void;
  /** The stage-of-life questions, given by the page (another feature's form), shown in the owner's careers. */
  lifeStageSlot?: ReactNode;
}) {
  if (viewer === 'owner' && isOwnerResult(result) && !result.quality.conclusive) return <InconclusiveResult result={result} />;
  return <ProfileResult result={result} viewer={viewer} onUnlock={onUnlock} lifeStageSlot={lifeStageSlot} />;
}

/** When the test was done and how long it took. The date is in the reader's time zone (lib/time-zone.ts). */
function CompletionLine({ completedAtIso, duration }: { completedAtIso: string; duration: string }) {
  const completedAt = formatDateTime(completedAtIso, useDisplayTimeZone());
  return (
    <p className="mt-1 text-slate-700">
      {completedAt && <>Concluído em {completedAt}</>}
      {completedAt && duration && ' · '}
      {duration && <>Tempo de resposta: {duration}</>}
    </p>
  );
}

/** A conclusive result: the profile (or the mixed profiles), the scores, the report and sharing. */
function ProfileResult({
  result,
  viewer,
  onUnlock,
  lifeStageSlot,
}: {
  result: PublicResult | OwnerResult;
  viewer: ResultViewer;
  onUnlock?: (() => void) | undefined;
  lifeStageSlot?: ReactNode;
}) {
  const { user } = useSession();
  const startTarget = useStartTestTarget();
  const owned = viewer === 'owner' && isOwnerResult(result) ? result : null;
  const report = owned?.report ?? null;
  const personal = owned?.personal ?? null;
  const { profile, percentage } = result.dominantProfile;
  // The profile the details open with: the owner's first in reading order (their pick), else the first of the ranking.
  const lead = personal?.lead ?? profile;
  const mixedInOrder = personal ? personal.order.flatMap((id) => result.mixedProfiles.filter((mixed) => mixed.profileId === id)) : result.mixedProfiles;
  const colors = new Map((owned?.scores ?? []).map((score) => [score.profileId, score.color]));
  const names = new Map((owned?.scores ?? []).map((score) => [score.profileId, score.name]));
  const sections = useOpenSections(FOLDING, report ? [] : [SECTION.details]);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [pdfMessage, setPdfMessage] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  function showDetails() {
    sections.openSection(SECTION.details);
    const section = document.getElementById(SECTION.details);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.querySelector('button')?.focus({ preventScroll: true });
  }

  function showNotice(message: string) {
    setPdfMessage(message);
    // Beside the button, in view: on a phone the button may sit at the bottom edge.
    requestAnimationFrame(() => noticeRef.current?.scrollIntoView({ block: 'nearest' }));
  }

  async function download() {
    setPdfMessage(null);
    if (!owned?.pdfUrl) {
      showNotice(REPORT_MESSAGES.pdfUnavailable);
      return;
    }
    setDownloading(true);
    try {
      await resultsApi.downloadPdf(owned.pdfUrl, `relatorio-rumo-${profile.slug}.pdf`);
    } catch (error) {
      showNotice(downloadMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  const secondary = result.secondaryProfile;
  const locked = owned?.reportStatus === 'FREE';
  const section = (id: (typeof FOLDING)[number]) => ({ id, open: sections.isOpen(id), onToggle: () => sections.toggle(id) });

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{owned ? 'Seu resultado' : `Resultado de ${result.firstName}`}</h1>
        {owned && <CompletionLine completedAtIso={owned.completedAt} duration={owned.duration.text} />}
      </header>

      {report && <ResultToc entries={PAID_TOC} onOpen={sections.openSection} />}

      {viewer === 'anonymous' && (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
          Quer descobrir o seu perfil também?{' '}
          <Link to={startTarget} className="font-semibold underline underline-offset-2">
            Fazer o teste grátis
          </Link>
        </p>
      )}

      {result.mixed ? (
        <MixedProfiles
          profiles={mixedInOrder}
          own={owned !== null}
          note={
            personal ? (
              <>
                <p>{personal.clarity.text}</p>
                {personal.orderNote && <p className="mt-2 font-medium">{personal.orderNote}</p>}
              </>
            ) : (
              <p>
                {describeMixed(
                  result.mixedProfiles.map((mixed) => mixed.name),
                  owned ? undefined : result.firstName,
                )}
              </p>
            )
          }
        />
      ) : (
        <>
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
            {personal && <p className="mt-3 text-slate-800">{personal.clarity.text}</p>}
          </Card>
        </>
      )}

      {owned && personal?.canPick && <ProfilePick result={owned} />}

      {personal && (
        <div id="respostas" className="scroll-mt-36">
          <AnswersSection highlights={personal.highlights} contrasts={personal.contrasts} colors={colors} paid={report !== null} />
        </div>
      )}

      <div className="space-y-1 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">
        <p>{SELF_KNOWLEDGE_FRAME}</p>
        <p>{ENNEAGRAM_EVIDENCE_LINE}</p>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <Button onClick={showDetails}>Ver detalhes do perfil</Button>
        {owned && (
          <div className="flex flex-col gap-2 sm:max-w-xs">
            <Button variant="secondary" onClick={() => void download()} loading={downloading}>
              <span aria-hidden="true">{locked ? '🔒' : '⬇️'}</span>
              Baixar Relatório
            </Button>
            {pdfMessage && (
              <div ref={noticeRef}>
                {locked ? (
                  <Alert tone="info">
                    <p className="font-semibold">{pdfMessage}</p>
                    <p className="mt-1">O PDF faz parte do relatório completo.</p>
                    {onUnlock && (
                      <Button className="mt-2 w-full" onClick={onUnlock}>
                        Desbloquear agora
                      </Button>
                    )}
                  </Alert>
                ) : (
                  <Alert tone="error">{pdfMessage}</Alert>
                )}
              </div>
            )}
          </div>
        )}
        {locked && onUnlock && (
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

      {owned ? <ScoreChart scores={owned.scores} mixedProfiles={owned.mixedProfiles.map((mixed) => mixed.profileId)} /> : <PercentageNote />}

      <ResultSection
        {...section(SECTION.details)}
        title={
          <>
            <span aria-hidden="true">{lead.icon} </span>
            Sobre o perfil {lead.name}
          </>
        }
        summary={owned ? 'Motivação, valores, traços, pontos fortes e dicas.' : 'Motivação, valores, traços, pontos fortes, dicas e carreiras que combinam.'}
      >
        {/* The owner's careers have a section of their own, written for them; a shared result lists its 4 here. */}
        <ProfileDetails profile={lead} careers={owned ? [] : result.careers.careers} />
      </ResultSection>

      {owned && !report && (
        <section
          id={SECTION.careers}
          aria-labelledby="carreiras-titulo"
          className="scroll-mt-36 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="carreiras-titulo" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {CAREER_LABELS.section}
          </h2>
          <p className="mt-1 text-slate-700">As carreiras que mais combinam com os seus perfis da frente, com o que você já pode fazer.</p>
          <div className="mt-5">
            <CareersSection
              careers={owned.careers}
              lifeStageSlot={lifeStageSlot}
              upsell={
                locked && onUnlock ? (
                  <div className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
                    <p>
                      No relatório completo, {PAID_CAREERS} carreiras para você, cada uma com o seu caminho. O PDF traz as {owned.careers.catalogueSize}{' '}
                      carreiras do Rumo.
                    </p>
                    <Button variant="secondary" className="mt-3" onClick={onUnlock}>
                      Ver as {PAID_CAREERS} carreiras
                    </Button>
                  </div>
                ) : undefined
              }
            />
          </div>
        </section>
      )}

      {report && (
        <>
          <ResultSection {...section(SECTION.blend)} title={BLEND_PART.title} summary="O que os perfis da frente fazem bem juntos, e onde se atrapalham.">
            <BlendSection blend={report.blend} names={names} />
          </ResultSection>
          <ResultSection
            {...section(SECTION.analysis)}
            title="Análise completa"
            summary={
              report.profiles.length > 1
                ? `Os ${report.profiles.length} perfis da frente: respostas suas, um dia na vida, estilo de trabalho, relações, pontos de atenção e crescimento.`
                : 'Respostas suas, um dia na vida, estilo de trabalho, relações, pontos de atenção e crescimento.'
            }
          >
            <FullAnalysis report={report} />
          </ResultSection>
          <ResultSection
            {...section(SECTION.nine)}
            title="Os 9 perfis em detalhe"
            summary="O que cada um dos seus 9 resultados significa, do mais forte ao menos presente."
          >
            <NineProfiles analysis={report.analysis} />
          </ResultSection>
          {owned && (
            <ResultSection
              {...section(SECTION.careers)}
              title={CAREER_LABELS.section}
              summary={`${owned.careers.careers.length} carreiras que combinam com os seus perfis da frente, com o que você já pode fazer e o caminho para chegar lá.`}
            >
              <CareersSection careers={owned.careers} lifeStageSlot={lifeStageSlot} />
            </ResultSection>
          )}
          <ResultSection
            {...section(SECTION.plan)}
            title="Seu plano de desenvolvimento"
            summary="Montado a partir das suas respostas: próximos passos para 30, 60 e 90 dias."
          >
            <DevelopmentPlan plan={report.developmentPlan} />
          </ResultSection>
        </>
      )}

      {owned && <ReportStatusCard result={owned} onDownload={() => void download()} downloading={downloading} />}

      <Card>
        <SharePanel
          attemptId={result.attemptId}
          profileNames={result.mixed ? result.mixedProfiles.map((mixed) => mixed.name) : [profile.name]}
          {...(owned ? { owner: { sharedAt: owned.sharedAt } } : {})}
        />
      </Card>

      {viewer === 'anonymous' && <TakeTestPrompt />}
    </div>
  );
}
