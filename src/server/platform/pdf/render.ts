import type { ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { registerPdfFonts } from './fonts';

/**
 * Renders a PDF to a Buffer. `element` is a component whose root is a
 * <Document> (the report, a resume design); the fonts are registered first.
 */
export async function renderPdf(element: ReactElement): Promise<Buffer> {
  registerPdfFonts();
  // renderToBuffer's type only accepts a <Document> element itself, not a component that returns one.
  return renderToBuffer(element as ReactElement<DocumentProps>);
}
