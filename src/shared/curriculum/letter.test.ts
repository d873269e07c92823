import { describe, expect, it } from 'vitest';
import { CURRICULUM_SUGGESTIONS } from '../content/curriculum-suggestions';
import { fleschReadingEasePt } from '../content/readability';
import {
  LETTER_LIMITS,
  LETTER_MESSAGES,
  LETTER_PARAGRAPH_FIELDS,
  LETTER_PARAGRAPHS,
  LETTER_TARGETS,
  buildLetterDocument,
  isLetterComplete,
  letterCity,
  letterDateLine,
  letterDocumentLines,
  letterFileName,
  letterSourceOf,
  normaliseParagraph,
  suggestLetter,
  uneditedMessage,
  uneditedParagraphs,
} from './letter';
import { buildCurriculumDocument } from './document';

const resume = {
  fullName: 'Ana Júlia Conceição',
  age: '17',
  address: 'Rua das Flores, 120 – Jardim São Luís, São Paulo – SP',
  phone: '(11) 98765-4321',
  email: 'ana@exemplo.com.br',
  linkedin: '',
  objective: '',
  availability: '',
  differentials: [],
  education: [
    { institution: 'ETEC Zona Sul', level: 'Técnico', course: 'Administração', year: '2025', status: 'COMPLETED' as const, order: 1 },
    { institution: 'E.E. Professor João Cruz', level: 'Ensino Médio', course: '', year: '2026', status: 'ONGOING' as const, order: 0 },
  ],
  courses: [],
  skills: [
    { name: 'Pacote Office', level: 'BASIC' as const, order: 1 },
    { name: 'Atendimento ao público', level: 'INTERMEDIATE' as const, order: 0 },
  ],
  experiences: [{ type: 'WORK' as const, title: 'Ajudante de caixa', organization: 'Padaria da Família', description: '', year: '2023', period: '', order: 0 }],
  recognitions: [],
  languages: [],
};

describe('the cover letter’s suggestions (shared/curriculum/letter.ts)', () => {
  const source = letterSourceOf(resume, CURRICULUM_SUGGESTIONS[1]);

  it('draws on the resume in its order and on the profile’s strengths', () => {
    expect(source.skills).toEqual(['Atendimento ao público', 'Pacote Office']);
    expect(source.education[0]!.level).toBe('Ensino Médio');
    expect(source.strengths).toEqual(CURRICULUM_SUGGESTIONS[1].strengths);
    expect(letterSourceOf(resume, null).strengths).toEqual([]);
  });

  it('names the person, the study, the target and the organisation, and fits the limits, for every target', () => {
    for (const target of LETTER_TARGETS) {
      const suggestion = suggestLetter(source, target, 'CIEE');
      expect(suggestion.intro).toContain('Meu nome é Ana Júlia Conceição.');
      expect(suggestion.intro).toContain('Estou cursando Ensino Médio (E.E. Professor João Cruz).');
      expect(suggestion.intro).toContain('em CIEE.');
      expect(suggestion.motivation).toContain('Quero fazer parte de CIEE.');
      expect(suggestion.contribution).toContain('Tenho prática em Atendimento ao público e Pacote Office.');
      expect(suggestion.contribution).toContain('Já atuei como ajudante de caixa, em Padaria da Família.');
      for (const paragraph of LETTER_PARAGRAPHS) {
        expect(suggestion[paragraph].length).toBeLessThanOrEqual(LETTER_LIMITS.paragraph);
      }
      // Our own words (the person's resume and organisation aside) read at a glance: Flesch-PT ≥ 60.
      const ours = suggestLetter(letterSourceOf({ ...resume, fullName: '', education: [], skills: [], experiences: [] }, null), target, '');
      for (const paragraph of LETTER_PARAGRAPHS) expect(fleschReadingEasePt(ours[paragraph]), ours[paragraph]).toBeGreaterThanOrEqual(60);
    }
    expect(suggestLetter(source, 'APPRENTICE', '').intro).toContain('Quero entrar no programa Jovem Aprendiz.');
    expect(suggestLetter(source, 'INTERNSHIP', 'X').intro).not.toBe(suggestLetter(source, 'FIRST_JOB', 'X').intro);
  });

  it('suggests without a resume’s lists or a test', () => {
    const empty = letterSourceOf({ ...resume, fullName: '', education: [], skills: [], experiences: [] }, null);
    const suggestion = suggestLetter(empty, 'FIRST_JOB', '');
    expect(suggestion.intro).toBe('Olá! Quero uma vaga de primeiro emprego.');
    expect(suggestion.contribution).toBe('Quero aprender e ajudar no que for preciso.');
  });

  it('calls a paragraph unedited when it is the suggestion but for whitespace, never when empty or changed', () => {
    const suggestion = suggestLetter(source, 'APPRENTICE', 'CIEE');
    const letter = { ...suggestion, intro: ` ${suggestion.intro.replace(/ /g, '\n  ')} `, motivation: `${suggestion.motivation}!`, contribution: '' };
    expect(normaliseParagraph(letter.intro)).toBe(suggestion.intro);
    expect(uneditedParagraphs(letter, [suggestion])).toEqual(['intro']);
    expect(uneditedParagraphs(letter, [null, suggestLetter(source, 'INTERNSHIP', 'CIEE')])).toEqual([]);
    expect(uneditedMessage(['intro'])).toBe(
      `O parágrafo "${LETTER_PARAGRAPH_FIELDS.intro.label}" ainda é a sugestão. Escreva com as suas palavras antes de baixar ou compartilhar a carta.`,
    );
    expect(uneditedMessage(['intro', 'motivation', 'contribution'])).toContain(
      `Os parágrafos "${LETTER_PARAGRAPH_FIELDS.intro.label}", "${LETTER_PARAGRAPH_FIELDS.motivation.label}" e "${LETTER_PARAGRAPH_FIELDS.contribution.label}" ainda são`,
    );
    expect(isLetterComplete({ ...suggestion, organization: 'CIEE' })).toBe(true);
    expect(isLetterComplete({ ...suggestion, organization: ' ' })).toBe(false);
  });
});

