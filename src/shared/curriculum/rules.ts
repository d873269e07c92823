/**
 * The resume builder's rules, shared by the API (validation, the incomplete
 * rows it leaves out) and the web app (required marks, what it flags before a
 * save). Spec §3 (entities), §5 (required fields, incomplete rows). Field
 * labels are the Portuguese words the forms show, so an error names the field
 * the way the user sees it. What differs by list section (its name, its
 * fields, what a row needs, its limit) is in the section registry, sections.ts.
 */
import { APPRENTICE_MIN_AGE, INTERNSHIP_MIN_AGE } from '../domain/work-rules';

export const CURRICULUM_TYPES = ['YOUNG', 'FORMAL'] as const;
export type CurriculumType = (typeof CURRICULUM_TYPES)[number];

export const CURRICULUM_DESIGNS = ['classic', 'modern'] as const;
export type CurriculumDesign = (typeof CURRICULUM_DESIGNS)[number];
export const DESIGN_LABELS: Readonly<Record<CurriculumDesign, string>> = { classic: 'Clássico', modern: 'Moderno' };

export const SKILL_LEVELS = ['BASIC', 'INTERMEDIATE', 'ADVANCED'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const SKILL_LEVEL_LABELS: Readonly<Record<SkillLevel, string>> = { BASIC: 'Básico', INTERMEDIATE: 'Intermediário', ADVANCED: 'Avançado' };

/**
 * A language's level (decision 0190): words a teenager understands, each with the CEFR band it stands for,
 * so a recruiter reads the same scale as on a certificate. Fluente ou nativo covers C2 and a home language.
 */
export const LANGUAGE_LEVELS = ['BASIC', 'INTERMEDIATE', 'ADVANCED', 'FLUENT'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const LANGUAGE_LEVEL_LABELS: Readonly<Record<LanguageLevel, string>> = {
  BASIC: 'Básico (A1–A2)',
  INTERMEDIATE: 'Intermediário (B1–B2)',
  ADVANCED: 'Avançado (C1)',
  FLUENT: 'Fluente ou nativo (C2)',
};

export const EDUCATION_STATUSES = ['ONGOING', 'COMPLETED'] as const;
export type EducationStatus = (typeof EDUCATION_STATUSES)[number];
export const EDUCATION_STATUS_LABELS: Readonly<Record<EducationStatus, string>> = { ONGOING: 'Cursando', COMPLETED: 'Concluído' };

export const EXPERIENCE_TYPES = ['VOLUNTEER', 'SCHOOL', 'EXTRACURRICULAR', 'WORK'] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];
export const EXPERIENCE_TYPE_LABELS: Readonly<Record<ExperienceType, string>> = {
  VOLUNTEER: 'Trabalho voluntário',
  SCHOOL: 'Atividade escolar',
  EXTRACURRICULAR: 'Atividade extracurricular',
  WORK: 'Trabalho',
};

/** Spec §2: the FORMAL availability options; the questionnaire offers the first three. */
export const AVAILABILITY_OPTIONS = ['Manhã', 'Tarde', 'Noite', 'Integral', 'Flexível'] as const;
export type AvailabilityOption = (typeof AVAILABILITY_OPTIONS)[number];

/**
 * The spec's placeholder for an unknown organisation or year (the questionnaire
 * mapping writes it). It keeps a row complete, and is never printed.
 */
export const NOT_INFORMED = 'Não informado';

/** New unsaved items carry an id starting with this (spec §3); it is never sent as an id nor printed. */
export const TEMP_ID_PREFIX = 'temp-';
export const isTempId = (id: string | null | undefined): boolean => typeof id === 'string' && id.startsWith(TEMP_ID_PREFIX);

/** A value that says nothing: empty, blank, or the spec's placeholder. */
export function isBlankValue(value: string | null | undefined): boolean {
  const trimmed = (value ?? '').trim();
  return trimmed === '' || trimmed.toLowerCase() === NOT_INFORMED.toLowerCase();
}

/** Length limits (spec §9 leaves them open: docs/decisions/0057-curriculum-length-limits.md). */
export const CURRICULUM_LIMITS = {
  fullName: 120,
  age: 20,
  address: 200,
  phone: 20,
  email: 254,
  linkedin: 200,
  objective: 600,
  availability: 60,
  differential: 140,
  differentials: 15,
  shortText: 120,
  level: 80,
  skillName: 60,
  description: 1500,
  year: 20,
  period: 30,
  language: 40,
  /** A course's hours: digits, 1 to MAX_COURSE_HOURS. */
  hours: 4,
} as const;

/** The most hours a course's "Carga horária" takes. */
export const MAX_COURSE_HOURS = 9999;

/** Field labels, as the forms show them. */
export const FIELD_LABELS = {
  fullName: 'Nome completo',
  age: 'Idade',
  address: 'Endereço',
  phone: 'Telefone',
  email: 'Email',
  linkedin: 'LinkedIn',
  objective: 'Objetivo',
  availability: 'Disponibilidade',
  differentials: 'Diferenciais',
  institution: 'Instituição',
  level: 'Nível',
  course: 'Curso',
  year: 'Ano',
  status: 'Situação',
  name: 'Nome',
  title: 'Título',
  organization: 'Organização',
  description: 'Descrição',
  period: 'Período',
  type: 'Tipo',
  language: 'Idioma',
  hours: 'Carga horária',
} as const;

/** Four digits, a plausible year. */
export const YEAR_PATTERN = /^(19|20)\d{2}$/;
/** "MM/AAAA a MM/AAAA" or "MM/AAAA a atual" (spec §3). */
export const PERIOD_PATTERN = /^(0[1-9]|1[0-2])\/((?:19|20)\d{2}) a (?:(0[1-9]|1[0-2])\/((?:19|20)\d{2})|atual)$/;

/** A year field holds four digits or, from the questionnaire, the spec's placeholder; empty means not filled. */
export function isValidYear(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === NOT_INFORMED || YEAR_PATTERN.test(trimmed);
}

/** A course's hours are empty or a whole number from 1 to MAX_COURSE_HOURS, digits only ("40", "040"). */
export function isValidHours(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || (/^\d{1,4}$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= MAX_COURSE_HOURS);
}

/** "040" -> "40": the hours as saved and printed. */
export const normalizedHours = (value: string): string => (value.trim() === '' ? '' : String(Number(value.trim())));

/** A period is empty or "MM/AAAA a MM/AAAA" (end not before start) or "MM/AAAA a atual". */
export function isValidPeriod(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  const match = PERIOD_PATTERN.exec(trimmed);
  if (!match) return false;
  const [, startMonth, startYear, endMonth, endYear] = match;
  if (!endMonth || !endYear) return true;
  return Number(endYear) * 12 + Number(endMonth) >= Number(startYear) * 12 + Number(startMonth);
}

/** "Manhã, Tarde" -> ['Manhã', 'Tarde'] (unknown parts dropped, spec order kept). */
export function parseAvailability(value: string): AvailabilityOption[] {
  const parts = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  return AVAILABILITY_OPTIONS.filter((option) => parts.includes(option.toLowerCase()));
}

/** Spec §3: availability is comma-joined text. */
export function joinAvailability(options: readonly string[]): string {
  return AVAILABILITY_OPTIONS.filter((option) => options.includes(option)).join(', ');
}

export function isValidAvailability(value: string): boolean {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length === parseAvailability(value).length;
}

/** The number in a free-text age ("16", "16 anos"), or null. */
export function ageInYears(age: string | null | undefined): number | null {
  const match = /^\s*(\d{1,2})\b/.exec(age ?? '');
  return match ? Number(match[1]) : null;
}

/** Minors may not work between 22h and 5h (CLT art. 404): shown when Noite is chosen with an age under 18. */
export const MINOR_NIGHT_NOTE = 'Menores de 18 anos não podem trabalhar entre 22h e 5h: a vaga no turno da noite precisa terminar antes das 22h.';
export function needsMinorNightNote(age: string | null | undefined, availability: string): boolean {
  const years = ageInYears(age);
  return years !== null && years < 18 && parseAvailability(availability).includes('Noite');
}

/** "Ana Júlia Souza" -> "ana-julia-souza"; '' when the name has no letter or digit. */
function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** "Ana Júlia Souza" -> "ana-julia-souza" (file names); "curriculo" when the name has no letter or digit. */
export function nameSlug(name: string): string {
  return slugOf(name) || 'curriculo';
}

/**
 * The resume's file name, the same for both kinds: `curriculo-{nome}.pdf`, or `curriculo.pdf` without a name
 * (issue 29; spec §7 named only the questionnaire's after the person: decision 0188). The server's
 * Content-Disposition and the web's download both use it.
 */
export function curriculumFileName(_kind: 'formal' | 'young', fullName: string): string {
  const slug = slugOf(fullName);
  return slug === '' ? 'curriculo.pdf' : `curriculo-${slug}.pdf`;
}

/** The Word file's name: the PDF's, with the .docx extension. */
export function curriculumDocxFileName(kind: 'formal' | 'young', fullName: string): string {
  return curriculumFileName(kind, fullName).replace(/\.pdf$/, '.docx');
}

/** The curriculum messages of spec §8, word for word. */
export const CURRICULUM_MESSAGES = {
  pdfError: 'Erro ao gerar PDF. Tente novamente.',
  /** Not in the spec: the Word file's failure, in the PDF's words. */
  docxError: 'Erro ao gerar o arquivo Word. Tente novamente.',
  quizRequired: 'Você precisa completar o quiz primeiro!',
  generateError: 'Erro ao gerar currículo',
  /** Beside a suggested objective that names estágio when the person's age is unknown (issue 27). */
  internshipFrom16: `Estágio só a partir dos ${INTERNSHIP_MIN_AGE} anos. Se você tem ${APPRENTICE_MIN_AGE} ou ${INTERNSHIP_MIN_AGE - 1}, fique só com Jovem Aprendiz. Conte a sua faixa etária no seu perfil para receber sugestões para a sua idade.`,
  /** Spec §8 gives the same words when saving and when continuing; what follows differs (the two below). */
  saveFailed: 'Não foi possível salvar todos os dados:',
  saveDefault: 'Erro ao salvar. Verifique os campos e tente novamente.',
  fixAndRetry: 'Por favor, corrija os erros e tente novamente.',
  fixBeforeContinuing: 'Por favor, corrija os erros antes de continuar.',
  savedTitle: 'Currículo Salvo com Sucesso!',
  /** Not in the spec: the 403 of every /curriculum/* call without access. */
  noAccess: 'O criador de currículo faz parte do relatório completo. Desbloqueie o relatório para usar.',
  itemNotFound: 'Item do currículo não encontrado.',
  versionNotFound: 'Versão do currículo não encontrada.',
  emptyOverwrite: 'O currículo enviado está vazio e o salvo tem conteúdo: nada foi alterado.',
  /** The PDF and the export before the first save. */
  notSaved: 'Você ainda não salvou um currículo. Preencha e salve antes de baixar.',
  duplicateItem: 'O mesmo item foi enviado duas vezes na mesma lista.',
} as const;
