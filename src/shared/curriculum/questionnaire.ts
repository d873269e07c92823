import { z } from 'zod';
import type { Curriculum, CurriculumInput } from '../contracts/curriculum.contract';
import { SCHOOL_STAGE_LABELS, type SchoolStage } from '../domain/life-stage';
import { objectiveSentence, parseObjectiveSentence, withoutFinalStop } from './objective';
import { CURRICULUM_LIMITS, NOT_INFORMED, YEAR_PATTERN, isBlankValue, joinAvailability, parseAvailability, type ExperienceType } from './rules';

/**
 * The "Currículo Jovem" questionnaire (spec §2) and its mapping to the one
 * stored curriculum, both ways (spec §3). The questionnaire is a view of the
 * curriculum: answers are turned into a curriculum to save, and a saved
 * curriculum is turned back into answers to edit.
 *
 * Round trip: `curriculumToAnswers(answersToCurriculum(a))` equals
 * `normalizeAnswers(a)`. Normalising trims, drops blank lines, writes course
 * and recognition lines in their canonical form ("Nome | Instituição | Ano",
 * "Título - Organização - Ano"), puts checkbox choices in option order, and,
 * because the curriculum keeps the main quality as its first differential,
 * moves the first strength up when the main quality was left blank.
 */

export const STUDYING_OPTIONS = ['Sim', 'Não'] as const;
export const WORK_PREFERENCE_OPTIONS = ['Pessoas', 'Números', 'Computador / tecnologia', 'Coisas práticas / manuais'] as const;
export const PERSONALITY_OPTIONS = ['Organizado(a)', 'Criativo(a)', 'Comunicativo(a)', 'Tranquilo(a)'] as const;
export const WORK_PRIORITY_OPTIONS = ['Aprender', 'Ganhar dinheiro', 'Fazer algo que gosta', 'Ajudar pessoas'] as const;
/** "Até onde você estudou?": the highest level a person who is not studying completed (issue 29). */
export const COMPLETED_LEVEL_OPTIONS = ['Ensino Fundamental', 'Ensino Médio', 'Ensino Superior'] as const;
/** "Você ganhava dinheiro com isso?": paid informal work is work, not volunteering (issue 29). */
export const PAID_OPTIONS = ['Sim', 'Não'] as const;
/** The questionnaire offers the first three availability options (spec §2). */
export const YOUNG_AVAILABILITY_OPTIONS = ['Manhã', 'Tarde', 'Noite'] as const;

const choice = <T extends readonly [string, ...string[]]>(options: T) => z.union([z.literal(''), z.enum(options)]).default('');

export const questionnaireAnswersSchema = z.object({
  fullName: z.string().default(''),
  age: z.string().default(''),
  address: z.string().default(''),
  phone: z.string().default(''),
  email: z.string().default(''),
  studying: choice(STUDYING_OPTIONS),
  currentGrade: z.string().default(''),
  schoolName: z.string().default(''),
  completedLevel: choice(COMPLETED_LEVEL_OPTIONS),
  completedYear: z.string().default(''),
  technicalCourse: z.string().default(''),
  coursesCompleted: z.string().default(''),
  skills: z.string().default(''),
  strengths: z.string().default(''),
  desiredWork: z.string().default(''),
  workPreference: choice(WORK_PREFERENCE_OPTIONS),
  personality: z.array(z.enum(PERSONALITY_OPTIONS)).default([]),
  workPriority: choice(WORK_PRIORITY_OPTIONS),
  projectExperience: z.string().default(''),
  projectTitle: z.string().default(''),
  informalExperience: z.string().default(''),
  informalPaid: choice(PAID_OPTIONS),
  informalTitle: z.string().default(''),
  proudMoment: z.string().default(''),
  proudTitle: z.string().default(''),
  mainQuality: z.string().default(''),
  recognitions: z.string().default(''),
  availability: z.array(z.enum(YOUNG_AVAILABILITY_OPTIONS)).default([]),
});
export type QuestionnaireAnswers = z.output<typeof questionnaireAnswersSchema>;
export type QuestionId = keyof QuestionnaireAnswers;

export const EMPTY_ANSWERS: QuestionnaireAnswers = questionnaireAnswersSchema.parse({});

type QuestionKind = 'text' | 'email' | 'tel' | 'lines' | 'single' | 'multi';

