import type { ComponentType } from 'react';
import type { Styles } from '@react-pdf/renderer';
import type { CurriculumDocument } from '../../../../shared/curriculum/document';
import type { TextFace } from '../../../platform/pdf/fit';

/**
 * What a resume design decides: the look only. The content, its order and
 * the page-break rules are the same for every design (curriculum-pdf.tsx).
 */

/** A4 width in points. */
export const A4_WIDTH = 595.28;

/** A text style that names its face and size, so that typed text can be sized to fit (platform/pdf/fit.ts). */
export type ResumeTextStyle = TextFace & Styles[string];

export interface ResumeDesign {
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
