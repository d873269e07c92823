import { useQuery } from '@tanstack/react-query';
import { reviewLetterPdfPath, reviewPdfPath } from '../../../../shared/contracts/curriculum-review.contract';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, userMessage } from '../../../lib/api-client';
import { reviewLinksApi } from '../api/review-links-api';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/**
 * The page behind a review link (decision 0186): the document only, nothing
 * of the account. A live link shows the title, until when it is valid and
 * "Abrir PDF" (the browser's own viewer); a dead one (unknown, revoked or
 * expired: one and the same 404) says so plainly.
 */
export function ReviewDocument({ token }: { token: string }) {
  const state = useQuery({ queryKey: ['review-link', token], queryFn: () => reviewLinksApi.state(token), retry: false, gcTime: 0, staleTime: 0 });

  if (state.isPending) return <Spinner label="Abrindo o link..." />;
  if (state.isError) {
    const dead = state.error instanceof ApiError && state.error.status === 404;
    if (dead) {
      return (
        <section aria-labelledby="revisao-titulo" className="space-y-3">
          <h1 id="revisao-titulo" className="text-2xl font-bold text-slate-900">
            Este link não vale mais
          </h1>
          <p className="text-slate-700">
            O link de revisão expirou, foi cancelado por quem o criou ou está incompleto. Peça um link novo para a pessoa que enviou.
          </p>
        </section>
      );
    }
    return (
      <section aria-labelledby="revisao-titulo" className="space-y-3">
        <h1 id="revisao-titulo" className="text-2xl font-bold text-slate-900">
          Currículo para revisão
        </h1>
        <Alert tone="error">{userMessage(state.error, 'Não foi possível abrir o link agora. Tente de novo em instantes.')}</Alert>
        <Button variant="secondary" onClick={() => void state.refetch()}>
          Tentar de novo
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby="revisao-titulo" className="space-y-4">
      <h1 id="revisao-titulo" className="text-2xl font-bold text-slate-900">
        Currículo para revisão
      </h1>
      <p className="text-slate-700">
        Alguém pediu sua opinião sobre este currículo. O link é privado e vale até {dateFormat.format(new Date(state.data.expiresAt))}.
      </p>
      <a href={reviewPdfPath(token)} className={buttonClasses('primary', 'w-full sm:w-auto')} rel="noreferrer">
        Abrir PDF
      </a>
      {state.data.includes.includes('letter') && (
        <a href={reviewLetterPdfPath(token)} className={buttonClasses('secondary', 'w-full sm:w-auto')} rel="noreferrer">
          Abrir carta de apresentação
        </a>
      )}
      <p className="text-sm text-slate-700">O PDF abre no leitor do seu navegador ou do celular. Dá para ler, imprimir ou salvar.</p>
    </section>
  );
}
