/**
 * Part of the PDF cache key (report.service.ts): change it whenever the
 * document's layout or wording changes (report-document.tsx), so cached
 * reports are rendered again. In its own file so the service can read it
 * without loading @react-pdf, which it imports only on the first render.
 * 2026-11-23: one level rule (65%, scoring/level.ts) and the engine's ranking everywhere.
 * 2026-11-26: the report about the person (issue 25): the person's answers, the blend, an in-depth part per profile in front.
 * 2026-11-27: Part 5 is the person's 12 careers from the catalogue v2, for their stage, with the glossary and the other careers by name (issue 27).
 * 2026-11-27-v2: Part 3's lists are the person's portrait (scoring/portrait.ts), "um dia na vida" fits their phase, famous people by name after the first profile.
 */
export const REPORT_LAYOUT_VERSION = '2026-11-27-v2';
