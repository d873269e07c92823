import { useState } from 'react';
import type { Curriculum, CurriculumVersion } from '../../../../shared/contracts/curriculum.contract';
import { VERSIONS_INTRO, versionMoment } from '../../../../shared/curriculum/versions';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { userMessage } from '../../../lib/api-client';
import { DownloadError } from '../../../lib/download';
import { curriculumApi } from '../api/curriculum-api';
import { restoreNotice } from '../dropped-notice';
import { useCurriculumVersions } from '../hooks/use-curriculum';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/**
 * "Versões salvas": the versions kept at meaningful moments (decision 0193), each with its moment in words and its
 * date and time; one can be restored after confirming, and becomes the newest. Also the user's data as a JSON
 * Resume file (LGPD portability).
 */
export function VersionsPanel({ onRestored }: { onRestored: (curriculum: Curriculum) => void }) {
  const versions = useCurriculumVersions();
  const [confirming, setConfirming] = useState<CurriculumVersion | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);

  async function restore(version: CurriculumVersion) {
    setRestoring(true);
    setMessage(null);
    try {
      const { dropped, overLimit, trashed, ...curriculum } = await curriculumApi.restoreVersion(version.number);
      onRestored(curriculum);
      // Issue 29: a restore never leaves an item out without saying so (and where it went).
      const left = restoreNotice({ dropped, overLimit, trashed });
      const done = `Versão de ${formatDate(version.createdAt)} restaurada.`;
      setMessage(left ? { tone: 'info', text: `${done} ${left}` } : { tone: 'success', text: done });
    } catch (caught) {
      setMessage({ tone: 'error', text: userMessage(caught, 'Não foi possível restaurar esta versão. Tente novamente.') });
    } finally {
      setRestoring(false);
      setConfirming(null);
    }
  }

  async function exportData() {
    setExporting(true);
    setMessage(null);
    try {
      await curriculumApi.downloadExport();
    } catch (caught) {
      const reason = caught instanceof DownloadError && caught.serverMessage ? caught.serverMessage : 'Não foi possível baixar seus dados. Tente novamente.';
      setMessage({ tone: 'error', text: reason });
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="versoes-titulo" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="versoes-titulo" className="text-lg font-semibold text-slate-900">
        Versões salvas
      </h2>
      <p className="mt-1 text-sm text-slate-700">{VERSIONS_INTRO}</p>

      <div className="mt-3">
        {versions.isPending ? (
          <Spinner size="sm" label="Carregando versões..." />
        ) : versions.isError ? (
          <div className="space-y-2">
            <Alert tone="error">{userMessage(versions.error, 'Não foi possível carregar as versões salvas.')}</Alert>
            <Button variant="secondary" onClick={() => void versions.refetch()}>
              Tentar de novo
            </Button>
          </div>
        ) : versions.data.length === 0 ? (
          <p className="text-sm text-slate-700">Nenhuma versão salva ainda.</p>
        ) : (
          <ol className="divide-y divide-slate-200">
            {versions.data.map((version, index) => (
              <li key={version.number} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-sm">
                  <span className="block font-medium text-slate-900">{versionMoment(version.reason, version.section)}</span>
                  <span className="block text-slate-700">{formatDate(version.createdAt)}</span>
                  <span className="block text-slate-700">
                    {version.completeness}% completo{index === 0 ? ' · atual' : ''}
                  </span>
                </span>
                {index > 0 && (
                  <Button
                    variant="ghost"
                    onClick={() => setConfirming(version)}
                    aria-label={`Restaurar a versão de ${formatDate(version.createdAt)} (${versionMoment(version.reason, version.section)})`}
                  >
                    Restaurar
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>

      <div className="mt-3 space-y-2 empty:hidden">{message && <Alert tone={message.tone}>{message.text}</Alert>}</div>

      <div className="mt-4 border-t border-slate-200 pt-4">
        <Button variant="ghost" className="px-0 underline underline-offset-2" loading={exporting} onClick={() => void exportData()}>
          Baixar meus dados (JSON)
        </Button>
        <p className="text-sm text-slate-700">Seu currículo num arquivo aberto (JSON Resume), para levar a outro site quando quiser.</p>
      </div>

      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Restaurar esta versão?"
        description={
          confirming
            ? `O currículo volta a ser como estava em ${formatDate(confirming.createdAt)}. O atual continua guardado nas versões salvas, e os itens que saírem vão para a Lixeira.`
            : undefined
        }
        dismissible={!restoring}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={restoring}>
            Cancelar
          </Button>
          <Button loading={restoring} onClick={() => confirming && void restore(confirming)}>
            Restaurar
          </Button>
        </div>
      </Modal>
    </section>
  );
}
