import { Fragment, createElement } from 'react';
import { Document, Text, View } from '@react-pdf/renderer';
import type { CurriculumDocument, DocumentEntry, DocumentKind, DocumentSection } from '../../../shared/curriculum/document';
import type { CurriculumDesign } from '../../../shared/curriculum/rules';
import { KeepTogether, PageFrame } from '../../platform/pdf/blocks';
import { loadFitFontSize } from '../../platform/pdf/fit';
import { renderPdf } from '../../platform/pdf/render';
import { classicDesign } from './designs/classic';
import { modernDesign } from './designs/modern';
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
 */
export interface CurriculumPdfInput {
  document: CurriculumDocument;
  /** The document already orders the sections for its kind; the designs look the same for both kinds. */
  kind: DocumentKind;
  design: CurriculumDesign;
}

const DESIGNS: Readonly<Record<CurriculumDesign, ResumeDesign>> = { classic: classicDesign, modern: modernDesign };

interface Setting {
  design: ResumeDesign;
  fitted: Fitted;
  width: number;
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

function Section({ section, setting }: { section: DocumentSection; setting: Setting }) {
  const { design, fitted, width } = setting;
  const bulleted = section.bulleted;
  const [first, ...rest] = section.entries;
  return (
    <View style={design.section}>
      <KeepTogether>
        <Text style={fitted(section.heading, design.heading, width)}>{section.heading}</Text>
        {first && <EntryHead entry={first} bulleted={bulleted} setting={setting} />}
      </KeepTogether>
      {first && <EntryTail entry={first} bulleted={bulleted} setting={setting} />}
      {rest.map((entry, index) => (
        <Fragment key={index}>
          <KeepTogether style={bulleted ? undefined : design.entry}>
            <EntryHead entry={entry} bulleted={bulleted} setting={setting} />
          </KeepTogether>
          <EntryTail entry={entry} bulleted={bulleted} setting={setting} />
        </Fragment>
      ))}
    </View>
  );
}

function CurriculumPdf({ document, setting }: { document: CurriculumDocument; setting: Setting }) {
  const { design } = setting;
  return (
    <Document title={document.title} author={document.name} language="pt-BR" creator="Rumo" producer="Rumo">
      <PageFrame style={design.page}>
        <design.Header document={document} fitted={setting.fitted} />
        {document.sections.map((section) => (
          <Section key={section.key} section={section} setting={setting} />
        ))}
      </PageFrame>
    </Document>
  );
}

export async function renderCurriculumPdf(input: CurriculumPdfInput): Promise<Buffer> {
  const design = DESIGNS[input.design];
  const fitFontSize = await loadFitFontSize(design.fontFamilies);
  const fitted: Fitted = (text, style, width) => {
    const fontSize = fitFontSize(text, style, width);
    return fontSize === style.fontSize ? style : { ...style, fontSize };
  };
  return renderPdf(createElement(CurriculumPdf, { document: input.document, setting: { design, fitted, width: contentWidth(design) } }));
}
