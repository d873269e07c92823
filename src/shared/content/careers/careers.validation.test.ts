import { describe, expect, it } from 'vitest';
import { CAREER_CATALOGUE } from './catalogue';
import { CAREERS_PART_A } from './part-a';
import { CAREERS_PART_B } from './part-b';
import { CAREERS_PART_C } from './part-c';
import { validateCareer, validateCareers, validateCatalogue } from './careers.validation';
import type { CatalogueCareer } from './career.schema';

describe('career catalogue v2 (issue 27)', () => {
  it.each([
    ['part a', CAREERS_PART_A],
    ['part b', CAREERS_PART_B],
    ['part c', CAREERS_PART_C],
  ] as const)('%s meets every career rule', (_name, part) => {
    expect(validateCareers(part)).toEqual([]);
  });

  it('meets the catalogue rules: size, profiles, careers for under-18s', () => {
    expect(validateCatalogue(CAREER_CATALOGUE)).toEqual([]);
  });
});
