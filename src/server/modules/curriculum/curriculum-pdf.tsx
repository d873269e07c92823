import { Fragment, createElement } from 'react';
import { Document, Text, View } from '@react-pdf/renderer';
import type { CurriculumDocument, DocumentEntry, DocumentKind, DocumentSection } from '../../../shared/curriculum/document';
import type { CurriculumDesign } from '../../../shared/curriculum/rules';
import { FIT_STEPS, NEARLY_EMPTY_LAST_PAGE, type FitStep } from '../../../shared/curriculum/designs';
import { KeepTogether, PageFrame } from '../../platform/pdf/blocks';
import { loadFitFontSize } from '../../platform/pdf/fit';
import { renderPdfWithLayout, type OnRender, type PdfLayout } from '../../platform/pdf/layout';
import { classicDesignAt } from './designs/classic';
import { modernDesignAt } from './designs/modern';
import { contentWidth, type Fitted, type ResumeDesign } from './designs/resume-design';

/**
 * The resume as a PDF. It prints the shared document model (the same one the
 * live preview shows) line for line, in its order, and nothing else: the
 * design adds rules, colour and bullet dots, never words. A dot is drawn, not
 * a character: a bulleted section's items and an experience's description
 * lines (the entry's `bullets`) read as plain lines in pdftotext.
 *
 * For applicant-tracking systems (resume research §3, §5):
 * - A4, one column, one reading order; a meta line sits under its title,
 *   never beside it, so `pdftotext -layout` cannot interleave them;
 * - embedded TTF fonts; no hyphenation and no justified text; a word never
 *   breaks, and one wider than its line (a long e-mail or URL) is set smaller
 *   so it stays whole (platform/pdf/fit.ts);
 * - name and contact in the body of the first page, never in a fixed header;
 *   no page numbers or other words the user did not type.
 *
 * Page breaks: a heading never ends a page and an entry's title never parts
 * from its first line. Each section's heading and the head of its first entry
 * (title, meta and first line) form one small no-wrap block, and so does the
 * head of every other entry; the rest of a description flows across pages.
 * (minPresenceAhead is not obeyed inside a View, react-pdf #3233.)
 *
 * Page fit (docs/decisions/0192): when the last page would hold less than a
 * quarter of a page, the resume is drawn again a step tighter (FIT_STEPS:
 * spacing, then leading, then type, never under 9 pt body) and the tighter
 * drawing is kept only if it saves a page. When none does, whole entries (a
 * section's start when one is near) move onto the last page so it is not
 * nearly empty. See `renderCurriculumPdf`.
 */
export interface CurriculumPdfInput {
  document: CurriculumDocument;
  /** The document already orders the sections for its kind; the designs look the same for both kinds. */
  kind: DocumentKind;
  design: CurriculumDesign;
}

const DESIGNS: Readonly<Record<CurriculumDesign, (step: FitStep) => ResumeDesign>> = { classic: classicDesignAt, modern: modernDesignAt };

interface Setting {
  design: ResumeDesign;
  fitted: Fitted;
  width: number;
  /** The block (`s{section}` or `s{section}e{entry}`) that starts a new page, if any. */
  breakAt: string | null;
}

/** The texts of an entry, in reading order. */
const entryTexts = (entry: DocumentEntry) => [entry.title, entry.meta, ...entry.lines].filter((text) => text !== '');

/** A bullet point: the drawn dot, then its texts (the first beside the dot, any other under it). */
function Bullet({ texts, setting }: { texts: readonly string[]; setting: Setting }) {
  const { bullet } = setting.design;
  const width = setting.width - bullet.dot.width - bullet.dot.marginRight;
  return (
    <View style={bullet.row}>
      <View style={bullet.dot} />
      <View style={{ flex: 1 }}>
        {texts.map((text, index) => (
          <Text key={index} style={setting.fitted(text, bullet.text, width)}>
            {text}
          </Text>
        ))}
      </View>
    </View>
  );
}

/** A bulleted item: the dot, then its text (skills and differentials have one text each). */
function BulletItem({ entry, setting }: { entry: DocumentEntry; setting: Setting }) {
  return <Bullet texts={entryTexts(entry)} setting={setting} />;
}

