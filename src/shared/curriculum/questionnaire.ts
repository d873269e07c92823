import { z } from 'zod';
import type { Curriculum, CurriculumInput } from '../contracts/curriculum.contract';
import { SCHOOL_STAGE_LABELS, type SchoolStage } from '../domain/life-stage';
import { NOT_INFORMED, YEAR_PATTERN, isBlankValue, joinAvailability, parseAvailability, type ExperienceType } from './rules';

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
  coursesCompleted: z.string().default(''),
  skills: z.string().default(''),
  strengths: z.string().default(''),
  desiredWork: z.string().default(''),
  workPreference: choice(WORK_PREFERENCE_OPTIONS),
  personality: z.array(z.enum(PERSONALITY_OPTIONS)).default([]),
  workPriority: choice(WORK_PRIORITY_OPTIONS),
  projectExperience: z.string().default(''),
  informalExperience: z.string().default(''),
  proudMoment: z.string().default(''),
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
    hint: 'Ex.: 2º ano do Ensino Médio',
    kind: 'text',
    required: true,
    showIf: (answers) => answers.studying === 'Sim',
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
    id: 'informalExperience',
    section: 'Suas experiências',
    label: 'Já ajudou em algum trabalho, mesmo sem carteira assinada?',
    hint: 'Ajudar no comércio da família, vender doces, cuidar de crianças, voluntariado...',
    kind: 'lines',
    required: false,
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

