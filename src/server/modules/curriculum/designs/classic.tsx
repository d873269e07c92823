import { Text } from '@react-pdf/renderer';
import { KeepTogether } from '../../../platform/pdf/blocks';
import { ContactLine } from './contact-line';
import { PDF_SERIF_FONT_FAMILY } from '../../../platform/pdf/fonts';
import { contentWidth, type ResumeDesign, type ResumeTextStyle } from './resume-design';

/**
 * Clássico: black on white, DejaVu Serif, section headings over a thin rule,
 * meta lines in italic. Nothing but type and rules.
 */

const INK = '#000000';
const serif = (fontSize: number, more: Omit<ResumeTextStyle, 'fontFamily' | 'fontSize'> = {}): ResumeTextStyle => ({
  fontFamily: PDF_SERIF_FONT_FAMILY,
  fontSize,
  fontWeight: 'normal',
  fontStyle: 'normal',
  color: INK,
  ...more,
});

const page = { fontFamily: PDF_SERIF_FONT_FAMILY, fontSize: 10, color: INK, paddingTop: 34, paddingBottom: 34, paddingHorizontal: 54 };
const name = serif(19, { fontWeight: 'bold', lineHeight: 1.2, marginBottom: 5 });
const contact = serif(9.5, { lineHeight: 1.35 });

export const classicDesign: ResumeDesign = {
  fontFamilies: [PDF_SERIF_FONT_FAMILY],
  page,
  Header: ({ document, fitted }) => {
    const width = contentWidth({ page });
    return (
      <KeepTogether>
        {document.name !== '' && <Text style={fitted(document.name, name, width)}>{document.name}</Text>}
        {document.contact.map((line, index) => (
          <ContactLine key={index} line={line} links={document.links} style={fitted(line, contact, width)} />
        ))}
      </KeepTogether>
    );
  },
  section: { marginTop: 9 },
  heading: serif(11.5, { fontWeight: 'bold', lineHeight: 1.2, paddingBottom: 1.5, borderBottomWidth: 0.75, borderBottomColor: INK, marginBottom: 4 }),
  entry: { marginTop: 5 },
  title: serif(10.5, { fontWeight: 'bold', lineHeight: 1.3 }),
  meta: serif(9.5, { fontStyle: 'italic', lineHeight: 1.3 }),
  line: serif(9.5, { lineHeight: 1.3 }),
  lineGap: { marginTop: 1 },
  bullet: {
    row: { flexDirection: 'row', marginTop: 1 },
    dot: { width: 3.5, height: 3.5, borderRadius: 1.75, backgroundColor: INK, marginTop: 5, marginRight: 8 },
    text: serif(9.5, { lineHeight: 1.3 }),
  },
};
