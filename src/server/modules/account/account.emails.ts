import { escapeHtml, renderEmailHtml } from '../../platform/mail/layout';
import type { OutboxMessage } from '../../platform/mail/outbox';
import { firstName } from '../../../shared/domain/person-name';

/** To the current address when someone asks to move the account to another one: what happened, and the link that undoes it. */
export function emailChangeRequestedEmail(input: { to: string; name: string; newEmail: string; revertLink: string; validDays: number }): OutboxMessage {
  const greeting = `Olá, ${firstName(input.name)}!`;
  const subject = 'Pedido de troca do e-mail da sua conta no Rumo';
  const asked = `Recebemos um pedido para trocar o e-mail da sua conta no Rumo de ${input.to} para ${input.newEmail}.`;
  const until = 'Até o novo e-mail ser confirmado, você continua entrando e recuperando a senha por este aqui.';
  const notYou = `Se não foi você, abra este link nos próximos ${input.validDays} dias: ele desfaz a troca, pede uma nova senha e encerra todas as sessões abertas da conta.`;
  const text = [greeting, '', asked, until, '', notYou, input.revertLink, '', 'Se foi você, não precisa fazer nada.', '', 'Equipe Rumo'].join('\n');
  const html = renderEmailHtml(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(asked)}</p>
<p style="margin:0 0 16px">${escapeHtml(until)}</p>
<p style="margin:0 0 24px">${escapeHtml(notYou)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(input.revertLink)}" style="display:inline-block;background:#b91c1c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Não fui eu: desfazer a troca</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52525b;word-break:break-all">Se o botão não abrir, copie este endereço no navegador: ${escapeHtml(input.revertLink)}</p>
<p style="margin:0">Se foi você, não precisa fazer nada.</p>`,
  );
  return { to: input.to, subject, text, html, secret: true };
}

/** To an address that already has an account, when another account asks to move to it (the asker is told nothing of it). */
export function emailInUseNoticeEmail(input: { to: string; loginUrl: string }): OutboxMessage {
  const subject = 'Alguém tentou usar seu e-mail no Rumo';
  const body = 'Outra conta do Rumo pediu para passar a usar este e-mail. Ele já é o da sua conta, então nada mudou: sua conta continua igual.';
  const hint = 'Se foi você, entre na conta que já usa este e-mail. Se não foi, não precisa fazer nada.';
  const text = ['Olá!', '', body, hint, '', `Entrar: ${input.loginUrl}`, '', 'Equipe Rumo'].join('\n');
  const html = renderEmailHtml(
    subject,
    `<p style="margin:0 0 16px">Olá!</p>
<p style="margin:0 0 16px">${escapeHtml(body)}</p>
<p style="margin:0 0 24px">${escapeHtml(hint)}</p>
<p style="margin:0"><a href="${escapeHtml(input.loginUrl)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Entrar no Rumo</a></p>`,
  );
  return { to: input.to, subject, text, html };
}
