import { escapeHtml, renderEmailHtml } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

const METHOD_LABEL = { pix: 'PIX', credit_card: 'Cartão de crédito (à vista)' } as const;

/** What a receipt lists, to the buyer and to a guardian alike. */
function receiptRows(input: { orderId: string; method: keyof typeof METHOD_LABEL; price: string; paidAt: Date }): Array<[string, string]> {
  const paidAt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(input.paidAt);
  return [
    ['Produto', 'Relatório completo Rumo + criador de currículo'],
    ['Valor', input.price],
    ['Forma de pagamento', METHOD_LABEL[input.method]],
    ['Data', paidAt],
    ['Pedido', input.orderId],
  ];
}

function receiptTableHtml(rows: Array<[string, string]>): string {
  const cells = rows.map(
    ([label, value]) =>
      `<tr><td style="padding:6px 12px 6px 0;color:#52525b;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
  );
  return `<table style="border-collapse:collapse;margin:0 0 24px;width:100%">${cells.join('')}</table>`;
}

/** The receipt sent once when a payment is confirmed: what was bought, for how much, and where to find it. */
export function paymentReceiptEmail(input: {
  to: string;
  firstName: string;
  orderId: string;
  method: keyof typeof METHOD_LABEL;
  price: string;
  paidAt: Date;
  resultsUrl: string;
  supportEmail: string;
}): MailMessage {
  const subject = 'Pagamento confirmado: seu relatório completo do Rumo';
  const rows = receiptRows(input);
  const text = [
    `Olá, ${input.firstName}!`,
    '',
    'Recebemos o seu pagamento. O relatório completo e o criador de currículo já estão liberados na sua conta.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Ver o relatório: ${input.resultsUrl}`,
    '',
    `Você pode desistir da compra em até 7 dias (Código de Defesa do Consumidor, art. 49). Basta escrever para ${input.supportEmail} informando o número do pedido.`,
    '',
    'Equipe Rumo',
  ].join('\n');
  const html = renderEmailHtml(
    subject,
    `<p style="margin:0 0 16px">Olá, ${escapeHtml(input.firstName)}!</p>
<p style="margin:0 0 16px">Recebemos o seu pagamento. O relatório completo e o criador de currículo já estão liberados na sua conta.</p>
${receiptTableHtml(rows)}
<p style="margin:0 0 24px"><a href="${escapeHtml(input.resultsUrl)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Ver o relatório</a></p>
<p style="margin:0;font-size:14px;color:#52525b">Você pode desistir da compra em até 7 dias (Código de Defesa do Consumidor, art. 49). Basta escrever para ${escapeHtml(input.supportEmail)} informando o número do pedido.</p>`,
  );
  return { to: input.to, subject, text, html };
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
  to: string;
  guardianFirstName: string;
  buyerName: string;
  orderId: string;
  method: keyof typeof METHOD_LABEL;
  price: string;
  paidAt: Date;
  siteUrl: string;
  supportEmail: string;
}): MailMessage {
  const subject = GUARDIAN_NOTE.subject;
  const intro = `${input.buyerName} informou você como responsável ao comprar no Rumo. Este é o recibo.`;
  const rows = receiptRows(input);
  const paragraphs = [GUARDIAN_NOTE.what, GUARDIAN_NOTE.bought, GUARDIAN_NOTE.contact(input.supportEmail), GUARDIAN_NOTE.notYou];
  const text = [
    `Olá, ${input.guardianFirstName}!`,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `Site: ${input.siteUrl}`,
    '',
    'Equipe Rumo',
  ].join('\n');
  const html = renderEmailHtml(
    subject,
    `<p style="margin:0 0 16px">Olá, ${escapeHtml(input.guardianFirstName)}!</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
${receiptTableHtml(rows)}
${paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:0;font-size:14px;color:#52525b"><a href="${escapeHtml(input.siteUrl)}">${escapeHtml(input.siteUrl)}</a></p>`,
  );
  return { to: input.to, subject, text, html };
}
