import { Font } from '@react-pdf/renderer';
import { registerPdfFonts } from './fonts';

/**
 * Sizing typed text so that no word is wider than its line.
 *
 * Lines break only at spaces (fonts.ts turns hyphenation off), so a word
 * wider than its line, such as a long e-mail address or URL, would run off the
 * page and be cut from the PDF's text. Instead, a text holding such a word is
 * set in the size at which that word just fits: the word stays whole, for
 * people and for applicant-tracking systems alike.
 */

/** A text style's face and size, as the PDF will set it. */
export interface TextFace {
  fontFamily: string;
  fontSize: number;
  fontWeight?: 'normal' | 'bold';
  fontStyle?: 'normal' | 'italic';
}

/** The smallest part of fontkit's font object that measuring needs. */
interface MeasurableFont {
  unitsPerEm: number;
  /** The widest glyph's advance, in font units. */
  hhea: { advanceWidthMax: number };
  layout(text: string): { advanceWidth: number };
}

/** Room for rounding between fontkit's widths and the line breaker's. */
const SAFETY = 0.98;

export type FitFontSize = (text: string, face: TextFace, width: number) => number;

/**
 * Loads the given families' regular, bold, italic and bold-italic faces and
 * returns `fitFontSize(text, face, width)`: face.fontSize when every word of
 * `text` fits in `width` points, else the size at which the widest word does.
 */
export async function loadFitFontSize(families: readonly string[]): Promise<FitFontSize> {
  registerPdfFonts();
  const fonts = new Map<string, MeasurableFont>();
  const key = (family: string, weight: string, style: string) => `${family}|${weight}|${style}`;
  for (const fontFamily of families) {
    for (const fontWeight of ['normal', 'bold'] as const) {
      for (const fontStyle of ['normal', 'italic'] as const) {
        const source = Font.getFont({ fontFamily, fontWeight, fontStyle });
        await source.load();
        fonts.set(key(fontFamily, fontWeight, fontStyle), source.data as unknown as MeasurableFont);
      }
    }
  }

  return (text, face, width) => {
    const font = fonts.get(key(face.fontFamily, face.fontWeight ?? 'normal', face.fontStyle ?? 'normal'));
    if (!font) throw new Error(`Font not loaded for measuring: ${face.fontFamily}`);
    // A word with fewer characters than this fits even if it were all of the widest glyph: no need to measure it.
    const mightOverflow = Math.floor(width / ((face.fontSize * font.hhea.advanceWidthMax) / font.unitsPerEm));
    let widest = 0;
    for (const word of text.split(' ')) {
      if (word.length <= mightOverflow) continue;
      widest = Math.max(widest, (font.layout(word).advanceWidth / font.unitsPerEm) * face.fontSize);
    }
    return widest > width * SAFETY ? (face.fontSize * width * SAFETY) / widest : face.fontSize;
  };
}
