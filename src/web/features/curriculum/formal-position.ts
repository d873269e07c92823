import { FORMAL_SECTIONS } from './formal-values';

/**
 * Where the person was in the Formal form, kept on this device so a reload or
 * a later visit reopens that section (issue 29). One key, holding the saved
 * curriculum's id: another account's curriculum on the same device never
 * reopens at someone else's place. Before the first save there is nothing to
 * reopen (the later sections are locked until then).
 */
export const FORMAL_POSITION_KEY = 'curriculum-formal-section';

/** The section to open for this saved curriculum: the one kept for it, or the first. */
export function readFormalSection(curriculumId: string | null | undefined): number {
  if (!curriculumId) return 0;
  try {
    const kept = JSON.parse(localStorage.getItem(FORMAL_POSITION_KEY) ?? 'null') as unknown;
    if (typeof kept !== 'object' || kept === null) return 0;
    const { id, section } = kept as { id?: unknown; section?: unknown };
    return id === curriculumId && Number.isInteger(section) && (section as number) >= 0 && (section as number) < FORMAL_SECTIONS.length
      ? (section as number)
      : 0;
  } catch {
    return 0;
  }
}

/** Keeps the section on screen for this saved curriculum (nothing before the first save). */
export function keepFormalSection(curriculumId: string | null | undefined, section: number): void {
  if (!curriculumId) return;
  try {
    localStorage.setItem(FORMAL_POSITION_KEY, JSON.stringify({ id: curriculumId, section }));
  } catch {
    // Storage full or blocked: the form then opens at the first section, as before.
  }
}
