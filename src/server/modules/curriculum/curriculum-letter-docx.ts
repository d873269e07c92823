import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { LetterDocument } from '../../../shared/curriculum/letter';
import type { CurriculumDesign } from '../../../shared/curriculum/rules';
import { DOCX_DESIGNS, docxPage, docxRunLook, docxTextStyle, headerParagraphs, headerStyles } from './curriculum-docx';

/**
 * The cover letter as a Word file (decision 0189): the resume's Word header
 * (curriculum-docx.ts headerParagraphs and headerStyles: the same name, contact
 * lines and Moderno band), then the date line, greeting, paragraphs, closing
 * and name as body paragraphs in runs. A4, one column, no text box, header or footer.
 */
export interface LetterDocxInput {
  document: LetterDocument;
  design: CurriculumDesign;
}

const BODY_STYLE = 'RumoCarta';

export async function renderLetterDocx(input: LetterDocxInput): Promise<Buffer> {
  const design = DOCX_DESIGNS[input.design];
  const { document } = input;
  const body = { ...design.line, size: 10.5, lineHeight: 1.45 };
  const paragraph = (text: string, before: number) =>
    new Paragraph({ style: BODY_STYLE, spacing: { before: Math.round(before * 20) }, children: [new TextRun(text)] });
  const header = headerStyles(design);
  const children = [
    ...headerParagraphs(document),
    ...(document.dateLine !== null ? [paragraph(document.dateLine, 22)] : []),
    paragraph(document.greeting, document.dateLine !== null ? 18 : 22),
    ...document.paragraphs.map((text) => paragraph(text, 10)),
    paragraph(document.closing, 18),
    ...(document.signature !== '' ? [paragraph(document.signature, 4)] : []),
  ];
  const file = new Document({
    title: document.title,
    creator: 'Rumo',
    lastModifiedBy: 'Rumo',
    styles: {
      default: { document: { run: { ...docxRunLook(design, body), language: { value: 'pt-BR' } } }, heading1: header.heading1 },
      paragraphStyles: [header.contact, { id: BODY_STYLE, name: 'Rumo Carta', basedOn: 'Normal', quickFormat: true, ...docxTextStyle(design, body) }],
    },
    sections: [{ properties: { page: docxPage(design) }, children }],
  });
  return Packer.toBuffer(file);
}
