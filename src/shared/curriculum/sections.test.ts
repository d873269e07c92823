import { describe, expect, it } from 'vitest';
import { curriculumInputSchema, curriculumItemContracts, curriculumSchema, ITEM_BODY_SCHEMAS } from '../contracts/curriculum.contract';
import { curriculumCompleteness } from './completeness';
import { buildCurriculumDocument, curriculumDocumentLines } from './document';
import {
  ITEM_KINDS,
  LIST_SECTIONS,
  SECTION_LABELS,
  emptyItem,
  isCompleteItem,
  registryProblems,
  sectionOf,
  type AnyListSection,
  type ItemKind,
} from './sections';

/**
 * The registry's promise: every list section it declares is in the contract,
 * the document (PDF and preview), the completeness checklist, with nothing
 * else to edit; and an entry that cannot be stored or points nowhere is refused.
 */

const empty = curriculumInputSchema.parse({});
const withRows = (kind: ItemKind, count: number) => ({ ...empty, [kind]: Array.from({ length: count }, () => ({ ...LIST_SECTIONS[kind].example })) });

describe('resume-section registry', () => {
  it('holds no problem: each section has its own table, its required fields exist, its steps and checklist lines point somewhere, its example is complete', () => {
    expect(registryProblems(LIST_SECTIONS as unknown as Record<string, AnyListSection>)).toEqual([]);
  });

  it('refuses an entry with no storage table, a table of another section, an unknown checklist line or a required field it lacks', () => {
    const courses = sectionOf('courses');
    const bad: Record<string, AnyListSection> = {
      ...(LIST_SECTIONS as unknown as Record<string, AnyListSection>),
      languages: { ...courses, storage: undefined as unknown as AnyListSection['storage'] },
      hobbies: { ...courses, storage: { table: 'curriculum_courses' } },
      pets: { ...courses, storage: { table: 'curriculum_pets' }, completeness: { joins: 'nowhere' }, required: ['name', 'breed'] },
    };
    expect(registryProblems(bad)).toEqual([
      'languages: no storage table (curriculum_<name>)',
      "hobbies: table curriculum_courses is another section's",
      'pets: required field breed is not one of its fields',
      'pets: joins checklist line nowhere, which no section declares',
      'pets: its example lacks breed',
    ]);
  });

  it('gives the contract a list, a limit and item calls per section; a new row is incomplete and its example is accepted', () => {
    for (const kind of ITEM_KINDS) {
      const { example, maxItems, label } = LIST_SECTIONS[kind];
      expect(curriculumItemContracts[kind].create.path).toBe(`/curriculum/${kind}`);
      expect(ITEM_BODY_SCHEMAS[kind].parse(example)).toMatchObject(example);
      expect(curriculumSchema.shape[kind]).toBeDefined();
      const tooMany = curriculumInputSchema.safeParse({ [kind]: Array.from({ length: maxItems + 1 }, () => example) });
      expect(tooMany.error?.issues[0]?.message).toBe(`${label}: no máximo ${maxItems} itens.`);
      expect(isCompleteItem(kind, emptyItem(kind))).toBe(false);
      expect(isCompleteItem(kind, example)).toBe(true);
    }
  });

  it('prints every section under its heading, in registry order, in both kinds of document', () => {
    const full = { ...empty, ...Object.fromEntries(ITEM_KINDS.map((kind) => [kind, [LIST_SECTIONS[kind].example]])) };
    for (const kind of ['formal', 'young'] as const) {
      const document = buildCurriculumDocument(full, kind);
      expect(document.sections.map((section) => section.key)).toEqual(ITEM_KINDS);
      for (const each of ITEM_KINDS) {
        const heading = LIST_SECTIONS[each].document.heading;
        const section = document.sections.find((printed) => printed.key === each)!;
        expect(section.heading).toBe(heading);
        expect(section.entries).toEqual([sectionOf(each).document.entry(LIST_SECTIONS[each].example, kind)]);
        expect(section.bulleted).toBe(LIST_SECTIONS[each].document.bulleted === true);
      }
      expect(curriculumDocumentLines(document)).toEqual(expect.arrayContaining(ITEM_KINDS.map((each) => LIST_SECTIONS[each].document.heading)));
    }
  });

  it('prints every skill level in the formal document, Básico too, and none in the young one (its questionnaire never asks)', () => {
    const skills = [
      { name: 'Python', level: 'BASIC' as const },
      { name: 'Excel', level: 'INTERMEDIATE' as const },
      { name: 'Inglês', level: 'ADVANCED' as const },
    ];
    const titles = (kind: 'formal' | 'young') =>
      buildCurriculumDocument({ ...empty, skills }, kind)
        .sections.find((section) => section.key === 'skills')!
        .entries.map((entry) => entry.title);
    expect(titles('formal')).toEqual(['Python – Básico', 'Excel – Intermediário', 'Inglês – Avançado']);
    expect(titles('young')).toEqual(['Python', 'Excel', 'Inglês']);
  });

  it("ticks each section's checklist line with enough complete rows of it, and not with one row fewer", () => {
    const base = curriculumCompleteness(empty);
    for (const kind of ITEM_KINDS) {
      const line = sectionOf(kind).completeness;
      const step =
        'step' in line
          ? line
          : (ITEM_KINDS.map((other) => sectionOf(other).completeness).find((each) => 'step' in each && each.step === line.joins) as {
              step: string;
              min: number;
            });
      const ticked = curriculumCompleteness(withRows(kind, step.min));
      expect(ticked.items.find((item) => item.key === step.step)?.done, kind).toBe(true);
      expect(ticked.percent).toBeGreaterThan(base.percent);
      if (step.min > 1) expect(curriculumCompleteness(withRows(kind, step.min - 1)).items.find((item) => item.key === step.step)?.done).toBe(false);
    }
  });

  it('names the basic step as the spec does (spec §2: "Informações Básicas"), and each list by its label', () => {
    expect(SECTION_LABELS.basic).toBe('Informações Básicas');
    for (const kind of ITEM_KINDS) expect(SECTION_LABELS[kind]).toBe(LIST_SECTIONS[kind].label);
  });
});
