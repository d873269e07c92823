import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  TextRun,
  type IBaseParagraphStyleOptions,
  type IBorderOptions,
  type IParagraphOptions,
  type IParagraphStylePropertiesOptions,
} from 'docx';
import { contactLineParts, type CurriculumDocument, type DocumentEntry, type DocumentKind, type DocumentSection } from '../../../shared/curriculum/document';
import type { CurriculumDesign } from '../../../shared/curriculum/rules';
import { tint } from '../../platform/pdf/color';

/**
 * The resume as a Word file (.docx, Office Open XML), written from the same
 * document model as the PDF and the live preview: every line once, in the
 * same order, and nothing else (decision 0184).
 *
 * For applicant-tracking systems and for the person who edits it in Word,
 * Google Docs or LibreOffice:
 * - A4, one column, one reading order; every text is a run in a body
 *   paragraph: no text box, table, image, header or footer (the name and
 *   contact lines are the body's first paragraphs);
 * - real Word heading styles: the name is Heading 1, each section heading
 *   Heading 2 and each entry's title Heading 3, so the navigation pane, screen
 *   readers and parsers see the outline; bulleted sections and an experience's
 *   description lines are a real Word list;
 * - a heading, a title and a meta line keep with the line after them, so a
 *   page never ends on one.
 *
 * The two designs take the PDF designs' sizes, weights, colours, margins and
 * spacing (designs/classic.tsx, designs/modern.tsx; curriculum-docx.test.ts
 * checks they agree). Fonts: the PDF embeds DejaVu, which a recruiter's
 * Word rarely has, so the file names the fonts of the same families that
 * Word, Google Docs and LibreOffice all have or substitute: Georgia for
 * Clássico's DejaVu Serif, Verdana for Moderno's DejaVu Sans (DejaVu derives
 * from Bitstream Vera, drawn to the same wide screen proportions).
 */
export interface CurriculumDocxInput {
  document: CurriculumDocument;
  /** The document already orders the sections for its kind; the designs look the same for both kinds. */
  kind: DocumentKind;
  design: CurriculumDesign;
}

/** A text's look, in points. */
export interface DocxTextLook {
  size: number;
  bold?: boolean;
  italic?: boolean;
  /** "#rrggbb" */
  color: string;
  lineHeight: number;
}

/** What a DOCX design decides: the look only, in points, as the PDF design draws it. */
export interface DocxDesign {
  font: string;
  page: { top: number; bottom: number; horizontal: number };
  name: DocxTextLook & { after: number };
  contact: DocxTextLook;
  /** Moderno's band behind the name and contact lines (paragraph shading), with the inner space around them. */
  band?: { fill: string; padding: number };
  heading: DocxTextLook & { before: number; after: number; rule: { color: string; width: number; space: number } };
  title: DocxTextLook;
  meta: DocxTextLook;
  line: DocxTextLook;
  /** Space above an entry after a section's first, and above a body line after an entry's first. */
  entryGap: number;
  lineGap: number;
  bullet: { color: string; indent: number };
}

const CLASSIC_INK = '#000000';
const classicDocx: DocxDesign = {
  font: 'Georgia',
  page: { top: 34, bottom: 34, horizontal: 54 },
  name: { size: 19, bold: true, color: CLASSIC_INK, lineHeight: 1.2, after: 5 },
  contact: { size: 9.5, color: CLASSIC_INK, lineHeight: 1.35 },
  heading: { size: 11.5, bold: true, color: CLASSIC_INK, lineHeight: 1.2, before: 9, after: 4, rule: { color: CLASSIC_INK, width: 0.75, space: 1.5 } },
  title: { size: 10.5, bold: true, color: CLASSIC_INK, lineHeight: 1.3 },
  meta: { size: 9.5, italic: true, color: CLASSIC_INK, lineHeight: 1.3 },
  line: { size: 9.5, color: CLASSIC_INK, lineHeight: 1.3 },
  entryGap: 5,
  lineGap: 1,
  bullet: { color: CLASSIC_INK, indent: 3.5 + 8 },
};

