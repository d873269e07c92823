import { z } from 'zod';
import { defineContract } from './contract';
import { EMAIL_MESSAGES, isValidEmail } from '../domain/email';
import { formatPhone, isValidPhone, PHONE_FORMAT_EXAMPLES } from '../domain/phone';
import {
  AVAILABILITY_OPTIONS,
  CURRICULUM_DESIGNS,
  CURRICULUM_LIMITS as LIMITS,
  CURRICULUM_TYPES,
  EDUCATION_STATUSES,
  EXPERIENCE_TYPES,
  FIELD_LABELS,
  ITEM_KINDS,
  SECTION_LABELS,
  SKILL_LEVELS,
  isValidAvailability,
  isValidPeriod,
  isValidYear,
  joinAvailability,
  parseAvailability,
  tooManyItemsMessage,
  type ItemKind,
} from '../curriculum/rules';

/**
 * The resume builder's calls (spec §7 `/curriculum/*`), all for a logged-in
 * user with canAccessCurriculum. Inputs are drafts: text may be empty (the
 * required marks are the screens' business), but every text has a limit and
 * every format is checked when filled, so bad input is a 400 whose message
 * names the field in Portuguese.
 */

type FieldKey = keyof typeof FIELD_LABELS;

/** 'O campo "Ano" (Formação) ...' — the field, then the section it belongs to. */
const fieldName = (section: ItemKind | 'basic', field: FieldKey) => `O campo "${FIELD_LABELS[field]}" (${SECTION_LABELS[section]})`;

function text(section: ItemKind | 'basic', field: FieldKey, max: number) {
  const name = fieldName(section, field);
  return z
    .string({ error: `${name} deve ser um texto.` })
    .max(max, `${name} pode ter no máximo ${max} caracteres.`)
    .transform((value) => value.trim());
}

function yearField(section: ItemKind) {
  return text(section, 'year', LIMITS.year)
    .refine(isValidYear, `${fieldName(section, 'year')} deve ter 4 dígitos, como 2024.`)
    .default('');
}

const orderField = z.number({ error: 'A ordem dos itens deve ser um número.' }).int('A ordem dos itens deve ser um número inteiro.').min(0).max(1000);

/** A saved item's id; on input also a 'temp-…' id or none (both mean "create"). */
const itemIdInput = z.string({ error: 'Identificador de item inválido.' }).max(64, 'Identificador de item inválido.').nullish();

// ---------------------------------------------------------------------------
// Items: what the API answers (saved) and what it accepts (drafts)

export const educationSchema = z.object({
  id: z.string(),
  institution: z.string(),
  level: z.string(),
  course: z.string(),
  year: z.string(),
  status: z.enum(EDUCATION_STATUSES),
  order: z.number().int(),
});
export const courseSchema = z.object({ id: z.string(), name: z.string(), institution: z.string(), year: z.string(), order: z.number().int() });
export const skillSchema = z.object({ id: z.string(), name: z.string(), level: z.enum(SKILL_LEVELS), order: z.number().int() });
export const experienceSchema = z.object({
  id: z.string(),
  type: z.enum(EXPERIENCE_TYPES),
  title: z.string(),
  organization: z.string(),
  description: z.string(),
  year: z.string(),
  period: z.string(),
  order: z.number().int(),
});
export const recognitionSchema = z.object({ id: z.string(), title: z.string(), organization: z.string(), year: z.string(), order: z.number().int() });

export type Education = z.infer<typeof educationSchema>;
export type Course = z.infer<typeof courseSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Recognition = z.infer<typeof recognitionSchema>;

