/**
 * The versions of the legal pages a person accepts at register, recorded with
 * the account (LGPD consent records). A version is the page's "last updated"
 * date (the pages show it as LEGAL_UPDATED_AT in src/web/features/marketing/content/legal.ts):
 * change both together when a page's text changes.
 */
export const LEGAL_DOCUMENT_VERSIONS = {
  terms: '2026-11-26',
  privacy: '2026-11-26',
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENT_VERSIONS;
