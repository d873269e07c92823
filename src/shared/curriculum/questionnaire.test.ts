import { describe, expect, it } from 'vitest';
import { curriculumInputSchema } from '../contracts/curriculum.contract';
import {
  EMPTY_ANSWERS,
  QUESTIONS,
  answersToCurriculum,
  curriculumToAnswers,
  isAnswered,
  normalizeAnswers,
  setAnswer,
  visibleQuestions,
  type QuestionId,
  type QuestionnaireAnswers,
} from './questionnaire';
import { fleschReadingEaseOfTextsPt } from '../content/readability';
import { buildCurriculumDocument } from './document';
import { READING_TARGETS } from '../content/reading-level';
import { NOT_INFORMED } from './rules';

const NOW = new Date('2026-11-23T12:00:00Z');

const base: QuestionnaireAnswers = {
  ...EMPTY_ANSWERS,
  fullName: 'Ana Júlia Souza',
  age: '16',
  address: 'Vila Nova, Campinas - SP',
  phone: '(19) 98765-4321',
  email: 'ana.souza@email.com',
  studying: 'Sim',
  currentGrade: '2º ano do Ensino Médio',
  schoolName: 'E.E. Prof. João Cruz',
  coursesCompleted: 'Informática básica | Senac | 2024',
  skills: 'Excel\nAtendimento ao público',
  strengths: 'Sei ouvir as pessoas\nAprendo rápido',
  desiredWork: 'Jovem Aprendiz na área administrativa',
  workPreference: 'Pessoas',
  personality: ['Organizado(a)', 'Comunicativo(a)'],
  workPriority: 'Aprender',
  projectExperience: 'Feira de ciências: montei um projeto de reciclagem com a turma',
  projectTitle: 'Projeto de reciclagem - E.E. Prof. João Cruz - 2025',
  informalExperience: 'Ajudo na padaria da família aos sábados',
  informalPaid: 'Sim',
  informalTitle: 'Atendimento no balcão - Padaria da família - 2025',
  proudMoment: 'Organizei uma gincana com 200 alunos',
  proudTitle: 'Gincana da escola - E.E. Prof. João Cruz - 2024',
  mainQuality: 'Responsabilidade',
  recognitions: 'Medalha de bronze - OBMEP - 2024',
  availability: ['Manhã', 'Tarde'],
};

/** Twenty answer sheets in canonical form, from a minimal one to a full one, with the mapping's hard cases. */
const FIXTURES: Array<[string, QuestionnaireAnswers]> = [
  ['a full sheet', base],
  [
    'only the required answers, not studying',
    { ...EMPTY_ANSWERS, fullName: 'João Pedro Lima', address: 'Centro, Recife - PE', phone: '(81) 3333-4444', email: 'jp@exemplo.com', studying: 'Não' },
  ],
  [
    'studying, nothing optional',
    { ...EMPTY_ANSWERS, fullName: 'Bia Costa', address: 'Manaus - AM', phone: '(92) 99999-0000', email: 'bia@x.com', studying: 'Sim', currentGrade: '9º ano' },
  ],
  ['no age, not studying', { ...base, age: '', studying: 'Não', currentGrade: '', schoolName: '' }],
  [
    'not studying, finished school and a technical course',
    {
      ...base,
      studying: 'Não',
      currentGrade: '',
      schoolName: '',
      completedLevel: 'Ensino Médio',
      completedYear: '2021',
      technicalCourse: 'Técnico em Administração | Etec Campinas | 2022',
    },
  ],
  ['studying, no school name', { ...base, schoolName: '' }],
  ['age written in words', { ...base, age: '17 anos' }],
  [
    'several courses, one without year, one without institution',
    { ...base, coursesCompleted: 'Inglês | CNA | 2023\nOratória | Sebrae\nPython | Não informado | 2025' },
  ],
  ['a course with only a name', { ...base, coursesCompleted: 'Primeiros socorros' }],
  ['many skills', { ...base, skills: 'Word\nExcel\nPowerPoint\nInglês intermediário\nTrabalho em equipe\nCanva' }],
  ['no strengths, main quality kept', { ...base, strengths: '' }],
  ['no main quality and no strengths', { ...base, mainQuality: '', strengths: '' }],
  ['all four personality choices', { ...base, personality: ['Organizado(a)', 'Criativo(a)', 'Comunicativo(a)', 'Tranquilo(a)'] }],
  ['no personality choice', { ...base, personality: [] }],
  ['only the work priority', { ...base, desiredWork: '', workPreference: '' }],
  ['only the work preference', { ...base, desiredWork: '', workPriority: '' }],
  ['desired work with an exclamation mark inside', { ...base, desiredWork: 'Vendas! Atendimento ao cliente' }],
  [
    'desired work with a sentence inside',
    { ...base, desiredWork: 'Atendimento. Gosto de gente', workPriority: 'Ajudar pessoas', workPreference: 'Coisas práticas / manuais' },
  ],
  [
    'multi-line experiences',
    { ...base, projectExperience: 'Grêmio estudantil: tesoureira\nMonitora de matemática', informalExperience: 'Vendo brigadeiros\nCuido do meu primo' },
  ],
  [
    'only one experience, unpaid, with a title without place or year',
    {
      ...base,
      projectExperience: '',
      projectTitle: '',
      informalExperience: 'Voluntária na ONG Crescer',
      informalPaid: 'Não',
      informalTitle: 'Monitora de informática',
      proudMoment: '',
      proudTitle: '',
    },
  ],
  [
    'recognitions with missing parts and a hyphenated word',
    {
      ...base,
      recognitions:
        'Guarda-chuva de ouro - Escola Estadual - 2023\nAluna destaque - Não informado - 2022\nMenção honrosa - Prefeitura\nPrimeiro lugar na gincana',
    },
  ],
  [
    'all three shifts, Computador',
    { ...base, availability: ['Manhã', 'Tarde', 'Noite'], workPreference: 'Computador / tecnologia', workPriority: 'Fazer algo que gosta' },
  ],
];

