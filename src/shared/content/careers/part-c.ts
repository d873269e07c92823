import type { CatalogueCareer } from './career.schema';

/** Catalogue v2, part c (see catalogue.ts for which families each part holds). */
export const CAREERS_PART_C: readonly CatalogueCareer[] = [];
