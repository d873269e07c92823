import type { DroppedItem, RestoreReport } from '../../../shared/contracts/curriculum.contract';
import { LIST_SECTIONS, SECTION_LABELS } from '../../../shared/curriculum/sections';

/** "Itens incompletos não foram salvos: Experiências 2 (falta Organização)." — what a save (or a restore) left out. */
export function droppedNotice(dropped: readonly DroppedItem[], verb: 'salvos' | 'restaurados' = 'salvos'): string {
  return `Itens incompletos não foram ${verb}: ${droppedList(dropped)}.`;
}

/** "Experiências 2 (falta Organização); Cursos 1 (falta Ano)". */
function droppedList(dropped: readonly DroppedItem[]): string {
  return dropped.map((item) => `${SECTION_LABELS[item.kind]} ${item.index + 1} (falta ${item.missing.join(', ')})`).join('; ');
}

/** The Formal form's note when a save left rows out that stay on screen, their fields marked (issue 29). */
export function keptNotice(dropped: readonly DroppedItem[]): string {
  return `Itens incompletos ainda não foram salvos: ${droppedList(dropped)}. Complete o que falta ou remova o item.`;
}

const items = (count: number) => (count === 1 ? '1 item' : `${count} itens`);

/**
 * What a version restore did not bring back as it was (issue 29: never silently), or null when it brought
 * everything back: the incomplete rows, the rows past a limit, and the current items it replaced; all in the Lixeira.
 */
export function restoreNotice(report: RestoreReport): string | null {
  const parts: string[] = [];
  if (report.dropped.length > 0) parts.push(droppedNotice(report.dropped, 'restaurados'));
  for (const over of report.overLimit) {
    parts.push(
      `${SECTION_LABELS[over.kind]}: ${items(over.count)} além do máximo de ${LIST_SECTIONS[over.kind].maxItems} não ${over.count === 1 ? 'foi restaurado' : 'foram restaurados'}.`,
    );
  }
  if (report.trashed > 0) parts.push(`${items(report.trashed)} do currículo atual ${report.trashed === 1 ? 'foi substituído' : 'foram substituídos'}.`);
  if (parts.length === 0) return null;
  return `${parts.join(' ')} Tudo o que ficou de fora está na Lixeira.`;
}
