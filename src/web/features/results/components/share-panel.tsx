import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useSiteOrigin } from '../../../lib/site-origin';
import { joinNames } from '../../../../shared/scoring/precision';
import { reportLink } from '../format';
import { useCopy } from '../hooks/use-copy';
import { ShareEmailModal } from './share-email-modal';

/** The WhatsApp message's words: the profile, or a perfil misto's profiles together (as the page names them). */
function shareMessage(profileNames: readonly string[], own: boolean): string {
  const mixed = profileNames.length > 1;
  const result = mixed ? `um perfil misto, ${joinNames(profileNames)}` : (profileNames[0] ?? '');
  return own ? `Descobri meu perfil no Rumo: ${mixed ? '' : 'sou '}${result}! Veja o resultado:` : `Veja este resultado no Rumo (${result}):`;
}

/** Copy the public link, or share it by WhatsApp, Facebook or e-mail. `profileNames`: the profile, or a perfil misto's, best first. */
export function SharePanel({ attemptId, profileNames, own }: { attemptId: string; profileNames: readonly string[]; own: boolean }) {
  const [emailOpen, setEmailOpen] = useState(false);
  const { copied, failed, copy } = useCopy();
  const link = reportLink(useSiteOrigin(), attemptId);
  const text = shareMessage(profileNames, own);
  const newTab = <span className="sr-only"> (abre em nova aba)</span>;

  return (
    <section aria-labelledby="compartilhar">
      <h2 id="compartilhar" className="text-xl font-semibold text-slate-900">
        {own ? 'Compartilhe seu resultado' : 'Compartilhe este resultado'}
      </h2>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
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
        <Button variant="secondary" onClick={() => setEmailOpen(true)}>
          <span aria-hidden="true">✉️</span> Email
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-semibold text-green-800">
        {copied ? 'Link copiado!' : ''}
      </p>
      {failed && <p className="text-sm text-red-800">Não foi possível copiar. Copie o endereço: {link}</p>}
      <ShareEmailModal attemptId={attemptId} open={emailOpen} onOpenChange={setEmailOpen} />
    </section>
  );
}
