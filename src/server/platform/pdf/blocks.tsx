import type { ComponentProps, ReactNode } from 'react';
import { Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { PDF_FONT_FAMILY } from './fonts';

/**
 * Building blocks shared by Rumo's PDFs (the report, the resume designs): a
 * page frame, headings, paragraphs, lists, chips, a keep-together wrapper.
 *
 * Layout rules learnt on this machine (engineering.md, PDF notes; resume
 * research §5):
 * - lineHeight goes on text styles only, never on <Page> or on an ancestor of
 *   the page-number `render` text, which would otherwise disappear;
 * - a heading keeps its content with it: `minPresenceAhead` when it is a
 *   direct child of the page flow, or `KeepTogether` (wrap={false}) around the
 *   heading and the first piece of content when it sits inside a View, where
 *   minPresenceAhead is not obeyed (react-pdf #3233);
 * - keep no-wrap blocks small: one taller than a page never renders.
 */

export const PDF_COLORS = {
  ink: '#1f2937',
  muted: '#6b7280',
  rule: '#e5e7eb',
} as const;

/** An accent colour and its soft background (usually `tint(color, ~0.9)`). */
export interface Accent {
  color: string;
  soft: string;
}

/** A4 with room for the running header and footer. No lineHeight here: it would hide the page-number `render` text. */
const PAGE_STYLE = {
  fontFamily: PDF_FONT_FAMILY,
  fontSize: 10,
  color: PDF_COLORS.ink,
  paddingTop: 74,
  paddingBottom: 66,
  paddingHorizontal: 54,
};

/** Text and layout styles any design may use directly or extend. */
export const pdfStyles = StyleSheet.create({
  page: PAGE_STYLE,
  header: {
    position: 'absolute',
    top: 30,
    left: 54,
    right: 54,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    paddingBottom: 6,
    borderBottomWidth: 0.75,
  },
  headerBrand: { fontSize: 8, fontWeight: 'bold', letterSpacing: 0.3 },
  headerMeta: { flex: 1, marginLeft: 16, fontSize: 8, color: PDF_COLORS.muted, textAlign: 'right' },
  footer: {
    position: 'absolute',
    bottom: 30,
    left: 54,
    right: 54,
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingTop: 6,
    borderTopWidth: 0.5,
    borderTopColor: PDF_COLORS.rule,
  },
  footerText: { fontSize: 8, color: PDF_COLORS.muted },

  kicker: { fontSize: 8.5, fontWeight: 'bold', letterSpacing: 0.5, textTransform: 'uppercase', marginBottom: 4 },
  h1: { fontSize: 22, fontWeight: 'bold', lineHeight: 1.2, marginBottom: 6 },
  h2: { fontSize: 14, fontWeight: 'bold', lineHeight: 1.25, marginTop: 16, marginBottom: 6 },
  h3: { fontSize: 11, fontWeight: 'bold', lineHeight: 1.3, marginBottom: 3 },
  lead: { fontSize: 11, lineHeight: 1.5, color: '#374151', marginBottom: 8 },
  body: { fontSize: 10, lineHeight: 1.5, marginBottom: 6 },
  small: { fontSize: 8.5, lineHeight: 1.45, color: PDF_COLORS.muted },
  label: { fontSize: 8, fontWeight: 'bold', letterSpacing: 0.4, textTransform: 'uppercase', color: PDF_COLORS.muted, marginBottom: 2 },
  bold: { fontWeight: 'bold' },
  italic: { fontStyle: 'italic' },

  sectionIntro: { marginBottom: 10 },
  rule: { height: 3, width: 44, borderRadius: 1.5, marginBottom: 12 },

  bulletRow: { flexDirection: 'row', marginBottom: 4 },
  bulletDot: { width: 4, height: 4, borderRadius: 2, marginTop: 4.2, marginRight: 8 },
  bulletText: { flex: 1, fontSize: 10, lineHeight: 1.5 },

  chips: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 4 },
  chip: { paddingVertical: 3, paddingHorizontal: 8, borderRadius: 9, marginRight: 5, marginBottom: 5 },
  chipText: { fontSize: 9, lineHeight: 1.2 },

  badge: { justifyContent: 'center', alignItems: 'center' },
  badgeText: { color: '#ffffff', fontWeight: 'bold' },

  callout: { padding: 10, borderLeftWidth: 3, borderRadius: 2, marginVertical: 8 },
  calloutText: { fontSize: 9.5, lineHeight: 1.5 },

  columns: { flexDirection: 'row' },
  column: { flex: 1 },
  columnGap: { width: 18 },
});

