import path from 'node:path';
import type { LessonKit } from '../../../shared/content/lesson-kit/lesson-kit.schema';
import type { Platform } from '../../platform/platform';
import type { PdfKind } from '../../pdf-worker';
import { registerLessonKitRoutes } from './lesson-kit.routes';
import { createLessonKitService, type LessonKitService } from './lesson-kit.service';

/** The "Projeto de Vida" lesson kit's printable PDF (issue 30 item 5), rendered in the PDF worker pool and cached under DATA_DIR/lesson-kit. */
export function createLessonKitModule(platform: Platform): LessonKitService {
  const service = createLessonKitService({
    dir: path.join(platform.config.dataDir, 'lesson-kit'),
    log: platform.log,
    render: (kit: LessonKit) => platform.pdf.render('lessonKit' satisfies PdfKind, kit),
  });
  registerLessonKitRoutes(platform.router, service);
  return service;
}
