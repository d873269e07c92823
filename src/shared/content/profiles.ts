import type { ProfileContent, ProfileId } from './content.schema';
import { perfeccionista } from './profiles/01-perfeccionista';
import { prestativo } from './profiles/02-prestativo';
import { realizador } from './profiles/03-realizador';
import { individualista } from './profiles/04-individualista';
import { investigador } from './profiles/05-investigador';
import { leal } from './profiles/06-leal';
import { entusiasta } from './profiles/07-entusiasta';
import { desafiador } from './profiles/08-desafiador';
import { pacificador } from './profiles/09-pacificador';

/** Bump when any profile text changes in a way a stored report should notice. */
export const PROFILE_CONTENT_VERSION = '2026-11-v4';

/** The 9 profiles, in Enneagram order (index = id - 1). */
export const PROFILES: readonly ProfileContent[] = [
  perfeccionista,
  prestativo,
  realizador,
  individualista,
  investigador,
  leal,
  entusiasta,
  desafiador,
  pacificador,
];

export function getProfile(id: ProfileId): ProfileContent {
  const profile = PROFILES[id - 1];
  if (!profile || profile.id !== id) throw new Error(`Unknown profile ${id}`);
  return profile;
}
