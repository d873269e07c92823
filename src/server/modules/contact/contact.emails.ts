import { fields, paragraph, quote, type MailContent } from '../../platform/mail/content';

/** A contact form message, to support (the sender is the Reply-To). */
export function contactEmail(input: { id: string; name: string; email: string; subject: string; message: string }): MailContent {
  return {
    subject: `[Contato] ${input.subject}`.slice(0, 200),
    blocks: [
      paragraph(`Nova mensagem pelo formulário de contato (#${input.id}).`),
      fields([
        ['Nome', input.name],
        ['Email', input.email],
        ['Assunto', input.subject],
      ]),
      quote(input.message),
    ],
  };
}
