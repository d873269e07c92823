import { Fragment } from 'react';
import { Link, Text } from '@react-pdf/renderer';
import { contactLineParts, type ContactLink } from '../../../../shared/curriculum/document';
import type { ResumeTextStyle } from './resume-design';

/**
 * A contact line of the header, with its e-mail and LinkedIn profile as links (a `mailto:` and an https
 * annotation over the same words: issue 29). The words, their colour and their place are the line's own, so
 * the extracted text does not change.
 */
export function ContactLine({ line, links, style }: { line: string; links: readonly ContactLink[]; style: ResumeTextStyle }) {
  return (
    <Text style={style}>
      {contactLineParts(line, links).map((part, index) =>
        part.url ? (
          <Link key={index} src={part.url} style={{ color: style.color, textDecoration: 'none' }}>
            {part.text}
          </Link>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Text>
  );
}
