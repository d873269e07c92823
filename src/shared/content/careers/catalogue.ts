import type { ProfileId } from '../content.schema';
import type { CareerFamily, CatalogueCareer } from './career.schema';
import { CAREERS_PART_A } from './part-a';
import { CAREERS_PART_B } from './part-b';
import { CAREERS_PART_C } from './part-c';

/** Bump when a career's text or tags change in a way a stored report should notice (it is part of the report PDF's cache key). */
export const CAREER_CATALOGUE_VERSION = '2026-11-v2';

/**
 * The career catalogue, version 2 (issue 27), in three files by family:
 * - part-a: tecnologia, industria, construcao, logistica, agro-ambiente;
 * - part-b: saude, educacao, ciencia-direito, seguranca-servico-publico;
 * - part-c: gestao-financas, comercio-atendimento, comunicacao-artes, beleza-gastronomia, turismo-eventos.
 */
export const CAREER_CATALOGUE: readonly CatalogueCareer[] = [...CAREERS_PART_A, ...CAREERS_PART_B, ...CAREERS_PART_C];

const BY_ID = new Map(CAREER_CATALOGUE.map((career) => [career.id, career]));

export function getCareer(id: string): CatalogueCareer {
  const career = BY_ID.get(id);
  if (!career) throw new Error(`Unknown career ${id}`);
  return career;
}

export function careersOfFamily(family: CareerFamily): CatalogueCareer[] {
  return CAREER_CATALOGUE.filter((career) => career.family === family);
}

/** A profile's own careers (its examples, the same for everyone): those tagged to it, by its weight in them, largest first. */
export function careersOfProfile(id: ProfileId): readonly CatalogueCareer[] {
  let careers = byProfile.get(id);
  if (!careers) {
    const weight = (career: CatalogueCareer) => career.profiles.find((entry) => entry.profileId === id)?.weight ?? 0;
    careers = CAREER_CATALOGUE.filter((career) => weight(career) > 0).sort((a, b) => weight(b) - weight(a));
    byProfile.set(id, careers);
  }
  return careers;
}
/** careersOfProfile's answers, worked out once per profile: the catalogue is fixed. */
const byProfile = new Map<ProfileId, readonly CatalogueCareer[]>();
