import { createElement } from 'react';
import type { LessonKit } from '../../../shared/content/lesson-kit/lesson-kit.schema';
import { renderPdf } from '../../platform/pdf/render';
import { LessonKitDocument } from './lesson-kit-document';

/** The lesson kit as a printable PDF (A4, DejaVu Sans, pt-BR). */
export async function renderLessonKitPdf(kit: LessonKit): Promise<Buffer> {
  return renderPdf(createElement(LessonKitDocument, { kit }));
}
