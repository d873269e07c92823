import path from 'node:path';
import type { AuthContext } from '../../platform/http/auth-context';
import type { Platform } from '../../platform/platform';
import type { PdfKind } from '../../pdf-worker';
import type { renderReportPdf } from './report-pdf';
import { registerReportRoutes } from './report.routes';
import { createReportService, type ReportAttempt, type ReportService } from './report.service';

export interface ReportModuleDeps {
  /** The caller's own attempt with its owner's stage of life, or a 404 (the quiz module's). */
  ownAttempt: (auth: AuthContext, attemptId: string) => Promise<ReportAttempt>;
  /** An attempt's stored answers (the quiz module's). */
  answerValuesOf: (attemptId: string) => Promise<Map<number, number>>;
  /** The PDF renderer (by default the platform's worker pool); tests swap it to make it fail or to count renders. */
  render?: typeof renderReportPdf | undefined;
}

/** The paid report's PDF, cached under DATA_DIR/reports. */
export function createReportModule(platform: Platform, deps: ReportModuleDeps): ReportService {
  const service = createReportService({
    ownAttempt: deps.ownAttempt,
    answerValuesOf: deps.answerValuesOf,
    reportsDir: path.join(platform.config.dataDir, 'reports'),
    log: platform.log,
    render: deps.render ?? ((data) => platform.pdf.render('report' satisfies PdfKind, data)),
    limiter: platform.limiter,
    rendersPerUser: platform.config.pdf.rendersPerUser,
  });
  registerReportRoutes(platform.router, service);
  return service;
}
