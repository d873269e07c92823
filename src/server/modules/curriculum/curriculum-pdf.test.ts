import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculumInputSchema, type CurriculumDraft } from '../../../shared/contracts/curriculum.contract';
import { buildCurriculumDocument, curriculumDocumentLines, type CurriculumDocument, type DocumentKind } from '../../../shared/curriculum/document';
import { CURRICULUM_DESIGNS, CURRICULUM_LIMITS, type CurriculumDesign } from '../../../shared/curriculum/rules';
import { LIST_SECTIONS } from '../../../shared/curriculum/sections';
import { contrastRatio } from '../../platform/pdf/color';
import { renderCurriculumPdf } from './curriculum-pdf';
import { LONG_EMAIL, LONG_LINKEDIN, LONG_WORDS, LONG_WORDS_LINE, longFormal, longFormalInput, minimalYoung, typicalYoung } from './curriculum-pdf.fixture';
import { classicDesign } from './designs/classic';
import { MODERN_COLORS, modernDesign } from './designs/modern';

/**
 * The resume PDF read the way an applicant-tracking system reads it: text
 * extracted with poppler (pdftotext plain and -layout, pdfinfo, pdffonts),
 * compared with the document model the live preview also shows.
 */

const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rumo-curriculum-pdf-'));
});
afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

/** Whitespace collapsed: pdftotext breaks lines wherever the layout wraps them. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The extracted text's non-empty lines, each trimmed and with inner whitespace collapsed. */
const linesOf = (text: string) => text.split('\n').map(squash).filter(Boolean);
const occurrences = (text: string, part: string) => text.split(part).length - 1;
/** `value` fills one or more whole consecutive lines: it shares no line with anything else. */
const standsAlone = (lines: string[], value: string) =>
  lines.some((_, start) => lines.some((__, end) => end >= start && lines.slice(start, end + 1).join(' ') === squash(value)));

interface Extracted {
  pdf: Buffer;
  text: string;
  layout: string;
  /** Each page's text (pdftotext -f N -l N). */
  pages: string[];
  info: string;
  fonts: string;
}

let fileCount = 0;
async function extract(pdf: Buffer): Promise<Extracted> {
  const file = path.join(dir, `curriculum-${++fileCount}.pdf`);
  await fs.writeFile(file, pdf);
  const text = async (...args: string[]) => (await run('pdftotext', ['-enc', 'UTF-8', ...args, file, '-'])).stdout;
  const info = (await run('pdfinfo', ['-enc', 'UTF-8', file])).stdout;
  const pageCount = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  return {
    pdf,
    text: await text(),
    layout: await text('-layout'),
    pages: await Promise.all(Array.from({ length: pageCount }, (_, index) => text('-f', String(index + 1), '-l', String(index + 1)))),
    info,
    fonts: (await run('pdffonts', [file])).stdout,
  };
}

/** The extracted text holds the document's lines, each once, in order, and nothing else. */
function expectSameText(extracted: string, document: CurriculumDocument) {
  const lines = curriculumDocumentLines(document).map(squash);
  const text = squash(extracted);
  let from = 0;
  for (const line of lines) {
    const at = text.indexOf(line, from);
    expect(at, `"${line}" is missing or out of order`).toBeGreaterThanOrEqual(from);
    from = at + line.length;
  }
  expect(text).toBe(lines.join(' '));
}

/** No page but the last ends with a heading, or with an entry's title or meta line parted from what follows it. */
function expectCleanPageEnds(pages: string[], document: CurriculumDocument) {
  const headings = new Set(document.sections.map((section) => section.heading));
  const entryHeads = document.sections.flatMap((section) =>
    section.entries.flatMap((entry) => {
      const texts = [entry.title, entry.meta, ...entry.lines].filter(Boolean);
      return texts.slice(0, -1).filter((text) => text === entry.title || text === entry.meta);
    }),
  );
  for (const [index, page] of pages.slice(0, -1).entries()) {
    const last = linesOf(page).at(-1) ?? '';
    expect(headings.has(last), `page ${index + 1} ends with the heading "${last}"`).toBe(false);
    expect(
      entryHeads.some((head) => head.endsWith(last)),
      `page ${index + 1} ends with "${last}", parted from the line after it`,
    ).toBe(false);
  }
}

