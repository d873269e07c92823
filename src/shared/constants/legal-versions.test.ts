import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_VERSIONS, legalUpdatedAt, type LegalDocument } from './legal-versions';

describe('legal versions', () => {
  it('are ISO dates, and each page shows its version as its date', () => {
    for (const document of Object.keys(LEGAL_DOCUMENT_VERSIONS) as LegalDocument[]) {
      expect(LEGAL_DOCUMENT_VERSIONS[document]).toMatch(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
      expect(new Date(`${LEGAL_DOCUMENT_VERSIONS[document]}T00:00:00Z`).toISOString().slice(0, 10)).toBe(LEGAL_DOCUMENT_VERSIONS[document]);
    }
    expect(legalUpdatedAt('terms')).toBe('26 de novembro de 2026');
    expect(legalUpdatedAt('privacy')).toBe('27 de novembro de 2026');
  });
});