/** What a `style` prop takes: one style or a list of them. */
export type PdfStyle = ComponentProps<typeof View>['style'];

/** The running header and footer of a long document; never put content a reader needs (contact details) here. */
export interface RunningFrame {
  /** Left of the header, bold, in the accent colour. */
  title: string;
  /** Right of the header, muted. */
  meta: string;
  /** Left of the footer; the right holds "Página X de Y". */
  footer: string;
  color: string;
}

/** An A4 page that flows onto as many pages as its content needs, with an optional running header and footer. */
export function PageFrame({ running, style, children }: { running?: RunningFrame; style?: PdfStyle; children: ReactNode }) {
  return (
    <Page size="A4" style={style ?? pdfStyles.page}>
      {running ? (
        <View style={[pdfStyles.header, { borderBottomColor: running.color }]} fixed>
          <Text style={[pdfStyles.headerBrand, { color: running.color }]}>{running.title}</Text>
          <Text style={pdfStyles.headerMeta}>{running.meta}</Text>
        </View>
      ) : null}
      {children}
      {running ? (
        <View style={pdfStyles.footer} fixed>
          <Text style={pdfStyles.footerText}>{running.footer}</Text>
          <Text style={pdfStyles.footerText} render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
        </View>
      ) : null}
    </Page>
  );
}

/**
 * Keeps its children on one page (wrap={false}). Keep it small: a block taller than a page cannot be placed.
 * `block` names it in the layout (platform/pdf/layout.ts reads where it landed).
 */
export function KeepTogether({ style, block, children }: { style?: PdfStyle; block?: string; children: ReactNode }) {
  return (
    <View style={style} wrap={false} data-block={block}>
      {children}
    </View>
  );
}

/** A part's opening: kicker, title, a short accent rule and an optional lead paragraph, kept with what follows. */
export function SectionTitle({ kicker, title, accent, intro }: { kicker: string; title: string; accent: Accent; intro?: string }) {
  return (
    <View style={pdfStyles.sectionIntro} minPresenceAhead={160} wrap={false}>
      <Text style={[pdfStyles.kicker, { color: accent.color }]}>{kicker}</Text>
      <Text style={pdfStyles.h1}>{title}</Text>
      <View style={[pdfStyles.rule, { backgroundColor: accent.color }]} />
      {intro ? <Text style={pdfStyles.lead}>{intro}</Text> : null}
    </View>
  );
}

/** A heading in the page flow; it moves to the next page unless some content fits after it. */
export function Heading({ children, color }: { children: string; color?: string }) {
  return (
    <Text style={color ? [pdfStyles.h2, { color }] : pdfStyles.h2} minPresenceAhead={60}>
      {children}
    </Text>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={pdfStyles.body}>{children}</Text>;
}

/** A bulleted list; the dot is drawn, not typed, so text extraction sees only the items. Each item stays on one page. */
export function BulletList({ items, color }: { items: readonly string[]; color: string }) {
  return (
    <View>
      {items.map((item, index) => (
        <View key={index} style={pdfStyles.bulletRow} wrap={false}>
          <View style={[pdfStyles.bulletDot, { backgroundColor: color }]} />
          <Text style={pdfStyles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

export function Chips({ items, accent }: { items: readonly string[]; accent: Accent }) {
  return (
    <View style={pdfStyles.chips}>
      {items.map((item, index) => (
        <View key={index} style={[pdfStyles.chip, { backgroundColor: accent.soft }]}>
          <Text style={[pdfStyles.chipText, { color: accent.color }]}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

/** A letter in a filled circle: an icon as real text (DejaVu has no emoji). */
export function InitialBadge({ letter, color, size }: { letter: string; color: string; size: number }) {
  return (
    <View style={[pdfStyles.badge, { width: size, height: size, borderRadius: size / 2, backgroundColor: color }]}>
      <Text style={[pdfStyles.badgeText, { fontSize: size * 0.46 }]}>{letter}</Text>
    </View>
  );
}

export function Callout({ children, accent }: { children: ReactNode; accent: Accent }) {
  return (
    <View style={[pdfStyles.callout, { backgroundColor: accent.soft, borderLeftColor: accent.color }]} wrap={false}>
      <Text style={pdfStyles.calloutText}>{children}</Text>
    </View>
  );
}
