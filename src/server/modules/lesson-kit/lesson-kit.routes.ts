import { fileRouteUrl, lessonKitPdfRoute } from '../../../shared/contracts/registry';
import type { Router } from '../../platform/http/router';
import { cacheControlHeader } from '../../platform/http/router';
import type { LessonKitService } from './lesson-kit.service';

/** GET /api/lesson-kit/pdf — the lesson kit to print; public, the same file for everyone. */
export function registerLessonKitRoutes(router: Router, kit: LessonKitService): void {
  router.fastify.get(fileRouteUrl(lessonKitPdfRoute), async (_request, reply) => {
    const { file, fileName } = await kit.pdf();
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', cacheControlHeader(lessonKitPdfRoute.cache))
      .send(file);
  });
}
