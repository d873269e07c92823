import { useState } from 'react';
import type { OwnerResult } from '../../../../shared/contracts/quiz.contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { useCopy } from '../../../common/use-copy';

/** What the user reads for the wire's reportStatus (FREE/PAID stay on the wire only). */
const REPORT_STATUS_LABEL = { FREE: 'Gratuito', PAID: 'Completo' } as const;

/**
 * The owner's report card (#relatorio): status, attempt id and whether the PDF
 * is ready (with its download button, never the raw API path), with a modal to
 * copy the attempt id.
 */
export function ReportStatusCard({
  result,
  onDownload,
  downloading,
}: {
  result: Pick<OwnerResult, 'attemptId' | 'reportStatus' | 'pdfUrl'>;
  onDownload: () => void;
  downloading: boolean;
}) {
  const [open, setOpen] = useState(false);
  const { copied, failed, copy } = useCopy();
  return (
    <Card>
      <h2 id="relatorio" className="scroll-mt-36 text-xl font-semibold text-slate-900">
        Seu relatório
      </h2>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-medium text-slate-700">Status</dt>
        <dd className="text-slate-900">
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${result.reportStatus === 'PAID' ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-900'}`}
          >
            {REPORT_STATUS_LABEL[result.reportStatus]}
          </span>
        </dd>
        <dt className="font-medium text-slate-700">Código do teste</dt>
        <dd className="break-all font-mono text-slate-900">{result.attemptId}</dd>
        <dt className="font-medium text-slate-700">PDF</dt>
        <dd className="text-slate-900">{result.pdfUrl ? 'Pronto para baixar' : 'Ainda não disponível'}</dd>
      </dl>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {result.pdfUrl && (
          <Button onClick={onDownload} loading={downloading}>
            Baixar PDF
          </Button>
        )}
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Ver código do teste
        </Button>
      </div>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Código do seu teste"
        description="Informe este código ao suporte se precisar de ajuda com o seu resultado."
      >
        <p className="break-all rounded-xl bg-slate-100 p-4 font-mono text-slate-900">{result.attemptId}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button onClick={() => void copy(result.attemptId)}>Copiar código</Button>
          <span role="status" className="text-sm font-semibold text-green-800">
            {copied ? 'Copiado!' : ''}
          </span>
          {failed && <span className="text-sm text-red-800">Não foi possível copiar. Selecione o código e copie manualmente.</span>}
        </div>
      </Modal>
    </Card>
  );
}
