import { z } from 'zod';
import { defineContract } from './contract';
import { SCHOOL_STAGE_LABELS } from '../domain/life-stage';
import { SCHOOL_NAME_MAX_LENGTH } from './educator.contract';
import { profileIdSchema } from '../content/content.schema';
import { CAREER_FAMILIES } from '../content/careers/career.schema';

/**
 * Projeto de Vida classes ("turmas", issue 30 items 2–4, decision 0195). An approved educator creates a class and
 * shares its join code, link or QR code; a signed-in student chooses to join. The teacher sees numbers for the
 * whole class only, and only from CLASS_MIN_FINISHED finished students; a profile held by fewer than
 * CLASS_MIN_CELL shows as "menos de 3"; a student's own result only when that student turns on showMyResult
 * (off by default). Another educator's class, or a class of an educator who is not approved, answers 404.
 */

/** The join code's alphabet: capital letters and digits without the look-alikes 0, O, 1, I and L. */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 8;
import { CLASS_MIN_CELL, CLASS_MIN_FINISHED, FEWER_THAN_MIN_CELL, SHOW_RESULT_TO_TEACHER_LABEL } from '../domain/class-privacy';

/** The privacy rules' numbers, from their zod-free home (the legal pages read them too). */
export { CLASS_MIN_CELL, CLASS_MIN_FINISHED };
export const CLASS_NAME_MAX_LENGTH = 60;
/** Open classes an educator may have at once. */
export const CLASSES_PER_EDUCATOR_MAX = 50;
/** Students in one class. */
export const CLASS_MEMBERS_MAX = 200;
/** Classes one student may be in at once. */
export const MEMBERSHIPS_PER_STUDENT_MAX = 10;

/** The classes' grades: the school stages of life-stage.ts a class can be in (their labels are the same). */
export const CLASS_GRADES = ['9-ano', 'em-1', 'em-2', 'em-3', 'tecnico'] as const;
export type ClassGrade = (typeof CLASS_GRADES)[number];
export const CLASS_GRADE_LABELS: Record<ClassGrade, string> = Object.fromEntries(CLASS_GRADES.map((grade) => [grade, SCHOOL_STAGE_LABELS[grade]])) as Record<
  ClassGrade,
  string
>;

