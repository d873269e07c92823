import { Text, View } from '@react-pdf/renderer';
import { FIT_STEPS, MODERN_TOKENS, tokensAtStep, type FitStep } from '../../../../shared/curriculum/designs';
import { ContactLine } from './contact-line';
import { bodyStyles, contentWidth, textStyle, type ResumeDesign } from './resume-design';

/**
 * Moderno: DejaVu Sans, a full-width band in the brand's indigo with the name
 * and contact lines in white (real text, 9.9:1 contrast), and headings in the
 * brand's accent colour over a light accent rule. Still one column. Its numbers: MODERN_TOKENS.
 */
export { MODERN_COLORS } from '../../../../shared/curriculum/designs';

export function modernDesignAt(step: FitStep): ResumeDesign {
  const tokens = tokensAtStep(MODERN_TOKENS, step);
  const body = bodyStyles(tokens);
  const { page } = tokens;
  const band = tokens.band!;
  const name = textStyle(tokens.name, { marginBottom: tokens.name.marginBottom });
  const contact = textStyle(tokens.contact);
  return {
    ...body,
    Header: ({ document, fitted }) => {
      // The band bleeds to the page's edges; its text keeps the body's left and right margins.
      const width = contentWidth(body);
      return (
        <View
          style={{
            marginTop: -page.paddingTop,
            marginHorizontal: -page.paddingHorizontal,
            paddingTop: band.paddingTop,
            paddingBottom: band.paddingBottom,
            paddingHorizontal: page.paddingHorizontal,
            backgroundColor: band.color,
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
  };
}

export const modernDesign: ResumeDesign = modernDesignAt(FIT_STEPS[0]!);