/** Spec §4: answering Não to studying deletes currentGrade. */
export function setAnswer<K extends QuestionId>(answers: QuestionnaireAnswers, id: K, value: QuestionnaireAnswers[K]): QuestionnaireAnswers {
  const next = { ...answers, [id]: value };
  if (id === 'studying' && value === 'Não') next.currentGrade = '';
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
  return grade === null ? { ...answers, studying: 'Não', currentGrade: '' } : { ...answers, studying: 'Sim', currentGrade: grade };
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

const VALUES_PREFIX = 'Valorizo: ';
const LIKES_PREFIX = 'Gosto de trabalhar com: ';

/** The questionnaire's three experiences (spec §3: fixed titles, wording ours). */
export const QUESTIONNAIRE_EXPERIENCES = [
  { answer: 'projectExperience', type: 'SCHOOL', title: 'Projeto escolar' },
  { answer: 'informalExperience', type: 'VOLUNTEER', title: 'Experiência informal e voluntariado' },
  { answer: 'proudMoment', type: 'EXTRACURRICULAR', title: 'Conquista pessoal' },
] as const satisfies ReadonlyArray<{ answer: QuestionId; type: ExperienceType; title: string }>;

/** Spec §3: studying Sim creates one ONGOING education with this institution. */
export const QUESTIONNAIRE_SCHOOL = 'Escola';

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

function stripFinalPeriods(value: string): string {
  return value.trim().replace(/\.+$/, '').trim();
}

/** Spec §3: desiredWork, then 'Valorizo: {workPriority}', then 'Gosto de trabalhar com: {workPreference}', joined by '. '. */
function objectiveOf(answers: QuestionnaireAnswers): string {
  const parts = [stripFinalPeriods(answers.desiredWork)];
  if (answers.workPriority) parts.push(`${VALUES_PREFIX}${answers.workPriority}`);
  if (answers.workPreference) parts.push(`${LIKES_PREFIX}${answers.workPreference}`);
  return parts.filter((part) => part !== '').join('. ');
}

function parseObjective(objective: string): Pick<QuestionnaireAnswers, 'desiredWork' | 'workPriority' | 'workPreference'> {
  let rest = objective.trim();
  const takeSuffix = <T extends string>(prefix: string, options: readonly T[]): T | '' => {
    for (const option of options) {
      const suffix = `${prefix}${option}`;
      if (rest === suffix) {
        rest = '';
        return option;
      }
      if (rest.endsWith(`. ${suffix}`)) {
        rest = rest.slice(0, -(suffix.length + 2));
        return option;
      }
    }
    return '';
  };
  const workPreference = takeSuffix(LIKES_PREFIX, WORK_PREFERENCE_OPTIONS);
  const workPriority = takeSuffix(VALUES_PREFIX, WORK_PRIORITY_OPTIONS);
  return { desiredWork: stripFinalPeriods(rest), workPriority, workPreference };
}

/** Answers as the mapping gives them back (see the module comment). */
export function normalizeAnswers(input: QuestionnaireAnswers): QuestionnaireAnswers {
  const answers = questionnaireAnswersSchema.parse(input);
  const strengths = answerLines(answers.strengths);
  let mainQuality = answers.mainQuality.trim();
  if (mainQuality === '' && strengths.length > 0) mainQuality = strengths.shift()!;
  const multiline = (value: string) => answerLines(value).join('\n');
  return {
    fullName: answers.fullName.trim(),
    age: answers.age.trim(),
    address: answers.address.trim(),
    phone: answers.phone.trim(),
    email: answers.email.trim(),
    studying: answers.studying,
    currentGrade: answers.studying === 'Sim' ? answers.currentGrade.trim() : '',
    coursesCompleted: answerLines(answers.coursesCompleted).map(parseCourseLine).map(courseLine).join('\n'),
    skills: multiline(answers.skills),
    strengths: strengths.join('\n'),
    desiredWork: stripFinalPeriods(answers.desiredWork),
    workPreference: answers.workPreference,
    personality: PERSONALITY_OPTIONS.filter((option) => answers.personality.includes(option)),
    workPriority: answers.workPriority,
    projectExperience: multiline(answers.projectExperience),
    informalExperience: multiline(answers.informalExperience),
    proudMoment: multiline(answers.proudMoment),
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
>;
/** A saved curriculum, or a validated draft (items may lack an id or an order). */
export type SavedOrDraft = Partial<Pick<Curriculum, 'linkedin' | 'design'>> & {
  [K in keyof CurriculumLike]: CurriculumLike[K] extends Array<infer T>
    ? Array<Omit<T, 'id' | 'order'> & { id?: string | null; order?: number }>
    : CurriculumLike[K];
};

/**
 * Answers → the curriculum to save (type YOUNG). With `base` (the saved
 * curriculum), what the questionnaire cannot show is kept: the LinkedIn link,
 * the design, other educations and experiences, a skill's level, and the
 * Integral/Flexível availability; items that correspond keep their ids.
 */
export function answersToCurriculum(input: QuestionnaireAnswers, base: SavedOrDraft | null = null, now: Date = new Date()): CurriculumInput {
  const answers = normalizeAnswers(input);

  // Education: the first ongoing one is the questionnaire's "current grade".
  const baseEducation = base?.education ?? [];
  const currentIndex = baseEducation.findIndex((item) => item.status === 'ONGOING');
  const education = baseEducation.filter((_, index) => index !== currentIndex).map((item) => ({ ...item }));
  if (answers.studying === 'Sim') {
    const current = currentIndex >= 0 ? baseEducation[currentIndex]! : null;
    education.unshift({
      ...(current?.id ? { id: current.id } : {}),
      institution: current?.institution || QUESTIONNAIRE_SCHOOL,
      level: answers.currentGrade,
      course: current?.course ?? '',
      year: current?.year || String(now.getFullYear()),
      status: 'ONGOING' as const,
    });
  }

  const baseSkillLevel = new Map((base?.skills ?? []).map((skill) => [skill.name.trim().toLowerCase(), skill.level]));
  const skills = answerLines(answers.skills).map((name) => ({ name, level: baseSkillLevel.get(name.toLowerCase()) ?? ('BASIC' as const) }));

  const isQuestionnaireExperience = (item: { type: string; title: string }) =>
    QUESTIONNAIRE_EXPERIENCES.some((fixed) => fixed.type === item.type && fixed.title === item.title);
  const experiences: NonNullable<CurriculumInput['experiences']> = QUESTIONNAIRE_EXPERIENCES.filter((fixed) => answers[fixed.answer] !== '').map((fixed) => {
    const saved = base?.experiences.find((item) => item.type === fixed.type && item.title === fixed.title);
    return {
      ...(saved?.id ? { id: saved.id } : {}),
      type: fixed.type,
      title: fixed.title,
      organization: saved?.organization || NOT_INFORMED,
      description: answers[fixed.answer],
      year: saved?.year || (saved?.period ? '' : NOT_INFORMED),
      period: saved?.period ?? '',
    };
  });
  for (const item of base?.experiences ?? []) if (!isQuestionnaireExperience(item)) experiences.push({ ...item });

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
    objective: objectiveOf(answers),
    availability: joinAvailability([...answers.availability, ...extraAvailability]),
    differentials: [answers.mainQuality, ...answerLines(answers.strengths), ...answers.personality].filter((item) => item !== ''),
    education,
    courses: answerLines(answers.coursesCompleted).map(parseCourseLine),
    skills,
    experiences,
    recognitions: answerLines(answers.recognitions).map(parseRecognitionLine),
  };
}

/** A saved curriculum → the questionnaire's answers (spec §3, "the reverse mapping"). */
export function curriculumToAnswers(curriculum: SavedOrDraft): QuestionnaireAnswers {
  const current = curriculum.education.find((item) => item.status === 'ONGOING');
  // Someone who filled the first section answered "studying" (it comes next and is required): no ongoing education means Não.
  const pastFirstSection = [curriculum.fullName, curriculum.address, curriculum.phone, curriculum.email].every((value) => value.trim() !== '');

  const differentials = curriculum.differentials.map((item) => item.trim()).filter((item) => item !== '');
  const personality: Array<(typeof PERSONALITY_OPTIONS)[number]> = [];
  while (differentials.length > 0) {
    const last = differentials[differentials.length - 1]!;
    const option = PERSONALITY_OPTIONS.find((candidate) => candidate === last);
    if (!option || personality.includes(option)) break;
    personality.unshift(option);
    differentials.pop();
  }
  const [mainQuality = '', ...strengths] = differentials;

  const experienceText = (answer: (typeof QUESTIONNAIRE_EXPERIENCES)[number]) =>
    curriculum.experiences.find((item) => item.type === answer.type && item.title === answer.title)?.description ?? '';

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
    coursesCompleted: curriculum.courses.map(courseLine).join('\n'),
    skills: curriculum.skills.map((skill) => skill.name).join('\n'),
    strengths: strengths.join('\n'),
    ...parseObjective(curriculum.objective),
    personality,
    projectExperience: experienceText(QUESTIONNAIRE_EXPERIENCES[0]),
    informalExperience: experienceText(QUESTIONNAIRE_EXPERIENCES[1]),
    proudMoment: experienceText(QUESTIONNAIRE_EXPERIENCES[2]),
    mainQuality,
    recognitions: curriculum.recognitions.map(recognitionLine).join('\n'),
    availability,
  });
}
