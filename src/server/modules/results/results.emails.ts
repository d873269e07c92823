import { escapeHtml, renderEmailHtml } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';
import { joinNames, MIXED_TOO_CLOSE } from '../../../shared/scoring/precision';

/** The result's profiles, best first: one, or the 2 or 3 of a perfil misto. */
type SharedProfiles = readonly [{ name: string; careerName: string }, ...{ name: string; careerName: string }[]];

/** What the result is, in one sentence: the dominant profile, or a perfil misto's profiles together (as the page says). */
function resultSentence(profiles: SharedProfiles): { text: string; html: string } {
  if (profiles.length === 1) {
    const [{ name, careerName }] = profiles;
    return {
      text: `O perfil dominante foi ${name} (${careerName}).`,
      html: `O perfil dominante foi <strong>${escapeHtml(name)}</strong> (${escapeHtml(careerName)}).`,
    };
  }
  const names = profiles.map((profile) => profile.name);
  return {
    text: `O resultado foi um perfil misto: ${joinNames(names)} ${MIXED_TOO_CLOSE}`,
    html: `O resultado foi um perfil misto: ${joinNames(names.map((name) => `<strong>${escapeHtml(name)}</strong>`))} ${MIXED_TOO_CLOSE}`,
  };
}

/** Fixed text: the sender cannot add words of their own, so the form cannot carry spam. */
export function sharedResultEmail(input: { to: string; firstName: string; profiles: SharedProfiles; link: string }): MailMessage {
  // A fixed Subject: the owner's name stays in the body, never in the line a spam filter and an inbox list show (issue 26, F08).
  const subject = 'Um resultado do Rumo foi compartilhado com você';
  const sentence = resultSentence(input.profiles);
  const text = [
    'Olá!',
    '',
    `${input.firstName} fez o teste vocacional do Rumo e quis compartilhar o resultado com você.`,
    sentence.text,
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
<p style="margin:0 0 24px">${sentence.html}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Ver o resultado</a></p>
<p style="margin:0">Quer descobrir o seu? O teste básico é grátis e leva cerca de 15 minutos.</p>`,
  );
  return { to: input.to, subject, text, html };
}
