import { escapeHtml, renderEmailHtml } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

export function contactEmail(input: {
  to: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  id: string;
}): MailMessage & { replyTo: string } {
  const subject = `[Contato] ${input.subject}`.slice(0, 200);
  const text = [
    `Nova mensagem pelo formulário de contato (#${input.id}).`,
    '',
    `Nome: ${input.name}`,
    `Email: ${input.email}`,
    `Assunto: ${input.subject}`,
    '',
    input.message,
  ].join('\n');
  const html = renderEmailHtml(
    subject,
    `<p style="margin:0 0 16px">Nova mensagem pelo formulário de contato (#${escapeHtml(input.id)}).</p>
<p style="margin:0 0 4px"><strong>Nome:</strong> ${escapeHtml(input.name)}</p>
<p style="margin:0 0 4px"><strong>Email:</strong> ${escapeHtml(input.email)}</p>
<p style="margin:0 0 16px"><strong>Assunto:</strong> ${escapeHtml(input.subject)}</p>
<div style="white-space:pre-wrap;border-left:4px solid #c7d2fe;padding-left:12px">${escapeHtml(input.message)}</div>`,
  );
  return { to: input.to, subject, text, html, replyTo: input.email };
}