describe('questionnaire ↔ curriculum mapping (spec §3)', () => {
  it('has twenty-two canonical fixtures', () => {
    expect(FIXTURES).toHaveLength(22);
    for (const [name, answers] of FIXTURES) expect(normalizeAnswers(answers), name).toEqual(answers);
  });

  it.each(FIXTURES)('round-trips %s: answers → curriculum → answers, equal', (_name, answers) => {
    // Through the API's own validation, as a save would go.
    const saved = curriculumInputSchema.parse(answersToCurriculum(answers, null, NOW));
    expect(saved.type).toBe('YOUNG');
    expect(curriculumToAnswers(saved)).toEqual(answers);
  });

  it('follows the spec: objective, differentials, skills, courses, recognitions, education and experiences', () => {
    const curriculum = curriculumInputSchema.parse(answersToCurriculum(base, null, NOW));
    expect(curriculum.objective).toBe('Jovem Aprendiz na área administrativa, em que eu possa aprender e trabalhar com pessoas.');
    expect(curriculum.differentials).toEqual(['Responsabilidade', 'Sei ouvir as pessoas', 'Aprendo rápido', 'Organização', 'Comunicação']);
    expect(curriculum.skills.map((s) => [s.name, s.level])).toEqual([
      ['Excel', 'BASIC'],
      ['Atendimento ao público', 'BASIC'],
    ]);
    expect(curriculum.courses).toEqual([{ name: 'Informática básica', institution: 'Senac', year: '2024', hours: '' }]);
    expect(curriculum.recognitions).toEqual([{ title: 'Medalha de bronze', organization: 'OBMEP', year: '2024' }]);
    expect(curriculum.education).toEqual([
      { institution: 'E.E. Prof. João Cruz', level: '2º ano do Ensino Médio', course: '', year: '2026', status: 'ONGOING' },
    ]);
    expect(curriculum.experiences.map((e) => [e.type, e.title, e.organization, e.year])).toEqual([
      ['SCHOOL', 'Projeto de reciclagem', 'E.E. Prof. João Cruz', '2025'],
      ['WORK', 'Atendimento no balcão', 'Padaria da família', '2025'],
      ['EXTRACURRICULAR', 'Gincana da escola', 'E.E. Prof. João Cruz', '2024'],
    ]);
    expect(curriculum.availability).toBe('Manhã, Tarde');
  });

  it('defaults a recognition’s missing organisation and year to the spec’s placeholder, and a course’s too', () => {
    const curriculum = answersToCurriculum({ ...base, recognitions: 'Aluno destaque', coursesCompleted: 'Oratória' }, null, NOW);
    expect(curriculum.recognitions).toEqual([{ title: 'Aluno destaque', organization: NOT_INFORMED, year: NOT_INFORMED }]);
    expect(curriculum.courses).toEqual([{ name: 'Oratória', institution: NOT_INFORMED, year: NOT_INFORMED }]);
  });

  it('keeps what the questionnaire cannot show when it saves over an existing curriculum', () => {
    const saved = {
      ...curriculumInputSchema.parse(answersToCurriculum(base, null, NOW)),
      linkedin: 'linkedin.com/in/ana',
      design: 'modern' as const,
      availability: 'Manhã, Integral',
    };
    saved.education = [
      { id: 'e1', institution: 'ETEC Campinas', level: 'Técnico', course: 'Administração', year: '2027', status: 'ONGOING', order: 0 },
      { id: 'e2', institution: 'EMEF Azul', level: 'Ensino Fundamental', course: '', year: '2024', status: 'COMPLETED', order: 1 },
    ];
    saved.skills = [{ id: 's1', name: 'excel', level: 'ADVANCED', order: 0 }];
    saved.experiences = [
      ...saved.experiences.map((e, i) => ({ ...e, id: `x${i}`, organization: i === 0 ? 'EE Azul' : e.organization })),
      { id: 'w1', type: 'WORK', title: 'Atendente', organization: 'Padaria Pão Bom', description: '', year: '2025', period: '', order: 9 },
    ];
    const next = answersToCurriculum({ ...base, currentGrade: '3º ano', schoolName: 'ETEC Campinas', projectExperience: 'Robótica' }, saved, NOW);
    expect(next.linkedin).toBe('linkedin.com/in/ana');
    expect(next.design).toBe('modern');
    expect(next.availability).toBe('Manhã, Tarde, Integral');
    expect(next.education).toEqual([
      { id: 'e1', institution: 'ETEC Campinas', level: '3º ano', course: 'Administração', year: '2027', status: 'ONGOING' },
      { id: 'e2', institution: 'EMEF Azul', level: 'Ensino Fundamental', course: '', year: '2024', status: 'COMPLETED', order: 1 },
    ]);
    expect(next.skills).toEqual([
      { name: 'Excel', level: 'ADVANCED' },
      { name: 'Atendimento ao público', level: 'BASIC' },
    ]);
    const school = next.experiences?.find((e) => e.type === 'SCHOOL');
    expect(school).toMatchObject({ id: 'x0', description: 'Robótica' });
    // The Formal form's job (no description) is not one of the questionnaire's: kept as it was.
    expect(next.experiences?.filter((e) => e.type === 'WORK').map((e) => [e.id, e.title])).toEqual([
      ['x1', 'Atendimento no balcão'],
      ['w1', 'Atendente'],
    ]);
    // Not studying any more: the ongoing education goes; the completed level is the questionnaire's, and keeps its school.
    const stopped = answersToCurriculum(
      { ...base, studying: 'Não', currentGrade: '', schoolName: '', completedLevel: 'Ensino Fundamental', completedYear: '2024' },
      saved,
      NOW,
    );
    expect(stopped.education).toEqual([{ id: 'e2', institution: 'EMEF Azul', level: 'Ensino Fundamental', course: '', year: '2024', status: 'COMPLETED' }]);
  });

  it('keeps the languages and a course’s hours, which it does not ask (decision 0190)', () => {
    const saved = curriculumInputSchema.parse({
      ...answersToCurriculum({ ...base, coursesCompleted: 'Informática | Senac | 2024\nOratória | Sesc | 2025' }, null, NOW),
      languages: [{ id: 'l1', language: 'Inglês', level: 'INTERMEDIATE', order: 0 }],
    });
    saved.courses = saved.courses.map((course, order) => ({ ...course, hours: order === 0 ? '40' : '', order }));
    const next = answersToCurriculum({ ...base, coursesCompleted: 'Oratória | Sesc | 2025\ninformática | Senac | 2024\nExcel | Online | 2026' }, saved, NOW);
    expect(next.languages).toEqual([{ id: 'l1', language: 'Inglês', level: 'INTERMEDIATE', order: 0 }]);
    expect(curriculumInputSchema.parse(next).courses.map((course) => [course.name, course.hours])).toEqual([
      ['Oratória', ''],
      ['informática', '40'],
      ['Excel', ''],
    ]);
  });

  it('normalises: trims, drops blank lines, canonical course and recognition lines, option order, main quality first', () => {
    const messy: QuestionnaireAnswers = {
      ...base,
      fullName: '  Ana Júlia Souza ',
      skills: '\n Excel \n\n  Atendimento ao público\n',
      coursesCompleted: 'Informática básica|Senac|2024',
      recognitions: 'Medalha de bronze – OBMEP – 2024',
      personality: ['Comunicativo(a)', 'Organizado(a)'],
      availability: ['Tarde', 'Manhã'],
      desiredWork: 'Jovem Aprendiz na área administrativa.',
      mainQuality: '',
      strengths: 'Responsabilidade\nSei ouvir as pessoas\nAprendo rápido',
    };
    expect(normalizeAnswers(messy)).toEqual(base);
    expect(curriculumToAnswers(curriculumInputSchema.parse(answersToCurriculum(messy, null, NOW)))).toEqual(base);
  });
});