/** Moderno's colours: the PDF's (designs/modern.tsx MODERN_COLORS), the web's brand indigo. */
export const MODERN_DOCX_COLORS = { band: '#3730a3', onBand: '#ffffff', accent: '#4338ca', ink: '#111827', muted: '#4b5563' } as const;
const modernDocx: DocxDesign = {
  font: 'Verdana',
  page: { top: 34, bottom: 34, horizontal: 54 },
  name: { size: 20, bold: true, color: MODERN_DOCX_COLORS.onBand, lineHeight: 1.2, after: 5 },
  contact: { size: 9.5, color: MODERN_DOCX_COLORS.onBand, lineHeight: 1.35 },
  band: { fill: MODERN_DOCX_COLORS.band, padding: 8 },
  heading: {
    size: 11.5,
    bold: true,
    color: MODERN_DOCX_COLORS.accent,
    lineHeight: 1.2,
    before: 9,
    after: 4,
    rule: { color: tint(MODERN_DOCX_COLORS.accent, 0.7), width: 1, space: 1.5 },
  },
  title: { size: 10, bold: true, color: MODERN_DOCX_COLORS.ink, lineHeight: 1.3 },
  meta: { size: 9, color: MODERN_DOCX_COLORS.muted, lineHeight: 1.3 },
  line: { size: 9.5, color: MODERN_DOCX_COLORS.ink, lineHeight: 1.3 },
  entryGap: 5,
  lineGap: 1,
  bullet: { color: MODERN_DOCX_COLORS.accent, indent: 4 + 8 },
};

export const DOCX_DESIGNS: Readonly<Record<CurriculumDesign, DocxDesign>> = { classic: classicDocx, modern: modernDocx };

/** A4 in twentieths of a point (twips): 210 × 297 mm. */
export const A4_TWIPS = { width: 11906, height: 16838 } as const;

/** Word measures: twips (1/20 pt) for spacing, half-points for font sizes, eighths of a point for borders. */
const twips = (points: number) => Math.round(points * 20);
const halfPoints = (points: number) => Math.round(points * 2);
const hex = (color: string) => color.replace('#', '').toUpperCase();

/** Paragraph style ids of our own (Word's built-in ids for the headings). */
const STYLE = { contact: 'RumoContact', meta: 'RumoMeta', line: 'RumoLine' } as const;
const BULLETS = 'rumo-bullets';

function runLook(look: DocxTextLook, font: string) {
  return { font, size: halfPoints(look.size), bold: look.bold === true, italics: look.italic === true, color: hex(look.color) };
}

const lineSpacing = (look: DocxTextLook) => Math.round(240 * look.lineHeight);

/** A paragraph style: the text's look, its line height, and the space around it (points). */
function styleOf(design: DocxDesign, look: DocxTextLook, paragraph: IParagraphStylePropertiesOptions = {}, space: { before?: number; after?: number } = {}) {
  return {
    run: runLook(look, design.font),
    paragraph: { spacing: { line: lineSpacing(look), before: twips(space.before ?? 0), after: twips(space.after ?? 0) }, ...paragraph },
  } satisfies IBaseParagraphStyleOptions;
}

/**
 * Moderno's band: shading, and a border of the band's own colour on every
 * side whose space is the band's padding. Word, LibreOffice and Google Docs
 * shade the space inside a border too, and draw consecutive paragraphs with
 * the same border as one box: the name and contact lines make one band.
 */
function bandOf(design: DocxDesign): IParagraphStylePropertiesOptions {
  const band = design.band;
  if (!band) return {};
  const side: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: hex(band.fill), space: Math.round(band.padding) };
  return { shading: { type: ShadingType.CLEAR, fill: hex(band.fill), color: 'auto' }, border: { top: side, bottom: side, left: side, right: side } };
}

/**
 * The resume's header in Word: the name (Heading 1) and the contact lines, body paragraphs in the band's
 * styles (headerStyles). Shared with the cover letter's Word file (curriculum-letter-docx.ts), whose header
 * is the resume's.
 */
export function headerParagraphs(document: Pick<CurriculumDocument, 'name' | 'contact' | 'links'>): Paragraph[] {
  return [
    ...(document.name !== '' ? [new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(document.name)] })] : []),
    // The e-mail and the LinkedIn profile open from the file, as in the PDF: the same words, in a link.
    ...document.contact.map(
      (line) =>
        new Paragraph({
          style: STYLE.contact,
          children: contactLineParts(line, document.links).map((part) =>
            part.url ? new ExternalHyperlink({ link: part.url, children: [new TextRun(part.text)] }) : new TextRun(part.text),
          ),
        }),
    ),
  ];
}

/** The header's styles: Heading 1 for the name and the contact lines' paragraph style (Moderno's band on both). */
export function headerStyles(design: DocxDesign) {
  const together = { keepNext: true, keepLines: true } as const;
  return {
    heading1: styleOf(design, design.name, { ...together, ...bandOf(design), outlineLevel: 0 }, { after: design.name.after }),
    contact: {
      id: STYLE.contact,
      name: 'Rumo Contato',
      basedOn: 'Normal',
      quickFormat: true,
      ...styleOf(design, design.contact, { ...together, ...bandOf(design) }),
    },
  };
}

