import { describe, expect, it } from 'vitest';
import { ITEM_KINDS, LIST_SECTIONS, SECTION_LABELS, isCompleteItem } from '../../../shared/curriculum/sections';
import { isTempId } from '../../../shared/curriculum/rules';
import { FORMAL_SECTIONS, ITEM_NOUNS, formalInput, formalValuesOf, newItem, sectionOfField } from './formal-values';

/** The Formal form reads the resume-section registry: every list section is on a step, with its noun and a new row of its own. */
describe('Formal form steps from the section registry', () => {
  it('opens with the two fixed steps, then one step per section that has its own, each list on exactly one step', () => {
    expect(FORMAL_SECTIONS.slice(0, 2).map((section) => section.label)).toEqual(['Informações Básicas', 'Objetivo']);
    const onSteps = FORMAL_SECTIONS.flatMap((section) => section.lists);
    expect([...onSteps].sort()).toEqual([...ITEM_KINDS].sort());
    for (const section of FORMAL_SECTIONS.slice(2)) {
      expect(section.label).toBe(SECTION_LABELS[section.id as keyof typeof SECTION_LABELS]);
      expect(section.lists[0]).toBe(section.id);
    }
    // Spec §2: Formação holds the education and the extracurricular courses.
    expect(FORMAL_SECTIONS.find((section) => section.id === 'education')?.lists).toEqual(['education', 'courses']);
    for (const kind of ITEM_KINDS) expect(FORMAL_SECTIONS[sectionOfField(`${kind}.0.year`)]?.lists).toContain(kind);
  });

  it('names rows by the registry noun and starts each new row empty, with a temp id, sent without it', () => {
    const values = formalValuesOf(null, null);
    for (const kind of ITEM_KINDS) {
      expect(ITEM_NOUNS[kind]).toBe(LIST_SECTIONS[kind].noun);
      const item = newItem(kind, 0);
      expect(isTempId(item.id)).toBe(true);
      expect(isCompleteItem(kind, item)).toBe(false);
      const input = formalInput({ ...values, [kind]: [item] }, 'FORMAL', 'classic');
      expect(input[kind]).toEqual([{ ...Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'id')), order: 0 }]);
    }
  });
});