describe('the cover letter’s document', () => {
  it('finds the city in the address, or none', () => {
    expect(letterCity(resume.address)).toBe('São Paulo');
    expect(letterCity('Campinas/SP')).toBe('Campinas');
    expect(letterCity('Rua A, 12')).toBeNull();
    expect(letterCity('')).toBeNull();
  });

  it('dates the letter in Brasília time', () => {
    expect(letterDateLine('Recife', new Date('2026-03-08T02:00:00Z'))).toBe('Recife, 7 de março de 2026');
    expect(letterDateLine(null, new Date())).toBeNull();
  });

  it('prints the resume’s header exactly, then the date, greeting, paragraphs, closing and name', () => {
    const letter = { intro: 'Um.', motivation: ' Dois  três. ', contribution: 'Quatro.' };
    const document = buildLetterDocument(resume, letter, 'formal', new Date('2026-11-27T16:00:00Z'));
    const header = buildCurriculumDocument(resume, 'formal');
    expect([document.name, document.contact, document.links]).toEqual([header.name, header.contact, header.links]);
    expect(letterDocumentLines(document)).toEqual([
      header.name,
      ...header.contact,
      'São Paulo, 27 de novembro de 2026',
      'Prezada equipe de seleção,',
      'Um.',
      'Dois três.',
      'Quatro.',
      'Atenciosamente,',
      header.name,
    ]);
  });

  it('names the files after the person, like the resume', () => {
    expect(letterFileName('Ana Júlia Conceição', 'pdf')).toBe('carta-ana-julia-conceicao.pdf');
    expect(letterFileName('Ana Júlia Conceição', 'docx')).toBe('carta-ana-julia-conceicao.docx');
    expect(letterFileName('  ', 'pdf')).toBe('carta.pdf');
  });

  it('speaks plainly: hints and messages a teenager reads at a glance (Flesch-PT ≥ 60)', () => {
    const texts = [...Object.values(LETTER_PARAGRAPH_FIELDS).map((field) => field.hint), LETTER_MESSAGES.editFirst, LETTER_MESSAGES.incomplete];
    for (const text of texts) expect(fleschReadingEasePt(text), text).toBeGreaterThanOrEqual(60);
  });
});
