/**
 * The versions of the legal pages a person accepts at register, recorded with
 * the account (LGPD consent records). A version is the page's "last updated"
 * date, in ISO form: the page shows it in words (legalUpdatedAt), so changing
 * a page's text means changing its version here, and nothing else.
 */
export const LEGAL_DOCUMENT_VERSIONS = {
  terms: '2026-11-26',
  privacy: '2026-11-27',
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENT_VERSIONS;

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'] as const;

/** "26 de novembro de 2026": the page's date, read from its version (no Intl, so the server and the browser agree). */
export function legalUpdatedAt(document: LegalDocument): string {
  const [year, month, day] = LEGAL_DOCUMENT_VERSIONS[document].split('-').map(Number) as [number, number, number];
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
}
