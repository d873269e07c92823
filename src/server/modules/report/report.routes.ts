import { fileRouteUrl, reportPdfRoute } from '../../../shared/contracts/registry';
import type { Router } from '../../platform/http/router';
import { NotFoundError } from '../../platform/http/errors';
import type { ReportService } from './report.service';

/** GET /api/report/:attemptId/pdf — the pdfUrl of a paid result; needs the owner's bearer token. */
export function registerReportRoutes(router: Router, reports: ReportService): void {
  router.fastify.get(fileRouteUrl(reportPdfRoute), async (request, reply) => {
    const auth = await router.authenticate(request);
    const params = reportPdfRoute.params.safeParse(request.params);
    if (!params.success) throw new NotFoundError('Relatório não encontrado');
    const { file, fileName } = await reports.pdf(auth, params.data.attemptId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file);
  });
}
