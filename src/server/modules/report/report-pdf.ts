import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { registerPdfFonts } from '../../platform/pdf/fonts';
import { ReportDocument, type ReportData } from './report-document';

export type { ReportData } from './report-document';

/** Renders the full report as a PDF file (A4, DejaVu Sans, pt-BR). */
export async function renderReportPdf(data: ReportData): Promise<Buffer> {
  registerPdfFonts();
  // ReportDocument's root is a <Document>; renderToBuffer's type only accepts a Document element itself.
  const document = createElement(ReportDocument, { data }) as unknown as ReactElement<DocumentProps>;
  return renderToBuffer(document);
}