const FIXTURES: ReadonlyArray<{ name: string; curriculum: () => CurriculumDraft; pages: (count: number) => boolean; expected: string }> = [
  { name: 'a minimal Jovem', curriculum: minimalYoung, pages: (count) => count === 1, expected: '1 page' },
  { name: 'a typical Jovem', curriculum: typicalYoung, pages: (count) => count === 1, expected: '1 page' },
  { name: 'a long Formal, every list near its limit', curriculum: longFormal, pages: (count) => count >= 2, expected: '2 pages or more' },
];
const KINDS: readonly DocumentKind[] = ['young', 'formal'];

describe.each(FIXTURES.flatMap((fixture) => KINDS.flatMap((kind) => CURRICULUM_DESIGNS.map((design) => ({ ...fixture, kind, design })))))(
  'resume PDF: $name, kind $kind, design $design',
  ({ curriculum, kind, design, pages, expected }) => {
    const document = buildCurriculumDocument(curriculum(), kind);
    let out: Extracted;

    beforeAll(async () => {
      out = await extract(await renderCurriculumPdf({ document, kind, design }));
    });

    it('prints every line of the document once, in its order, and nothing else', () => {
      expect(document.sections.length + document.contact.length).toBeGreaterThan(1);
      expectSameText(out.text, document);
    });

    it('gives the same lines in the same order to pdftotext and pdftotext -layout', () => {
      expect(linesOf(out.layout)).toEqual(linesOf(out.text));
    });

    it('puts each heading on a line of its own, and the name and each contact line on lines of their own', () => {
      const lines = linesOf(out.text);
      for (const heading of document.sections.map((section) => section.heading)) expect(lines).toContain(heading);
      for (const line of [document.name, ...document.contact]) expect(standsAlone(lines, line), line).toBe(true);
    });

    it('embeds every font, with a Unicode map, and keeps accents intact', () => {
      const rows = out.fonts.split('\n').slice(2).filter(Boolean);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows) expect(row).toMatch(/TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
      expect(out.text).toBe(out.text.normalize('NFC'));
      const typed = curriculumDocumentLines(document).join('\n');
      for (const letter of ['ç', 'ã', 'õ', 'é', 'ê', 'á', 'í', 'ó', 'ú', 'â', 'ô', 'à']) {
        expect(occurrences(out.text, letter), letter).toBe(occurrences(typed, letter));
      }
    });

    it('never hyphenates a word: no line ends in a letter and a hyphen', () => {
      for (const text of [out.text, out.layout]) expect(linesOf(text).filter((line) => /\p{L}-$/u.test(line))).toEqual([]);
    });

    it('never prints a soft hyphen, a placeholder, a temp id, undefined or null', () => {
      expect(out.text).not.toContain('\u00ad');
      expect(out.text).not.toMatch(/Não informado|temp-|\bundefined\b|\bnull\b/i);
    });

    it('keeps the e-mail and the LinkedIn URL whole, each on one line', () => {
      const input = curriculum();
      const lines = linesOf(out.text);
      for (const value of [input.email, input.linkedin].filter(Boolean)) {
        expect(occurrences(squash(out.text), value), value).toBe(1);
        expect(lines.some((line) => line.includes(value))).toBe(true);
      }
    });

    it(`is A4 with ${expected}, and no page ends with a heading or a title parted from its first line`, () => {
      const count = out.pages.length;
      expect(pages(count), `${count} pages`).toBe(true);
      expect(out.info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)/m);
      expectCleanPageEnds(out.pages, document);
    });

    it('carries the title "Currículo – {nome}", the name as author and pt-BR as language', () => {
      expect(out.info).toMatch(new RegExp(`^Title:\\s+Currículo – ${document.name}$`, 'm'));
      expect(out.info).toMatch(new RegExp(`^Author:\\s+${document.name}$`, 'm'));
      expect(out.pdf.toString('latin1')).toContain('/Lang (pt-BR)');
    });
  },
);

