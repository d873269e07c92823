import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REVIEW_LINK_DAYS, REVIEW_LINKS_LIVE_MAX, type ReviewLink } from '../../../../shared/contracts/curriculum-review.contract';
import { useCopy } from '../../../common/use-copy';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { userMessage } from '../../../lib/api-client';
import { useSiteOrigin } from '../../../lib/site-origin';
import { reviewLinksApi, reviewLinkUrl } from '../api/review-links-api';

const REVIEW_LINKS_KEY = ['curriculum', 'review-links'] as const;

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** "Ainda não foi aberto", "Aberto 1 vez", "Aberto 3 vezes". */
export function openingsText(count: number): string {
  if (count === 0) return 'Ainda não foi aberto';
  return `Aberto ${count} ${count === 1 ? 'vez' : 'vezes'}`;
}

/** A link made in this visit: its address is known only now (the server keeps only a hash of it). */
function NewLinkAddress({ url }: { url: string }) {
  const { copy, copied, failed } = useCopy();
  return (
    <div className="mt-2 space-y-2">
      <label className="block text-sm font-medium text-slate-900">
        Link para enviar
        <input
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900"
        />
      </label>
      <Button variant="secondary" onClick={() => void copy(url)}>
        {copied ? 'Link copiado!' : 'Copiar link'}
      </Button>
      {failed && <Alert tone="warning">Não deu para copiar sozinho. Toque no link acima, selecione tudo e copie.</Alert>}
      <p className="text-sm text-slate-700">Copie agora: por segurança, este endereço só aparece aqui enquanto a página estiver aberta.</p>
    </div>
  );
}

/**
 * "Pedir uma revisão" (decision 0186): a private link to the resume's PDF for
 * a teacher, a parent or a counsellor. Says who sees what and for how long;
 * creates a link (copied from here, once), lists the live ones with their
 * expiry and openings, and revokes one at once.
 */
export function ReviewLinksPanel() {
  const queryClient = useQueryClient();
  const origin = useSiteOrigin();
  const links = useQuery({ queryKey: REVIEW_LINKS_KEY, queryFn: reviewLinksApi.mine, gcTime: 0, staleTime: 0 });
  const [created, setCreated] = useState<Record<string, string>>({});
  const [creating, setCreating] = useState(false);
  const [withLetter, setWithLetter] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const days = links.data?.days ?? REVIEW_LINK_DAYS;
  const maxLive = links.data?.maxLive ?? REVIEW_LINKS_LIVE_MAX;
  const full = (links.data?.links.length ?? 0) >= maxLive;

  async function create() {
    setCreating(true);
    setMessage(null);
    try {
      const { link, token } = await reviewLinksApi.create(withLetter);
      setCreated((before) => ({ ...before, [link.id]: reviewLinkUrl(origin, token) }));
      await queryClient.invalidateQueries({ queryKey: REVIEW_LINKS_KEY });
    } catch (caught) {
      setMessage({ tone: 'error', text: userMessage(caught, 'Não foi possível criar o link. Tente novamente.') });
    } finally {
      setCreating(false);
    }
  }

  async function revoke(link: ReviewLink) {
    setRevoking(link.id);
    setMessage(null);
    try {
      await reviewLinksApi.revoke(link.id);
      setMessage({ tone: 'success', text: 'Link cancelado. Quem tentar abrir agora vai ver que ele não vale mais.' });
      await queryClient.invalidateQueries({ queryKey: REVIEW_LINKS_KEY });
    } catch (caught) {
      setMessage({ tone: 'error', text: userMessage(caught, 'Não foi possível cancelar o link. Tente novamente.') });
    } finally {
      setRevoking(null);
    }
  }

  return (
    <section aria-labelledby="revisao-titulo" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="revisao-titulo" className="text-lg font-semibold text-slate-900">
        Pedir uma revisão
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Crie um link para um professor, alguém da sua família ou um orientador ler seu currículo em PDF, sem precisar de conta.
      </p>
      <div className="mt-3">
        <Alert tone="info" title="Quem pode ver">
          Qualquer pessoa com o link vê o currículo inteiro, com seu telefone, e-mail e endereço, por {days} dias ou até você cancelar. Envie só para quem você
          confia. Ninguém vê sua conta nem o resultado do teste.
        </Alert>
      </div>

      <label className="mt-3 flex min-h-11 items-center gap-3 text-sm text-slate-800">
        <input type="checkbox" className="size-5 accent-brand-700" checked={withLetter} onChange={(event) => setWithLetter(event.target.checked)} />
        Incluir a carta de apresentação
      </label>

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button loading={creating} disabled={full || links.isPending || links.isError} onClick={() => void create()}>
          Criar link de revisão
        </Button>
        {full && <p className="text-sm text-slate-700">Você já tem {maxLive} links ativos. Cancele um para criar outro.</p>}
      </div>

      <div className="mt-3 space-y-2 empty:hidden">{message && <Alert tone={message.tone}>{message.text}</Alert>}</div>

      <div className="mt-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-slate-900">Links ativos</h3>
          {links.isSuccess && links.data.links.length > 0 && (
            <Button variant="ghost" loading={links.isFetching} onClick={() => void links.refetch()}>
              Atualizar
            </Button>
          )}
        </div>
        {links.isPending ? (
          <Spinner size="sm" label="Carregando links..." />
        ) : links.isError ? (
          <div className="space-y-2">
            <Alert tone="error">{userMessage(links.error, 'Não foi possível carregar seus links de revisão.')}</Alert>
            <Button variant="secondary" onClick={() => void links.refetch()}>
              Tentar de novo
            </Button>
          </div>
        ) : links.data.links.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">Nenhum link ativo.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {links.data.links.map((link) => (
              <li key={link.id} className="py-3" data-testid="review-link">
                <p className="text-sm font-medium text-slate-900">Vale até {formatDate(link.expiresAt)}</p>
                <p className="text-sm text-slate-700">{link.includes.includes('letter') ? 'Currículo e carta de apresentação' : 'Só o currículo'}</p>
                <p className="text-sm text-slate-700">
                  Criado em {formatDate(link.createdAt)} · <span>{openingsText(link.openCount)}</span>
                </p>
                {created[link.id] && <NewLinkAddress url={created[link.id]!} />}
                <Button
                  variant="ghost"
                  className="mt-1 px-0 text-red-800 underline underline-offset-2"
                  loading={revoking === link.id}
                  onClick={() => void revoke(link)}
                  aria-label={`Cancelar o link que vale até ${formatDate(link.expiresAt)}`}
                >
                  Cancelar link
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
