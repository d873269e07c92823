/**
 * E-mails from one source (issue 28): the blocks an e-mail is written as
 * render to a plain text and an HTML that say the same words, in the same
 * order; the HTML escapes every value, the text keeps it as typed. `kind` is
 * one of MAIL_KINDS, and a kind whose rule names a reference cannot be queued
 * without it.
 */
import { describe, expect, it } from 'vitest';
import {
  BUTTON_FALLBACK,
  button,
  code,
  fields,
  link,
  paragraph,
  quote,
  renderHtmlBody,
  renderMail,
  renderText,
  SIGN_OFF,
  smallPrint,
  strong,
  type MailBlock,
  type MailContent,
} from './content';
import { MAIL_KINDS, MAIL_KIND_NAMES } from './kinds';
import type { Outbox } from './outbox';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** What a person reads in the HTML: the tags gone, the entities decoded, the button's fallback sentence (HTML only) left out. */
function readHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!)
    .split(BUTTON_FALLBACK)
    .join(' ');
}

/** The words, in order (letters and digits; punctuation and layout aside). */
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every kind of block, with values a sender could make hostile. */
const EVERY_BLOCK: MailBlock[] = [
  paragraph('Olá, ', strong('Ana <b>& "Bia"'), '! Tudo certo?'),
  smallPrint('Letra miúda: até 7 dias, art. 49.'),
  code('Sua senha temporária é:', 'Ab3<x>9'),
  button('Confirmar e-mail', 'https://rumo.exemplo/confirm-email?token=abc&x=<1>'),
  button('Não fui eu, desfazer a troca', 'https://rumo.exemplo/revert-email?token=def', 'danger'),
  link('Site', 'https://rumo.exemplo'),
  fields([
    ['Nome', "Joana D'Arc"],
    ['Pedido', '0b7e7c43-5f0e-4a57-9d1c-1f0c8f0a3e11'],
  ]),
  quote('<script>alert("oi")</script>\n& mais texto'),
  SIGN_OFF,
];

describe('e-mail content: one list of blocks, rendered to text and HTML', () => {
  it('says the same words in the text and in the HTML, in the same order, for every kind of block', () => {
    const text = renderText(EVERY_BLOCK);
    const html = renderHtmlBody(EVERY_BLOCK);
    expect(wordsOf(text).length).toBeGreaterThan(40);
    expect(wordsOf(readHtml(html))).toEqual(wordsOf(text));
    // Block by block, too: no block renders words of its own into only one of them.
    for (const block of EVERY_BLOCK) expect(wordsOf(readHtml(renderHtmlBody([block]))), block.type).toEqual(wordsOf(renderText([block])));
  });

  it('writes the text as a person reads it: blank lines between blocks, "label: address" for links and buttons, values as typed', () => {
    const text = renderText(EVERY_BLOCK);
    expect(text.split('\n\n')[0]).toBe('Olá, Ana <b>& "Bia"! Tudo certo?');
    expect(text).toContain('Sua senha temporária é: Ab3<x>9');
    expect(text).toContain('Confirmar e-mail: https://rumo.exemplo/confirm-email?token=abc&x=<1>');
    expect(text).toContain('Site: https://rumo.exemplo');
    expect(text).toContain("Nome: Joana D'Arc\nPedido: 0b7e7c43-5f0e-4a57-9d1c-1f0c8f0a3e11");
    expect(text).toContain('<script>alert("oi")</script>\n& mais texto');
    expect(text.endsWith('Equipe Rumo')).toBe(true);
  });

  it('escapes every value in the HTML, so nothing a person typed is ever markup', () => {
    const html = renderHtmlBody(EVERY_BLOCK);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<x>');
    expect(html).toContain('<strong>Ana &lt;b&gt;&amp; &quot;Bia&quot;</strong>');
    expect(html).toContain('href="https://rumo.exemplo/confirm-email?token=abc&amp;x=&lt;1&gt;"');
    expect(html).toContain('Joana D&#39;Arc');
    expect(html).toContain('&lt;script&gt;alert(&quot;oi&quot;)&lt;/script&gt;\n&amp; mais texto');
  });

  it('frames the HTML in the Rumo layout, titled by the escaped subject', () => {
    const content: MailContent = { subject: 'Aviso <importante>', blocks: [paragraph('Corpo da mensagem.')] };
    const mail = renderMail(content);
    expect(mail.subject).toBe('Aviso <importante>');
    expect(mail.text).toBe('Corpo da mensagem.');
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('<title>Aviso &lt;importante&gt;</title>');
    expect(mail.html).toContain('<p style="margin:0 0 16px">Corpo da mensagem.</p>');
  });
});

describe('e-mail kinds: one typed list', () => {
  it('names every kind once, each a secret or not, and references only attempts or orders', () => {
    expect(MAIL_KIND_NAMES).toEqual([...new Set(MAIL_KIND_NAMES)]);
    expect(MAIL_KIND_NAMES.filter((kind) => MAIL_KINDS[kind].secret).sort()).toEqual(['email-change-requested', 'email-confirmation', 'temporary-password']);
    expect(MAIL_KIND_NAMES.filter((kind) => MAIL_KINDS[kind].reference === 'attempt')).toEqual(['shared-result']);
    expect(MAIL_KIND_NAMES.filter((kind) => MAIL_KINDS[kind].reference === 'order').sort()).toEqual(['payment-guardian-receipt', 'payment-receipt']);
  });

  it('queues only a listed kind, with the reference its rule asks for (checked by tsc)', () => {
    const content: MailContent = { subject: 'x', blocks: [paragraph('x')] };
    const queue = (outbox: Outbox) => [
      outbox.enqueue('shared-result', { to: 'a@exemplo.com.br', content, attemptId: 'tentativa' }),
      outbox.enqueue('payment-receipt', { to: 'a@exemplo.com.br', content, orderId: 'pedido' }),
      outbox.enqueue('contact', { to: 'a@exemplo.com.br', content, replyTo: 'b@exemplo.com.br' }),
      // @ts-expect-error -- not a kind of MAIL_KINDS.
      outbox.enqueue('newsletter', { to: 'a@exemplo.com.br', content }),
      // @ts-expect-error -- a shared result names its attempt: the LGPD export finds it by that.
      outbox.enqueue('shared-result', { to: 'a@exemplo.com.br', content }),
      // @ts-expect-error -- a receipt names its order, not an attempt.
      outbox.enqueue('payment-receipt', { to: 'a@exemplo.com.br', content, attemptId: 'tentativa' }),
      // @ts-expect-error -- a kind without a reference takes none.
      outbox.enqueue('temporary-password', { to: 'a@exemplo.com.br', content, orderId: 'pedido' }),
      // @ts-expect-error -- the e-mail is blocks, never a text and an HTML written apart.
      outbox.enqueue('contact', { to: 'a@exemplo.com.br', subject: 'x', text: 'x', html: '<p>x</p>' }),
    ];
    expect(queue).toBeTypeOf('function');
  });
});
