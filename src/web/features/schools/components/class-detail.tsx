import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { APP_ROUTES, classDashboardPath, classSeatsPath } from '../../../../shared/constants/app-routes';
import { CLASS_GRADE_LABELS, SCHOOLS_MESSAGES, formatClassCode, type ClassDetail } from '../../../../shared/contracts/schools.contract';
import { useCopy } from '../../../common/use-copy';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, userMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/navigation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { classesApi, classesKeys } from '../api/classes';
import { CLASS_STATUS_LABELS, studentsCount } from './class-list';

const LOAD_FAILED = 'Não foi possível carregar a turma. Tente novamente.';
const NEW_CODE_FAILED = 'Não foi possível criar um código novo. Tente novamente.';

/** The QR code's SVG as an image source: drawn by the browser as an image, so nothing in it can run. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Another educator's class, a plain user, a class that does not exist: the API answers 404 (400 for an id that is not one). */
function ClassNotFound() {
  return (
    <div className="py-8 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{SCHOOLS_MESSAGES.classNotFound}</h1>
      <p className="mt-2 text-slate-700">Confira o endereço. Só o(a) educador(a) que criou a turma pode abrir esta página.</p>
      <Link to={APP_ROUTES.classes} className={buttonClasses('primary', 'mt-6')}>
        Ver as minhas turmas
      </Link>
    </div>
  );
}

/** Copy buttons with their "copiado" line; on a refused clipboard the text is selected for a copy by hand. */
function CopyButton({ text, label, done, showOnFailure }: { text: string; label: string; done: string; showOnFailure: () => HTMLElement | null }) {
  const { copied, failed, copy } = useCopy();
  return (
    <div>
      <Button variant="secondary" onClick={() => void copy(text, showOnFailure())}>
        {label}
      </Button>
      <p role="status" className="mt-1 min-h-5 text-sm font-semibold text-green-800">
        {copied ? done : ''}
      </p>
      {failed && <p className="text-sm text-red-800">Não foi possível copiar. Copie à mão: {text}</p>}
    </div>
  );
}

function NewCodeButton({ item, onDone }: { item: ClassDetail; onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setPending(true);
    setError(null);
    try {
      const { data, message } = await classesApi.newCode(item.id);
      queryClient.setQueryData(classesKeys.detail(item.id), data.class);
      setOpen(false);
      onDone(message ?? SCHOOLS_MESSAGES.newCode);
    } catch (err) {
      setError(userMessage(err, NEW_CODE_FAILED));
    } finally {
      setPending(false);
    }
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Criar código novo
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        dismissible={!pending}
        title="Criar um código novo?"
        description={`O código ${item.code ? formatClassCode(item.code) : ''} e o link de agora param de funcionar. Quem já entrou continua na turma.`}
      >
        {error && (
          <div className="mb-4">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void confirm()} loading={pending}>
            Sim, criar código novo
          </Button>
          <Button variant="ghost" onClick={() => setOpen(false)} disabled={pending}>
            Cancelar
          </Button>
        </div>
      </Modal>
    </>
  );
}

function JoinDetails({ item, code, joinUrl, joinQrSvg }: { item: ClassDetail; code: string; joinUrl: string; joinQrSvg: string | null }) {
  const codeRef = useRef<HTMLParagraphElement>(null);
  const linkRef = useRef<HTMLParagraphElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const shown = formatClassCode(code);
  return (
    <Card className="space-y-6">
      <section aria-labelledby="codigo-turma">
        <h2 id="codigo-turma" className="text-xl font-semibold text-slate-900">
          Código da turma
        </h2>
        <p className="mt-1 text-slate-700">Os estudantes digitam este código em "Entrar numa turma".</p>
        <p ref={codeRef} className="mt-3 font-mono text-4xl font-bold tracking-widest text-slate-900 sm:text-5xl">
          {shown}
        </p>
        <div className="mt-3">
          <CopyButton text={shown} label="Copiar código" done="Código copiado!" showOnFailure={() => codeRef.current} />
        </div>
      </section>
      <section aria-labelledby="link-turma">
        <h2 id="link-turma" className="text-xl font-semibold text-slate-900">
          Link para entrar
        </h2>
        <p ref={linkRef} className="mt-2 break-all text-slate-800">
          {joinUrl}
        </p>
        <div className="mt-3">
          <CopyButton text={joinUrl} label="Copiar link" done="Link copiado!" showOnFailure={() => linkRef.current} />
        </div>
      </section>
      {joinQrSvg && (
        <section aria-labelledby="qr-turma">
          <h2 id="qr-turma" className="text-xl font-semibold text-slate-900">
            QR code
          </h2>
          <p className="mt-1 text-slate-700">Mostre na tela ou imprima: a câmera do celular abre o link.</p>
          <img
            src={svgDataUrl(joinQrSvg)}
            alt={`QR code do link para entrar na turma ${item.name}`}
            width={224}
            height={224}
            className="mt-3 h-56 w-56 max-w-full rounded-lg bg-white ring-1 ring-slate-200"
          />
        </section>
      )}
      <section aria-labelledby="novo-codigo" className="space-y-3">
        <h2 id="novo-codigo" className="text-xl font-semibold text-slate-900">
          Código novo
        </h2>
        <p className="text-slate-700">Se o código foi parar em quem não é da turma, crie outro. O antigo deixa de funcionar.</p>
        {message && <Alert tone="success">{message}</Alert>}
        <NewCodeButton item={item} onDone={setMessage} />
      </section>
    </Card>
  );
}

/**
 * '/turmas/:classId' for its educator (issue 30 item 2, decision 0195): the join code in large type, the link and
 * its QR code, a new code, and the way to the class's dashboard and seats. Anyone else: "Turma não encontrada".
 */
export function ClassDetailScreen({ classId, createdMessage }: { classId: string; createdMessage?: string | null }) {
  const query = useQuery({ queryKey: classesKeys.detail(classId), queryFn: () => classesApi.get(classId) });
  useDocumentTitle(query.data ? `Turma ${query.data.name}` : query.isError ? SCHOOLS_MESSAGES.classNotFound : 'Turma');
  if (query.isPending) return <Spinner label="Carregando a turma..." />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) return <ClassNotFound />;
    return <Alert tone="error">{userMessage(query.error, LOAD_FAILED)}</Alert>;
  }
  const item = query.data;
  const dashboardPath = classDashboardPath(item.id);
  const seatsPath = classSeatsPath(item.id);
  return (
    <div className="space-y-6">
      <div>
        <Link to={APP_ROUTES.classes} className="text-sm font-semibold text-brand-800 underline">
          ← Minhas turmas
        </Link>
        <h1 className="mt-2 text-3xl font-bold break-words text-slate-900">{item.name}</h1>
        <p className="mt-1 text-slate-700">
          {CLASS_GRADE_LABELS[item.grade]} · {item.year} · {item.school}
        </p>
        <p className="text-slate-700">
          {studentsCount(item.members)} · {CLASS_STATUS_LABELS[item.status]}
        </p>
      </div>
      {createdMessage && <Alert tone="success">{createdMessage}</Alert>}
      {item.code && item.joinUrl ? (
        <JoinDetails item={item} code={item.code} joinUrl={item.joinUrl} joinQrSvg={item.joinQrSvg} />
      ) : (
        <Alert tone="info">{SCHOOLS_MESSAGES.classClosed}</Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to={dashboardPath} className={buttonClasses('primary')}>
          Ver o painel da turma
        </Link>
        <Link to={seatsPath} className={buttonClasses('secondary')}>
          Comprar vagas
        </Link>
      </div>
    </div>
  );
}
