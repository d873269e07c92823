import { describe, expect, it } from 'vitest';
import { ITEM_BODY_SCHEMAS } from '../contracts/curriculum.contract';
import { fleschReadingEasePt } from '../content/readability';
import { curriculumCompleteness, type CompletenessInput } from './completeness';
import { LANGUAGE_LEVELS, LANGUAGE_LEVEL_LABELS, isValidHours } from './rules';
import { LIST_SECTIONS, formFields, perSection } from './sections';

const emptyInput = (): CompletenessInput => ({
  fullName: '',
  address: '',
  phone: '',
  email: '',
  objective: '',
  availability: '',
  differentials: [],
  ...perSection(() => []),
});

/** Decision 0190: the Idiomas section and a course's hours, as the registry declares them. */
describe('Idiomas and course hours (decision 0190)', () => {
  it('names each level in plain words with its own CEFR band, from A1 to C2 with no overlap', () => {
    expect(LANGUAGE_LEVELS.map((level) => LANGUAGE_LEVEL_LABELS[level])).toEqual([
      'Básico (A1–A2)',
      'Intermediário (B1–B2)',
      'Avançado (C1)',
      'Fluente ou nativo (C2)',
    ]);
    expect(LIST_SECTIONS.languages.maxItems).toBe(5);
    expect(formFields('languages').map(([name]) => name)).toEqual(['language', 'level']);
  });

  it('prints a language with its level, and a course’s hours as "40 h" after the year', () => {
    expect(LIST_SECTIONS.languages.document.entry({ language: 'Espanhol', level: 'ADVANCED' }, 'young').title).toBe('Espanhol – Avançado (C1)');
    const course = { name: 'Excel', institution: 'Senac', year: '2024', hours: '40' };
    expect(LIST_SECTIONS.courses.document.entry(course, 'formal').meta).toBe('Senac · 2024 · 40 h');
    expect(LIST_SECTIONS.courses.document.entry({ ...course, hours: '' }, 'formal').meta).toBe('Senac · 2024');
  });

  it('takes hours as digits from 1 to 9999, saved without leading zeros; anything else with one Portuguese message', () => {
    for (const ok of ['', '1', '40', ' 040 ', '9999']) expect(isValidHours(ok), ok).toBe(true);
    for (const bad of ['0', '10000', '40 h', '40h', '12,5', '1.5', '-3', 'quarenta']) expect(isValidHours(bad), bad).toBe(false);
    const body = ITEM_BODY_SCHEMAS.courses;
    expect(body.parse({ name: 'Excel', institution: 'Senac', year: '2024', hours: '040' }).hours).toBe('40');
    expect(body.parse({ name: 'Excel', institution: 'Senac', year: '2024' }).hours).toBe('');
    const refused = body.safeParse({ name: 'Excel', institution: 'Senac', year: '2024', hours: '12345' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['O campo "Carga horária" (Cursos) aceita só números, de 1 a 9999 horas, como 40.']);
  });

  it('counts a language on the extras line: it can tick it, and a resume without one is not held back', () => {
    const empty = emptyInput();
    const extras = (input: CompletenessInput) => curriculumCompleteness(input).items.find((item) => item.key === 'extras');
    expect(extras(empty)?.done).toBe(false);
    expect(extras({ ...empty, languages: [LIST_SECTIONS.languages.example] })?.done).toBe(true);
    expect(extras({ ...empty, courses: [LIST_SECTIONS.courses.example] })?.done).toBe(true);
    expect(curriculumCompleteness(empty).items.map((item) => item.key)).not.toContain('languages');
  });

  it('says its new words plainly (Flesch-PT at least 60)', () => {
    const texts = [
      LIST_SECTIONS.languages.form.title,
      curriculumCompleteness({ ...emptyInput(), languages: [] }).items.find((item) => item.key === 'extras')?.tip,
      LIST_SECTIONS.courses.fields.hours.hint,
      LIST_SECTIONS.languages.fields.language.hint,
      'O campo "Carga horária" (Cursos) aceita só números, de 1 a 9999 horas, como 40.',
    ];
    for (const text of texts) expect(fleschReadingEasePt(text ?? ''), text).toBeGreaterThanOrEqual(60);
  });
});
