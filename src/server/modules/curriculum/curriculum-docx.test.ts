import { beforeAll, describe, expect, it } from 'vitest';
import type { CurriculumDraft } from '../../../shared/contracts/curriculum.contract';
import { buildCurriculumDocument, curriculumDocumentLines, type DocumentKind } from '../../../shared/curriculum/document';
import { CURRICULUM_DESIGNS } from '../../../shared/curriculum/rules';
import { tint } from '../../platform/pdf/color';
import { docxHtml, docxParagraphs, docxParts } from '../../testing/docx-tools';
import { A4_TWIPS, DOCX_DESIGNS, MODERN_DOCX_COLORS, renderCurriculumDocx, type DocxTextLook } from './curriculum-docx';
import { LONG_EMAIL, LONG_WORDS, longFormal, minimalYoung, typicalYoung } from './curriculum-pdf.fixture';
import { classicDesign } from './designs/classic';
import { MODERN_COLORS, modernDesign } from './designs/modern';
import type { ResumeTextStyle } from './designs/resume-design';

/**
 * The resume's Word file read the way a recruiter's tools read it: its text
 * and structure through mammoth, and the package's XML for what mammoth does
 * not show. The PDF's own tests check the PDF against the same document model,
 * and curriculum.docx.test.ts compares the two files' text over HTTP.
 */

const FIXTURES: ReadonlyArray<{ name: string; curriculum: () => CurriculumDraft }> = [
  { name: 'a minimal Jovem', curriculum: minimalYoung },
  { name: 'a typical Jovem', curriculum: typicalYoung },
  { name: 'a long Formal, every list near its limit', curriculum: longFormal },
];
const KINDS: readonly DocumentKind[] = ['young', 'formal'];

/** Every paragraph of document.xml, in order: its style id and its text (the w:t runs joined). */
function bodyParagraphs(xml: string): Array<{ style: string; text: string; xml: string }> {
  return [...xml.matchAll(/<w:p>(.*?)<\/w:p>/gs)].map(([, inner]) => ({
    style: /<w:pStyle w:val="([^"]+)"\/>/.exec(inner!)?.[1] ?? '',
    text: [...inner!.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''),
    xml: inner!,
  }));
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** A style's definition in styles.xml. */
const styleXml = (styles: string, id: string) => new RegExp(`<w:style [^>]*w:styleId="${id}"[^>]*>.*?</w:style>`, 's').exec(styles)?.[0] ?? '';

