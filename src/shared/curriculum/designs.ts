import type { CurriculumDesign } from './rules';

/**
 * The resume designs' look as numbers: one source for the PDF (server,
 * @react-pdf: designs/*.tsx) and the live preview (web, HTML), so that the
 * preview draws the same page with the same type, rules and dots. Sizes are
 * in PDF points on an A4 page; the preview turns them into CSS at its width.
 * No React, no react-pdf, no zod here: both sides import it.
 */

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** The live preview's smallest body text, in CSS pixels, until the person asks to see the whole A4 page in miniature (decision 0192). */
export const READABLE_BODY_PX = 12;

/** The PDF's font families (platform/pdf/fonts.ts registers them; the web loads the same TTF files). */
export const RESUME_FONT_FAMILIES = { sans: 'DejaVu Sans', serif: 'DejaVu Serif' } as const;
export type ResumeFontFamily = (typeof RESUME_FONT_FAMILIES)[keyof typeof RESUME_FONT_FAMILIES];

export interface TextToken {
  fontFamily: ResumeFontFamily;
  /** Points. */
  fontSize: number;
  fontWeight: 'normal' | 'bold';
  fontStyle: 'normal' | 'italic';
  color: string;
  /** A multiple of the font size. */
  lineHeight: number;
}

export interface DesignTokens {
  /** The families the design's text uses (and so the faces the PDF embeds and the preview loads). */
  fontFamilies: readonly ResumeFontFamily[];
  page: { fontFamily: ResumeFontFamily; fontSize: number; color: string; paddingTop: number; paddingBottom: number; paddingHorizontal: number };
  /** Moderno's full-width band behind the name and contacts; Clássico has none. */
  band: { color: string; paddingTop: number; paddingBottom: number } | null;
  name: TextToken & { marginBottom: number };
  contact: TextToken;
  /** The space above each section. */
  sectionGap: number;
  /** A section heading over a rule (its width and colour), `paddingBottom` between the words and the rule. */
  heading: TextToken & { paddingBottom: number; rule: { width: number; color: string }; marginBottom: number };
  /** The space above an entry after a section's first. */
  entryGap: number;
  title: TextToken;
  meta: TextToken;
  line: TextToken;
  /** Space above a body line after an entry's first. */
  lineGap: number;
  /** A drawn dot (never a typed character) before each item of a bulleted section. */
  bullet: { rowGap: number; dot: { size: number; color: string; marginTop: number; marginRight: number }; text: TextToken };
}

const CLASSIC_INK = '#000000';
const serif = (fontSize: number, more: Partial<TextToken> = {}): TextToken => ({
  fontFamily: RESUME_FONT_FAMILIES.serif,
  fontSize,
  fontWeight: 'normal',
  fontStyle: 'normal',
  color: CLASSIC_INK,
  lineHeight: 1.3,
  ...more,
});

/** Clássico: black on white, DejaVu Serif, section headings over a thin rule, meta lines in italic. */
export const CLASSIC_TOKENS: DesignTokens = {
  fontFamilies: [RESUME_FONT_FAMILIES.serif],
  page: { fontFamily: RESUME_FONT_FAMILIES.serif, fontSize: 10, color: CLASSIC_INK, paddingTop: 34, paddingBottom: 34, paddingHorizontal: 54 },
  band: null,
  name: { ...serif(19, { fontWeight: 'bold', lineHeight: 1.2 }), marginBottom: 5 },
  contact: serif(9.5, { lineHeight: 1.35 }),
  sectionGap: 9,
  heading: { ...serif(11.5, { fontWeight: 'bold', lineHeight: 1.2 }), paddingBottom: 1.5, rule: { width: 0.75, color: CLASSIC_INK }, marginBottom: 4 },
  entryGap: 5,
  title: serif(10.5, { fontWeight: 'bold' }),
  meta: serif(9.5, { fontStyle: 'italic' }),
  line: serif(9.5),
  lineGap: 1,
  bullet: { rowGap: 1, dot: { size: 3.5, color: CLASSIC_INK, marginTop: 5, marginRight: 8 }, text: serif(9.5) },
};

/** The web's --color-brand-800 and --color-brand-700 (src/web/styles.css). */
export const MODERN_COLORS = {
  band: '#3730a3',
  onBand: '#ffffff',
  accent: '#4338ca',
  ink: '#111827',
  muted: '#4b5563',
} as const;
/** Moderno's heading rule: the accent mixed 70 % with white (a test checks it against platform/pdf/color.ts `tint`). */
const MODERN_RULE = '#c7c3ef';

const sans = (fontSize: number, more: Partial<TextToken> = {}): TextToken => ({
  fontFamily: RESUME_FONT_FAMILIES.sans,
  fontSize,
  fontWeight: 'normal',
  fontStyle: 'normal',
  color: MODERN_COLORS.ink,
  lineHeight: 1.3,
  ...more,
});

/**
 * Moderno: DejaVu Sans, a full-width band in the brand's indigo with the name and contact lines in white
 * (real text, 9.9:1 contrast), and headings in the brand's accent colour over a light accent rule.
 */
