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
