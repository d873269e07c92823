import { CURRICULUM_TRASH_DAYS } from '../constants/resume-keeping';
import { LIST_SECTIONS, SECTION_LABELS, type ItemKind } from './sections';

export { CURRICULUM_TRASH_DAYS };

/**
 * The resume's trash (issue 29 "nothing lost", decision 0185): an item taken
 * out of a curriculum (deleted, or replaced by a version restore) is kept here
 * this long, and can be put back.
 */
export const CURRICULUM_TRASH_TTL_MS = CURRICULUM_TRASH_DAYS * 24 * 60 * 60 * 1000;
/** The most rows one curriculum's trash keeps; past it, the oldest go first. */
export const CURRICULUM_TRASH_MAX_ITEMS = 200;

/**
 * Why an item is in the trash: the person deleted it; a version restore took it out of the
 * curriculum ('replaced'); or a version restore could not bring it back ('not-restored': incomplete or past the limit today).
 */
export const TRASH_CAUSES = ['deleted', 'replaced', 'not-restored'] as const;
export type TrashCause = (typeof TRASH_CAUSES)[number];

export const TRASH_MESSAGES = {
  notFound: 'Este item não está mais na lixeira.',
  /** The screens' note under the list. */
  keptFor: `Itens excluídos ficam na lixeira por ${CURRICULUM_TRASH_DAYS} dias. Depois disso, são apagados de vez.`,
  empty: 'A lixeira está vazia.',
} as const;

/** How the trash list names each cause. */
export const TRASH_CAUSE_LABELS: Readonly<Record<TrashCause, string>> = {
  deleted: 'Excluído',
  replaced: 'Substituído ao restaurar uma versão',
  'not-restored': 'Não coube ao restaurar uma versão',
};

/** "Cursos já tem 10 itens, o máximo. Exclua um curso antes de restaurar este." — a restore into a full list (409). */
export function trashSectionFullMessage(kind: ItemKind): string {
  const section = LIST_SECTIONS[kind];
  return `${SECTION_LABELS[kind]} já tem ${section.maxItems} itens, o máximo. Exclua um item de ${section.noun.toLowerCase()} antes de restaurar este.`;
}
