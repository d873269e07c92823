import { Text } from '@react-pdf/renderer';
import { CLASSIC_TOKENS, FIT_STEPS, tokensAtStep, type FitStep } from '../../../../shared/curriculum/designs';
import { KeepTogether } from '../../../platform/pdf/blocks';
import { ContactLine } from './contact-line';
import { bodyStyles, contentWidth, textStyle, type ResumeDesign } from './resume-design';

/**
 * Clássico: black on white, DejaVu Serif, section headings over a thin rule,
 * meta lines in italic. Nothing but type and rules. Its numbers: CLASSIC_TOKENS.
 */
export function classicDesignAt(step: FitStep): ResumeDesign {
  const tokens = tokensAtStep(CLASSIC_TOKENS, step);
  const body = bodyStyles(tokens);
  const name = textStyle(tokens.name, { marginBottom: tokens.name.marginBottom });
  const contact = textStyle(tokens.contact);
  return {
    ...body,
    Header: ({ document, fitted }) => {
      const width = contentWidth(body);
      return (
        <KeepTogether>
          {document.name !== '' && <Text style={fitted(document.name, name, width)}>{document.name}</Text>}
          {document.contact.map((line, index) => (
            <ContactLine key={index} line={line} links={document.links} style={fitted(line, contact, width)} />
          ))}
        </KeepTogether>
      );
    },
  };
}

export const classicDesign: ResumeDesign = classicDesignAt(FIT_STEPS[0]!);
