import { useEffect } from 'react';
import sansBold from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import sans from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import serifBold from 'dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf?url';
import serifItalic from 'dejavu-fonts-ttf/ttf/DejaVuSerif-Italic.ttf?url';
import serif from 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf?url';
import { RESUME_FONT_FAMILIES, facesOf, type DesignTokens, type FontFaceToken } from '../../../../shared/curriculum/designs';

/**
 * The PDF's own TTF files (dejavu-fonts-ttf, the package the server embeds from), for the live preview.
 * Only the faces the designs use are listed (a test checks every face a design uses is here), and each is
 * added to `document.fonts` only when a design that uses it is shown; the browser fetches a face when text
 * needs it, and shows the fallback meanwhile (display: swap).
 */
export const faceKey = (face: FontFaceToken) => `${face.fontFamily}|${face.fontWeight}|${face.fontStyle}`;

export const RESUME_FONT_URLS: Readonly<Record<string, string>> = {
  [faceKey({ fontFamily: RESUME_FONT_FAMILIES.serif, fontWeight: 'normal', fontStyle: 'normal' })]: serif,
  [faceKey({ fontFamily: RESUME_FONT_FAMILIES.serif, fontWeight: 'bold', fontStyle: 'normal' })]: serifBold,
  [faceKey({ fontFamily: RESUME_FONT_FAMILIES.serif, fontWeight: 'normal', fontStyle: 'italic' })]: serifItalic,
  [faceKey({ fontFamily: RESUME_FONT_FAMILIES.sans, fontWeight: 'normal', fontStyle: 'normal' })]: sans,
  [faceKey({ fontFamily: RESUME_FONT_FAMILIES.sans, fontWeight: 'bold', fontStyle: 'normal' })]: sansBold,
};

const added = new Set<string>();

/** Adds the design's faces to the page's fonts, once each. A no-op where the CSS Font Loading API is missing (tests, old browsers). */
export function useResumeFonts(tokens: DesignTokens): void {
  useEffect(() => {
    if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !('fonts' in document)) return;
    for (const face of facesOf(tokens)) {
      const key = faceKey(face);
      const url = RESUME_FONT_URLS[key];
      if (!url || added.has(key)) continue;
      added.add(key);
      document.fonts.add(new FontFace(face.fontFamily, `url(${url}) format('truetype')`, { weight: face.fontWeight, style: face.fontStyle, display: 'swap' }));
    }
  }, [tokens]);
}