export interface Question {
  id: QuestionId;
  section: string;
  label: string;
  /** One line under the label: what to write, with an example. */
  hint: string;
  kind: QuestionKind;
  options?: readonly string[];
  required: boolean;
  /** A year, four digits: the phone keyboard shows numbers. */
  numeric?: boolean;
  /** Shown only when this holds (spec: currentGrade only when studying is Sim). */
  showIf?: (answers: QuestionnaireAnswers) => boolean;
}

/** Spec §2, in order. Multi-line answers are one item per line. */
export const QUESTIONS: readonly Question[] = [
  {
    id: 'fullName',
    section: 'Quem é você?',
    label: 'Qual é o seu nome completo?',
    hint: 'Como está no seu documento. Ex.: Ana Júlia Souza',
    kind: 'text',
    required: true,
  },
  { id: 'age', section: 'Quem é você?', label: 'Quantos anos você tem? (opcional)', hint: 'Só se quiser mostrar. Ex.: 16', kind: 'text', required: false },
  {
    id: 'address',
    section: 'Quem é você?',
    label: 'Onde você mora?',
    hint: 'Bairro, cidade e estado já bastam. Ex.: Vila Nova, Campinas - SP',
    kind: 'text',
    required: true,
  },
  { id: 'phone', section: 'Quem é você?', label: 'Qual é o seu telefone ou WhatsApp?', hint: 'Com DDD. Ex.: (19) 98765-4321', kind: 'tel', required: true },
  {
    id: 'email',
    section: 'Quem é você?',
    label: 'Qual é o seu email?',
    hint: 'Prefira um email com o seu nome. Ex.: ana.souza@email.com',
    kind: 'email',
    required: true,
  },
  {
    id: 'studying',
    section: 'Escola e aprendizados',
    label: 'Você está estudando?',
    hint: 'Escola, curso técnico ou faculdade.',
    kind: 'single',
    options: STUDYING_OPTIONS,
    required: true,
  },
  {
    id: 'currentGrade',
    section: 'Escola e aprendizados',
    label: 'Em que ano ou série você está?',
    hint: 'Só o ano ou a série. Ex.: 2º ano do Ensino Médio',
    kind: 'text',
    required: true,
    showIf: (answers) => answers.studying === 'Sim',
  },
  {
    id: 'schoolName',
    section: 'Escola e aprendizados',
    label: 'Qual é o nome da sua escola?',
    hint: 'Escola, Etec ou faculdade. Ex.: E.E. Prof. João Cruz',
    kind: 'text',
    required: false,
    showIf: (answers) => answers.studying === 'Sim',
  },
  {
    id: 'completedLevel',
    section: 'Escola e aprendizados',
    label: 'Até onde você estudou?',
    hint: 'Marque a fase da escola que você já terminou.',
    kind: 'single',
    options: COMPLETED_LEVEL_OPTIONS,
    required: false,
    showIf: (answers) => answers.studying === 'Não',
  },
  {
    id: 'completedYear',
    section: 'Escola e aprendizados',
    label: 'Em que ano você terminou?',
    hint: 'Quatro números. Ex.: 2021',
    kind: 'text',
    numeric: true,
    required: false,
    showIf: (answers) => answers.studying === 'Não' && answers.completedLevel !== '',
  },
  {
    id: 'technicalCourse',
    section: 'Escola e aprendizados',
    label: 'Você terminou algum curso técnico?',
    hint: 'Se sim: nome | onde fez | ano. Ex.: Técnico em Administração | Etec | 2022',
    kind: 'text',
    required: false,
    showIf: (answers) => answers.studying === 'Não',
  },
  {
    id: 'coursesCompleted',
    section: 'Escola e aprendizados',
    label: 'Você já fez algum curso?',
    hint: 'Um por linha: nome | onde fez | ano. Ex.: Informática básica | Senac | 2024',
    kind: 'lines',
    required: false,
  },
  {
    id: 'skills',
    section: 'Escola e aprendizados',
    label: 'O que você sabe fazer bem?',
    hint: 'Uma habilidade por linha. Ex.: Excel, Atendimento ao público, Inglês básico',
    kind: 'lines',
    required: false,
  },
  {
    id: 'strengths',
    section: 'O que você gosta de fazer',
    label: 'Quais são os seus pontos fortes?',
    hint: 'Um por linha. Toque numa sugestão para usar.',
    kind: 'lines',
    required: false,
  },
  {
    id: 'desiredWork',
    section: 'O que você gosta de fazer',
    label: 'Em que área ou vaga você quer trabalhar?',
    hint: 'Ex.: Jovem Aprendiz na área administrativa',
    kind: 'text',
    required: false,
  },
  {
    id: 'workPreference',
    section: 'Seu jeito de ser',
    label: 'Você prefere trabalhar com:',
    hint: 'Escolha a opção que mais combina com você.',
    kind: 'single',
    options: WORK_PREFERENCE_OPTIONS,
    required: false,
  },
  {
    id: 'personality',
    section: 'Seu jeito de ser',
    label: 'Como você se descreve?',
    hint: 'Marque quantas quiser.',
    kind: 'multi',
    options: PERSONALITY_OPTIONS,
    required: false,
  },
  {
    id: 'workPriority',
    section: 'Seu jeito de ser',
    label: 'O que é mais importante para você num trabalho?',
    hint: 'Escolha uma.',
    kind: 'single',
    options: WORK_PRIORITY_OPTIONS,
    required: false,
  },
  {
    id: 'projectExperience',
    section: 'Suas experiências',
    label: 'Você participou de algum projeto na escola?',
    hint: 'Feira de ciências, grêmio, trabalho em grupo... Conte o que você fez.',
    kind: 'lines',
    required: false,
  },
  {
    id: 'projectTitle',
    section: 'Suas experiências',
    label: 'Que título você dá a esse projeto?',
    hint: 'Título - onde - ano. Ex.: Feira de ciências - E.E. Azul - 2025',
    kind: 'text',
    required: false,
    showIf: (answers) => answers.projectExperience.trim() !== '',
  },
  {
    id: 'informalExperience',
    section: 'Suas experiências',
    label: 'Já ajudou em algum trabalho, mesmo sem carteira assinada?',
    hint: 'Ajudar no comércio da família, vender doces, cuidar de crianças, voluntariado...',
    kind: 'lines',
    required: false,
  },
  {
    id: 'informalPaid',
    section: 'Suas experiências',
    label: 'Você ganhava dinheiro com isso?',
    hint: 'Se sim, conta como trabalho, mesmo sem carteira. Se não, é voluntário.',
    kind: 'single',
    options: PAID_OPTIONS,
    required: true,
    showIf: (answers) => answers.informalExperience.trim() !== '',
  },
  {
    id: 'informalTitle',
    section: 'Suas experiências',
    label: 'Que título você dá a esse trabalho?',
    hint: 'O que fazia - onde - ano. Ex.: Atendimento e caixa - Loja da família - 2025',
    kind: 'text',
    required: false,
    showIf: (answers) => answers.informalExperience.trim() !== '',
  },
  {
    id: 'proudMoment',
    section: 'Suas experiências',
    label: 'Conte algo que você fez e de que se orgulha.',
    hint: 'Ex.: Organizei uma gincana com 200 alunos.',
    kind: 'lines',
    required: false,
  },
  {
    id: 'proudTitle',
    section: 'Suas experiências',
    label: 'Que título você dá a isso?',
    hint: 'Título - onde - ano. Ex.: Gincana da escola - E.E. Azul - 2024',
    kind: 'text',
    required: false,
    showIf: (answers) => answers.proudMoment.trim() !== '',
  },
  {
    id: 'mainQuality',
    section: 'Seu destaque',
    label: 'Qual é a sua principal qualidade?',
    hint: 'Uma frase curta. Toque numa sugestão para usar.',
    kind: 'text',
    required: false,
  },
  {
    id: 'recognitions',
    section: 'Seu destaque',
    label: 'Já recebeu algum prêmio ou reconhecimento?',
    hint: 'Um por linha: título - quem deu - ano. Ex.: Medalha de bronze - OBMEP - 2024',
    kind: 'lines',
    required: false,
  },
  {
    id: 'availability',
    section: 'Informações práticas',
    label: 'Em quais turnos você pode trabalhar?',
    hint: 'Marque todos os que servem.',
    kind: 'multi',
    options: YOUNG_AVAILABILITY_OPTIONS,
    required: false,
  },
];

