import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_VERSIONS, LEGAL_DOCUMENTS, LEGAL_VERSION_PATTERN, legalUpdatedAt, legalVersionDate } from './legal-versions';

describe('legal versions', () => {
  it('are real ISO dates, with an optional same-day revision, and each page shows its version as its date', () => {
    expect([...LEGAL_DOCUMENTS].sort()).toEqual(Object.keys(LEGAL_DOCUMENT_VERSIONS).sort());
    for (const document of LEGAL_DOCUMENTS) {
      const version = LEGAL_DOCUMENT_VERSIONS[document];
      expect(version).toMatch(LEGAL_VERSION_PATTERN);
      const date = version.slice(0, 10);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
    expect(legalUpdatedAt('terms')).toBe('27 de novembro de 2026');
    expect(legalUpdatedAt('privacy')).toBe('27 de novembro de 2026');
  });

  it('shows a same-day revision with the date alone, and refuses what is not a version', () => {
    expect(legalVersionDate('2026-11-27')).toBe('27 de novembro de 2026');
    expect(legalVersionDate('2026-11-27.2')).toBe('27 de novembro de 2026');
    expect(legalVersionDate('2027-01-05.12')).toBe('5 de janeiro de 2027');
    // A revision counts from 2 (the date alone is the first); no leading zeros, no other suffix.
    for (const bad of ['2026-11-27.1', '2026-11-27.0', '2026-11-27.02', '2026-11-27.', '2026-11-27-2', '2026-13-01', '27/11/2026']) {
      expect(() => legalVersionDate(bad), bad).toThrow();
    }
  });
});