/** A body line: a bullet point when the entry's lines are (an experience's description), else plain text. */
function BodyLine({ entry, line, gap, setting }: { entry: DocumentEntry; line: string; gap: boolean; setting: Setting }) {
  const { design, fitted, width } = setting;
  if (entry.bullets) return <Bullet texts={[line]} setting={setting} />;
  return <Text style={gap ? [design.lineGap, fitted(line, design.line, width)] : fitted(line, design.line, width)}>{line}</Text>;
}

/** What must stay together: the title, the meta line and the first body line. */
function EntryHead({ entry, bulleted, setting }: { entry: DocumentEntry; bulleted: boolean; setting: Setting }) {
  const { design, fitted, width } = setting;
  if (bulleted) return <BulletItem entry={entry} setting={setting} />;
  const first = entry.lines[0];
  return (
    <>
      {entry.title !== '' && <Text style={fitted(entry.title, design.title, width)}>{entry.title}</Text>}
      {entry.meta !== '' && <Text style={fitted(entry.meta, design.meta, width)}>{entry.meta}</Text>}
      {first !== undefined && <BodyLine entry={entry} line={first} gap={false} setting={setting} />}
    </>
  );
}

/** The body lines after the first: they may flow onto the next page. */
function EntryTail({ entry, bulleted, setting }: { entry: DocumentEntry; bulleted: boolean; setting: Setting }) {
  if (bulleted) return null;
  return (
    <>
      {entry.lines.slice(1).map((line, index) => (
        <BodyLine key={index} entry={entry} line={line} gap setting={setting} />
      ))}
    </>
  );
}

/**
 * A section. When the fit moves a block to a new page (`breakAt`), the break goes on a View that is a direct
 * child of the page: react-pdf only honours `break` on nested Views when their parent is split anyway. So a
 * section broken before its entry k is drawn as two Views, entries before k and from k on.
 */
function Section({ section, index: sectionIndex, setting }: { section: DocumentSection; index: number; setting: Setting }) {
  const { design, fitted, width, breakAt } = setting;
  const bulleted = section.bulleted;
  const [first, ...rest] = section.entries;
  const sectionBlock = `s${sectionIndex}`;
  const entries = rest.map((entry, index) => (
    <Fragment key={index}>
      <KeepTogether style={bulleted ? undefined : design.entry} block={`${sectionBlock}e${index + 1}`}>
        <EntryHead entry={entry} bulleted={bulleted} setting={setting} />
      </KeepTogether>
      <EntryTail entry={entry} bulleted={bulleted} setting={setting} />
    </Fragment>
  ));
  const at = breakAt?.startsWith(`${sectionBlock}e`) ? Number(breakAt.slice(sectionBlock.length + 1)) : 0;
  const broken = at > 0 && at <= rest.length;
  return (
    <>
      <View style={design.section} break={breakAt === sectionBlock}>
        <KeepTogether block={sectionBlock}>
          <Text style={fitted(section.heading, design.heading, width)}>{section.heading}</Text>
          {first && <EntryHead entry={first} bulleted={bulleted} setting={setting} />}
        </KeepTogether>
        {first && <EntryTail entry={first} bulleted={bulleted} setting={setting} />}
        {broken ? entries.slice(0, at - 1) : entries}
      </View>
      {broken && <View break>{entries.slice(at - 1)}</View>}
    </>
  );
}

function CurriculumPdf({ document, setting, onRender }: { document: CurriculumDocument; setting: Setting; onRender: OnRender }) {
  const { design } = setting;
  return (
    <Document title={document.title} author={document.name} language="pt-BR" creator="Rumo" producer="Rumo" onRender={onRender as never}>
      <PageFrame style={design.page}>
        <design.Header document={document} fitted={setting.fitted} />
        {document.sections.map((section, index) => (
          <Section key={section.key} section={section} index={index} setting={setting} />
        ))}
      </PageFrame>
    </Document>
  );
}

/** A drawing: the PDF, its layout, and how it was drawn. */
export interface FittedPdf {
  pdf: Buffer;
  layout: PdfLayout;
  /** Index in FIT_STEPS. */
  step: number;
  /** The block moved to the last page's top, if any. */
  breakAt: string | null;
}