/** The questions shown for these answers (the conditional one only when its condition holds). */
export function visibleQuestions(answers: QuestionnaireAnswers): Question[] {
  return QUESTIONS.filter((question) => !question.showIf || question.showIf(answers));
}

/** Spec §5: a required question needs a non-blank string or a non-empty list. */
export function isAnswered(question: Question, answers: QuestionnaireAnswers): boolean {
  const value = answers[question.id];
  return Array.isArray(value) ? value.length > 0 : value.trim() !== '';
}

/**
 * Spec §4: answering Não to studying deletes currentGrade (and, issue 29, the
 * school's name); answering Sim deletes the completed schooling, which the
 * questionnaire asks only of someone who is not studying.
 */
export function setAnswer<K extends QuestionId>(answers: QuestionnaireAnswers, id: K, value: QuestionnaireAnswers[K]): QuestionnaireAnswers {
  const next = { ...answers, [id]: value };
  if (id === 'studying' && value === 'Não') Object.assign(next, { currentGrade: '', schoolName: '' });
  if (id === 'studying' && value === 'Sim') Object.assign(next, { completedLevel: '', completedYear: '', technicalCourse: '' });
  if (id === 'completedLevel' && value === '') next.completedYear = '';
  return next;
}

/**
 * The "Em que ano ou série você está?" answer for each school stage the person
 * told (issue 27), in the question's own wording ("2º ano do Ensino Médio");
 * null for the stages that are not studying (studying Não).
 */