export const CLASS_STATUSES = ['open', 'closed'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

export const SCHOOLS_MESSAGES = {
  nameRequired: 'Dê um nome para a turma.',
  nameTooLong: `O nome da turma pode ter até ${CLASS_NAME_MAX_LENGTH} caracteres.`,
  schoolRequired: 'Informe o nome da escola.',
  schoolTooLong: `O nome da escola pode ter até ${SCHOOL_NAME_MAX_LENGTH} caracteres.`,
  grade: 'Escolha a série da turma.',
  year: 'Informe o ano da turma (o ano atual ou o próximo).',
  notEducator: 'Só educadores aprovados criam turmas. Peça o acesso no seu perfil.',
  tooManyClasses: `Você já tem ${CLASSES_PER_EDUCATOR_MAX} turmas abertas. Feche uma antes de criar outra.`,
  classNotFound: 'Turma não encontrada.',
  classClosed: 'Esta turma foi encerrada.',
  created: 'Turma criada. Compartilhe o código com a turma.',
  newCode: 'Código novo criado. O código antigo não funciona mais.',
  codeRequired: 'Digite o código da turma.',
  codeFormat: `O código tem ${CLASS_CODE_LENGTH} letras e números. Confira com o(a) professor(a).`,
  codeNotFound: 'Não achamos uma turma com este código. Confira com o(a) professor(a).',
  ownClass: 'Você é o(a) educador(a) desta turma.',
  classFull: `Esta turma já tem ${CLASS_MEMBERS_MAX} estudantes.`,
  tooManyMemberships: `Você já está em ${MEMBERSHIPS_PER_STUDENT_MAX} turmas. Saia de uma antes de entrar em outra.`,
  joined: 'Você entrou na turma.',
  alreadyMember: 'Você já está nesta turma.',
  membershipNotFound: 'Você não está nesta turma.',
  left: 'Você saiu da turma. Os seus dados saíram dos números da turma.',
  showOn: 'Pronto: o(a) professor(a) pode ver o seu resultado.',
  showOff: 'Pronto: o(a) professor(a) não vê mais o seu resultado.',
  showMyResult: SHOW_RESULT_TO_TEACHER_LABEL,
  fewerThan: FEWER_THAN_MIN_CELL,
} as const;

/** "ABCD-EFGH": how a code is shown. */
export function formatClassCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What a person types, as a code: upper case, without spaces or hyphens. */
export function normalizeClassCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

const classCodeSchema = z
  .string({ error: SCHOOLS_MESSAGES.codeRequired })
  .transform(normalizeClassCode)
  .pipe(
    z
      .string()
      .min(1, SCHOOLS_MESSAGES.codeRequired)
      .regex(new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`), SCHOOLS_MESSAGES.codeFormat),
  );

const trimmed = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const createClassBodySchema = z.object({
  name: trimmed(SCHOOLS_MESSAGES.nameRequired, CLASS_NAME_MAX_LENGTH, SCHOOLS_MESSAGES.nameTooLong),
  school: trimmed(SCHOOLS_MESSAGES.schoolRequired, SCHOOL_NAME_MAX_LENGTH, SCHOOLS_MESSAGES.schoolTooLong),
  grade: z.enum(CLASS_GRADES, { error: SCHOOLS_MESSAGES.grade }),
  /** The school year; the server accepts this year and the next (Brasília time). */
  year: z.coerce.number({ error: SCHOOLS_MESSAGES.year }).int(SCHOOLS_MESSAGES.year).min(2000, SCHOOLS_MESSAGES.year).max(2100, SCHOOLS_MESSAGES.year),
});
export type CreateClassBody = z.infer<typeof createClassBodySchema>;

/** A class as its educator sees it in the list. */
export const classSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  school: z.string(),
  grade: z.enum(CLASS_GRADES),
  year: z.number().int(),
  status: z.enum(CLASS_STATUSES),
  createdAt: z.string(),
  /** Students in the class now. */
  members: z.number().int(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** One class for its educator: the code, the link with the code and the link's QR code (an SVG). */
export const classDetailSchema = classSummarySchema.extend({
  /** The 8-character code, or null once the class is closed. */
  code: z.string().nullable(),
  joinUrl: z.string().nullable(),
  /** The join link as a QR code, an SVG document; null once the class is closed. */
  joinQrSvg: z.string().nullable(),
  codeCreatedAt: z.string().nullable(),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

const classIdParams = z.object({ id: z.string().uuid(SCHOOLS_MESSAGES.classNotFound) });
const membershipParams = z.object({ classId: z.string().uuid(SCHOOLS_MESSAGES.membershipNotFound) });

export const createClassContract = defineContract({
  method: 'POST',
  path: '/schools/classes',
  auth: 'user',
  body: createClassBodySchema,
  data: z.object({ class: classDetailSchema }),
});

/** The caller's classes, newest first (403 for someone who is not an approved educator). */
export const listClassesContract = defineContract({
  method: 'GET',
  path: '/schools/classes',
  auth: 'user',
  data: z.object({ classes: z.array(classSummarySchema) }),
});

export const getClassContract = defineContract({
  method: 'GET',
  path: '/schools/classes/:id',
  auth: 'user',
  params: classIdParams,
  data: z.object({ class: classDetailSchema }),
});

/** Closes the class's code and makes a new one (the old one then answers as a wrong code). */
export const newClassCodeContract = defineContract({
  method: 'POST',
  path: '/schools/classes/:id/code',
  auth: 'user',
  params: classIdParams,
  data: z.object({ class: classDetailSchema }),
});

/** A class as its student sees it. */
export const membershipSchema = z.object({
  classId: z.string(),
  name: z.string(),
  school: z.string(),
  grade: z.enum(CLASS_GRADES),
  year: z.number().int(),
  /** The educator's name, or null once the educator's account was deleted (the class is then closed). */
  educatorName: z.string().nullable(),
  status: z.enum(CLASS_STATUSES),
  joinedAt: z.string(),
  /** Off by default: only when on does the educator see this student's result. */
  showMyResult: z.boolean(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const joinClassBodySchema = z.object({ code: classCodeSchema });

/** Joins the class whose code this is (a wrong code counts towards a limit per account and per address). */
export const joinClassContract = defineContract({
  method: 'POST',
  path: '/schools/join',
  auth: 'user',
  body: joinClassBodySchema,
  data: z.object({ membership: membershipSchema }),
});

/** The caller's classes as a student. */
export const myMembershipsContract = defineContract({
  method: 'GET',
  path: '/schools/memberships',
  auth: 'user',
  data: z.object({ memberships: z.array(membershipSchema) }),
});

export const leaveClassContract = defineContract({
  method: 'DELETE',
  path: '/schools/memberships/:classId',
  auth: 'user',
  params: membershipParams,
  data: z.object({ classId: z.string() }),
});

export const updateMembershipContract = defineContract({
  method: 'PUT',
  path: '/schools/memberships/:classId',
  auth: 'user',
  params: membershipParams,
  body: z.object({ showMyResult: z.boolean({ error: 'Diga se o(a) professor(a) pode ver o seu resultado.' }) }),
  data: z.object({ membership: membershipSchema }),
});

// ----- The teacher's dashboard (item 4, decisions 0195 and 0196) -----

/** A count the teacher may see: the number when at least CLASS_MIN_CELL, else null ("menos de 3"). */
export const cellSchema = z.number().int().min(CLASS_MIN_CELL).nullable();

export const DASHBOARD_HIDDEN_REASONS = ['too-few-finished', 'would-single-out'] as const;
export type DashboardHiddenReason = (typeof DASHBOARD_HIDDEN_REASONS)[number];

export const DASHBOARD_MESSAGES = {
  tooFewFinished: (finished: number) => `Os números aparecem quando pelo menos ${CLASS_MIN_FINISHED} estudantes terminarem o teste. Até agora: ${finished}.`,
  wouldSingleOut:
    'Os números estão escondidos. Quase todos que terminaram mostram o resultado. Com as contas, daria para saber o resultado de quem não mostra. Eles voltam quando mais gente terminar o teste.',
  fewerThanNote: `"${SCHOOLS_MESSAGES.fewerThan}" aparece quando menos de ${CLASS_MIN_CELL} estudantes estão no grupo. Assim ninguém é identificado.`,
  csvName: 'painel-da-turma.csv',
} as const;

export const classDashboardSchema = z.object({
  class: classSummarySchema,
  counts: z.object({
    joined: z.number().int(),
    /** Members with a test in progress and none finished. */
    started: z.number().int(),
    /** Members with a finished test (conclusive or not). */
    finished: z.number().int(),
    /** Finished members whose answers did not give a clear result: a cell, hidden with the distribution. */
    inconclusive: cellSchema,
  }),
  /** Null until CLASS_MIN_FINISHED members finished (or while the numbers would single someone out): the reason is then `hiddenReason`. */
  distribution: z
    .object({
      /** Conclusive results counted; null when the inconclusive cell is hidden (it would give it away). */
      total: z.number().int().nullable(),
      /** Each of the 9 profiles, by the profile each member's result leads with. */
      profiles: z.array(z.object({ profileId: profileIdSchema, name: z.string(), count: cellSchema })),
      /** Members whose result is a perfil misto. */
      mixed: cellSchema,
      /** The career families most common among the members' careers, most common first (families under CLASS_MIN_CELL left out). */
      careerFamilies: z.array(z.object({ family: z.enum(CAREER_FAMILIES), label: z.string(), count: z.number().int().min(CLASS_MIN_CELL) })),
    })
    .nullable(),
  hiddenReason: z.enum(DASHBOARD_HIDDEN_REASONS).nullable(),
  /** Members who turned on showMyResult and finished, with their result. */
  shownResults: z.array(
    z.object({
      name: z.string(),
      finishedAt: z.string(),
      inconclusive: z.boolean(),
      /** The main profiles in order (one, or two or three for a perfil misto); empty when inconclusive. */
      profiles: z.array(z.object({ profileId: profileIdSchema, name: z.string(), percentage: z.number() })),
      mixed: z.boolean(),
    }),
  ),
  seats: z.object({ paid: z.number().int(), used: z.number().int(), free: z.number().int() }),
});
export type ClassDashboard = z.infer<typeof classDashboardSchema>;

export const classDashboardContract = defineContract({
  method: 'GET',
  path: '/schools/classes/:id/dashboard',
  auth: 'user',
  params: classIdParams,
  data: classDashboardSchema,
});

/** The dashboard's CSV's path params (the file route in registry.ts). */
export const classDashboardCsvParamsSchema = classIdParams;

/** GET /schools/classes/{id}/dashboard.csv answers a file, not JSON (its descriptor is in registry.ts). */
export const CLASS_DASHBOARD_CSV_PATH = '/api/schools/classes/:id/dashboard.csv';

/** The CSV's URL for one class. */
export function classDashboardCsvPath(classId: string): string {
  return CLASS_DASHBOARD_CSV_PATH.replace(':id', () => encodeURIComponent(classId));
}
