import type { CatalogueCareer } from './career.schema';

/** Catalogue v2, part b (see catalogue.ts for which families each part holds). */
export const CAREERS_PART_B: readonly CatalogueCareer[] = [];