/** A4 with the design's margins. */
export function docxPage(design: DocxDesign) {
  return {
    size: A4_TWIPS,
    margin: { top: twips(design.page.top), bottom: twips(design.page.bottom), left: twips(design.page.horizontal), right: twips(design.page.horizontal) },
  };
}

/** A paragraph style of the design's font: a look, its line height and the space around it (points). */
export function docxTextStyle(design: DocxDesign, look: DocxTextLook, space: { before?: number; after?: number } = {}) {
  return styleOf(design, look, {}, space);
}

/** The run properties of a look (font, size, weight, colour), for the document's defaults. */
export const docxRunLook = (design: DocxDesign, look: DocxTextLook) => runLook(look, design.font);

/** An entry's paragraphs, in reading order. */
function entryParagraphs(design: DocxDesign, section: DocumentSection, entry: DocumentEntry, first: boolean): Paragraph[] {
  const texts = [entry.title, entry.meta, ...entry.lines].filter((text) => text !== '');
  if (section.bulleted) {
    // The first text is the list item; any further text stays under it, without a bullet.
    return texts.map(
      (text, index) =>
        new Paragraph({
          style: STYLE.line,
          children: [new TextRun(text)],
          ...(index === 0
            ? { numbering: { reference: BULLETS, level: 0 }, spacing: { before: twips(design.lineGap) } }
            : { indent: { left: twips(design.bullet.indent) } }),
        }),
    );
  }
  const options: IParagraphOptions[] = [
    ...(entry.title !== '' ? [{ heading: HeadingLevel.HEADING_3, children: [new TextRun(entry.title)] }] : []),
    ...(entry.meta !== '' ? [{ style: STYLE.meta, children: [new TextRun(entry.meta)] }] : []),
    // An experience's description lines are list items of the same Word bullet list as the skills.
    ...entry.lines.map((line, index) => ({
      style: STYLE.line,
      children: [new TextRun(line)],
      ...(entry.bullets ? { numbering: { reference: BULLETS, level: 0 } } : {}),
      ...(index > 0 || entry.bullets ? { spacing: { before: twips(design.lineGap) } } : {}),
    })),
  ];
  // The title and the meta line stay with what follows them; body lines after the first may flow onto the next page.
  const head = options.length - entry.lines.length;
  return options.map(
    (paragraph, index) =>
      new Paragraph({
        ...paragraph,
        ...(index < head && index < options.length - 1 ? { keepNext: true } : {}),
        // After a section's first entry, the entry's first paragraph has the entry gap above it.
        ...(index === 0 && !first ? { spacing: { before: twips(design.entryGap) } } : {}),
      }),
  );
}

function documentOf(input: CurriculumDocxInput): Document {
  const design = DOCX_DESIGNS[input.design];
  const { document } = input;
  const together = { keepNext: true, keepLines: true } as const;

  const children: Paragraph[] = headerParagraphs(document);
  for (const section of document.sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(section.heading)] }));
    section.entries.forEach((entry, index) => children.push(...entryParagraphs(design, section, entry, index === 0)));
  }

  const rule = design.heading.rule;
  return new Document({
    title: document.title,
    creator: 'Rumo',
    lastModifiedBy: 'Rumo',
    styles: {
      default: {
        document: { run: { ...runLook(design.line, design.font), language: { value: 'pt-BR' } }, paragraph: { spacing: { line: lineSpacing(design.line) } } },
        heading1: headerStyles(design).heading1,
        heading2: styleOf(
          design,
          design.heading,
          {
            ...together,
            outlineLevel: 1,
            border: {
              bottom: { style: BorderStyle.SINGLE, size: Math.max(2, Math.round(rule.width * 8)), color: hex(rule.color), space: Math.round(rule.space) },
            },
          },
          { before: design.heading.before, after: design.heading.after },
        ),
        heading3: styleOf(design, design.title, { keepLines: true, outlineLevel: 2 }),
      },
      paragraphStyles: [
        headerStyles(design).contact,
        { id: STYLE.meta, name: 'Rumo Detalhe', basedOn: 'Normal', quickFormat: true, ...styleOf(design, design.meta, { keepLines: true }) },
        { id: STYLE.line, name: 'Rumo Texto', basedOn: 'Normal', quickFormat: true, ...styleOf(design, design.line) },
      ],
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: { indent: { left: twips(design.bullet.indent), hanging: twips(design.bullet.indent) } },
                run: { color: hex(design.bullet.color) },
              },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: docxPage(design) },
        children,
      },
    ],
  });
}

export async function renderCurriculumDocx(input: CurriculumDocxInput): Promise<Buffer> {
  return Packer.toBuffer(documentOf(input));
}
