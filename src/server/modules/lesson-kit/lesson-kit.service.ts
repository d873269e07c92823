import { createHash } from 'node:crypto';
import { LESSON_KIT, LESSON_KIT_LABELS, LESSON_KIT_VERSION } from '../../../shared/content/lesson-kit/lesson-kit';
import type { LessonKit } from '../../../shared/content/lesson-kit/lesson-kit.schema';
import { REPORT_MESSAGES } from '../../../shared/contracts/report.contract';
import { AppError } from '../../platform/http/errors';
import type { Logger } from '../../platform/logger';
import { createPdfCache } from '../../platform/pdf/pdf-cache';
import { LESSON_KIT_LAYOUT_VERSION } from './lesson-kit-layout';

/** When the render fails: the same words as the report's PDF. */
export const LESSON_KIT_PDF_FAILED_MESSAGE = REPORT_MESSAGES.pdfFailed;

export interface LessonKitServiceDeps {
  /** Where the rendered PDF is kept (DATA_DIR/lesson-kit). */
  dir: string;
  log: Logger;
  /** Renders the kit (in the platform's PDF worker pool). */
  render: (kit: LessonKit) => Promise<Buffer>;
  /** The kit to print; the real one by default. */
  kit?: LessonKit;
}

/**
 * The cached file's name: a hash of the kit's texts, their version and the layout's version, so a changed text
 * or layout is a new file and the older one is removed. The same for everyone: the kit holds nothing personal.
 */
export function lessonKitCacheName(kit: LessonKit = LESSON_KIT): string {
  const key = createHash('sha256')
    .update(JSON.stringify([kit.version, LESSON_KIT_VERSION, LESSON_KIT_LAYOUT_VERSION, kit]))
    .digest('hex')
    .slice(0, 16);
  return `kit-projeto-de-vida-${key}.pdf`;
}

/** The lesson kit's printable PDF (issue 30 item 5): public, rendered once per version and kept on disk. */
export function createLessonKitService(deps: LessonKitServiceDeps) {
  const kit = deps.kit ?? LESSON_KIT;
  const cache = createPdfCache({ dir: deps.dir, log: deps.log, what: 'lesson kit PDF' });
  const name = lessonKitCacheName(kit);

  return {
    async pdf(): Promise<{ file: Buffer; fileName: string }> {
      const file = await cache.get(name, {
        context: { kitVersion: kit.version },
        isOlderCopy: (other) => other.startsWith('kit-projeto-de-vida-'),
        render: async () => {
          try {
            return await deps.render(kit);
          } catch (error) {
            // Too many renders queued is the pool's own 503; anything else is a failed render.
            if (error instanceof AppError) throw error;
            deps.log.error({ err: error, kitVersion: kit.version }, 'lesson kit PDF rendering failed');
            throw new AppError(500, LESSON_KIT_PDF_FAILED_MESSAGE);
          }
        },
      });
      return { file, fileName: LESSON_KIT_LABELS.pdfFileName };
    },
  };
}

export type LessonKitService = ReturnType<typeof createLessonKitService>;
