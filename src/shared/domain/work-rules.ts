import type { AgeBand } from './age-band';

/**
 * Brazil's age rules for a young person's work, in one place (issue 27): the
 * careers' steps (scoring/next-steps.ts) and the resume's objectives
 * (curriculum/objective.ts) read them, and their texts are written from these
 * numbers.
 */

/** Jovem Aprendiz: from 14 to 24 (CLT art. 428); school attendance only before the end of ensino médio (§1). */
export const APPRENTICE_MIN_AGE = 14;
export const APPRENTICE_MAX_AGE = 24;
/** Estágio: from 16 (Constituição art. 7º, XXXIII), while enrolled (Lei 11.788/2008). */
export const INTERNSHIP_MIN_AGE = 16;
/** Adulthood: night work (CLT art. 404) and the work of the Lista TIP open; MEI and most concursos de nível médio. */
export const ADULT_AGE = 18;

/** The person's age, as the rules need it: the youngest age of the band (null when not told). */
export function youngestAge(band: AgeBand | null): number | null {
  if (band === null) return null;
  return Number(band.slice(0, 2));
}

/** Whether the band is of an adult (18 or more); an unknown band is not an adult's. Educator accounts need one (decision 0194). */
export function isAdultBand(band: AgeBand | null): boolean {
  return band !== null && youngestAge(band)! >= ADULT_AGE;
}

/** The oldest age of the band (99 for 25+). */
export function oldestAge(band: AgeBand): number {
  return band === '25+' ? 99 : Number(band.slice(3, 5));
}

/** Whether the band is within the apprenticeship's ages (an unknown band is not ruled out). */
export function apprenticeAgeAllowed(band: AgeBand | null): boolean {
  return band === null || (youngestAge(band)! <= APPRENTICE_MAX_AGE && oldestAge(band) >= APPRENTICE_MIN_AGE);
}

/** Whether the band is old enough for an internship (an unknown band is not ruled out). */
export function internshipAgeAllowed(band: AgeBand | null): boolean {
  return band === null || oldestAge(band) >= INTERNSHIP_MIN_AGE;
}
