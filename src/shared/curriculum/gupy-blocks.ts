import type { CurriculumDocument, DocumentEntry } from './document';
import { LIST_SECTIONS } from './sections';

/**
 * "Copiar para a Gupy" (issue 29): the two fields Gupy's AI reads, Habilidades
 * and Experiências, as plain text to paste into its form. Built from the
 * document the PDF and the preview draw, so they hold the same rows (complete
 * ones only, in the same order, with the same words and skill levels) and
 * nothing else: no name, contact or age, which Gupy's AI ignores anyway.
 *
 * Plain text: no markdown, no tabs; Habilidades one skill per line, as the
 * field lists them; Experiências one block per experience (its title, then
 * where and when, then each description line, after a "• " where the document
 * draws it as a bullet point), separated by a
 * blank line. Gupy publishes no limit for these fields, so we keep each
 * block within GUPY_LIMITS (decision 0188) by leaving out whole rows, never
 * cutting one, and say how many were left out.
 */

export type GupyBlockKey = 'skills' | 'experiences';

/** The most characters a block holds (our choice: decision 0188). 30 skills of the registry's longest fit the first. */
export const GUPY_LIMITS: Readonly<Record<GupyBlockKey, number>> = { skills: 2500, experiences: 5000 };

/** Beside a block when the clipboard is refused: its text is then selected on screen. */
export const GUPY_MANUAL_COPY = 'Não deu para copiar automaticamente. O texto já está selecionado: toque e segure sobre ele e escolha “Copiar”.';

/** What starts a description line in the Experiências block. */
export const GUPY_LINE_MARK = '• ';

export interface GupyBlock {
  key: GupyBlockKey;
  /** The section's name, as Gupy's field is named ("Habilidades", "Experiências"). */
  label: string;
  /** The text to paste; '' when the section has no complete row. */
  text: string;
  /** Rows in the text. */
  count: number;
  /** Rows left out because the block would pass its limit. */
  leftOut: number;
}

const skillText = (entry: DocumentEntry) => entry.title;

function experienceText(entry: DocumentEntry): string {
  const lines = entry.bullets ? entry.lines.map((line) => `${GUPY_LINE_MARK}${line}`) : entry.lines;
  return [entry.title, entry.meta, ...lines].filter((line) => line !== '').join('\n');
}

const SHAPES: Readonly<Record<GupyBlockKey, { row: (entry: DocumentEntry) => string; separator: string }>> = {
  skills: { row: skillText, separator: '\n' },
  experiences: { row: experienceText, separator: '\n\n' },
};

function block(document: CurriculumDocument, key: GupyBlockKey): GupyBlock {
  const entries = document.sections.find((section) => section.key === key)?.entries ?? [];
  const { row, separator } = SHAPES[key];
  const rows: string[] = [];
  let length = 0;
  for (const entry of entries) {
    const text = row(entry).trim();
    if (text === '') continue;
    const added = (rows.length > 0 ? separator.length : 0) + text.length;
    if (length + added > GUPY_LIMITS[key]) break;
    rows.push(text);
    length += added;
  }
  return { key, label: LIST_SECTIONS[key].label, text: rows.join(separator), count: rows.length, leftOut: entries.length - rows.length };
}

/** The Habilidades and Experiências blocks, in that order. */
export function gupyBlocks(document: CurriculumDocument): [GupyBlock, GupyBlock] {
  return [block(document, 'skills'), block(document, 'experiences')];
}