export const SCHOOL_STAGE_GRADES: Readonly<Record<SchoolStage, string | null>> = {
  '9-ano': '9º ano do Ensino Fundamental',
  'em-1': '1º ano do Ensino Médio',
  'em-2': '2º ano do Ensino Médio',
  'em-3': '3º ano do Ensino Médio',
  'em-concluido': null,
  tecnico: SCHOOL_STAGE_LABELS.tecnico,
  faculdade: SCHOOL_STAGE_LABELS.faculdade,
  'fora-da-escola': null,
};

/**
 * The first answers to "Você está estudando?" and "Em que ano ou série você
 * está?" from the school stage stored with the account: Sim with the stage's
 * grade, or Não. Only while studying is unanswered and no grade is written:
 * an answer the person gave is never replaced.
 */
export function withSchoolStage(answers: QuestionnaireAnswers, schoolStage: SchoolStage | null | undefined): QuestionnaireAnswers {
  if (!schoolStage || answers.studying !== '' || answers.currentGrade.trim() !== '') return answers;
  const grade = SCHOOL_STAGE_GRADES[schoolStage];
  if (grade !== null) return { ...answers, studying: 'Sim', currentGrade: grade };
  // Ensino médio concluído says the completed level too.
  const completedLevel = schoolStage === 'em-concluido' && answers.completedLevel === '' ? 'Ensino Médio' : answers.completedLevel;
  return { ...answers, studying: 'Não', currentGrade: '', completedLevel };
}

export function isEmptyAnswers(answers: QuestionnaireAnswers): boolean {
  return QUESTIONS.every((question) => !isAnswered(question, answers));
}

// ---------------------------------------------------------------------------
// Mapping helpers