export const educationInputSchema = z.object({
  id: itemIdInput,
  institution: text('education', 'institution', LIMITS.shortText).default(''),
  level: text('education', 'level', LIMITS.level).default(''),
  course: text('education', 'course', LIMITS.shortText).default(''),
  year: yearField('education'),
  status: z.enum(EDUCATION_STATUSES, { error: `${fieldName('education', 'status')} deve ser Cursando ou Concluído.` }).default('ONGOING'),
  order: orderField.optional(),
});
export const courseInputSchema = z.object({
  id: itemIdInput,
  name: text('courses', 'name', LIMITS.shortText).default(''),
  institution: text('courses', 'institution', LIMITS.shortText).default(''),
  year: yearField('courses'),
  order: orderField.optional(),
});
export const skillInputSchema = z.object({
  id: itemIdInput,
  name: text('skills', 'name', LIMITS.skillName).default(''),
  level: z.enum(SKILL_LEVELS, { error: `${fieldName('skills', 'level')} deve ser Básico, Intermediário ou Avançado.` }).default('BASIC'),
  order: orderField.optional(),
});
export const experienceInputSchema = z.object({
  id: itemIdInput,
  type: z.enum(EXPERIENCE_TYPES, { error: `${fieldName('experiences', 'type')} deve ser voluntário, escolar, extracurricular ou trabalho.` }).default('WORK'),
  title: text('experiences', 'title', LIMITS.shortText).default(''),
  organization: text('experiences', 'organization', LIMITS.shortText).default(''),
  description: text('experiences', 'description', LIMITS.description).default(''),
  year: yearField('experiences'),
  period: text('experiences', 'period', LIMITS.period)
    .refine(isValidPeriod, `${fieldName('experiences', 'period')} deve estar no formato MM/AAAA a MM/AAAA ou MM/AAAA a atual, como 03/2024 a atual.`)
    .default(''),
  order: orderField.optional(),
});
export const recognitionInputSchema = z.object({
  id: itemIdInput,
  title: text('recognitions', 'title', LIMITS.shortText).default(''),
  organization: text('recognitions', 'organization', LIMITS.shortText).default(''),
  year: yearField('recognitions'),
  order: orderField.optional(),
});

export type EducationInput = z.input<typeof educationInputSchema>;
export type CourseInput = z.input<typeof courseInputSchema>;
export type SkillInput = z.input<typeof skillInputSchema>;
export type ExperienceInput = z.input<typeof experienceInputSchema>;
export type RecognitionInput = z.input<typeof recognitionInputSchema>;

/** One schema per item list, by the name the paths and the document use. */
export const ITEM_INPUT_SCHEMAS = {
  education: educationInputSchema,
  courses: courseInputSchema,
  skills: skillInputSchema,
  experiences: experienceInputSchema,
  recognitions: recognitionInputSchema,
} as const;
export const ITEM_SCHEMAS = {
  education: educationSchema,
  courses: courseSchema,
  skills: skillSchema,
  experiences: experienceSchema,
  recognitions: recognitionSchema,
} as const;
export type CurriculumItem<K extends ItemKind> = z.infer<(typeof ITEM_SCHEMAS)[K]>;
export type CurriculumItemInput<K extends ItemKind> = z.input<(typeof ITEM_INPUT_SCHEMAS)[K]>;

// ---------------------------------------------------------------------------
// The curriculum

const list = <T extends z.ZodType>(kind: ItemKind, item: T) =>
  z
    .array(item, { error: `${SECTION_LABELS[kind]}: envie uma lista.` })
    .max(LIMITS.items[kind], tooManyItemsMessage(kind))
    .default([]);

