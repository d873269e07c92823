import type { CSSProperties } from 'react';
import { contactLineParts, type CurriculumDocument, type DocumentEntry } from '../../../../shared/curriculum/document';
import { A4, DESIGN_TOKENS, READABLE_BODY_PX, type DesignTokens, type TextToken } from '../../../../shared/curriculum/designs';
import type { CurriculumDesign } from '../../../../shared/curriculum/rules';
import { useResumeFonts } from './resume-fonts';

/**
 * Lengths in PDF points as CSS on the preview's page. The page is an A4 page scaled to its box's width
 * (100cqw = 595.28 pt): `pagePtToCss` sizes the page itself (its margins, its height, Moderno's band).
 * `ptToCss` sizes the type and what is drawn with it (rules, dots, gaps), all in one ratio to each other,
 * as in the PDF; on a narrow screen that ratio has a floor, so the text stays readable (the lines then
 * wrap sooner than on paper), unless the person asks to see the whole A4 page (`RESUME_TYPE_SCALE`).
 */
export const pagePtToCss = (points: number): string => `calc(${points} * var(--resume-page))`;
export const ptToCss = (points: number): string => `calc(${points} * var(--resume-type))`;

/** The two scales, CSS pixels per PDF point: the page's (always its width) and the type's (the page's, or readable). */
export function resumeScales(tokens: DesignTokens, fullPage: boolean): Record<'--resume-page' | '--resume-type', string> {
  const page = `calc(100cqw / ${A4.width})`;
  const floor = READABLE_BODY_PX / Math.min(tokens.line.fontSize, tokens.meta.fontSize, tokens.bullet.text.fontSize);
  return { '--resume-page': page, '--resume-type': fullPage ? page : `max(${page}, ${floor.toFixed(4)}px)` };
}

/** A text token as CSS: the PDF's family (with a generic fallback while the face loads), size, weight, style, colour, line height. */
export const textCss = (token: TextToken): CSSProperties => ({
  fontFamily: `'${token.fontFamily}', ${token.fontFamily.includes('Serif') ? 'serif' : 'sans-serif'}`,
  fontSize: ptToCss(token.fontSize),
  fontWeight: token.fontWeight,
  fontStyle: token.fontStyle,
  color: token.color,
  lineHeight: token.lineHeight,
});

const entryTexts = (entry: DocumentEntry) => [entry.title, entry.meta, ...entry.lines].filter((text) => text !== '');

