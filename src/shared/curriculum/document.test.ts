import { describe, expect, it } from 'vitest';
import { curriculumInputSchema, type CurriculumInput } from '../contracts/curriculum.contract';
import { buildCurriculumDocument, curriculumDocumentLines, type CurriculumDocument } from './document';
import { GUPY_LINE_MARK, gupyBlocks } from './gupy-blocks';
import { withoutLineMark } from './printed-text';
import { fleschReadingEasePt } from '../content/readability';
import { ITEM_KINDS, LIST_SECTIONS, reorderMessages, sectionOf } from './sections';

const documentOf = (input: CurriculumInput) => buildCurriculumDocument(curriculumInputSchema.parse(input), 'formal');
const section = (document: CurriculumDocument, key: string) => document.sections.find((each) => each.key === key);

const experience = (title: string, description: string, order?: number) => ({
  type: 'WORK' as const,
  title,
  organization: 'Padaria Pão Quente',
  description,
  year: '2024',
  ...(order === undefined ? {} : { order }),
});

describe('the document: an experience description as bullet points', () => {
  it('marks an experience entry as bullet points, one per description line, without the "-", "•" or "*" the person typed', () => {
    const document = documentOf({
      fullName: 'Carla Dias',
      experiences: [experience('Atendente', '- Atendi clientes\n•Organizei o estoque\n*  Fechei o caixa\n-- Treinei colegas\nAjudei na vitrine - aos sábados')],
    });
    const [entry] = section(document, 'experiences')!.entries;
    expect(entry).toMatchObject({
      title: 'Atendente',
      bullets: true,
      lines: ['Atendi clientes', 'Organizei o estoque', 'Fechei o caixa', 'Treinei colegas', 'Ajudei na vitrine - aos sábados'],
    });
    // What a text extractor should find: the lines, never a mark.
    expect(curriculumDocumentLines(document).filter((line) => /^[-•*]/.test(line))).toEqual([]);
  });

  it('drops a line that is only a mark, and a first line that repeats the title after its mark', () => {
    const document = documentOf({ fullName: 'Carla Dias', experiences: [experience('Atendente', '- Atendente\n•\n- \n* Atendi clientes')] });
    expect(section(document, 'experiences')!.entries[0]!.lines).toEqual(['Atendi clientes']);
  });

  it('prints no other entry as bullet points: the other list sections, the objective, the differentials', () => {
    const document = documentOf({
      fullName: 'Carla Dias',
      objective: 'Primeiro emprego.\nNa área de vendas.',
      differentials: ['Pontualidade'],
      ...Object.fromEntries(ITEM_KINDS.filter((kind) => kind !== 'experiences').map((kind) => [kind, [LIST_SECTIONS[kind].example]])),
    });
    const flagged = document.sections.flatMap((each) => each.entries.filter((entry) => entry.bullets).map(() => each.key));
    expect(flagged).toEqual([]);
    expect(document.sections.length).toBeGreaterThan(ITEM_KINDS.length - 1);
  });

  it('keeps a single "• " before each line in the Gupy block: a typed mark is never doubled', () => {
    const [, block] = gupyBlocks(documentOf({ fullName: 'Carla Dias', experiences: [experience('Atendente', '- Atendi clientes\n• Fechei o caixa')] }));
    expect(block.text).toBe(`Atendente\nTrabalho · Padaria Pão Quente · 2024\n${GUPY_LINE_MARK}Atendi clientes\n${GUPY_LINE_MARK}Fechei o caixa`);
  });

  it('withoutLineMark leaves a line without a leading mark as it is', () => {
    expect(withoutLineMark('Vendi 30% a mais')).toBe('Vendi 30% a mais');
    expect(withoutLineMark('• Vendi 30% a mais')).toBe('Vendi 30% a mais');
  });
});

describe('the document: the order of a list', () => {
  it("prints a list's rows by their order, not by where they are in the list sent, in every section", () => {
    for (const kind of ITEM_KINDS) {
      const example = LIST_SECTIONS[kind].example;
      const firstField = Object.entries(sectionOf(kind).fields).find(([, def]) => def.kind === 'text')![0];
      const rows = ['Primeiro', 'Segundo', 'Terceiro'].map((word, index) => ({ ...example, [firstField]: `${word} ${kind}`, order: 2 - index }));
      const lines = curriculumDocumentLines(documentOf({ fullName: 'Bia', [kind]: rows }));
      const at = (word: string) => lines.findIndex((line) => line.includes(`${word} ${kind}`));
      expect(
        [at('Terceiro'), at('Segundo'), at('Primeiro')].every((value, index, all) => value >= 0 && (index === 0 || value > all[index - 1]!)),
        kind,
      ).toBe(true);
    }
  });

  it('moving an experience up moves its whole entry, description lines with it', () => {
    const rows = [experience('Atendente', '- Atendi clientes', 0), experience('Repositor', '- Repus o estoque', 1)];
    const before = section(documentOf({ fullName: 'Bia', experiences: rows }), 'experiences')!.entries;
    const after = section(
      documentOf({
        fullName: 'Bia',
        experiences: [
          { ...rows[0]!, order: 1 },
          { ...rows[1]!, order: 0 },
        ],
      }),
      'experiences',
    )!.entries;
    expect(after).toEqual([before[1], before[0]]);
  });
});

describe("reordering a list: the refusals' words", () => {
  it('name the section first and read easily (Flesch-PT at least 60) for the Experiências list', () => {
    for (const message of Object.values(reorderMessages('experiences'))) {
      expect(message.startsWith(`${LIST_SECTIONS.experiences.label}: `), message).toBe(true);
      expect(fleschReadingEasePt(message), message).toBeGreaterThanOrEqual(60);
    }
  });
});
