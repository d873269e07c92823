import { escapeHtml, renderEmailHtml } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';
import { firstName } from '../../../shared/domain/person-name';

export function temporaryPasswordEmail(input: {
  to: string;
  name: string;
  temporaryPassword: string;
  validMinutes: number;
  loginUrl: string;
}): MailMessage {
  const greeting = `Olá, ${firstName(input.name)}!`;
  const subject = 'Sua senha temporária do Rumo';
  const text = [
    greeting,
    '',
    'Recebemos um pedido para recuperar o acesso à sua conta no Rumo.',
    `Sua senha temporária é: ${input.temporaryPassword}`,
    '',
    `Ela vale por ${input.validMinutes} minutos e pode ser usada uma única vez. Ao entrar com ela, você vai escolher uma nova senha.`,
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
<p style="margin:0 0 16px">Ela vale por ${input.validMinutes} minutos e pode ser usada uma única vez. Ao entrar com ela, você vai escolher uma nova senha.</p>
<p style="margin:0 0 24px">Sua senha atual continua funcionando: se não foi você quem pediu, é só ignorar este e-mail.</p>
<p style="margin:0"><a href="${escapeHtml(input.loginUrl)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Entrar no Rumo</a></p>`,
  );
  return { to: input.to, subject, text, html };
}
