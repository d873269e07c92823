import { button, code, paragraph, SIGN_OFF, strong, type MailContent } from '../../platform/mail/content';
import { firstName } from '../../../shared/domain/person-name';
import { formatMinutes } from '../../../shared/domain/duration';

export function temporaryPasswordEmail(input: { name: string; temporaryPassword: string; validMinutes: number; loginUrl: string }): MailContent {
  return {
    subject: 'Sua senha temporária do Rumo',
    blocks: [
      paragraph(`Olá, ${firstName(input.name)}!`),
      paragraph('Recebemos um pedido para recuperar o acesso à sua conta no Rumo.'),
      code('Sua senha temporária é:', input.temporaryPassword),
      paragraph(`Ela vale por ${formatMinutes(input.validMinutes)} e pode ser usada uma única vez. Ao entrar com ela, você vai escolher uma nova senha.`),
      paragraph('Sua senha atual continua funcionando: se não foi você quem pediu, é só ignorar este e-mail.'),
      button('Entrar no Rumo', input.loginUrl),
      SIGN_OFF,
    ],
  };
}

/** The link that confirms `address` as the account's. */
export function emailConfirmationEmail(input: { address: string; name: string; link: string; validHours: number }): MailContent {
  return {
    subject: 'Confirme seu e-mail no Rumo',
    blocks: [
      paragraph(`Olá, ${firstName(input.name)}!`),
      paragraph('Para confirmar que ', strong(input.address), ' é o seu e-mail no Rumo, abra este link:'),
      button('Confirmar e-mail', input.link),
      paragraph(`O link vale por ${input.validHours} horas e pode ser usado uma vez. Se ele expirar, peça outro no seu perfil.`),
      paragraph('Se não foi você quem criou a conta ou trocou o e-mail, é só ignorar esta mensagem.'),
      SIGN_OFF,
    ],
  };
}

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