describe('questionnaire steps (spec §2, §4, §5)', () => {
  it('has the spec’s questions in order, with currentGrade only when studying is Sim', () => {
    expect(QUESTIONS.map((q) => q.id)).toEqual([
      'fullName',
      'age',
      'address',
      'phone',
      'email',
      'studying',
      'currentGrade',
      'schoolName',
      'completedLevel',
      'completedYear',
      'technicalCourse',
      'coursesCompleted',
      'skills',
      'strengths',
      'desiredWork',
      'workPreference',
      'personality',
      'workPriority',
      'projectExperience',
      'projectTitle',
      'informalExperience',
      'informalPaid',
      'informalTitle',
      'proudMoment',
      'proudTitle',
      'mainQuality',
      'recognitions',
      'availability',
    ]);
    expect(visibleQuestions({ ...EMPTY_ANSWERS, studying: 'Sim' })).toHaveLength(21);
    expect(visibleQuestions({ ...EMPTY_ANSWERS, studying: 'Não' })).toHaveLength(21);
    expect(visibleQuestions({ ...EMPTY_ANSWERS, studying: 'Não', completedLevel: 'Ensino Médio' })).toHaveLength(22);
    expect(visibleQuestions({ ...base })).toHaveLength(25);
    expect(QUESTIONS.filter((q) => q.required).map((q) => q.id)).toEqual(['fullName', 'address', 'phone', 'email', 'studying', 'currentGrade', 'informalPaid']);
  });

  it('answering Não to studying deletes currentGrade', () => {
    const answers = setAnswer({ ...EMPTY_ANSWERS, studying: 'Sim', currentGrade: '1º ano' }, 'studying', 'Não');
    expect(answers.currentGrade).toBe('');
  });

  it('counts a blank string or an empty list as unanswered', () => {
    const name = QUESTIONS.find((q) => q.id === 'fullName')!;
    const shifts = QUESTIONS.find((q) => q.id === 'availability')!;
    expect(isAnswered(name, { ...EMPTY_ANSWERS, fullName: '   ' })).toBe(false);
    expect(isAnswered(name, { ...EMPTY_ANSWERS, fullName: 'Ana' })).toBe(true);
    expect(isAnswered(shifts, EMPTY_ANSWERS)).toBe(false);
    expect(isAnswered(shifts, { ...EMPTY_ANSWERS, availability: ['Noite'] })).toBe(true);
  });
});

