import { createElement } from 'react';
import { renderPdf } from '../../platform/pdf/render';
import { ReportDocument, type ReportData } from './report-document';

export type { ReportData } from './report-document';

/** Renders the full report as a PDF file (A4, DejaVu Sans, pt-BR). */
export async function renderReportPdf(data: ReportData): Promise<Buffer> {
  return renderPdf(createElement(ReportDocument, { data }));
}