/** The basic fields, as PUT /curriculum/basic-info takes them (every one optional there). */
const basicFields = {
  type: z.enum(CURRICULUM_TYPES, { error: 'O tipo de currículo deve ser Jovem ou Formal.' }),
  design: z.enum(CURRICULUM_DESIGNS, { error: 'O modelo deve ser Clássico ou Moderno.' }),
  fullName: text('basic', 'fullName', LIMITS.fullName),
  age: text('basic', 'age', LIMITS.age),
  address: text('basic', 'address', LIMITS.address),
  phone: text('basic', 'phone', LIMITS.phone)
    .refine((value) => value === '' || isValidPhone(value), `${fieldName('basic', 'phone')} é inválido. Use o formato ${PHONE_FORMAT_EXAMPLES.join(' ou ')}.`)
    .transform((value) => (value === '' ? '' : formatPhone(value))),
  email: text('basic', 'email', LIMITS.email).refine((value) => value === '' || isValidEmail(value), `${EMAIL_MESSAGES.invalid} no campo "Email".`),
  linkedin: text('basic', 'linkedin', LIMITS.linkedin).refine(
    (value) => value === '' || /^(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/\S+$/i.test(value),
    `${fieldName('basic', 'linkedin')} deve ser o endereço do seu perfil, como linkedin.com/in/seu-nome.`,
  ),
  objective: text('basic', 'objective', LIMITS.objective),
  availability: text('basic', 'availability', LIMITS.availability)
    .refine(isValidAvailability, `${fieldName('basic', 'availability')} aceita só ${AVAILABILITY_OPTIONS.join(', ')}.`)
    .transform((value) => joinAvailability(parseAvailability(value))),
  differentials: z
    .array(text('basic', 'differentials', LIMITS.differential), { error: `${fieldName('basic', 'differentials')} deve ser uma lista.` })
    .max(LIMITS.differentials, `${fieldName('basic', 'differentials')} aceita no máximo ${LIMITS.differentials} itens.`)
    .transform((items) => items.filter((item) => item !== '')),
};

export const curriculumInputSchema = z.object({
  type: basicFields.type.default('FORMAL'),
  design: basicFields.design.optional(),
  fullName: basicFields.fullName.default(''),
  age: basicFields.age.default(''),
  address: basicFields.address.default(''),
  phone: basicFields.phone.default(''),
  email: basicFields.email.default(''),
  linkedin: basicFields.linkedin.default(''),
  objective: basicFields.objective.default(''),
  availability: basicFields.availability.default(''),
  differentials: basicFields.differentials.default([]),
  education: list('education', educationInputSchema),
  courses: list('courses', courseInputSchema),
  skills: list('skills', skillInputSchema),
  experiences: list('experiences', experienceInputSchema),
  recognitions: list('recognitions', recognitionInputSchema),
});
/** What the screens build and PUT /curriculum takes. */
export type CurriculumInput = z.input<typeof curriculumInputSchema>;
/** The same after validation: trimmed, defaults filled. */
export type CurriculumDraft = z.output<typeof curriculumInputSchema>;

export const basicInfoInputSchema = z.object({
  type: basicFields.type.optional(),
  design: basicFields.design.optional(),
  fullName: basicFields.fullName.optional(),
  age: basicFields.age.optional(),
  address: basicFields.address.optional(),
  phone: basicFields.phone.optional(),
  email: basicFields.email.optional(),
  linkedin: basicFields.linkedin.optional(),
  objective: basicFields.objective.optional(),
  availability: basicFields.availability.optional(),
  differentials: basicFields.differentials.optional(),
});
export type BasicInfoInput = z.input<typeof basicInfoInputSchema>;

/** Spec §3 Curriculum, as saved. */
export const curriculumSchema = z.object({
  id: z.string(),
  type: z.enum(CURRICULUM_TYPES),
  design: z.enum(CURRICULUM_DESIGNS),
  fullName: z.string(),
  age: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  linkedin: z.string(),
  objective: z.string(),
  availability: z.string(),
  differentials: z.array(z.string()),
  education: z.array(educationSchema),
  courses: z.array(courseSchema),
  skills: z.array(skillSchema),
  experiences: z.array(experienceSchema),
  recognitions: z.array(recognitionSchema),
  /** ISO 8601 of the last save. */
  updatedAt: z.string(),
});
export type Curriculum = z.infer<typeof curriculumSchema>;

/** A row PUT /curriculum left out because it was incomplete (spec §5), so the screen can say which and why. */
export const droppedItemSchema = z.object({
  kind: z.enum(ITEM_KINDS),
  /** Its position in the list that was sent. */
  index: z.number().int(),
  /** The labels of the missing fields. */
  missing: z.array(z.string()),
});
export type DroppedItem = z.infer<typeof droppedItemSchema>;

// ---------------------------------------------------------------------------
// Contracts

const itemIdParams = z.object({ id: z.string().max(64) });

/** Writes accept up to 2 MiB, so that an oversized field is refused by its own limit, with its name (a 400), before the body limit (a 413). */
const WRITE_BODY_LIMIT = 2 * 1024 * 1024;

export const myCurriculumContract = defineContract({
  method: 'GET',
  path: '/curriculum/me',
  auth: 'curriculum',
  /** null until the first save. */
  data: z.object({ curriculum: curriculumSchema.nullable() }),
});

export const saveCurriculumContract = defineContract({
  method: 'PUT',
  path: '/curriculum',
  auth: 'curriculum',
  bodyLimit: WRITE_BODY_LIMIT,
  body: curriculumInputSchema,
  data: curriculumSchema.extend({ dropped: z.array(droppedItemSchema) }),
});

export const saveBasicInfoContract = defineContract({
  method: 'PUT',
  path: '/curriculum/basic-info',
  auth: 'curriculum',
  bodyLimit: WRITE_BODY_LIMIT,
  body: basicInfoInputSchema,
  data: curriculumSchema,
});

/** The seed drawn from the user's dominant profile (spec §7 generate-from-profile). */
export const profileSeedSchema = z.object({
  profileId: z.number().int(),
  profileName: z.string(),
  /** The profile's objective for the person's age (shared/curriculum/objective.ts). */
  objective: z.string(),
  /** Shown beside the objective: set when it names estágio and the person's age is unknown. */
  objectiveNote: z.string().nullable(),
  differentials: z.array(z.string()),
  skills: z.array(z.string()),
});
export type ProfileSeed = z.infer<typeof profileSeedSchema>;

export const generateFromProfileContract = defineContract({
  method: 'POST',
  path: '/curriculum/generate-from-profile',
  auth: 'curriculum',
  /** Spec: no payload. `overwriteObjective: true` replaces an objective the user already wrote (after asking them). */
  body: z
    .object({ overwriteObjective: z.boolean({ error: 'O campo "overwriteObjective" deve ser verdadeiro ou falso.' }).default(false) })
    // A POST with no body at all arrives as null.
    .nullish()
    .transform((body) => body ?? { overwriteObjective: false }),
  data: z.object({
    seed: profileSeedSchema,
    curriculum: curriculumSchema,
    /** True when the objective was kept because the user had written one and did not ask to replace it. */
    objectiveKept: z.boolean(),
  }),
});

function itemContracts<P extends string, I extends z.ZodObject, O extends z.ZodObject>(kind: P, input: I, item: O) {
  return {
    create: defineContract({
      method: 'POST',
      path: `/curriculum/${kind}`,
      auth: 'curriculum',
      bodyLimit: WRITE_BODY_LIMIT,
      body: input,
      data: z.object({ item }),
    }),
    update: defineContract({
      method: 'PUT',
      path: `/curriculum/${kind}/:id`,
      auth: 'curriculum',
      bodyLimit: WRITE_BODY_LIMIT,
      params: itemIdParams,
      body: input,
      data: z.object({ item }),
    }),
    remove: defineContract({
      method: 'DELETE',
      path: `/curriculum/${kind}/:id`,
      auth: 'curriculum',
      params: itemIdParams,
      /** false when there was nothing to delete (spec: a delete tolerates not-found). */
      data: z.object({ deleted: z.boolean() }),
    }),
  };
}

/** POST, PUT and DELETE of one item (spec §7); the body is the item without its id. */
export const curriculumItemContracts = {
  education: itemContracts('education', educationInputSchema.omit({ id: true }), educationSchema),
  courses: itemContracts('courses', courseInputSchema.omit({ id: true }), courseSchema),
  skills: itemContracts('skills', skillInputSchema.omit({ id: true }), skillSchema),
  experiences: itemContracts('experiences', experienceInputSchema.omit({ id: true }), experienceSchema),
  recognitions: itemContracts('recognitions', recognitionInputSchema.omit({ id: true }), recognitionSchema),
} as const;

export const CURRICULUM_VERSIONS_KEPT = 10;

export const curriculumVersionSchema = z.object({
  number: z.number().int(),
  createdAt: z.string(),
  fullName: z.string(),
  /** Completeness of that version, 0-100. */
  completeness: z.number().int(),
  itemCount: z.number().int(),
});
export type CurriculumVersion = z.infer<typeof curriculumVersionSchema>;

export const curriculumVersionsContract = defineContract({
  method: 'GET',
  path: '/curriculum/versions',
  auth: 'curriculum',
  /** The last CURRICULUM_VERSIONS_KEPT saves, newest first. */
  data: z.object({ versions: z.array(curriculumVersionSchema) }),
});

export const restoreCurriculumVersionContract = defineContract({
  method: 'POST',
  path: '/curriculum/versions/:number/restore',
  auth: 'curriculum',
  params: z.object({ number: z.coerce.number({ error: 'Versão inválida.' }).int('Versão inválida.').min(1, 'Versão inválida.') }),
  data: curriculumSchema,
});

/** GET /curriculum/pdf answers a file, not JSON: its query is shared here, its route lives beside the others. */
export const curriculumPdfQuerySchema = z.object({
  type: z.enum(['formal', 'young'], { error: 'O tipo do PDF deve ser formal ou young.' }).default('formal'),
  design: z.enum(CURRICULUM_DESIGNS, { error: 'O modelo do PDF deve ser classic ou modern.' }).optional(),
});
export type CurriculumPdfQuery = z.input<typeof curriculumPdfQuerySchema>;
export const CURRICULUM_PDF_PATH = '/api/curriculum/pdf';

/** GET /curriculum/export answers a JSON Resume file (https://jsonresume.org/schema) with Rumo's own fields under `x-rumo`. */
export const CURRICULUM_EXPORT_PATH = '/api/curriculum/export';
export const CURRICULUM_EXPORT_FILE_NAME = 'curriculo-rumo.json';
