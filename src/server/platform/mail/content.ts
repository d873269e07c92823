import { escapeHtml, renderEmailHtml } from './layout';

/**
 * An e-mail is written once, as a subject and a list of blocks; `renderMail`
 * turns the blocks into both the plain text and the HTML, so the two can never
 * say different things (issue 28). Every value is escaped in the HTML and left
 * as typed in the text.
 */

/** A run of words, or words shown in bold in the HTML (the text shows them plainly). */
export type Inline = string | { strong: string };

export type MailBlock =
  /** A paragraph of the message. */
  | { type: 'paragraph'; text: readonly Inline[] }
  /** A paragraph in small grey print: a legal note, a reminder. */
  | { type: 'small'; text: readonly Inline[] }
  /** A one-time code (a temporary password), large and monospaced in the HTML: "label code" in the text. */
  | { type: 'code'; label: string; code: string }
  /** The call to action: a button in the HTML (with the address below it, should the button not open); "label: address" in the text. */
  | { type: 'button'; label: string; href: string; tone: 'primary' | 'danger' }
  /** A plain link: "label: address" in both. */
  | { type: 'link'; label: string; href: string }
  /** Labelled values (a receipt, a form's fields): a table in the HTML, "label: value" lines in the text. */
  | { type: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** Text someone else typed (a contact message), kept with its line breaks. */
  | { type: 'quote'; text: string };

/** One e-mail: what each `*.emails.ts` function returns. */
export interface MailContent {
  subject: string;
  blocks: readonly MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const strong = (text: string): Inline => ({ strong: text });
export const paragraph = (...text: Inline[]): MailBlock => ({ type: 'paragraph', text });
export const smallPrint = (...text: Inline[]): MailBlock => ({ type: 'small', text });
export const code = (label: string, value: string): MailBlock => ({ type: 'code', label, code: value });
export const button = (label: string, href: string, tone: 'primary' | 'danger' = 'primary'): MailBlock => ({ type: 'button', label, href, tone });
export const link = (label: string, href: string): MailBlock => ({ type: 'link', label, href });
export const fields = (rows: ReadonlyArray<readonly [string, string]>): MailBlock => ({ type: 'fields', rows });
export const quote = (text: string): MailBlock => ({ type: 'quote', text });

/** How Rumo signs the e-mails it writes to people. */
export const SIGN_OFF: MailBlock = paragraph('Equipe Rumo');

/** Under each button in the HTML, before its address: the one sentence the text has no use for (it shows the address anyway). */
export const BUTTON_FALLBACK = 'Se o botão não abrir, copie este endereço no navegador:';

const BUTTON_COLOUR = { primary: '#4338ca', danger: '#b91c1c' } as const;
const SMALL_STYLE = 'font-size:13px;color:#52525b';

const inlineText = (parts: readonly Inline[]): string => parts.map((part) => (typeof part === 'string' ? part : part.strong)).join('');
const inlineHtml = (parts: readonly Inline[]): string =>
  parts.map((part) => (typeof part === 'string' ? escapeHtml(part) : `<strong>${escapeHtml(part.strong)}</strong>`)).join('');

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'small':
      return inlineText(block.text);
    case 'code':
      return `${block.label} ${block.code}`;
    case 'button':
    case 'link':
      return `${block.label}: ${block.href}`;
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return block.text;
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${inlineHtml(block.text)}</p>`;
    case 'small':
      return `<p style="margin:0 0 16px;${SMALL_STYLE}">${inlineHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:0 0 8px">${escapeHtml(block.label)}</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:4px;font-family:'Courier New',monospace">${escapeHtml(block.code)}</p>`;
    case 'button': {
      const href = escapeHtml(block.href);
      return `<p style="margin:8px 0 16px"><a href="${href}" style="display:inline-block;background:${BUTTON_COLOUR[block.tone]};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></p>
<p style="margin:0 0 16px;${SMALL_STYLE};word-break:break-all">${escapeHtml(BUTTON_FALLBACK)} ${href}</p>`;
    }
    case 'link':
      return `<p style="margin:0 0 16px;${SMALL_STYLE}">${escapeHtml(block.label)}: <a href="${escapeHtml(block.href)}">${escapeHtml(block.href)}</a></p>`;
    case 'fields': {
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><td style="padding:6px 12px 6px 0;color:#52525b;white-space:nowrap;vertical-align:top">${escapeHtml(label)}:</td><td style="padding:6px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
      );
      return `<table style="border-collapse:collapse;margin:0 0 16px;width:100%">${rows.join('')}</table>`;
    }
    case 'quote':
      return `<div style="margin:0 0 16px;white-space:pre-wrap;border-left:4px solid #c7d2fe;padding-left:12px">${escapeHtml(block.text)}</div>`;
  }
}

/** The plain-text body: one block after another, a blank line between them. */
export function renderText(blocks: readonly MailBlock[]): string {
  return blocks.map(blockText).join('\n\n');
}

/** The HTML of the blocks alone, without the frame (`renderEmailHtml`) around them. */
export function renderHtmlBody(blocks: readonly MailBlock[]): string {
  return blocks.map(blockHtml).join('\n');
}

/** The subject, the text and the HTML (in Rumo's frame) of one e-mail. */
export function renderMail(content: MailContent): RenderedMail {
  return { subject: content.subject, text: renderText(content.blocks), html: renderEmailHtml(content.subject, renderHtmlBody(content.blocks)) };
}
