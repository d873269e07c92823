import { useEffect, useRef, useState } from 'react';
import { APP_ROUTES } from '../../../../shared/constants/app-routes';
import { legalVersionDate, type LegalDocument } from '../../../../shared/constants/legal-versions';
import type { LegalConsent } from '../../../../shared/contracts/auth.contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError, userMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authApi } from '../api/auth-api';

export const CONSENT_STEP_TITLE = 'Atualizamos os nossos termos';

/** What changed in the current versions, in one or two sentences (the pages themselves say it in full). */
export const CONSENT_STEP_CHANGES =
  'Agora professores podem criar turmas de Projeto de Vida no Rumo. Explicamos o que o professor vê (só os números da turma, e o seu resultado só se você quiser mostrar) e como as escolas compram licenças.';

const DOCUMENTS: Record<LegalDocument, { name: string; path: string; updated: string }> = {
  terms: { name: 'Termos de Uso', path: APP_ROUTES.terms, updated: 'atualizados' },
  privacy: { name: 'Política de Privacidade', path: APP_ROUTES.privacy, updated: 'atualizada' },
};

/**
 * The whole screen while the person has not accepted the current terms or privacy policy (decision 0199): what
 * changed, the pages (in a new tab, so this step stays), "Li e aceito" and a way out. Nothing else of the app is
 * reachable meanwhile; after the acceptance the page the person was going to shows.
 */
export function ConsentStep({
  pending,
  onAccepted,
  onStale,
  onSignOut,
}: {
  pending: LegalConsent[];
  /** Gets what is still pending (normally nothing). */
  onAccepted: (stillPending: LegalConsent[]) => void;
  /** The server refused the versions shown (a page changed meanwhile): read them again. */
  onStale: () => void;
  onSignOut: () => void;
}) {
  useDocumentTitle(CONSENT_STEP_TITLE);
  const heading = useRef<HTMLHeadingElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => heading.current?.focus(), []);

  async function accept() {
    setSending(true);
    setError(null);
    try {
      onAccepted(await authApi.acceptConsents(pending));
    } catch (err) {
      setError(err instanceof ApiError && err.kind === 'http' ? userMessage(err, 'Não foi possível registrar o seu aceite.') : 'Sem conexão. Tente de novo.');
      if (err instanceof ApiError && err.status === 400) onStale();
    } finally {
      setSending(false);
    }
  }

  return (
    <main id="conteudo" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-8">
      <div className="w-full max-w-md">
        <Card>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            {CONSENT_STEP_TITLE}
          </h1>
          <p className="mt-3 text-slate-700">{CONSENT_STEP_CHANGES}</p>
          <p className="mt-3 text-slate-700">Leia o que mudou e diga se você aceita para continuar:</p>
          <ul className="mt-3 space-y-2">
            {pending.map(({ document, version }) => (
              <li key={document}>
                <a
                  href={DOCUMENTS[document].path}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                >
                  {DOCUMENTS[document].name}
                  <span className="sr-only"> (abre em outra aba)</span>
                </a>{' '}
                <span className="text-sm text-slate-600">
                  {DOCUMENTS[document].updated} em {legalVersionDate(version)}
                </span>
              </li>
            ))}
          </ul>
          {error && (
            <div className="mt-4">
              <Alert tone="error">{error}</Alert>
            </div>
          )}
          <Button className="mt-6 w-full" loading={sending} onClick={() => void accept()}>
            Li e aceito
          </Button>
          <p className="mt-4 text-center text-sm text-slate-600">
            Não quer aceitar agora?{' '}
            <button type="button" className="font-semibold text-brand-800 underline underline-offset-2" onClick={onSignOut}>
              Sair
            </button>
          </p>
        </Card>
      </div>
    </main>
  );
}
