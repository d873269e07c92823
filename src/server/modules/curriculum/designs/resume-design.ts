import type { ComponentType } from 'react';
import type { Styles } from '@react-pdf/renderer';
import type { CurriculumDocument } from '../../../../shared/curriculum/document';
import { A4, type DesignTokens, type TextToken } from '../../../../shared/curriculum/designs';
import type { TextFace } from '../../../platform/pdf/fit';

/**
 * What a resume design decides: the look only. The content, its order and
 * the page-break rules are the same for every design (curriculum-pdf.tsx).
 * The numbers come from the shared design tokens (src/shared/curriculum/designs.ts),
 * which the live preview reads too; a design here only turns them into react-pdf styles.
 */

/** A4 width in points. */
export const A4_WIDTH = A4.width;

/** A text style that names its face and size, so that typed text can be sized to fit (platform/pdf/fit.ts). */
export type ResumeTextStyle = TextFace & Styles[string];

export interface ResumeDesign {
  /** The tokens this design was drawn from (at its fit step). */
  tokens: DesignTokens;
  /** The font families the design's text uses. */
  fontFamilies: readonly string[];
  /** Page padding: the body's width is the A4 width minus twice `paddingHorizontal`. */
  page: Styles[string] & { paddingHorizontal: number };
  /** Name and contact lines, at the top of the first page, in the body (never in a fixed header). */
  Header: ComponentType<{ document: CurriculumDocument; fitted: Fitted }>;
  /** The space above each section. */
  section: Styles[string];
  heading: ResumeTextStyle;
  /** The space above an entry after a section's first. */
  entry: Styles[string];
  title: ResumeTextStyle;
  meta: ResumeTextStyle;
  line: ResumeTextStyle;
  /** Space above a body line after an entry's first. */
  lineGap: Styles[string];
  bullet: {
    row: Styles[string];
    /** A drawn dot (not a character, so text extraction sees only the item). */
    dot: Styles[string] & { width: number; marginRight: number };
    text: ResumeTextStyle;
  };
}

/** The style to set `text` in: `style`, made smaller when one of its words would be wider than `width` points. */
export type Fitted = (text: string, style: ResumeTextStyle, width: number) => ResumeTextStyle;

export const contentWidth = (design: Pick<ResumeDesign, 'page'>): number => A4_WIDTH - 2 * design.page.paddingHorizontal;

/** A text token as a react-pdf text style. */
export const textStyle = (token: TextToken, more: Styles[string] = {}): ResumeTextStyle => ({
  ...more,
  fontFamily: token.fontFamily,
  fontSize: token.fontSize,
  fontWeight: token.fontWeight,
  fontStyle: token.fontStyle,
  color: token.color,
  lineHeight: token.lineHeight,
});

/** Everything but the header, from the tokens. */
export function bodyStyles(tokens: DesignTokens): Omit<ResumeDesign, 'Header'> {
  const { heading, bullet } = tokens;
  return {
    tokens,
    fontFamilies: tokens.fontFamilies,
    page: { ...tokens.page },
    section: { marginTop: tokens.sectionGap },
    heading: textStyle(heading, {
      paddingBottom: heading.paddingBottom,
      borderBottomWidth: heading.rule.width,
      borderBottomColor: heading.rule.color,
      marginBottom: heading.marginBottom,
    }),
    entry: { marginTop: tokens.entryGap },
    title: textStyle(tokens.title),
    meta: textStyle(tokens.meta),
    line: textStyle(tokens.line),
    lineGap: { marginTop: tokens.lineGap },
    bullet: {
      row: { flexDirection: 'row', marginTop: bullet.rowGap },
      dot: {
        width: bullet.dot.size,
        height: bullet.dot.size,
        borderRadius: bullet.dot.size / 2,
        backgroundColor: bullet.dot.color,
        marginTop: bullet.dot.marginTop,
        marginRight: bullet.dot.marginRight,
      },
      text: textStyle(bullet.text),
    },
  };
}
