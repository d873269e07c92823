import { button, paragraph, SIGN_OFF, type MailContent } from '../../platform/mail/content';
import { firstName } from '../../../shared/domain/person-name';

/** To the current address when someone asks to move the account to another one: what happened, and the link that undoes it. */
export function emailChangeRequestedEmail(input: { oldEmail: string; name: string; newEmail: string; revertLink: string; validDays: number }): MailContent {
  return {
    subject: 'Pedido de troca do e-mail da sua conta no Rumo',
    blocks: [
      paragraph(`Olá, ${firstName(input.name)}!`),
      paragraph(`Recebemos um pedido para trocar o e-mail da sua conta no Rumo de ${input.oldEmail} para ${input.newEmail}.`),
      paragraph('Até o novo e-mail ser confirmado, você continua entrando e recuperando a senha por este aqui.'),
      paragraph(
        `Se não foi você, abra este link nos próximos ${input.validDays} dias: ele desfaz a troca, pede uma nova senha e encerra todas as sessões abertas da conta.`,
      ),
      button('Não fui eu, desfazer a troca', input.revertLink, 'danger'),
      paragraph('Se foi você, não precisa fazer nada.'),
      SIGN_OFF,
    ],
  };
}

/** To an address that already has an account, when another account asks to move to it (the asker is told nothing of it). */
export function emailInUseNoticeEmail(input: { loginUrl: string }): MailContent {
  return {
    subject: 'Alguém tentou usar seu e-mail no Rumo',
    blocks: [
      paragraph('Olá!'),
      paragraph('Outra conta do Rumo pediu para passar a usar este e-mail. Ele já é o da sua conta, então nada mudou: sua conta continua igual.'),
      paragraph('Se foi você, entre na conta que já usa este e-mail. Se não foi, não precisa fazer nada.'),
      button('Entrar no Rumo', input.loginUrl),
      SIGN_OFF,
    ],
  };
}
