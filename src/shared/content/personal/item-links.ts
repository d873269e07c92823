import type { ProfileId } from '../content.schema';
import type { ProfileItemLinks } from './item-links.schema';
import { PERFECCIONISTA_LINKS } from './item-links/01-perfeccionista';
import { PRESTATIVO_LINKS } from './item-links/02-prestativo';
import { REALIZADOR_LINKS } from './item-links/03-realizador';
import { INDIVIDUALISTA_LINKS } from './item-links/04-individualista';
import { INVESTIGADOR_LINKS } from './item-links/05-investigador';
import { LEAL_LINKS } from './item-links/06-leal';
import { ENTUSIASTA_LINKS } from './item-links/07-entusiasta';
import { DESAFIADOR_LINKS } from './item-links/08-desafiador';
import { PACIFICADOR_LINKS } from './item-links/09-pacificador';

/** Each profile's portrait links (item-links.schema.ts), by profile id; item-links.validation.ts checks them against the profiles. */
export const PROFILE_ITEM_LINKS: Readonly<Record<ProfileId, ProfileItemLinks>> = {
  1: PERFECCIONISTA_LINKS,
  2: PRESTATIVO_LINKS,
  3: REALIZADOR_LINKS,
  4: INDIVIDUALISTA_LINKS,
  5: INVESTIGADOR_LINKS,
  6: LEAL_LINKS,
  7: ENTUSIASTA_LINKS,
  8: DESAFIADOR_LINKS,
  9: PACIFICADOR_LINKS,
};
