import type { CatalogueCareer } from './career.schema';

/** Catalogue v2, part a (see catalogue.ts for which families each part holds). */
export const CAREERS_PART_A: readonly CatalogueCareer[] = [];