describe.each(FIXTURES.flatMap((fixture) => KINDS.flatMap((kind) => CURRICULUM_DESIGNS.map((design) => ({ ...fixture, kind, design })))))(
  'resume DOCX: $name, kind $kind, design $design',
  ({ curriculum, kind, design }) => {
    const document = buildCurriculumDocument(curriculum(), kind);
    let file: Buffer;
    let parts: Map<string, string>;
    let body: ReturnType<typeof bodyParagraphs>;

    beforeAll(async () => {
      file = await renderCurriculumDocx({ document, kind, design });
      parts = docxParts(file);
      body = bodyParagraphs(parts.get('word/document.xml')!);
    });

    it('is a zip package (PK) that mammoth reads without a warning (but that our own paragraph styles are plain paragraphs to it)', async () => {
      expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
      const ours = /^warning: Unrecognised paragraph style: 'Rumo [^']+' \(Style ID: Rumo\w+\)$/;
      expect((await docxHtml(file)).messages.filter((message) => !ours.test(message))).toEqual([]);
    });

    it('links the e-mail and the LinkedIn profile where they are printed, as the PDF does', async () => {
      const { html } = await docxHtml(file);
      const links = [...html.matchAll(/<a href="([^"]+)">(.*?)<\/a>/g)].map(([, url, text]) => ({ url: unescapeXml(url!), text: unescapeXml(text!) }));
      expect(document.links.length).toBeGreaterThan(0);
      expect(links).toEqual(document.links.map(({ url, text }) => ({ url, text })));
    });

    it('holds every line of the document once, in its order, each its own paragraph, and nothing else (mammoth)', async () => {
      expect(document.sections.length + document.contact.length).toBeGreaterThan(1);
      expect(await docxParagraphs(file)).toEqual(curriculumDocumentLines(document));
    });

    it('uses real Word headings: the name Heading 1, each section Heading 2, each entry title Heading 3; bulleted sections and description lines are a Word list', async () => {
      const { html } = await docxHtml(file);
      const tags = (tag: string) => [...html.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, 'g'))].map(([, text]) => unescapeXml(text!));
      expect(tags('h1')).toEqual([document.name]);
      expect(tags('h2')).toEqual(document.sections.map((section) => section.heading));
      const titles = document.sections.filter((section) => !section.bulleted).flatMap((section) => section.entries.map((entry) => entry.title).filter(Boolean));
      expect(tags('h3')).toEqual(titles);
      // A bulleted section's item, or each line of an entry whose lines are bullet points (an experience's description).
      const bullets = document.sections.flatMap((section) =>
        section.entries.flatMap((entry) => (section.bulleted ? [entry.title || entry.lines[0]] : entry.bullets ? entry.lines : [])),
      );
      expect(tags('li')).toEqual(bullets);

      const styles = parts.get('word/styles.xml')!;
      for (const [level, id] of ['Heading1', 'Heading2', 'Heading3'].entries()) {
        expect(styleXml(styles, id)).toContain(`<w:name w:val="Heading ${level + 1}"/>`);
        expect(styleXml(styles, id)).toContain(`<w:outlineLvl w:val="${level}"/>`);
      }
      expect(body.filter((paragraph) => paragraph.style === 'Heading2').map((paragraph) => paragraph.text)).toEqual(
        document.sections.map((section) => section.heading),
      );
    });

    it('is one column of text runs: no text box, table, drawing, image, header or footer; name and contact open the body', () => {
      const xml = parts.get('word/document.xml')!;
      for (const element of ['w:txbxContent', 'w:tbl', 'w:drawing', 'w:pict', 'v:shape', 'w:object', 'w:headerReference', 'w:footerReference', 'w:cols '])
        expect(xml, element).not.toContain(`<${element}`);
      expect([...parts.keys()].filter((name) => /header|footer|media\//.test(name))).toEqual([]);
      const opening = body.slice(0, 1 + document.contact.length).map((paragraph) => unescapeXml(paragraph.text));
      expect(opening).toEqual([document.name, ...document.contact]);
      expect(body[0]!.style).toBe('Heading1');
    });

    it('is A4 portrait, with the PDF design’s margins', () => {
      const xml = parts.get('word/document.xml')!;
      expect(xml).toContain(`<w:pgSz w:w="${A4_TWIPS.width}" w:h="${A4_TWIPS.height}" w:orient="portrait"/>`);
      const page = (design === 'classic' ? classicDesign : modernDesign).page;
      const margin = /<w:pgMar w:top="(\d+)" w:right="(\d+)" w:bottom="(\d+)" w:left="(\d+)"/.exec(xml)!.slice(1).map(Number);
      expect(margin).toEqual([page.paddingTop, page.paddingHorizontal, page.paddingBottom, page.paddingHorizontal].map((points) => Number(points) * 20));
    });

    it('keeps each heading, title and meta line with the line after it', () => {
      const styles = parts.get('word/styles.xml')!;
      expect(styleXml(styles, 'Heading2')).toContain('<w:keepNext/>');
      for (const [index, paragraph] of body.entries()) {
        const next = body[index + 1];
        const isHead = paragraph.style === 'Heading3' || paragraph.style === 'RumoMeta';
        // A head followed by a line of its own entry stays with it; one that ends its entry does not chain to the next entry.
        if (isHead && next && (next.style === 'RumoMeta' || next.style === 'RumoLine')) expect(paragraph.xml, paragraph.text).toContain('<w:keepNext/>');
        if (isHead && (!next || next.style === 'Heading3' || next.style === 'Heading2')) expect(paragraph.xml, paragraph.text).not.toContain('<w:keepNext/>');
      }
    });

    it('writes the title, the language and the author as the PDF does', () => {
      const core = parts.get('docProps/core.xml')!;
      expect(core).toContain(`<dc:title>${document.title}</dc:title>`);
      expect(core).toContain('<dc:creator>Rumo</dc:creator>');
      expect(parts.get('word/styles.xml')).toContain('<w:lang w:val="pt-BR"/>');
    });
  },
);

describe('resume DOCX: long words and addresses', () => {
  it('keeps long words and a long e-mail whole, in one run of one paragraph each', async () => {
    const document = buildCurriculumDocument(longFormal(), 'formal');
    const paragraphs = await docxParagraphs(await renderCurriculumDocx({ document, kind: 'formal', design: 'modern' }));
    for (const word of [...LONG_WORDS, LONG_EMAIL]) expect(paragraphs.filter((paragraph) => paragraph.includes(word)).length, word).toBeGreaterThan(0);
  });
});

