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
  type QuestionnaireAnswers,
} from './questionnaire';
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
  coursesCompleted: 'Informática básica | Senac | 2024',
  skills: 'Excel\nAtendimento ao público',
  strengths: 'Sei ouvir as pessoas\nAprendo rápido',
  desiredWork: 'Jovem Aprendiz na área administrativa',
  workPreference: 'Pessoas',
  personality: ['Organizado(a)', 'Comunicativo(a)'],
  workPriority: 'Aprender',
  projectExperience: 'Feira de ciências: montei um projeto de reciclagem com a turma',
  informalExperience: 'Ajudo na padaria da família aos sábados',
  proudMoment: 'Organizei uma gincana com 200 alunos',
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
  ['no age, not studying', { ...base, age: '', studying: 'Não', currentGrade: '' }],
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
  ['desired work ending in an exclamation mark', { ...base, desiredWork: 'Quero trabalhar com vendas!' }],
  [
    'desired work with a sentence inside',
    { ...base, desiredWork: 'Atendimento. Gosto de gente', workPriority: 'Ajudar pessoas', workPreference: 'Coisas práticas / manuais' },
  ],
  [
    'multi-line experiences',
    { ...base, projectExperience: 'Grêmio estudantil: tesoureira\nMonitora de matemática', informalExperience: 'Vendo brigadeiros\nCuido do meu primo' },
  ],
  ['only one experience', { ...base, projectExperience: '', informalExperience: '', proudMoment: 'Terminei um curso online de 40 horas' }],
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
  it('has twenty canonical fixtures', () => {
    expect(FIXTURES).toHaveLength(20);
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
    expect(curriculum.objective).toBe('Jovem Aprendiz na área administrativa. Valorizo: Aprender. Gosto de trabalhar com: Pessoas');
    expect(curriculum.differentials).toEqual(['Responsabilidade', 'Sei ouvir as pessoas', 'Aprendo rápido', 'Organizado(a)', 'Comunicativo(a)']);
    expect(curriculum.skills.map((s) => [s.name, s.level])).toEqual([
      ['Excel', 'BASIC'],
      ['Atendimento ao público', 'BASIC'],
    ]);
    expect(curriculum.courses).toEqual([{ name: 'Informática básica', institution: 'Senac', year: '2024' }]);
    expect(curriculum.recognitions).toEqual([{ title: 'Medalha de bronze', organization: 'OBMEP', year: '2024' }]);
    expect(curriculum.education).toEqual([{ institution: 'Escola', level: '2º ano do Ensino Médio', course: '', year: '2026', status: 'ONGOING' }]);
    expect(curriculum.experiences.map((e) => [e.type, e.title])).toEqual([
      ['SCHOOL', 'Projeto escolar'],
      ['VOLUNTEER', 'Experiência informal e voluntariado'],
      ['EXTRACURRICULAR', 'Conquista pessoal'],
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
    const next = answersToCurriculum({ ...base, currentGrade: '3º ano', projectExperience: 'Robótica' }, saved, NOW);
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
    expect(school).toMatchObject({ id: 'x0', organization: 'EE Azul', description: 'Robótica' });
    expect(next.experiences?.find((e) => e.type === 'WORK')).toMatchObject({ id: 'w1', title: 'Atendente' });
    // Not studying any more: the ongoing education goes, the completed one stays.
    const stopped = answersToCurriculum({ ...base, studying: 'Não', currentGrade: '' }, saved, NOW);
    expect(stopped.education?.map((e) => e.institution)).toEqual(['EMEF Azul']);
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
      'coursesCompleted',
      'skills',
      'strengths',
      'desiredWork',
      'workPreference',
      'personality',
      'workPriority',
      'projectExperience',
      'informalExperience',
      'proudMoment',
      'mainQuality',
      'recognitions',
      'availability',
    ]);
    expect(visibleQuestions({ ...EMPTY_ANSWERS, studying: 'Sim' })).toHaveLength(20);
    expect(visibleQuestions({ ...EMPTY_ANSWERS, studying: 'Não' })).toHaveLength(19);
    expect(QUESTIONS.filter((q) => q.required).map((q) => q.id)).toEqual(['fullName', 'address', 'phone', 'email', 'studying', 'currentGrade']);
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