export const MODERN_TOKENS: DesignTokens = {
  fontFamilies: [RESUME_FONT_FAMILIES.sans],
  page: { fontFamily: RESUME_FONT_FAMILIES.sans, fontSize: 10, color: MODERN_COLORS.ink, paddingTop: 34, paddingBottom: 34, paddingHorizontal: 54 },
  band: { color: MODERN_COLORS.band, paddingTop: 24, paddingBottom: 12 },
  name: { ...sans(20, { fontWeight: 'bold', lineHeight: 1.2, color: MODERN_COLORS.onBand }), marginBottom: 5 },
  contact: sans(9.5, { lineHeight: 1.35, color: MODERN_COLORS.onBand }),
  sectionGap: 9,
  heading: {
    ...sans(11.5, { fontWeight: 'bold', lineHeight: 1.2, color: MODERN_COLORS.accent }),
    paddingBottom: 1.5,
    rule: { width: 1, color: MODERN_RULE },
    marginBottom: 4,
  },
  entryGap: 5,
  title: sans(10, { fontWeight: 'bold' }),
  meta: sans(9, { color: MODERN_COLORS.muted }),
  line: sans(9.5),
  lineGap: 1,
  bullet: { rowGap: 1, dot: { size: 4, color: MODERN_COLORS.accent, marginTop: 4.6, marginRight: 8 }, text: sans(9.5) },
};

/** A font face: a family in a weight and a style. */
export interface FontFaceToken {
  fontFamily: ResumeFontFamily;
  fontWeight: 'normal' | 'bold';
  fontStyle: 'normal' | 'italic';
}

/** The faces a design's text uses, each once: the faces the preview loads (and the PDF embeds). */
export function facesOf(tokens: DesignTokens): FontFaceToken[] {
  const texts: TextToken[] = [tokens.name, tokens.contact, tokens.heading, tokens.title, tokens.meta, tokens.line, tokens.bullet.text];
  const faces = new Map<string, FontFaceToken>();
  for (const { fontFamily, fontWeight, fontStyle } of texts) faces.set(`${fontFamily}|${fontWeight}|${fontStyle}`, { fontFamily, fontWeight, fontStyle });
  return [...faces.values()];
}

export const DESIGN_TOKENS: Readonly<Record<CurriculumDesign, DesignTokens>> = { classic: CLASSIC_TOKENS, modern: MODERN_TOKENS };

/**
 * One-page fit (docs/decisions/0192): a resume whose last page would hold only a few lines is drawn again a
 * step tighter. Each step scales the vertical spacing (gaps, page margins) first, then the line height, and
 * last the type, never under the floors below. Step 0 is the design as drawn above (and as the preview shows).
 */
export interface FitStep {
  /** Multiplies every vertical gap and the page's top and bottom margins. */
  spacing: number;
  /** Subtracted from every line height (1.3 -> 1.25). */
  leading: number;
  /** Multiplies every font size (and the dots), within READABLE_FLOOR_PT. */
  type: number;
  /** Multiplies the page's left and right margins. */
  sideMargin: number;
}

export const FIT_STEPS: readonly FitStep[] = [
  { spacing: 1, leading: 0, type: 1, sideMargin: 1 },
  { spacing: 0.7, leading: 0.05, type: 1, sideMargin: 1 },
  { spacing: 0.5, leading: 0.1, type: 0.97, sideMargin: 0.93 },
  { spacing: 0.4, leading: 0.1, type: 0.95, sideMargin: 0.85 },
];

/** No body text under 9 pt, no other text under 8.5 pt, in any step. */
export const READABLE_FLOOR_PT = { body: 9, small: 8.5 } as const;

/** A last page holding less than this share of a page's height is "nearly empty": try a tighter step, or move entries onto it. */
export const NEARLY_EMPTY_LAST_PAGE = 0.25;

const round = (value: number) => Math.round(value * 100) / 100;

function scaledText<T extends TextToken>(token: T, step: FitStep, floor: number): T {
  return {
    ...token,
    fontSize: round(Math.max(Math.min(token.fontSize, floor), token.fontSize * step.type)),
    lineHeight: round(Math.max(1.1, token.lineHeight - step.leading)),
  };
}

/** The tokens of `design` at a fit step: spacing first, then leading, then type, within the floors. */
export function tokensAtStep(tokens: DesignTokens, step: FitStep): DesignTokens {
  const gap = (value: number) => round(value * step.spacing);
  const body = READABLE_FLOOR_PT.body;
  const small = READABLE_FLOOR_PT.small;
  return {
    ...tokens,
    page: {
      ...tokens.page,
      paddingTop: gap(tokens.page.paddingTop),
      paddingBottom: gap(tokens.page.paddingBottom),
      paddingHorizontal: round(tokens.page.paddingHorizontal * step.sideMargin),
    },
    band: tokens.band && { ...tokens.band, paddingTop: gap(tokens.band.paddingTop), paddingBottom: gap(tokens.band.paddingBottom) },
    name: { ...scaledText(tokens.name, step, body), marginBottom: gap(tokens.name.marginBottom) },
    contact: scaledText(tokens.contact, step, small),
    sectionGap: gap(tokens.sectionGap),
    heading: { ...scaledText(tokens.heading, step, body), marginBottom: gap(tokens.heading.marginBottom) },
    entryGap: gap(tokens.entryGap),
    title: scaledText(tokens.title, step, body),
    meta: scaledText(tokens.meta, step, small),
    line: scaledText(tokens.line, step, body),
    lineGap: gap(tokens.lineGap),
    bullet: {
      rowGap: gap(tokens.bullet.rowGap),
      dot: { ...tokens.bullet.dot, marginTop: round(tokens.bullet.dot.marginTop * step.type - (tokens.bullet.text.fontSize * step.leading) / 2) },
      text: scaledText(tokens.bullet.text, step, body),
    },
  };
}
