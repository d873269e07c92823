import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { RESUME_FONT_FAMILIES } from '../../../shared/curriculum/designs';

/**
 * PDF fonts. DejaVu Sans and DejaVu Serif (TTF, from the `dejavu-fonts-ttf`
 * package) cover all Portuguese accents and typographic quotes/dashes; TTF
 * renders as fast as the built-in Helvetica, while WOFF is ~6x slower (docs:
 * engineering.md, PDF notes). Only the faces a document uses are embedded, as
 * subsets with a Unicode map. DejaVu has no emoji: never put emoji in a PDF.
 */
export const PDF_FONT_FAMILY = RESUME_FONT_FAMILIES.sans;
export const PDF_SERIF_FONT_FAMILY = RESUME_FONT_FAMILIES.serif;

let registered = false;

/** Registers both families (regular, bold, italic, bold-italic each). Idempotent. */
export function registerPdfFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  const font = (file: string): string => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: font('DejaVuSans.ttf'), fontWeight: 'normal', fontStyle: 'normal' },
      { src: font('DejaVuSans-Bold.ttf'), fontWeight: 'bold', fontStyle: 'normal' },
      { src: font('DejaVuSans-Oblique.ttf'), fontWeight: 'normal', fontStyle: 'italic' },
      { src: font('DejaVuSans-BoldOblique.ttf'), fontWeight: 'bold', fontStyle: 'italic' },
    ],
  });
  Font.register({
    family: PDF_SERIF_FONT_FAMILY,
    fonts: [
      { src: font('DejaVuSerif.ttf'), fontWeight: 'normal', fontStyle: 'normal' },
      { src: font('DejaVuSerif-Bold.ttf'), fontWeight: 'bold', fontStyle: 'normal' },
      { src: font('DejaVuSerif-Italic.ttf'), fontWeight: 'normal', fontStyle: 'italic' },
      { src: font('DejaVuSerif-BoldItalic.ttf'), fontWeight: 'bold', fontStyle: 'italic' },
    ],
  });
  // Whole words only: the default English hyphenation splits Portuguese words oddly
  // ("comuni-cação"), and a broken word is two tokens to an applicant-tracking system.
  // A line therefore only breaks at spaces; a word wider than its line is not broken
  // either (it would run off the page): designs that print typed text size it to fit.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