/** Which fixes may run (both, in the product; tests turn one off to reach the other). */
export interface FitOptions {
  tighten: boolean;
  balance: boolean;
}

const nearlyEmpty = (layout: PdfLayout) => layout.pages > 1 && layout.lastPageFill < NEARLY_EMPTY_LAST_PAGE;

/**
 * Where to start the last page so that it is not nearly empty: the lowest block of the page before it whose
 * move brings the last page to a quarter of a page or more (and still fits it). A section's start is preferred
 * when one is within a fifth of a page above that entry, so a break falls between sections when it can.
 */
export function balancedBreak(layout: PdfLayout): string | null {
  const before = layout.pages - 2;
  const lastUsed = layout.used.at(-1) ?? 0;
  const usedBefore = layout.used[before] ?? 0;
  const page = layout.contentHeight;
  const fits = (top: number) => {
    const fill = (lastUsed + usedBefore - top) / page;
    return fill >= NEARLY_EMPTY_LAST_PAGE && fill <= 0.9;
  };
  // The page's first block cannot move: the page before it would be left empty.
  const candidates = layout.blocks.filter((block) => block.page === before && block.top > 1 && fits(block.top));
  const lowest = candidates.reduce<(typeof candidates)[number] | null>((best, block) => (!best || block.top > best.top ? block : best), null);
  if (!lowest) return null;
  const section = candidates
    .filter((block) => !block.id.includes('e') && lowest.top - block.top <= page / 5)
    .reduce<(typeof candidates)[number] | null>((best, block) => (!best || block.top > best.top ? block : best), null);
  return (section ?? lowest).id;
}

/**
 * Draws the resume and fits its pages (decision 0192): step 0 first; when its last page is nearly empty, the
 * mildest tighter step, then the tightest (if even that keeps the page count, no step will), then the one
 * between; a tighter drawing is kept only when it has fewer pages. Whatever is kept, a nearly empty last page
 * then gets whole entries moved onto it. At most 4 renders for a resume that spills; 1 for one that does not.
 */
export async function fitCurriculumPdf(input: CurriculumPdfInput, options: FitOptions = { tighten: true, balance: true }): Promise<FittedPdf> {
  const designAt = DESIGNS[input.design];
  const families = designAt(FIT_STEPS[0]!).fontFamilies;
  const fitFontSize = await loadFitFontSize(families);
  const fitted: Fitted = (text, style, width) => {
    const fontSize = fitFontSize(text, style, width);
    return fontSize === style.fontSize ? style : { ...style, fontSize };
  };
  const draw = async (step: number, breakAt: string | null = null): Promise<FittedPdf> => {
    const design = designAt(FIT_STEPS[step]!);
    const setting: Setting = { design, fitted, width: contentWidth(design), breakAt };
    const { pdf, layout } = await renderPdfWithLayout((onRender) => createElement(CurriculumPdf, { document: input.document, setting, onRender }));
    return { pdf, layout, step, breakAt };
  };

  let chosen = await draw(0);
  if (!nearlyEmpty(chosen.layout)) return chosen;

  if (options.tighten) {
    const saves = (drawing: FittedPdf) => drawing.layout.pages < chosen.layout.pages;
    const tightest = FIT_STEPS.length - 1;
    const mildest = await draw(1);
    if (saves(mildest)) chosen = mildest;
    else {
      const tight = await draw(tightest);
      if (saves(tight)) {
        let best = tight;
        for (let step = tightest - 1; step > 1; step--) {
          const between = await draw(step);
          if (!saves(between)) break;
          best = between;
        }
        chosen = best;
      }
    }
  }

  if (options.balance && nearlyEmpty(chosen.layout)) {
    const breakAt = balancedBreak(chosen.layout);
    if (breakAt) {
      const moved = await draw(chosen.step, breakAt);
      if (moved.layout.pages === chosen.layout.pages && !nearlyEmpty(moved.layout)) chosen = moved;
    }
  }
  return chosen;
}

export async function renderCurriculumPdf(input: CurriculumPdfInput): Promise<Buffer> {
  return (await fitCurriculumPdf(input)).pdf;
}