/** Multi-line answers are one item per line (spec §2). */
export function answerLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The questionnaire's three experiences (spec §3), each with its title
 * question (issue 29: a title, a place and a year drawn from the person's
 * words, never the category's name). The type of the informal one is asked
 * ("Você ganhava dinheiro com isso?"): paid is WORK, unpaid VOLUNTEER.
 */
export const QUESTIONNAIRE_EXPERIENCES = [
  { answer: 'projectExperience', title: 'projectTitle', types: ['SCHOOL'] },
  { answer: 'informalExperience', title: 'informalTitle', types: ['WORK', 'VOLUNTEER'] },
  { answer: 'proudMoment', title: 'proudTitle', types: ['EXTRACURRICULAR'] },
] as const satisfies ReadonlyArray<{ answer: QuestionId; title: QuestionId; types: readonly ExperienceType[] }>;
type QuestionnaireExperience = (typeof QUESTIONNAIRE_EXPERIENCES)[number];

/** The fixed titles older saves carry (spec §3's "fixed titles"): read back as no title. */
const LEGACY_EXPERIENCE_TITLES: readonly string[] = ['Projeto escolar', 'Experiência informal e voluntariado', 'Conquista pessoal'];

/**
 * The institution older saves gave the current school (spec §3: 'Escola'). The
 * questionnaire now asks the school's name; the document and the export still
 * leave this placeholder out, and the questionnaire reads it back as no name.
 */
export const QUESTIONNAIRE_SCHOOL = 'Escola';
/** The level of a finished technical course ("Técnico em Administração" is its course). */
export const TECHNICAL_LEVEL = 'Técnico';

/** The first four-digit year in a text, or the placeholder. */
function yearIn(value: string | undefined): string {
  const match = /\b(?:19|20)\d{2}\b/.exec(value ?? '');
  return match && YEAR_PATTERN.test(match[0]) ? match[0] : NOT_INFORMED;
}

/** "Nome | Instituição | Ano"; a missing part becomes the placeholder (the row is kept, the placeholder never printed). */
function parseCourseLine(line: string): { name: string; institution: string; year: string } {
  const [name = '', institution = '', year = ''] = line.split('|').map((part) => part.trim());
  return { name, institution: institution || NOT_INFORMED, year: year ? yearIn(year) : NOT_INFORMED };
}

/** "Título - Organização - Ano" (spec §3: split by '-'; a hyphen inside a word such as "guarda-chuva" is not a separator). */
function parseRecognitionLine(line: string): { title: string; organization: string; year: string } {
  const parts = line.split(/\s+-\s+|\s*[–—]\s*/).map((part) => part.trim());
  if (parts.length > 3) parts.splice(0, parts.length - 2, parts.slice(0, parts.length - 2).join(' - '));
  const [title = '', organization = '', year = ''] = parts;
  return { title, organization: organization || NOT_INFORMED, year: year ? yearIn(year) : NOT_INFORMED };
}

/** Parts joined, with placeholders at the end dropped and the ones in the middle kept, so that parsing gives the same row back. */
function joinParts(parts: string[], separator: string): string {
  const kept = [...parts];
  while (kept.length > 1 && isBlankValue(kept[kept.length - 1])) kept.pop();
  return kept.map((part) => (part.trim() === '' ? NOT_INFORMED : part)).join(separator);
}

const courseLine = (course: { name: string; institution: string; year: string }) => joinParts([course.name, course.institution, course.year], ' | ');
const recognitionLine = (item: { title: string; organization: string; year: string }) => joinParts([item.title, item.organization, item.year], ' - ');

/**
 * A title drawn from an experience's answer when its title question was left
 * blank: the first line up to a colon, without its year and final stop, at
 * most a short text's length (cut at a word), starting with a capital.
 */
export function titleFromAnswer(answer: string): string {
  const [first = ''] = answerLines(answer);
  let title = (first.split(':')[0] ?? '')
    .replace(/\s*\b(?:em|de|no ano de)?\s*(?:19|20)\d{2}\b/g, '')
    .replace(/[\s.,;!]+$/, '')
    .trim();
  const max = 60;
  if (title.length > max) title = title.slice(0, title.lastIndexOf(' ', max) > 20 ? title.lastIndexOf(' ', max) : max).trim();
  return title.charAt(0).toLocaleUpperCase('pt-BR') + title.slice(1);
}

/** An experience's title answer in canonical form ("Título - Onde - Ano"), drawn from the experience's answer when blank. */
function titleAnswer(title: string, answer: string): string {
  if (answer.trim() === '') return '';
  if (title.trim() !== '') return recognitionLine(parseRecognitionLine(title.trim()));
  const drawn = titleFromAnswer(answer);
  return drawn === '' ? '' : recognitionLine({ title: drawn, organization: NOT_INFORMED, year: yearIn(answer) });
}

/** Paid or unpaid, when the person did not say (older saves): unpaid only when the words say volunteering. */
const inferredPaid = (answer: string): (typeof PAID_OPTIONS)[number] => (/volunt/i.test(answer) ? 'Não' : 'Sim');

// Personality choices print as neutral nouns (issue 29: "Criatividade", not "Criativo(a)").
export const PERSONALITY_NOUNS: Readonly<Record<(typeof PERSONALITY_OPTIONS)[number], string>> = {
  'Organizado(a)': 'Organização',
  'Criativo(a)': 'Criatividade',
  'Comunicativo(a)': 'Comunicação',
  'Tranquilo(a)': 'Tranquilidade',
};
/** Two differentials that say the same thing: the same words, whatever the case and accents. */
export const sameKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s.!]+/g, ' ')
    .trim();
const personalityOf = (item: string) =>
  PERSONALITY_OPTIONS.find((option) => sameKey(option) === sameKey(item) || sameKey(PERSONALITY_NOUNS[option]) === sameKey(item));