describe('issue 29: what the questionnaire writes reads as a resume', () => {
  const notStudying: QuestionnaireAnswers = { ...base, studying: 'Não', currentGrade: '', schoolName: '' };

  it('asks someone who is not studying for the highest completed level, its year and a finished technical course, and writes them as Formação', () => {
    const visible = visibleQuestions({ ...notStudying, completedLevel: 'Ensino Médio' }).map((q) => q.id);
    expect(visible).toEqual(expect.arrayContaining(['completedLevel', 'completedYear', 'technicalCourse']));
    expect(visible).not.toContain('currentGrade');
    const curriculum = curriculumInputSchema.parse(
      answersToCurriculum(
        { ...notStudying, completedLevel: 'Ensino Médio', completedYear: '2021', technicalCourse: 'Técnico em Administração | Etec Campinas | 2022' },
        null,
        NOW,
      ),
    );
    expect(curriculum.education.map(({ institution, level, course, year, status }) => ({ institution, level, course, year, status }))).toEqual([
      { institution: 'Etec Campinas', level: 'Técnico', course: 'Técnico em Administração', year: '2022', status: 'COMPLETED' },
      { institution: NOT_INFORMED, level: 'Ensino Médio', course: '', year: '2021', status: 'COMPLETED' },
    ]);
  });

  it('switching to Sim clears the completed schooling, and a year that is not one is not sent', () => {
    const answers = setAnswer({ ...notStudying, completedLevel: 'Ensino Médio', completedYear: '2021', technicalCourse: 'Técnico' }, 'studying', 'Sim');
    expect([answers.completedLevel, answers.completedYear, answers.technicalCourse]).toEqual(['', '', '']);
    expect(normalizeAnswers({ ...notStudying, completedLevel: 'Ensino Médio', completedYear: 'ano passado' }).completedYear).toBe('');
  });

  it('writes the school the person names, never the placeholder "Escola", and reads an older "Escola" back as no name', () => {
    const curriculum = answersToCurriculum(base, null, NOW);
    expect(curriculum.education?.[0]).toMatchObject({ institution: 'E.E. Prof. João Cruz', level: '2º ano do Ensino Médio' });
    expect(answersToCurriculum({ ...base, schoolName: '' }, null, NOW).education?.[0]?.institution).toBe(NOT_INFORMED);
    const older = curriculumInputSchema.parse({
      ...answersToCurriculum(base, null, NOW),
      education: [{ institution: 'Escola', level: '2º ano do Ensino Médio', course: '', year: '2026', status: 'ONGOING' }],
    });
    expect(curriculumToAnswers(older)).toMatchObject({ studying: 'Sim', currentGrade: '2º ano do Ensino Médio', schoolName: '' });
  });

  it('files paid informal work as WORK and unpaid as VOLUNTEER, as the person answers', () => {
    const paid = answersToCurriculum({ ...base, informalExperience: 'Ajudo na loja da minha tia aos sábados', informalPaid: 'Sim' }, null, NOW);
    expect(paid.experiences?.find((e) => e.description === 'Ajudo na loja da minha tia aos sábados')?.type).toBe('WORK');
    const unpaid = answersToCurriculum({ ...base, informalExperience: 'Ajudo na loja da minha tia aos sábados', informalPaid: 'Não' }, null, NOW);
    expect(unpaid.experiences?.find((e) => e.description === 'Ajudo na loja da minha tia aos sábados')?.type).toBe('VOLUNTEER');
  });

  it('reads an older save, whose informal work was volunteering with a fixed title, as not asked: work unless the words say volunteering', () => {
    const older = (description: string) =>
      curriculumInputSchema.parse({
        ...answersToCurriculum(base, null, NOW),
        experiences: [{ type: 'VOLUNTEER', title: 'Experiência informal e voluntariado', organization: NOT_INFORMED, description, year: NOT_INFORMED }],
      });
    const shop = curriculumToAnswers(older('Ajudo na loja da minha tia aos sábados em 2025'));
    expect(shop).toMatchObject({ informalPaid: 'Sim', informalTitle: 'Ajudo na loja da minha tia aos sábados - Não informado - 2025' });
    expect(answersToCurriculum(shop, null, NOW).experiences?.[0]).toMatchObject({
      type: 'WORK',
      title: 'Ajudo na loja da minha tia aos sábados',
      year: '2025',
    });
    expect(curriculumToAnswers(older('Voluntária na ONG Crescer')).informalPaid).toBe('Não');
  });

  it('gives each experience a title, a place and a year from the title answer, or a title and year drawn from the answer, never the category name', () => {
    const answers = {
      ...base,
      projectExperience: 'Feira de ciências: montei um projeto de reciclagem com a turma em 2025',
      projectTitle: '',
      informalTitle: 'Atendimento e caixa — Loja da família — 2025',
    };
    const experiences = answersToCurriculum(answers, null, NOW).experiences ?? [];
    expect(experiences.map((e) => [e.title, e.organization, e.year])).toEqual([
      ['Feira de ciências', NOT_INFORMED, '2025'],
      ['Atendimento e caixa', 'Loja da família', '2025'],
      ['Gincana da escola', 'E.E. Prof. João Cruz', '2024'],
    ]);
    for (const title of ['Projeto escolar', 'Experiência informal e voluntariado', 'Conquista pessoal']) {
      expect(experiences.map((e) => e.title)).not.toContain(title);
    }
  });

  it('says each differential once, and the personality choices as neutral nouns', () => {
    const answers: QuestionnaireAnswers = {
      ...base,
      mainQuality: 'Facilidade de comunicação',
      strengths: 'Facilidade de comunicação\nBom humor\ncriatividade',
      personality: ['Criativo(a)', 'Comunicativo(a)'],
    };
    const curriculum = answersToCurriculum(answers, null, NOW);
    expect(curriculum.differentials).toEqual(['Facilidade de comunicação', 'Bom humor', 'Criatividade', 'Comunicação']);
    expect(curriculumToAnswers(curriculumInputSchema.parse(curriculum))).toMatchObject({
      mainQuality: 'Facilidade de comunicação',
      strengths: 'Bom humor',
      personality: ['Criativo(a)', 'Comunicativo(a)'],
    });
    // Older saves wrote the adjectives: they are read back as the same choices.
    const older = curriculumInputSchema.parse({ ...curriculum, differentials: ['Responsabilidade', 'Criativo(a)', 'Comunicativo(a)'] });
    expect(curriculumToAnswers(older).personality).toEqual(['Criativo(a)', 'Comunicativo(a)']);
  });

  it('writes no skill level it did not ask for beyond the default, and reads the older objective form back', () => {
    const older = curriculumInputSchema.parse({
      ...answersToCurriculum(base, null, NOW),
      objective: 'Jovem Aprendiz na área administrativa. Valorizo: Aprender. Gosto de trabalhar com: Pessoas',
    });
    expect(curriculumToAnswers(older)).toMatchObject({
      desiredWork: 'Jovem Aprendiz na área administrativa',
      workPriority: 'Aprender',
      workPreference: 'Pessoas',
    });
  });

  it('the new questions and hints read easily (Flesch-PT at least 60, like the test statements)', () => {
    const added: QuestionId[] = [
      'schoolName',
      'completedLevel',
      'completedYear',
      'technicalCourse',
      'projectTitle',
      'informalPaid',
      'informalTitle',
      'proudTitle',
    ];
    for (const id of added) {
      const question = QUESTIONS.find((q) => q.id === id)!;
      const ease = fleschReadingEaseOfTextsPt([question.label, question.hint.replace(/Ex\.:.*$/, '')]);
      expect(ease, `${id}: ${question.label} ${question.hint}`).toBeGreaterThanOrEqual(READING_TARGETS.statements);
    }
  });
});

describe('issue 29: a title drawn from an answer is not printed twice', () => {
  it('prints the answer under its drawn title without repeating it', () => {
    const answers: QuestionnaireAnswers = {
      ...base,
      projectExperience: 'Feira de ciências: montei um projeto de reciclagem com a turma\nApresentei para três turmas',
      projectTitle: '',
      proudMoment: 'Organizei uma gincana com 200 alunos',
      proudTitle: '',
    };
    const document = buildCurriculumDocument(curriculumInputSchema.parse(answersToCurriculum(answers, null, NOW)), 'young');
    const experiences = document.sections.find((section) => section.key === 'experiences');
    const entries = experiences?.entries ?? [];
    expect(entries.map((entry) => [entry.title, entry.lines])).toEqual([
      ['Feira de ciências', ['Montei um projeto de reciclagem com a turma', 'Apresentei para três turmas']],
      ['Atendimento no balcão', ['Ajudo na padaria da família aos sábados']],
      ['Organizei uma gincana com 200 alunos', []],
    ]);
  });
});
