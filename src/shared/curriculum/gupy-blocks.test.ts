import { describe, expect, it } from 'vitest';
import { curriculumInputSchema } from '../contracts/curriculum.contract';
import { buildCurriculumDocument, type DocumentKind } from './document';
import { GUPY_LIMITS, GUPY_LINE_MARK, gupyBlocks } from './gupy-blocks';
import { CURRICULUM_LIMITS, NOT_INFORMED, SKILL_LEVELS } from './rules';
import { LIST_SECTIONS } from './sections';

const occurrences = (text: string, part: string) => text.split(part).length - 1;

const resume = curriculumInputSchema.parse({
  fullName: 'Ana Júlia Souza',
  email: 'ana@exemplo.com.br',
  phone: '(11) 98765-4321',
  age: '17',
  skills: [
    { name: 'Excel', level: 'INTERMEDIATE', order: 0 },
    { name: 'Atendimento ao público', level: 'BASIC', order: 1 },
    { name: 'Inglês', level: 'ADVANCED', order: 2 },
    // Incomplete: never printed, never pasted.
    { name: '  ', level: 'BASIC', order: 3 },
  ],
  experiences: [
    {
      type: 'VOLUNTEER',
      title: 'Monitor de informática',
      organization: 'ONG Crescer',
      description: 'Ajudei idosos no computador.\nOrganizei a sala de aula.',
      year: '',
      period: '03/2024 a atual',
      order: 0,
    },
    { type: 'WORK', title: 'Atendimento e caixa', organization: 'Loja da família', description: '', year: '2023', period: '', order: 1 },
    { type: 'SCHOOL', title: 'Feira de ciências', organization: NOT_INFORMED, description: '', year: '2022', period: '', order: 2 },
    // Incomplete (no organization): left out, as the PDF leaves it out.
    { type: 'WORK', title: 'Sem lugar', organization: '', description: '', year: '2021', period: '', order: 3 },
  ],
});

const blocksOf = (input: typeof resume, kind: DocumentKind = 'formal') => gupyBlocks(buildCurriculumDocument(input, kind));

describe('"Copiar para a Gupy": the Habilidades and Experiências blocks', () => {
  it('are named as the registry names the two sections, in that order', () => {
    expect(blocksOf(resume).map((block) => [block.key, block.label])).toEqual([
      ['skills', LIST_SECTIONS.skills.label],
      ['experiences', LIST_SECTIONS.experiences.label],
    ]);
  });

  it('Habilidades: one complete skill per line, each once, in order, with its level as the formal document prints it', () => {
    const [skills] = blocksOf(resume);
    expect(skills.text).toBe('Excel – Intermediário\nAtendimento ao público – Básico\nInglês – Avançado');
    expect(skills).toMatchObject({ count: 3, leftOut: 0 });
    expect(blocksOf(resume, 'young')[0].text).toBe('Excel\nAtendimento ao público\nInglês');
  });

  it('Experiências: one block per complete experience, each once, title, then where and when, then its lines', () => {
    const [, experiences] = blocksOf(resume);
    expect(experiences.text).toBe(
      [
        'Monitor de informática\nTrabalho voluntário · ONG Crescer · 03/2024 a atual\n• Ajudei idosos no computador.\n• Organizei a sala de aula.',
        'Atendimento e caixa\nTrabalho · Loja da família · 2023',
        'Feira de ciências\nAtividade escolar · 2022',
      ].join('\n\n'),
    );
    expect(experiences).toMatchObject({ count: 3, leftOut: 0 });
    for (const title of ['Monitor de informática', 'Atendimento e caixa', 'Feira de ciências']) expect(occurrences(experiences.text, title)).toBe(1);
    expect(experiences.text).not.toContain('Sem lugar');
  });

  it('are plain text: no markdown, no tabs, no placeholder, no blank line inside a block, nothing about the person', () => {
    for (const block of blocksOf(resume)) {
      expect(block.text).not.toMatch(/[*_#`[\]>|\t]|^ | $|^[-+] /m);
      expect(block.text).not.toMatch(/\n{3}/);
      for (const absent of [NOT_INFORMED, 'temp-', 'undefined', 'null', 'Ana Júlia', 'ana@exemplo', '98765', '17 anos'])
        expect(block.text).not.toContain(absent);
    }
    expect(blocksOf(resume)[0].text).not.toContain('\n\n');
  });

  it('are empty when the section has no complete row', () => {
    const blocks = blocksOf(curriculumInputSchema.parse({ skills: [{ name: '', level: 'BASIC' }] }));
    expect(blocks.map((block) => [block.text, block.count, block.leftOut])).toEqual([
      ['', 0, 0],
      ['', 0, 0],
    ]);
  });

  it(`Habilidades holds the registry's most skills at their longest (${LIST_SECTIONS.skills.maxItems} × ${CURRICULUM_LIMITS.skillName} characters) within its limit`, () => {
    const skills = Array.from({ length: LIST_SECTIONS.skills.maxItems }, (_, index) => ({
      name: `${String(index).padStart(2, '0')}${'h'.repeat(CURRICULUM_LIMITS.skillName - 2)}`,
      level: SKILL_LEVELS[1],
    }));
    const [block] = blocksOf(curriculumInputSchema.parse({ skills }));
    expect(block).toMatchObject({ count: LIST_SECTIONS.skills.maxItems, leftOut: 0 });
    expect(block.text.length).toBeLessThanOrEqual(GUPY_LIMITS.skills);
  });

  it('Experiências past its limit keeps whole experiences only, in order, and counts the ones left out', () => {
    const experiences = Array.from({ length: LIST_SECTIONS.experiences.maxItems }, (_, index) => ({
      type: 'WORK' as const,
      title: `Experiência número ${index + 1}`,
      organization: 'Empresa',
      description: 'x'.repeat(CURRICULUM_LIMITS.description),
      year: '2024',
      period: '',
    }));
    const [, block] = blocksOf(curriculumInputSchema.parse({ experiences }));
    expect(block.text.length).toBeLessThanOrEqual(GUPY_LIMITS.experiences);
    expect(block.count).toBeGreaterThan(0);
    expect(block.count + block.leftOut).toBe(LIST_SECTIONS.experiences.maxItems);
    const kept = block.text.split('\n\n');
    expect(kept).toHaveLength(block.count);
    kept.forEach((text, index) => {
      expect(text.split('\n')[0]).toBe(`Experiência número ${index + 1}`);
      expect(text.endsWith(`${GUPY_LINE_MARK}${'x'.repeat(CURRICULUM_LIMITS.description)}`)).toBe(true);
    });
  });
});