/** Answers as the mapping gives them back (see the module comment). */
export function normalizeAnswers(input: QuestionnaireAnswers): QuestionnaireAnswers {
  const answers = questionnaireAnswersSchema.parse(input);
  const personality = PERSONALITY_OPTIONS.filter((option) => answers.personality.includes(option));
  // The differentials: each said once; a typed word that a chosen personality already says goes.
  const said = new Set(personality.flatMap((option) => [sameKey(option), sameKey(PERSONALITY_NOUNS[option])]));
  let mainQuality = answers.mainQuality.trim();
  if (said.has(sameKey(mainQuality))) mainQuality = '';
  if (mainQuality !== '') said.add(sameKey(mainQuality));
  const strengths = answerLines(answers.strengths).filter((line) => {
    if (said.has(sameKey(line))) return false;
    said.add(sameKey(line));
    return true;
  });
  if (mainQuality === '' && strengths.length > 0) mainQuality = strengths.shift()!;
  const multiline = (value: string) => answerLines(value).join('\n');
  const studying = answers.studying;
  const completedLevel = studying === 'Não' ? answers.completedLevel : '';
  const completedYear = completedLevel === '' ? '' : answers.completedYear.trim();
  const technical = studying === 'Não' ? answers.technicalCourse.trim() : '';
  const projectExperience = multiline(answers.projectExperience);
  const informalExperience = multiline(answers.informalExperience);
  const proudMoment = multiline(answers.proudMoment);
  return {
    fullName: answers.fullName.trim(),
    age: answers.age.trim(),
    address: answers.address.trim(),
    phone: answers.phone.trim(),
    email: answers.email.trim(),
    studying,
    currentGrade: studying === 'Sim' ? answers.currentGrade.trim() : '',
    schoolName: studying === 'Sim' ? answers.schoolName.trim() : '',
    completedLevel,
    // Only a year the API takes: anything else would be refused by the save.
    completedYear: yearIn(completedYear) === NOT_INFORMED ? '' : yearIn(completedYear),
    technicalCourse: technical === '' ? '' : courseLine(parseCourseLine(technical)),
    coursesCompleted: answerLines(answers.coursesCompleted).map(parseCourseLine).map(courseLine).join('\n'),
    skills: multiline(answers.skills),
    strengths: strengths.join('\n'),
    desiredWork: withoutFinalStop(answers.desiredWork),
    workPreference: answers.workPreference,
    personality,
    workPriority: answers.workPriority,
    projectExperience,
    projectTitle: titleAnswer(answers.projectTitle, projectExperience),
    informalExperience,
    informalPaid: informalExperience === '' ? '' : answers.informalPaid || inferredPaid(informalExperience),
    informalTitle: titleAnswer(answers.informalTitle, informalExperience),
    proudMoment,
    proudTitle: titleAnswer(answers.proudTitle, proudMoment),
    mainQuality,
    recognitions: answerLines(answers.recognitions).map(parseRecognitionLine).map(recognitionLine).join('\n'),
    availability: YOUNG_AVAILABILITY_OPTIONS.filter((option) => answers.availability.includes(option)),
  };
}

/** What a saved (or locally edited) curriculum must offer to be mapped into answers. */
type CurriculumLike = Pick<
  Curriculum,
  | 'fullName'
  | 'age'
  | 'address'
  | 'phone'
  | 'email'
  | 'objective'
  | 'availability'
  | 'differentials'
  | 'education'
  | 'courses'
  | 'skills'
  | 'experiences'
  | 'recognitions'
  | 'languages'
>;
/** A saved curriculum, or a validated draft (items may lack an id or an order). */
export type SavedOrDraft = Partial<Pick<Curriculum, 'linkedin' | 'design'>> & {
  [K in keyof CurriculumLike]: CurriculumLike[K] extends Array<infer T>
    ? Array<Omit<T, 'id' | 'order'> & { id?: string | null; order?: number }>
    : CurriculumLike[K];
};
type Education = SavedOrDraft['education'][number];
type Experience = SavedOrDraft['experiences'][number];

const isCompletedSchool = (item: Education) => item.status === 'COMPLETED' && (COMPLETED_LEVEL_OPTIONS as readonly string[]).includes(item.level.trim());
const isTechnical = (item: Education) => item.status === 'COMPLETED' && item.level.trim() === TECHNICAL_LEVEL;
/** A school name the questionnaire shows: the placeholders read as none. */
const schoolNameOf = (institution: string) => (institution.trim() === QUESTIONNAIRE_SCHOOL || isBlankValue(institution) ? '' : institution.trim());

/**
 * Which saved experiences the questionnaire's three questions show: for each,
 * the first of its types with a description (an item without one, such as a
 * job written in the Formal form, is left alone), each item at most once.
 */
function questionnaireExperiences(experiences: readonly Experience[]): Map<QuestionnaireExperience, Experience> {
  const found = new Map<QuestionnaireExperience, Experience>();
  for (const fixed of QUESTIONNAIRE_EXPERIENCES) {
    const item = experiences.find(
      (each) => (fixed.types as readonly string[]).includes(each.type) && each.description.trim() !== '' && ![...found.values()].includes(each),
    );
    if (item) found.set(fixed, item);
  }
  return found;
}

