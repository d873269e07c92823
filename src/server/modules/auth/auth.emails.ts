import { escapeHtml, renderEmailHtml } from '../../platform/mail/layout';
import type { OutboxMessage } from '../../platform/mail/outbox';
import { firstName } from '../../../shared/domain/person-name';
import { formatMinutes } from '../../../shared/domain/duration';

export function temporaryPasswordEmail(input: { to: string; name: string; temporaryPassword: string; validMinutes: number; loginUrl: string }): OutboxMessage {
  const greeting = `Olá, ${firstName(input.name)}!`;
  const subject = 'Sua senha temporária do Rumo';
  const text = [
    greeting,
    '',
    'Recebemos um pedido para recuperar o acesso à sua conta no Rumo.',
    `Sua senha temporária é: ${input.temporaryPassword}`,
    '',
    `Ela vale por ${formatMinutes(input.validMinutes)} e pode ser usada uma única vez. Ao entrar com ela, você vai escolher uma nova senha.`,
    'Sua senha atual continua funcionando: se não foi você quem pediu, é só ignorar este e-mail.',
    '',
    `Entrar: ${input.loginUrl}`,
    '',
    'Equipe Rumo',
  ].join('\n');
  const html = renderEmailHtml(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">Recebemos um pedido para recuperar o acesso à sua conta no Rumo. Sua senha temporária é:</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:4px;font-family:'Courier New',monospace">${escapeHtml(input.temporaryPassword)}</p>
<p style="margin:0 0 16px">Ela vale por ${formatMinutes(input.validMinutes)} e pode ser usada uma única vez. Ao entrar com ela, você vai escolher uma nova senha.</p>
<p style="margin:0 0 24px">Sua senha atual continua funcionando: se não foi você quem pediu, é só ignorar este e-mail.</p>
<p style="margin:0"><a href="${escapeHtml(input.loginUrl)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Entrar no Rumo</a></p>`,
  );
  return { to: input.to, subject, text, html, secret: true };
}

export function emailConfirmationEmail(input: { to: string; name: string; link: string; validHours: number }): OutboxMessage {
  const greeting = `Olá, ${firstName(input.name)}!`;
  const subject = 'Confirme seu e-mail no Rumo';
  const text = [
    greeting,
    '',
    `Para confirmar que ${input.to} é o seu e-mail no Rumo, abra este link:`,
    input.link,
    '',
    `O link vale por ${input.validHours} horas e pode ser usado uma vez. Se ele expirar, peça outro no seu perfil.`,
    'Se não foi você quem criou a conta ou trocou o e-mail, é só ignorar esta mensagem.',
    '',
    'Equipe Rumo',
  ].join('\n');
  const html = renderEmailHtml(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px">Para confirmar que <strong>${escapeHtml(input.to)}</strong> é o seu e-mail no Rumo, toque no botão:</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Confirmar e-mail</a></p>
<p style="margin:0 0 16px">O link vale por ${input.validHours} horas e pode ser usado uma vez. Se ele expirar, peça outro no seu perfil.</p>
<p style="margin:0 0 16px;font-size:13px;color:#52525b;word-break:break-all">Se o botão não abrir, copie este endereço no navegador: ${escapeHtml(input.link)}</p>
<p style="margin:0">Se não foi você quem criou a conta ou trocou o e-mail, é só ignorar esta mensagem.</p>`,
  );
  return { to: input.to, subject, text, html, secret: true };
}
