import { useState } from 'react';
import { useSharedResultUrl } from '../../../common/result-links';
import { useCopy } from '../../../common/use-copy';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { userMessage } from '../../../lib/api-client';
import { joinNames } from '../../../../shared/scoring/precision';
import { useResultSharing } from '../hooks/use-result-sharing';
import { ShareEmailModal } from './share-email-modal';

/** The WhatsApp message's words: the profile, or a perfil misto's profiles together (as the page names them). */
function shareMessage(profileNames: readonly string[], own: boolean): string {
  const mixed = profileNames.length > 1;
  const result = mixed ? `um perfil misto, ${joinNames(profileNames)}` : (profileNames[0] ?? '');
  return own ? `Descobri meu perfil no Rumo: ${mixed ? '' : 'sou '}${result}! Veja o resultado:` : `Veja este resultado no Rumo (${result}):`;
}

/** The switch's label (issue 26). */
export const SHARE_SWITCH_LABEL = 'Compartilhar meu resultado';
const SHARING_FAILED = 'Não foi possível mudar o compartilhamento. Tente de novo.';

/** What the owner is deciding: who sees what, and that it can be undone. */
function SharingExplained() {
  return (
    <>
      <p>
        Ligado, quem tiver o link vê o seu primeiro nome e os seus perfis, com os percentuais. Não vê seu nome completo, seu email, a data nem o tempo de
        resposta, nem o relatório completo.
      </p>
      <p className="mt-1">Desligado, o link não mostra nada. Você pode desligar quando quiser, mesmo depois de pagar o relatório.</p>
    </>
  );
}

/**
 * The owner's share panel: the "Compartilhar meu resultado" switch (off until they turn it on), then, while on, the
 * link to copy and the ways to send it. A visitor of a shared result gets the link and the ways to pass it on.
 */
export function SharePanel({
  attemptId,
  profileNames,
  owner,
}: {
  attemptId: string;
  profileNames: readonly string[];
  /** The owner's sharing state; absent for a visitor. */
  owner?: { sharedAt: string | null };
}) {
  const sharing = useResultSharing(attemptId);
  const shared = owner ? owner.sharedAt !== null : true;
  return (
    <section aria-labelledby="compartilhar">
      <h2 id="compartilhar" className="text-xl font-semibold text-slate-900">
        {owner ? 'Compartilhe seu resultado' : 'Compartilhe este resultado'}
      </h2>
      {owner && (
        <div className="mt-4 space-y-3">
          <Switch
            checked={shared}
            pending={sharing.isPending}
            onCheckedChange={(next) => sharing.mutate(next)}
            label={SHARE_SWITCH_LABEL}
            description={<SharingExplained />}
          />
          {sharing.isError && <Alert tone="error">{userMessage(sharing.error, SHARING_FAILED)}</Alert>}
        </div>
      )}
      {shared && <ShareLinks attemptId={attemptId} profileNames={profileNames} own={owner !== undefined} />}
    </section>
  );
}

/** Copy the link, or send it by WhatsApp, Facebook or (the owner only) e-mail. `profileNames`: the profile, or a perfil misto's, best first. */
function ShareLinks({ attemptId, profileNames, own }: { attemptId: string; profileNames: readonly string[]; own: boolean }) {
  const [emailOpen, setEmailOpen] = useState(false);
  const { copied, failed, copy } = useCopy();
  const link = useSharedResultUrl(attemptId);
  const text = shareMessage(profileNames, own);
  const newTab = <span className="sr-only"> (abre em nova aba)</span>;

  return (
    <>
      <div className={`mt-4 grid grid-cols-2 gap-3 ${own ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
        <Button variant="secondary" onClick={() => void copy(link)}>
          <span aria-hidden="true">🔗</span> Copiar link
        </Button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary')}
        >
          <span aria-hidden="true">💬</span> WhatsApp{newTab}
        </a>
        <a
          href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary')}
        >
          <span aria-hidden="true">👍</span> Facebook{newTab}
        </a>
        {own && (
          <Button variant="secondary" onClick={() => setEmailOpen(true)}>
            <span aria-hidden="true">✉️</span> Email
          </Button>
        )}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-semibold text-green-800">
        {copied ? 'Link copiado!' : ''}
      </p>
      {failed && <p className="text-sm text-red-800">Não foi possível copiar. Copie o endereço: {link}</p>}
      {own && <ShareEmailModal attemptId={attemptId} open={emailOpen} onOpenChange={setEmailOpen} />}
    </>
  );
}