function ContactLine({ line, document, style }: { line: string; document: CurriculumDocument; style: CSSProperties }) {
  return (
    <p style={style}>
      {contactLineParts(line, document.links).map((part, index) =>
        part.url ? (
          <a key={index} href={part.url} target="_blank" rel="noreferrer" style={{ color: 'inherit', textDecoration: 'none' }}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function Header({ document, tokens }: { document: CurriculumDocument; tokens: DesignTokens }) {
  const name = { ...textCss(tokens.name), marginBottom: ptToCss(tokens.name.marginBottom) };
  const contact = textCss(tokens.contact);
  const content = (
    <>
      {document.name !== '' && (
        <h3 style={name} data-part="name">
          {document.name}
        </h3>
      )}
      {document.contact.map((line, index) => (
        <ContactLine key={index} line={line} document={document} style={contact} />
      ))}
    </>
  );
  const { band, page } = tokens;
  if (!band) return <header>{content}</header>;
  // Moderno's band bleeds to the page's edges; its text keeps the body's margins.
  return (
    <header
      data-part="band"
      style={{
        backgroundColor: band.color,
        margin: `calc(-1 * ${pagePtToCss(page.paddingTop)}) calc(-1 * ${pagePtToCss(page.paddingHorizontal)}) 0`,
        padding: `${pagePtToCss(band.paddingTop)} ${pagePtToCss(page.paddingHorizontal)} ${pagePtToCss(band.paddingBottom)}`,
      }}
    >
      {content}
    </header>
  );
}

/**
 * The resume as the PDF will print it: the shared document model (the server's PDF draws the same one), in
 * the same order and with the same text, one line per element and nothing added, drawn with the PDF design's
 * own numbers (src/shared/curriculum/designs.ts): the same fonts, sizes, colours, heading rules, drawn bullet
 * dots and spacing, on an A4 page scaled to the panel's width. One column, as in the file.
 */
export function CurriculumPreview({
  document,
  design,
  fullPage = false,
}: {
  document: CurriculumDocument;
  design: CurriculumDesign;
  /** The whole A4 page in miniature, the type in the page's ratio; by default the type has a readable floor. */
  fullPage?: boolean;
}) {
  const tokens = DESIGN_TOKENS[design];
  useResumeFonts(tokens);
  const { page, heading, bullet } = tokens;
  const headingCss: CSSProperties = {
    ...textCss(heading),
    paddingBottom: ptToCss(heading.paddingBottom),
    borderBottom: `${ptToCss(heading.rule.width)} solid ${heading.rule.color}`,
    marginBottom: ptToCss(heading.marginBottom),
  };
  const dot: CSSProperties = {
    flex: 'none',
    width: ptToCss(bullet.dot.size),
    height: ptToCss(bullet.dot.size),
    borderRadius: '50%',
    backgroundColor: bullet.dot.color,
    marginTop: ptToCss(bullet.dot.marginTop),
    marginRight: ptToCss(bullet.dot.marginRight),
  };
  return (
    <div style={{ containerType: 'inline-size' }}>
      <article
        aria-label="Pré-visualização do currículo"
        className="overflow-hidden bg-white shadow-sm ring-1 ring-slate-300 [overflow-wrap:anywhere]"
        data-design={design}
        style={{
          fontFamily: textCss(tokens.line).fontFamily,
          color: page.color,
          ...resumeScales(tokens, fullPage),
          padding: `${pagePtToCss(page.paddingTop)} ${pagePtToCss(page.paddingHorizontal)} ${pagePtToCss(page.paddingBottom)}`,
          minHeight: pagePtToCss(A4.height),
        }}
      >
        <Header document={document} tokens={tokens} />
        {document.sections.map((section) => (
          <section key={section.key} style={{ marginTop: ptToCss(tokens.sectionGap) }}>
            <h4 style={headingCss}>{section.heading}</h4>
            {section.entries.map((entry, index) =>
              section.bulleted ? (
                <div key={index} data-part="bullet" style={{ display: 'flex', marginTop: ptToCss(bullet.rowGap) }}>
                  <span aria-hidden="true" data-part="dot" style={dot} />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    {entryTexts(entry).map((text, textIndex) => (
                      <p key={textIndex} style={textCss(bullet.text)}>
                        {text}
                      </p>
                    ))}
                  </div>
                </div>
              ) : (
                <div key={index} style={{ marginTop: index === 0 ? 0 : ptToCss(tokens.entryGap) }}>
                  {entry.title !== '' && (
                    <p style={textCss(tokens.title)} data-part="title">
                      {entry.title}
                    </p>
                  )}
                  {entry.meta !== '' && (
                    <p style={textCss(tokens.meta)} data-part="meta">
                      {entry.meta}
                    </p>
                  )}
                  {entry.bullets ? (
                    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                      {entry.lines.map((line, lineIndex) => (
                        <li key={lineIndex} data-part="line-bullet" style={{ display: 'flex', marginTop: ptToCss(bullet.rowGap) }}>
                          <span aria-hidden="true" data-part="dot" style={dot} />
                          <p style={{ ...textCss(bullet.text), flex: 1, minWidth: 0 }}>{line}</p>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    entry.lines.map((line, lineIndex) => (
                      <p key={lineIndex} style={{ ...textCss(tokens.line), marginTop: lineIndex === 0 ? 0 : ptToCss(tokens.lineGap) }}>
                        {line}
                      </p>
                    ))
                  )}
                </div>
              ),
            )}
          </section>
        ))}
      </article>
    </div>
  );
}
