/**
 * The versions of the legal pages a person accepts (LGPD consent records: at register, and again at the next
 * sign-in after a page changes, decision 0199). A version is the page's "last updated" date, in ISO form, with an
 * optional revision for a second change on the same day: '2026-11-27', then '2026-11-27.2'. The page shows the
 * date in words (legalUpdatedAt, which ignores the revision), so changing a page's text means changing its
 * version here, and nothing else: everyone whose accepted version differs is asked again.
 */
export const LEGAL_DOCUMENT_VERSIONS = {
  terms: '2026-11-27',
  privacy: '2026-11-27.2',
} as const;

export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const satisfies readonly (keyof typeof LEGAL_DOCUMENT_VERSIONS)[];

export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** A version: an ISO date, then optionally a dot and a revision number from 2 ('2026-11-27.2'). */
export const LEGAL_VERSION_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:\.([2-9]|[1-9]\d+))?$/;

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'] as const;

/** "27 de novembro de 2026": the date of a version, in words; a same-day revision ('.2') shows the same date. */
export function legalVersionDate(version: string): string {
  const match = LEGAL_VERSION_PATTERN.exec(version);
  if (!match) throw new Error(`Not a legal document version: ${version}`);
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return `${Number(day)} de ${MONTHS[Number(month) - 1]} de ${Number(year)}`;
}

/** The page's date, read from its version (no Intl, so the server and the browser agree). */
export function legalUpdatedAt(document: LegalDocument): string {
  return legalVersionDate(LEGAL_DOCUMENT_VERSIONS[document]);
}
