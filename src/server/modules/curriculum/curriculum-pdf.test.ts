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
import {
  A4,
  DESIGN_TOKENS,
  FIT_STEPS,
  MODERN_COLORS as SHARED_MODERN_COLORS,
  NEARLY_EMPTY_LAST_PAGE,
  READABLE_FLOOR_PT,
  tokensAtStep,
} from '../../../shared/curriculum/designs';
import { tint } from '../../platform/pdf/color';
import type { PdfLayout } from '../../platform/pdf/layout';
import { balancedBreak, fitCurriculumPdf, renderCurriculumPdf } from './curriculum-pdf';
import {
  LONG_EMAIL,
  LONG_LINKEDIN,
  LONG_WORDS,
  LONG_WORDS_LINE,
  fullFormal,
  longFormal,
  longFormalInput,
  minimalYoung,
  typicalYoung,
} from './curriculum-pdf.fixture';
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
  /** Each page's text height: from the top of its highest word to the bottom of its lowest (pdftotext -bbox), in points. */
  extents: number[];
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
  const bbox = await text('-bbox');
  const extents = bbox
    .split('<page ')
    .slice(1)
    .map((page) => {
      const ys = [...page.matchAll(/yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"/g)].map((match) => [Number(match[1]), Number(match[2])] as const);
      return ys.length === 0 ? 0 : Math.max(...ys.map(([, yMax]) => yMax)) - Math.min(...ys.map(([yMin]) => yMin));
    });
  return {
    pdf,
    extents,
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

describe('resume PDF: one page when the content allows, else a last page that is not nearly empty (issue 29)', () => {
  const kind: DocumentKind = 'formal';
  const nearlyEmpty = (height: number) => height < NEARLY_EMPTY_LAST_PAGE * (A4.height - 2 * 34);

  it.each(CURRICULUM_DESIGNS)(
    '%s: a full Formal resume that runs 2–3 lines onto a second page is drawn on one page, with every line',
    async (design: CurriculumDesign) => {
      const document = buildCurriculumDocument(fullFormal(), kind);
      // As drawn before the fit: two pages, the second holding 2 to 3 lines.
      const untightened = await extract((await fitCurriculumPdf({ document, kind, design }, { tighten: false, balance: false })).pdf);
      expect(untightened.pages).toHaveLength(2);
      expect(linesOf(untightened.pages[1]!).length).toBeGreaterThanOrEqual(2);
      expect(linesOf(untightened.pages[1]!).length).toBeLessThanOrEqual(3);

      const out = await extract(await renderCurriculumPdf({ document, kind, design }));
      expect(out.info).toMatch(/^Pages:\s+1$/m);
      expectSameText(out.text, document);
      expect(linesOf(out.layout)).toEqual(linesOf(out.text));
    },
    60_000,
  );

  it.each(CURRICULUM_DESIGNS)(
    '%s: a long resume breaks into 2 pages whose last page holds a quarter of a page or more',
    async (design: CurriculumDesign) => {
      for (const extra of [14, 20]) {
        const document = buildCurriculumDocument(fullFormal(extra), kind);
        const out = await extract(await renderCurriculumPdf({ document, kind, design }));
        expect(out.info).toMatch(/^Pages:\s+2$/m);
        expect(nearlyEmpty(out.extents[1]!), `last page ${Math.round(out.extents[1]!)} pt of text`).toBe(false);
        expectSameText(out.text, document);
        expectCleanPageEnds(out.pages, document);
      }
    },
    60_000,
  );

  it.each(CURRICULUM_DESIGNS)(
    '%s: when no tighter step saves the page, whole entries move onto the last page (a heading still with its first entry)',
    async (design: CurriculumDesign) => {
      const document = buildCurriculumDocument(fullFormal(), kind);
      const plain = await extract((await fitCurriculumPdf({ document, kind, design }, { tighten: false, balance: false })).pdf);
      expect(nearlyEmpty(plain.extents[1]!)).toBe(true);

      const balanced = await fitCurriculumPdf({ document, kind, design }, { tighten: false, balance: true });
      expect(balanced.breakAt).not.toBeNull();
      const out = await extract(balanced.pdf);
      expect(out.pages).toHaveLength(2);
      expect(nearlyEmpty(out.extents[1]!), `last page ${Math.round(out.extents[1]!)} pt of text`).toBe(false);
      // The first page gave up whole blocks only: it still holds most of the text.
      expect(out.extents[0]!).toBeGreaterThan(out.extents[1]!);
      expectSameText(out.text, document);
      expectCleanPageEnds(out.pages, document);
    },
    60_000,
  );

  it('a one-page resume is drawn once, at the design as it is (step 0, no break)', async () => {
    for (const design of CURRICULUM_DESIGNS) {
      const drawing = await fitCurriculumPdf({ document: buildCurriculumDocument(typicalYoung(), 'young'), kind: 'young', design });
      expect(drawing.layout.pages).toBe(1);
      expect([drawing.step, drawing.breakAt]).toEqual([0, null]);
    }
  });

  it('no fit step sets body text under 9 pt or any text under 8.5 pt; each step is no looser than the one before', () => {
    for (const tokens of Object.values(DESIGN_TOKENS)) {
      let previous = tokens;
      for (const step of FIT_STEPS) {
        const at = tokensAtStep(tokens, step);
        for (const body of [at.line, at.bullet.text, at.title, at.heading, at.name]) expect(body.fontSize).toBeGreaterThanOrEqual(READABLE_FLOOR_PT.body);
        for (const small of [at.meta, at.contact]) expect(small.fontSize).toBeGreaterThanOrEqual(READABLE_FLOOR_PT.small);
        expect(at.heading.fontSize / at.line.fontSize).toBeCloseTo(tokens.heading.fontSize / tokens.line.fontSize, 1);
        for (const key of ['sectionGap', 'entryGap', 'lineGap'] as const) expect(at[key]).toBeLessThanOrEqual(previous[key]);
        expect(at.line.fontSize).toBeLessThanOrEqual(previous.line.fontSize);
        expect(at.line.lineHeight).toBeLessThanOrEqual(previous.line.lineHeight);
        previous = at;
      }
    }
    expect(FIT_STEPS[0]).toEqual({ spacing: 1, leading: 0, type: 1, sideMargin: 1 });
  });

  it('picks the lowest block that brings the last page to a quarter page, preferring a nearby section start', () => {
    const layout = (blocks: PdfLayout['blocks'], lastUsed: number): PdfLayout => ({
      pages: 2,
      contentHeight: 800,
      used: [790, lastUsed],
      lastPageFill: lastUsed / 800,
      blocks,
    });
    const blocks = [
      { id: 's0', page: 0, top: 0 },
      { id: 's1', page: 0, top: 300 },
      { id: 's1e1', page: 0, top: 560 },
      { id: 's2', page: 0, top: 600 },
      { id: 's2e1', page: 0, top: 700 },
      { id: 's2e2', page: 0, top: 760 },
    ];
    // 40 pt on the last page: a quarter needs 160 more, so the block must start at 630 or higher up.
    expect(balancedBreak(layout(blocks, 40))).toBe('s2');
    // Without a section start within a fifth of a page above the lowest fitting entry, that entry.
    expect(
      balancedBreak(
        layout(
          blocks.filter((block) => block.id !== 's2'),
          40,
        ),
      ),
    ).toBe('s1e1');
    // The page's first block never moves (the page would be empty), and nothing that would overfill the last page.
    expect(balancedBreak(layout([{ id: 's0', page: 0, top: 0 }], 40))).toBeNull();
    expect(balancedBreak(layout([{ id: 's1', page: 0, top: 20 }], 150))).toBeNull();
  });
});

describe('resume PDF designs read the shared design tokens (the preview reads the same ones)', () => {
  it.each([
    ['classic', classicDesign],
    ['modern', modernDesign],
  ] as const)('%s: sizes, faces, colours, rules and dots are the tokens', (name, design) => {
    const tokens = DESIGN_TOKENS[name];
    const text = (style: { fontFamily: string; fontSize: number; fontWeight?: string; fontStyle?: string; color?: unknown; lineHeight?: unknown }) => [
      style.fontFamily,
      style.fontSize,
      style.fontWeight,
      style.fontStyle,
      style.color,
      style.lineHeight,
    ];
    const token = (t: (typeof tokens)['line']) => [t.fontFamily, t.fontSize, t.fontWeight, t.fontStyle, t.color, t.lineHeight];
    expect(text(design.heading)).toEqual(token(tokens.heading));
    expect([design.heading.borderBottomWidth, design.heading.borderBottomColor]).toEqual([tokens.heading.rule.width, tokens.heading.rule.color]);
    expect(text(design.title)).toEqual(token(tokens.title));
    expect(text(design.meta)).toEqual(token(tokens.meta));
    expect(text(design.line)).toEqual(token(tokens.line));
    expect(text(design.bullet.text)).toEqual(token(tokens.bullet.text));
    expect([design.bullet.dot.width, design.bullet.dot.backgroundColor, design.bullet.dot.marginTop]).toEqual([
      tokens.bullet.dot.size,
      tokens.bullet.dot.color,
      tokens.bullet.dot.marginTop,
    ]);
    expect(design.page.paddingHorizontal).toBe(tokens.page.paddingHorizontal);
    expect(design.section.marginTop).toBe(tokens.sectionGap);
  });

  it("Moderno's heading rule is its accent mixed 70 % with white", () => {
    expect(DESIGN_TOKENS.modern.heading.rule.color).toBe(tint(SHARED_MODERN_COLORS.accent, 0.7));
  });
});
