import { describe, expect, it } from 'vitest';
import { curriculumInputSchema } from '../contracts/curriculum.contract';
import { curriculumCompleteness, SUCCESS_SCREEN_MIN_COMPLETENESS } from './completeness';
import { buildCurriculumDocument, curriculumDocumentLines } from './document';
import { curriculumFileName, isValidPeriod, isValidYear, joinAvailability, nameSlug, needsMinorNightNote, NOT_INFORMED, parseAvailability } from './rules';
import { ITEM_KINDS, LIST_SECTIONS, incompleteItemNote, missingItemFields } from './sections';

const empty = curriculumInputSchema.parse({});

describe('curriculum rules', () => {
  it('accepts four-digit years, the placeholder or nothing', () => {
    expect(['2024', '1999', '', NOT_INFORMED].every(isValidYear)).toBe(true);
    expect(['24', '20245', 'ano passado', '1850', '2024a'].some(isValidYear)).toBe(false);
  });

  it('accepts periods "MM/AAAA a MM/AAAA" (end not before start) and "MM/AAAA a atual"', () => {
    expect(['03/2024 a 12/2024', '01/2025 a atual', '05/2024 a 05/2024', ''].every(isValidPeriod)).toBe(true);
    expect(['2024 a 2025', '3/2024 a 12/2024', '13/2024 a atual', '03/2024 - 12/2024', '12/2024 a 01/2024', '03/2024 a hoje'].some(isValidPeriod)).toBe(false);
  });

  it('reads and writes availability in the spec’s option order', () => {
    expect(parseAvailability('tarde, Manhã ,Flexível')).toEqual(['Manhã', 'Tarde', 'Flexível']);
    expect(joinAvailability(['Noite', 'Manhã'])).toBe('Manhã, Noite');
  });

  it('says which fields an incomplete row lacks (spec §5)', () => {
    expect(missingItemFields('education', { institution: 'EE Azul', level: '', year: '' })).toEqual(['Nível', 'Ano']);
    expect(missingItemFields('experiences', { title: 'Monitor', organization: 'Escola', year: '', period: '03/2024 a atual' })).toEqual([]);
    expect(missingItemFields('experiences', { title: 'Monitor', organization: 'Escola' })).toEqual(['Ano ou período']);
    expect(missingItemFields('skills', { name: ' ' })).toEqual(['Nome']);
    expect(incompleteItemNote('courses', { name: 'Inglês' })).toBe('Incompleto: falta Instituição e Ano. Sem isso, este item não será salvo.');
    expect(incompleteItemNote('recognitions', { title: 'a', organization: 'b', year: '2024' })).toBeNull();
  });

  it('shows the night-work note for minors who pick Noite', () => {
    expect(needsMinorNightNote('16', 'Tarde, Noite')).toBe(true);
    expect(needsMinorNightNote('17 anos', 'Noite')).toBe(true);
    expect(needsMinorNightNote('18', 'Noite')).toBe(false);
    expect(needsMinorNightNote('', 'Noite')).toBe(false);
    expect(needsMinorNightNote('15', 'Manhã')).toBe(false);
  });

  it('names the files of both kinds after the person, and curriculo.pdf without a name', () => {
    expect(curriculumFileName('formal', 'Ana Júlia Souza')).toBe('curriculo-ana-julia-souza.pdf');
    expect(curriculumFileName('young', 'Ana Júlia Souza')).toBe('curriculo-ana-julia-souza.pdf');
    expect(curriculumFileName('formal', "  João D'Ávila  ")).toBe('curriculo-joao-d-avila.pdf');
    for (const kind of ['formal', 'young'] as const) {
      expect(curriculumFileName(kind, '   ')).toBe('curriculo.pdf');
      expect(curriculumFileName(kind, '***')).toBe('curriculo.pdf');
    }
    expect(nameSlug('  ')).toBe('curriculo');
  });
});

describe('completeness (one function for the screen and the server)', () => {
  it('is 0% for an empty curriculum and 100% for a full one', () => {
    expect(curriculumCompleteness(empty).percent).toBe(0);
    const full = curriculumInputSchema.parse({
      // A section not written out below holds its example row.
      ...Object.fromEntries(ITEM_KINDS.map((kind) => [kind, [LIST_SECTIONS[kind].example]])),
      fullName: 'Ana Souza',
      address: 'Campinas - SP',
      phone: '19987654321',
      email: 'ana@x.com',
      objective: 'Jovem Aprendiz na área administrativa',
      availability: 'Manhã',
      differentials: ['Responsabilidade'],
      education: [{ institution: 'EE Azul', level: 'Ensino Médio', year: '2026' }],
      skills: [{ name: 'Excel' }, { name: 'Word' }, { name: 'Inglês' }],
      experiences: [{ title: 'Monitora', organization: 'EE Azul', year: '2025' }],
      courses: [{ name: 'Informática', institution: 'Senac', year: '2024' }],
    });
    const result = curriculumCompleteness(full);
    expect(result.percent).toBe(100);
    expect(result.items.every((item) => item.done)).toBe(true);
  });

  it('counts only complete rows, valid contacts and real values', () => {
    const result = curriculumCompleteness(
      curriculumInputSchema.parse({
        fullName: NOT_INFORMED,
        phone: '',
        email: 'ana@x.com',
        skills: [{ name: 'Excel' }, { name: 'Word' }],
        education: [{ institution: 'EE Azul', level: 'Ensino Médio' }],
        recognitions: [{ title: 'Medalha', organization: NOT_INFORMED, year: NOT_INFORMED }],
      }),
    );
    const done = Object.fromEntries(result.items.map((item) => [item.key, item.done]));
    expect(done).toMatchObject({ name: false, contact: false, skills: false, education: false, extras: true });
    // One line of the checklist done (ten lines today: each fixed one and each section's).
    expect(result.percent).toBe(Math.round(100 / result.items.length));
    expect(result.items.find((item) => item.key === 'skills')?.tip).toMatch(/\S/);
  });

  it('puts the success-screen threshold at 60%', () => {
    expect(SUCCESS_SCREEN_MIN_COMPLETENESS).toBe(60);
  });
});

