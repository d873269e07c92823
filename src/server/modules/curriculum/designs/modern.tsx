import { Text, View } from '@react-pdf/renderer';
import { tint } from '../../../platform/pdf/color';
import { PDF_FONT_FAMILY } from '../../../platform/pdf/fonts';
import { ContactLine } from './contact-line';
import { contentWidth, type ResumeDesign, type ResumeTextStyle } from './resume-design';

/**
 * Moderno: DejaVu Sans, a full-width band in the brand's indigo with the name
 * and contact lines in white (real text, 9.9:1 contrast), and headings in the
 * brand's accent colour over a light accent rule. Still one column.
 */

/** The web's --color-brand-800 and --color-brand-700 (src/web/styles.css). */
export const MODERN_COLORS = {
  band: '#3730a3',
  onBand: '#ffffff',
  accent: '#4338ca',
  ink: '#111827',
  muted: '#4b5563',
} as const;

const sans = (fontSize: number, more: Omit<ResumeTextStyle, 'fontFamily' | 'fontSize'> = {}): ResumeTextStyle => ({
  fontFamily: PDF_FONT_FAMILY,
  fontSize,
  fontWeight: 'normal',
  fontStyle: 'normal',
  color: MODERN_COLORS.ink,
  ...more,
});

const page = { fontFamily: PDF_FONT_FAMILY, fontSize: 10, color: MODERN_COLORS.ink, paddingTop: 34, paddingBottom: 34, paddingHorizontal: 54 };
const name = sans(20, { fontWeight: 'bold', lineHeight: 1.2, color: MODERN_COLORS.onBand, marginBottom: 5 });
const contact = sans(9.5, { lineHeight: 1.35, color: MODERN_COLORS.onBand });

export const modernDesign: ResumeDesign = {
  fontFamilies: [PDF_FONT_FAMILY],
  page,
  Header: ({ document, fitted }) => {
    // The band bleeds to the page's edges; its text keeps the body's left and right margins.
    const width = contentWidth({ page });
    return (
      <View
        style={{
          marginTop: -page.paddingTop,
          marginHorizontal: -page.paddingHorizontal,
          paddingTop: 24,
          paddingBottom: 12,
          paddingHorizontal: page.paddingHorizontal,
          backgroundColor: MODERN_COLORS.band,
        }}
        wrap={false}
      >
        {document.name !== '' && <Text style={fitted(document.name, name, width)}>{document.name}</Text>}
        {document.contact.map((line, index) => (
          <ContactLine key={index} line={line} links={document.links} style={fitted(line, contact, width)} />
        ))}
      </View>
    );
  },
  section: { marginTop: 9 },
  heading: sans(11.5, {
    fontWeight: 'bold',
    lineHeight: 1.2,
    color: MODERN_COLORS.accent,
    paddingBottom: 1.5,
    borderBottomWidth: 1,
    borderBottomColor: tint(MODERN_COLORS.accent, 0.7),
    marginBottom: 4,
  }),
  entry: { marginTop: 5 },
  title: sans(10, { fontWeight: 'bold', lineHeight: 1.3 }),
  meta: sans(9, { lineHeight: 1.3, color: MODERN_COLORS.muted }),
  line: sans(9.5, { lineHeight: 1.3 }),
  lineGap: { marginTop: 1 },
  bullet: {
    row: { flexDirection: 'row', marginTop: 1 },
    dot: { width: 4, height: 4, borderRadius: 2, backgroundColor: MODERN_COLORS.accent, marginTop: 4.6, marginRight: 8 },
    text: sans(9.5, { lineHeight: 1.3 }),
  },
};
