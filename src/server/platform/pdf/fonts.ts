import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

/**
 * PDF fonts. DejaVu Sans (TTF, from the `dejavu-fonts-ttf` package) covers all
 * Portuguese accents and typographic quotes/dashes; TTF renders as fast as the
 * built-in Helvetica, while WOFF is ~6x slower (docs: engineering.md, PDF notes).
 * DejaVu has no emoji: never put emoji in a PDF.
 */
export const PDF_FONT_FAMILY = 'DejaVu Sans';

let registered = false;

/** Registers the DejaVu Sans family (regular, bold, italic, bold-italic). Idempotent. */
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
  // Whole words only: the default English hyphenation splits Portuguese words oddly.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
