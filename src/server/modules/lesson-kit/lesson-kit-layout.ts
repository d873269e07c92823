/**
 * Part of the PDF's cache key (lesson-kit.service.ts): change it whenever the document's layout changes
 * (lesson-kit-document.tsx); the texts have their own version, the kit's. In its own file so the service
 * reads it without loading @react-pdf, which it imports only on the first render.
 */
export const LESSON_KIT_LAYOUT_VERSION = '2026-11-27';