/**
 * Answers → the curriculum to save (type YOUNG). With `base` (the saved
 * curriculum), what the questionnaire cannot show is kept: the LinkedIn link,
 * the design, other educations and experiences, a skill's level, an
 * experience's period, a course's hours, the languages, and the Integral/Flexível availability; items that
 * correspond keep their ids.
 */
export function answersToCurriculum(input: QuestionnaireAnswers, base: SavedOrDraft | null = null, now: Date = new Date()): CurriculumInput {
  const answers = normalizeAnswers(input);

  // Education: the first ongoing one is the questionnaire's "current grade"; for someone not
  // studying, the first completed school level and the first finished technical course.
  const baseEducation = base?.education ?? [];
  const current = baseEducation.find((item) => item.status === 'ONGOING') ?? null;
  const completed = answers.studying === 'Não' ? (baseEducation.find(isCompletedSchool) ?? null) : null;
  const technical = answers.studying === 'Não' ? (baseEducation.find(isTechnical) ?? null) : null;
  const owned = [current, completed, technical];
  const education = baseEducation.filter((item) => !owned.includes(item)).map((item) => ({ ...item }));
  const keepId = (item: Education | null) => (item?.id ? { id: item.id } : {});
  if (answers.studying === 'Não') {
    const ours: Education[] = [];
    if (answers.technicalCourse !== '') {
      const course = parseCourseLine(answers.technicalCourse);
      ours.push({ ...keepId(technical), institution: course.institution, level: TECHNICAL_LEVEL, course: course.name, year: course.year, status: 'COMPLETED' });
    }
    if (answers.completedLevel !== '') {
      ours.push({
        ...keepId(completed),
        institution: completed?.institution || NOT_INFORMED,
        level: answers.completedLevel,
        course: completed?.course ?? '',
        year: answers.completedYear || NOT_INFORMED,
        status: 'COMPLETED',
      });
    }
    education.unshift(...ours);
  } else if (answers.studying === 'Sim') {
    education.unshift({
      ...keepId(current),
      institution: answers.schoolName || NOT_INFORMED,
      level: answers.currentGrade,
      course: current?.course ?? '',
      year: current?.year || String(now.getFullYear()),
      status: 'ONGOING' as const,
    });
  } else if (current) {
    education.unshift({ ...current });
  }

  // A course's hours are not asked here: a course that is still there keeps them.
  const baseCourseHours = new Map((base?.courses ?? []).map((course) => [course.name.trim().toLowerCase(), course.hours]));
  const baseSkillLevel = new Map((base?.skills ?? []).map((skill) => [skill.name.trim().toLowerCase(), skill.level]));
  const skills = answerLines(answers.skills).map((name) => ({ name, level: baseSkillLevel.get(name.toLowerCase()) ?? ('BASIC' as const) }));

  const savedExperiences = questionnaireExperiences(base?.experiences ?? []);
  const experiences: NonNullable<CurriculumInput['experiences']> = QUESTIONNAIRE_EXPERIENCES.filter((fixed) => answers[fixed.answer] !== '').map((fixed) => {
    const saved = savedExperiences.get(fixed);
    const { title, organization, year } = parseRecognitionLine(answers[fixed.title]);
    const type: ExperienceType = fixed.answer === 'informalExperience' ? (answers.informalPaid === 'Não' ? 'VOLUNTEER' : 'WORK') : fixed.types[0];
    const period = saved?.period ?? '';
    return {
      ...(saved?.id ? { id: saved.id } : {}),
      type,
      title: title.slice(0, CURRICULUM_LIMITS.shortText),
      organization: organization.slice(0, CURRICULUM_LIMITS.shortText),
      description: answers[fixed.answer],
      year: year === NOT_INFORMED && period !== '' ? '' : year,
      period,
    };
  });
  const ours = new Set(savedExperiences.values());
  for (const item of base?.experiences ?? []) if (!ours.has(item)) experiences.push({ ...item });

  const extraAvailability = parseAvailability(base?.availability ?? '').filter((option) => !(YOUNG_AVAILABILITY_OPTIONS as readonly string[]).includes(option));

  return {
    type: 'YOUNG',
    ...(base?.design ? { design: base.design } : {}),
    fullName: answers.fullName,
    age: answers.age,
    address: answers.address,
    phone: answers.phone,
    email: answers.email,
    linkedin: base?.linkedin ?? '',
    objective: objectiveSentence(answers.desiredWork, answers.workPriority, answers.workPreference),
    availability: joinAvailability([...answers.availability, ...extraAvailability]),
    differentials: [answers.mainQuality, ...answerLines(answers.strengths), ...answers.personality.map((option) => PERSONALITY_NOUNS[option])].filter(
      (item) => item !== '',
    ),
    education,
    courses: answerLines(answers.coursesCompleted)
      .map(parseCourseLine)
      .map((course) => {
        const hours = baseCourseHours.get(course.name.toLowerCase()) ?? '';
        return hours === '' ? course : { ...course, hours };
      }),
    skills,
    experiences,
    recognitions: answerLines(answers.recognitions).map(parseRecognitionLine),
    // Not asked here (decision 0190): the Formal form's languages are kept as they are.
    languages: (base?.languages ?? []).map((item) => ({ ...item })),
  };
}

