import { escapeHtml, renderEmailHtml } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

/** Fixed text: the sender cannot add words of their own, so the form cannot carry spam. */
export function sharedResultEmail(input: { to: string; firstName: string; profileName: string; careerName: string; link: string }): MailMessage {
  const subject = `${input.firstName} compartilhou o resultado do teste Rumo com você`;
  const text = [
    'Olá!',
    '',
    `${input.firstName} fez o teste vocacional do Rumo e quis compartilhar o resultado com você.`,
    `O perfil dominante foi ${input.profileName} (${input.careerName}).`,
    '',
    `Veja o resultado: ${input.link}`,
    '',
    'Quer descobrir o seu? O teste básico é grátis e leva cerca de 15 minutos.',
    '',
    'Equipe Rumo',
  ].join('\n');
  const html = renderEmailHtml(
    subject,
    `<p style="margin:0 0 16px">Olá!</p>
<p style="margin:0 0 16px"><strong>${escapeHtml(input.firstName)}</strong> fez o teste vocacional do Rumo e quis compartilhar o resultado com você.</p>
<p style="margin:0 0 24px">O perfil dominante foi <strong>${escapeHtml(input.profileName)}</strong> (${escapeHtml(input.careerName)}).</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Ver o resultado</a></p>
<p style="margin:0">Quer descobrir o seu? O teste básico é grátis e leva cerca de 15 minutos.</p>`,
  );
  return { to: input.to, subject, text, html };
}