describe('the curriculum document (what the PDF and the preview print)', () => {
  const curriculum = curriculumInputSchema.parse({
    fullName: 'Ana Júlia Souza',
    age: '16',
    address: 'Campinas - SP',
    phone: '19987654321',
    email: 'ana.souza@email.com',
    linkedin: 'linkedin.com/in/ana-souza',
    objective: 'Jovem Aprendiz na área administrativa',
    availability: 'Tarde, Manhã',
    differentials: ['Responsabilidade', ''],
    education: [
      { institution: 'Escola', level: '2º ano do Ensino Médio', year: '2026', status: 'ONGOING', order: 1 },
      { institution: 'EMEF Azul', level: 'Ensino Fundamental', year: '2024', status: 'COMPLETED', order: 0 },
    ],
    courses: [{ name: 'Oratória', institution: NOT_INFORMED, year: '2025' }],
    skills: [{ name: 'Excel', level: 'INTERMEDIATE' }, { name: 'Comunicação' }, { name: '' }],
    experiences: [
      { id: 'temp-1', type: 'SCHOOL', title: 'Projeto escolar', organization: NOT_INFORMED, year: NOT_INFORMED, description: 'Feira de ciências\nGrêmio' },
      { type: 'WORK', title: 'Atendente', organization: 'Padaria', period: '03/2025 a atual' },
      { type: 'WORK', title: 'Sem organização', organization: '', year: '2024' },
    ],
    recognitions: [{ title: 'Medalha de bronze', organization: 'OBMEP', year: NOT_INFORMED }],
  });

  it('leaves out placeholders, temp ids, blank and incomplete rows, and the default school name', () => {
    const text = curriculumDocumentLines(buildCurriculumDocument(curriculum, 'formal')).join('\n');
    expect(text).not.toMatch(/Não informado|temp-|undefined|null|Sem organização/);
    expect(text).not.toMatch(/^Escola$|Escola ·/m);
    expect(text).toContain('Oratória\n2025');
  });

  it('prints every section in order, formal and young', () => {
    expect(buildCurriculumDocument(curriculum, 'formal').sections.map((s) => s.heading)).toEqual([
      'Objetivo',
      'Formação',
      'Cursos',
      'Habilidades',
      'Experiências',
      'Reconhecimentos',
      'Diferenciais',
      'Disponibilidade',
    ]);
    expect(
      buildCurriculumDocument(curriculum, 'young')
        .sections.map((s) => s.heading)
        .slice(0, 2),
    ).toEqual(['Objetivo', 'Diferenciais']);
    expect(curriculumDocumentLines(buildCurriculumDocument(curriculum, 'formal'))).toEqual([
      'Ana Júlia Souza',
      'Campinas - SP',
      '(19) 98765-4321 · ana.souza@email.com',
      'linkedin.com/in/ana-souza',
      '16 anos',
      'Objetivo',
      'Jovem Aprendiz na área administrativa',
      'Formação',
      'Ensino Fundamental',
      'EMEF Azul · Concluído em 2024',
      '2º ano do Ensino Médio',
      'Cursando · 2026',
      'Cursos',
      'Oratória',
      '2025',
      'Habilidades',
      'Excel – Intermediário',
      'Comunicação – Básico',
      'Experiências',
      'Projeto escolar',
      'Atividade escolar',
      'Feira de ciências',
      'Grêmio',
      'Atendente',
      'Trabalho · Padaria · 03/2025 a atual',
      'Reconhecimentos',
      'Medalha de bronze',
      'OBMEP',
      'Diferenciais',
      'Responsabilidade',
      'Disponibilidade',
      'Manhã, Tarde',
    ]);
  });

  it('prints no soft hyphen (U+00AD) a user pasted', () => {
    const doc = buildCurriculumDocument({ ...curriculum, objective: 'Comuni\u00adcação', fullName: 'Ana\u00ad Souza' }, 'formal');
    expect(curriculumDocumentLines(doc).join('\n')).not.toContain('\u00ad');
    expect(doc.name).toBe('Ana Souza');
  });

  it('titles the document with the name and omits the age line when there is none', () => {
    const doc = buildCurriculumDocument({ ...curriculum, age: '' }, 'young');
    expect(doc.title).toBe('Currículo – Ana Júlia Souza');
    expect(doc.contact).not.toContain('16 anos');
  });
});