/** A saved curriculum → the questionnaire's answers (spec §3, "the reverse mapping"). */
export function curriculumToAnswers(curriculum: SavedOrDraft): QuestionnaireAnswers {
  const current = curriculum.education.find((item) => item.status === 'ONGOING');
  const completed = curriculum.education.find(isCompletedSchool);
  const technical = curriculum.education.find(isTechnical);
  // Someone who filled the first section answered "studying" (it comes next and is required): no ongoing education means Não.
  const pastFirstSection = [curriculum.fullName, curriculum.address, curriculum.phone, curriculum.email].every((value) => value.trim() !== '');

  const differentials = curriculum.differentials.map((item) => item.trim()).filter((item) => item !== '');
  const personality: Array<(typeof PERSONALITY_OPTIONS)[number]> = [];
  while (differentials.length > 0) {
    const option = personalityOf(differentials[differentials.length - 1]!);
    if (!option || personality.includes(option)) break;
    personality.unshift(option);
    differentials.pop();
  }
  const [mainQuality = '', ...strengths] = differentials;

  const experiences = questionnaireExperiences(curriculum.experiences);
  const experienceText = (fixed: QuestionnaireExperience) => experiences.get(fixed)?.description ?? '';
  const experienceTitle = (fixed: QuestionnaireExperience) => {
    const item = experiences.get(fixed);
    return !item || LEGACY_EXPERIENCE_TITLES.includes(item.title.trim()) ? '' : recognitionLine(item);
  };
  const informal = experiences.get(QUESTIONNAIRE_EXPERIENCES[1]);
  // The older flow saved every informal experience as volunteering without asking: that says nothing.
  const informalPaid = !informal || LEGACY_EXPERIENCE_TITLES.includes(informal.title.trim()) ? '' : informal.type === 'VOLUNTEER' ? 'Não' : 'Sim';

  const availability = parseAvailability(curriculum.availability).filter((option): option is (typeof YOUNG_AVAILABILITY_OPTIONS)[number] =>
    (YOUNG_AVAILABILITY_OPTIONS as readonly string[]).includes(option),
  );

  return normalizeAnswers({
    fullName: curriculum.fullName,
    age: curriculum.age,
    address: curriculum.address,
    phone: curriculum.phone,
    email: curriculum.email,
    studying: current ? 'Sim' : pastFirstSection ? 'Não' : '',
    currentGrade: current?.level ?? '',
    schoolName: current ? schoolNameOf(current.institution) : '',
    completedLevel: (COMPLETED_LEVEL_OPTIONS as readonly string[]).includes(completed?.level.trim() ?? '')
      ? (completed!.level.trim() as (typeof COMPLETED_LEVEL_OPTIONS)[number])
      : '',
    completedYear: completed && !isBlankValue(completed.year) ? completed.year : '',
    technicalCourse: technical ? courseLine({ name: technical.course, institution: technical.institution, year: technical.year }) : '',
    coursesCompleted: curriculum.courses.map(courseLine).join('\n'),
    skills: curriculum.skills.map((skill) => skill.name).join('\n'),
    strengths: strengths.join('\n'),
    ...parseObjectiveSentence(curriculum.objective),
    personality,
    projectExperience: experienceText(QUESTIONNAIRE_EXPERIENCES[0]),
    projectTitle: experienceTitle(QUESTIONNAIRE_EXPERIENCES[0]),
    informalExperience: experienceText(QUESTIONNAIRE_EXPERIENCES[1]),
    informalPaid,
    informalTitle: experienceTitle(QUESTIONNAIRE_EXPERIENCES[1]),
    proudMoment: experienceText(QUESTIONNAIRE_EXPERIENCES[2]),
    proudTitle: experienceTitle(QUESTIONNAIRE_EXPERIENCES[2]),
    mainQuality,
    recognitions: curriculum.recognitions.map(recognitionLine).join('\n'),
    availability,
  });
}
