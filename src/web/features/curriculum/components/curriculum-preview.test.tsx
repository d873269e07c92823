import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { curriculumInputSchema } from '../../../../shared/contracts/curriculum.contract';
import { buildCurriculumDocument, curriculumDocumentLines, type DocumentKind } from '../../../../shared/curriculum/document';
import { EMPTY_ANSWERS, answersToCurriculum, type QuestionnaireAnswers } from '../../../../shared/curriculum/questionnaire';
import { CURRICULUM_DESIGNS, NOT_INFORMED } from '../../../../shared/curriculum/rules';
import { formalInput, formalValuesOf, newItem, type FormalValues } from '../formal-values';
import { documentInputOf } from '../preview-input';
import { CurriculumPreview } from './curriculum-preview';

/** The preview's text, one entry per text node, as a reader (or a PDF extractor) meets it. */
function previewLines(markup: string): string[] {
  return markup
    .split(/<[^>]*>/)
    .map((text) =>
      text
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter((text) => text !== '');
}

const formal: FormalValues = {
  ...formalValuesOf(null, null),
  fullName: '  Ana Júlia Souza ',
  age: '17',
  address: 'Vila Nova, Campinas - SP',
  phone: '19987654321',
  email: 'ana.souza@email.com',
  linkedin: 'linkedin.com/in/ana-souza',
  objective: 'Jovem Aprendiz na área administrativa.\nGosto de organizar & atender <bem> as pessoas.',
  availability: 'Noite, Manhã',
  differentials: 'Comunicação clara\n\n  Pontualidade  \n',
  education: [
    { ...newItem('education', 0), institution: 'E.E. Prof. João', level: 'Ensino Médio', course: '', year: '2026', status: 'ONGOING' },
    // Incomplete (no year): the save leaves it out, so the preview does too.
    { ...newItem('education', 1), institution: 'Senac', level: 'Técnico', course: 'Administração', year: '', status: 'COMPLETED' },
    { id: 'a5a2b7e0-0000-4000-8000-000000000001', order: 2, institution: 'Etec', level: 'Técnico', course: 'Informática', year: '2024', status: 'COMPLETED' },
  ],
  courses: [{ ...newItem('courses', 0), name: 'Excel básico', institution: 'Fundação Bradesco', year: '2025' }],
  skills: [
    { ...newItem('skills', 0), name: 'Atendimento ao público', level: 'BASIC' },
    { ...newItem('skills', 1), name: 'Inglês', level: 'INTERMEDIATE' },
    { ...newItem('skills', 2), name: '', level: 'ADVANCED' },
  ],
  experiences: [
    {
      ...newItem('experiences', 0),
      type: 'VOLUNTEER',
      title: 'Monitora',
      organization: 'ONG Crescer',
      description: 'Ajudei crianças com a lição.\nOrganizei a biblioteca.',
      year: '',
      period: '03/2024 a atual',
    },
    { ...newItem('experiences', 1), type: 'WORK', title: 'Vendas', organization: NOT_INFORMED, description: '', year: NOT_INFORMED, period: '' },
  ],
  recognitions: [{ ...newItem('recognitions', 0), title: 'Medalha de bronze', organization: 'OBMEP', year: '2024' }],
};

const young: QuestionnaireAnswers = {
  ...EMPTY_ANSWERS,
  fullName: 'Bruno Lima',
  address: 'Centro, Recife - PE',
  phone: '(81) 3333-4444',
  email: 'bruno@email.com',
  studying: 'Sim',
  currentGrade: '9º ano',
  coursesCompleted: 'Informática | Senac | 2025\nPintura',
  skills: 'Excel\nDigitação',
  strengths: 'Paciência\nPontualidade',
  desiredWork: 'Jovem Aprendiz',
  workPreference: 'Pessoas',
  personality: ['Criativo(a)', 'Organizado(a)'],
  workPriority: 'Aprender',
  informalExperience: 'Ajudo no mercadinho da família',
  mainQuality: 'Sou responsável',
  recognitions: 'Aluno destaque - Escola Municipal - 2024',
  availability: ['Tarde'],
};

const drafts = {
  'formal form': formalInput(formal, 'FORMAL', 'classic'),
  'Jovem answers': answersToCurriculum(young, null, new Date('2026-03-01T12:00:00Z')),
  'first screen (almost empty)': formalInput(
    { ...formal, ...emptyLists(), objective: '', differentials: '', age: '', linkedin: '', availability: '' },
    'FORMAL',
    'modern',
  ),
};

function emptyLists() {
  return { education: [], courses: [], skills: [], experiences: [], recognitions: [] };
}

describe('live preview: the draft, as the PDF will print it', () => {
  for (const [name, draft] of Object.entries(drafts)) {
    for (const kind of ['formal', 'young'] as DocumentKind[]) {
      for (const design of CURRICULUM_DESIGNS) {
        it(`${name}, ${kind}, ${design}: the preview's lines are the document's lines, in order, nothing added`, () => {
          const document = buildCurriculumDocument(documentInputOf(draft), kind);
          const markup = renderToStaticMarkup(<CurriculumPreview document={document} design={design} />);
          expect(previewLines(markup)).toEqual(curriculumDocumentLines(document));
        });
      }
    }
  }

  it('shows the draft as the server will save it: trimmed, phone formatted, no temp ids, no placeholders, no incomplete rows', () => {
    const document = buildCurriculumDocument(documentInputOf(drafts['formal form']), 'formal');
    const lines = curriculumDocumentLines(document);
    const saved = buildCurriculumDocument(curriculumInputSchema.parse(drafts['formal form']), 'formal');
    expect(lines).toEqual(curriculumDocumentLines(saved));
    expect(lines[0]).toBe('Ana Júlia Souza');
    expect(lines).toContain('(19) 98765-4321 · ana.souza@email.com');
    expect(lines).toContain('Manhã, Noite');
    expect(lines).toContain('Gosto de organizar & atender <bem> as pessoas.');
    expect(lines).toContain('Inglês – Intermediário');
    expect(lines.join('\n')).not.toMatch(/temp-|Não informado|undefined|null|Senac/);
    expect(lines).toContain('Vendas');
  });

  it('while a field would be refused, the preview still follows the typing', () => {
    const draft = formalInput({ ...formal, email: 'ana@', phone: '1234' }, 'FORMAL', 'classic');
    const lines = curriculumDocumentLines(buildCurriculumDocument(documentInputOf(draft), 'formal'));
    expect(lines).toContain('1234 · ana@');
    expect(lines[0]).toBe('Ana Júlia Souza');
  });
});
