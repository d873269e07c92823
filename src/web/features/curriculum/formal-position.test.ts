import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../testing/memory-storage';
import { FORMAL_POSITION_KEY, keepFormalSection, readFormalSection } from './formal-position';
import { FORMAL_SECTIONS } from './formal-values';

describe('the Formal form reopens at the section the person was on', () => {
  beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('reopens the kept section of the same saved curriculum', () => {
    keepFormalSection('cv-1', 4);
    expect(readFormalSection('cv-1')).toBe(4);
    keepFormalSection('cv-1', FORMAL_SECTIONS.length - 1);
    expect(readFormalSection('cv-1')).toBe(FORMAL_SECTIONS.length - 1);
  });

  it('opens at the first section for another curriculum, before the first save, and for what it cannot read', () => {
    keepFormalSection('cv-1', 3);
    expect(readFormalSection('cv-2')).toBe(0);
    expect(readFormalSection(null)).toBe(0);
    keepFormalSection(null, 5);
    expect(readFormalSection('cv-1')).toBe(3);
    for (const raw of [
      '{',
      '"x"',
      JSON.stringify({ id: 'cv-1', section: FORMAL_SECTIONS.length }),
      JSON.stringify({ id: 'cv-1', section: -1 }),
      JSON.stringify({ id: 'cv-1', section: 1.5 }),
    ]) {
      localStorage.setItem(FORMAL_POSITION_KEY, raw);
      expect(readFormalSection('cv-1')).toBe(0);
    }
  });
});