describe('resume DOCX designs: the PDF designs’ look', () => {
  const PDF_DESIGNS = { classic: classicDesign, modern: modernDesign } as const;
  const look = (style: ResumeTextStyle): Omit<DocxTextLook, 'lineHeight'> & { lineHeight: unknown } => ({
    size: style.fontSize,
    bold: style.fontWeight === 'bold',
    italic: style.fontStyle === 'italic',
    color: String(style.color),
    lineHeight: style.lineHeight,
  });
  const docxLook = ({ size, bold, italic, color, lineHeight }: DocxTextLook) => ({ size, bold: bold === true, italic: italic === true, color, lineHeight });

  it.each(CURRICULUM_DESIGNS)('%s: sizes, weights, colours, line heights, margins and spacing match the PDF design', (name) => {
    const pdf = PDF_DESIGNS[name];
    const docx = DOCX_DESIGNS[name];
    expect(docxLook(docx.heading)).toEqual(look(pdf.heading));
    expect(docxLook(docx.title)).toEqual(look(pdf.title));
    expect(docxLook(docx.meta)).toEqual(look(pdf.meta));
    expect(docxLook(docx.line)).toEqual(look(pdf.line));
    expect(docxLook(docx.line)).toEqual(look(pdf.bullet.text));
    expect({ top: pdf.page.paddingTop, bottom: pdf.page.paddingBottom, horizontal: pdf.page.paddingHorizontal }).toEqual(docx.page);
    expect(docx.heading.before).toBe(pdf.section.marginTop);
    expect(docx.heading.after).toBe(pdf.heading.marginBottom);
    expect(docx.heading.rule).toEqual({ color: pdf.heading.borderBottomColor, width: pdf.heading.borderBottomWidth, space: pdf.heading.paddingBottom });
    expect(docx.entryGap).toBe(pdf.entry.marginTop);
    expect(docx.lineGap).toBe(pdf.lineGap.marginTop);
    expect(docx.bullet).toEqual({ color: pdf.bullet.dot.backgroundColor, indent: pdf.bullet.dot.width + pdf.bullet.dot.marginRight });
  });

  it('Moderno keeps the PDF’s colours, and its band text is as readable', () => {
    expect(MODERN_DOCX_COLORS).toEqual(MODERN_COLORS);
    expect(DOCX_DESIGNS.modern.heading.rule.color).toBe(tint(MODERN_COLORS.accent, 0.7));
    expect(DOCX_DESIGNS.modern.band?.fill).toBe(MODERN_COLORS.band);
    expect(DOCX_DESIGNS.modern.name.color).toBe(MODERN_COLORS.onBand);
    expect(DOCX_DESIGNS.modern.contact.color).toBe(MODERN_COLORS.onBand);
  });

  it('writes each design’s font and sizes into the Word styles (half-points)', async () => {
    const document = buildCurriculumDocument(typicalYoung(), 'young');
    for (const name of CURRICULUM_DESIGNS) {
      const styles = docxParts(await renderCurriculumDocx({ document, kind: 'young', design: name })).get('word/styles.xml')!;
      const design = DOCX_DESIGNS[name];
      for (const [id, textLook] of [
        ['Heading1', design.name],
        ['Heading2', design.heading],
        ['Heading3', design.title],
        ['RumoContact', design.contact],
        ['RumoMeta', design.meta],
        ['RumoLine', design.line],
      ] as const) {
        const xml = styleXml(styles, id);
        expect(xml, `${name} ${id}`).toContain(`<w:sz w:val="${Math.round(textLook.size * 2)}"/>`);
        expect(xml, `${name} ${id}`).toContain(`<w:color w:val="${textLook.color.slice(1).toUpperCase()}"/>`);
        expect(xml, `${name} ${id}`).toContain(`w:ascii="${design.font}"`);
      }
      // Moderno's band: the name and contact styles are shaded in the band's colour.
      const shading = `<w:shd w:fill="${MODERN_COLORS.band.slice(1).toUpperCase()}"`;
      expect(styleXml(styles, 'Heading1').includes(shading), name).toBe(name === 'modern');
      expect(styleXml(styles, 'RumoContact').includes(shading), name).toBe(name === 'modern');
    }
  });
});
