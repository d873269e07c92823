import { button, fields, link, paragraph, SIGN_OFF, smallPrint, type MailBlock, type MailContent } from '../../platform/mail/content';

const METHOD_LABEL = { pix: 'PIX', credit_card: 'Cartão de crédito (à vista)' } as const;

/** What a receipt lists, to the buyer and to a guardian alike. */
function receiptFields(input: { orderId: string; method: keyof typeof METHOD_LABEL; price: string; paidAt: Date }): MailBlock {
  const paidAt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(input.paidAt);
  return fields([
    ['Produto', 'Relatório completo Rumo + criador de currículo'],
    ['Valor', input.price],
    ['Forma de pagamento', METHOD_LABEL[input.method]],
    ['Data', paidAt],
    ['Pedido', input.orderId],
  ]);
}

/** The receipt sent once when a payment is confirmed: what was bought, for how much, and where to find it. */
export function paymentReceiptEmail(input: {
  firstName: string;
  orderId: string;
  method: keyof typeof METHOD_LABEL;
  price: string;
  paidAt: Date;
  resultsUrl: string;
  supportEmail: string;
}): MailContent {
  return {
    subject: 'Pagamento confirmado: seu relatório completo do Rumo',
    blocks: [
      paragraph(`Olá, ${input.firstName}!`),
      paragraph('Recebemos o seu pagamento. O relatório completo e o criador de currículo já estão liberados na sua conta.'),
      receiptFields(input),
      button('Ver o relatório', input.resultsUrl),
      smallPrint(
        `Você pode desistir da compra em até 7 dias (Código de Defesa do Consumidor, art. 49). Basta escrever para ${input.supportEmail} informando o número do pedido.`,
      ),
      SIGN_OFF,
    ],
  };
}

/**
 * The note to the guardian of a buyer under 16 (Terms: they authorise the
 * purchase): what Rumo is, what was bought, how to reach us or delete the
 * account. Fixed sentences, each checked for Flesch-PT like the site's texts.
 */
export const GUARDIAN_NOTE = {
  subject: 'Aviso ao responsável: compra no Rumo',
  what: 'O Rumo é um teste de autoconhecimento para jovens, com guia de carreiras e criador de currículo. Não é um teste clínico nem de seleção.',
  bought: 'A compra libera o relatório completo e o criador de currículo. O valor é pago uma vez só, sem mensalidade.',
  contact: (supportEmail: string) =>
    `Você pode pedir a devolução em até 7 dias, ou a exclusão da conta a qualquer hora. Basta escrever para ${supportEmail} com o número do pedido.`,
  notYou: 'Se você não autorizou esta compra, escreva para nós.',
} as const;

/** Sent with the buyer's receipt when the order names a guardian (a buyer under 16). */
export function guardianReceiptEmail(input: {
  guardianFirstName: string;
  buyerName: string;
  orderId: string;
  method: keyof typeof METHOD_LABEL;
  price: string;
  paidAt: Date;
  siteUrl: string;
  supportEmail: string;
}): MailContent {
  return {
    subject: GUARDIAN_NOTE.subject,
    blocks: [
      paragraph(`Olá, ${input.guardianFirstName}!`),
      paragraph(`${input.buyerName} informou você como responsável ao comprar no Rumo. Este é o recibo.`),
      receiptFields(input),
      paragraph(GUARDIAN_NOTE.what),
      paragraph(GUARDIAN_NOTE.bought),
      paragraph(GUARDIAN_NOTE.contact(input.supportEmail)),
      paragraph(GUARDIAN_NOTE.notYou),
      link('Site', input.siteUrl),
      SIGN_OFF,
    ],
  };
}