describe('resume PDF: the long Formal fixture', () => {
  it('holds what it promises: lists near their limits, long words, an incomplete row and temp ids', () => {
    const input = longFormalInput();
    const draft = longFormal();
    for (const list of ['courses', 'skills', 'experiences', 'recognitions'] as const) expect(draft[list]).toHaveLength(LIST_SECTIONS[list].maxItems);
    expect(draft.education).toHaveLength(LIST_SECTIONS.education.maxItems);
    expect(draft.differentials).toHaveLength(CURRICULUM_LIMITS.differentials);
    const lines = curriculumDocumentLines(buildCurriculumDocument(draft, 'formal')).join('\n');
    for (const word of LONG_WORDS) expect(lines).toContain(word);
    expect(lines).toContain(LONG_WORDS_LINE);
    expect(lines).toContain(LONG_EMAIL);
    expect(lines).toContain(LONG_LINKEDIN);
    expect(lines).not.toContain('Curso Incompleto Sem Ano');
    expect(JSON.stringify(input)).toContain('temp-');
  });
});

describe('resume PDF: words wider than a line', () => {
  // At the limits: a 200-character LinkedIn URL, a long e-mail, and a URL inside a description.
  const linkedin = `https://www.linkedin.com/in/${'ana-julia-conceicao-souza-'.repeat(8)}`.slice(0, CURRICULUM_LIMITS.linkedin);
  const email = `${'a'.repeat(60)}@${'departamento-de-comunicacao-e-informacoes'}.${'universidade-estadual-de-campinas'}.edu.br`;
  const link = `https://github.com/ana-souza/${'projeto-de-extensao-universitaria-'.repeat(4)}final`;
  const input = {
    ...typicalYoung(),
    linkedin,
    email,
    experiences: [{ type: 'WORK' as const, title: 'Monitora', organization: 'Escola', year: '2025', description: `Portfólio: ${link} com os projetos` }],
  };

  it.each(CURRICULUM_DESIGNS)('%s: keeps a 200-character URL, a long e-mail and a long link whole and on the page', async (design: CurriculumDesign) => {
    expect(curriculumInputSchema.parse(input).linkedin).toHaveLength(200);
    const document = buildCurriculumDocument(curriculumInputSchema.parse(input), 'young');
    const out = await extract(await renderCurriculumPdf({ document, kind: 'young', design }));
    expectSameText(out.text, document);
    const lines = linesOf(out.text);
    for (const value of [linkedin, email, link])
      expect(
        lines.some((line) => line.includes(value)),
        value,
      ).toBe(true);
  });
});

describe('resume PDF: page breaks, swept', () => {
  // A typical Jovem (about one full page) whose first experience grows one line at a time, so that the page
  // break passes through every kind of block: body lines, entry heads, headings, bullets.
  const base = typicalYoung();
  const grown = (extra: number): CurriculumDraft => ({
    ...base,
    experiences: base.experiences.map((item, index) =>
      index === 0
        ? {
            ...item,
            description: [item.description, ...Array.from({ length: extra }, (_, n) => `Linha extra ${n + 1}: apresentei o projeto para as famílias.`)].join(
              '\n',
            ),
          }
        : item,
    ),
  });

  it.each(CURRICULUM_DESIGNS)(
    '%s: 30 renders, each with every line once and no heading or title left at a page end',
    async (design: CurriculumDesign) => {
      const pageCounts = new Set<number>();
      for (let extra = 0; extra < 30; extra++) {
        const document = buildCurriculumDocument(grown(extra), 'formal');
        const out = await extract(await renderCurriculumPdf({ document, kind: 'formal', design }));
        expectSameText(out.text, document);
        expectCleanPageEnds(out.pages, document);
        pageCounts.add(out.pages.length);
      }
      // The sweep did cross the page break.
      expect([...pageCounts].sort()).toEqual([1, 2]);
      // 30 renders and 30 pdftotext runs: about 5 s on a quiet machine; room for a busy one.
    },
    120_000,
  );
});

describe('resume PDF designs', () => {
  it('Moderno: white on the band and the accent on white have at least 7:1 contrast (WCAG AAA), the muted meta 4.5:1', () => {
    expect(contrastRatio(MODERN_COLORS.onBand, MODERN_COLORS.band)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(MODERN_COLORS.accent, '#ffffff')).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(MODERN_COLORS.muted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['classic', classicDesign],
    ['modern', modernDesign],
  ] as const)('%s: no text style is justified', (_name, design) => {
    const styles = [design.heading, design.title, design.meta, design.line, design.bullet.text];
    for (const style of styles) expect(style.textAlign ?? 'left').toBe('left');
  });
});
