import { z } from 'zod';
import { defineContract } from './contract';
import { EMAIL_MESSAGES, isValidEmail } from '../domain/email';
import { formatPhone, isValidPhone, PHONE_FORMAT_EXAMPLES } from '../domain/phone';
import {
  AVAILABILITY_OPTIONS,
  CURRICULUM_DESIGNS,
  CURRICULUM_LIMITS as LIMITS,
  CURRICULUM_MESSAGES,
  CURRICULUM_TYPES,
  FIELD_LABELS,
  isValidAvailability,
  isValidHours,
  isValidPeriod,
  MAX_COURSE_HOURS,
  normalizedHours,
  isValidYear,
  joinAvailability,
  parseAvailability,
} from '../curriculum/rules';
import {
  ITEM_KINDS,
  LIST_SECTIONS,
  SECTION_LABELS,
  perSection,
  reorderMessages,
  sectionOf,
  tooManyItemsMessage,
  type ChoiceField,
  type FieldDef,
  type ItemKind,
  type SectionFields,
} from '../curriculum/sections';
import { CURRICULUM_AUTOSAVES_KEPT, CURRICULUM_VERSIONS_KEPT } from '../constants/resume-keeping';
import { SAVE_REASONS, VERSION_REASONS, VERSION_SECTION_NAMES } from '../curriculum/versions';

/**
 * The resume builder's calls (spec §7 `/curriculum/*`), all for a logged-in
 * user with canAccessCurriculum. Inputs are drafts: text may be empty (the
 * required marks are the screens' business), but every text has a limit and
 * every format is checked when filled, so bad input is a 400 whose message
 * names the field in Portuguese.
 */

type FieldKey = keyof typeof FIELD_LABELS;

/** 'O campo "Ano" (Formação) ...' — the field, then the section it belongs to. */
const fieldName = (section: ItemKind | 'basic', label: string) => `O campo "${label}" (${SECTION_LABELS[section]})`;

function text(section: ItemKind | 'basic', label: string, max: number) {
  const name = fieldName(section, label);
  return z
    .string({ error: `${name} deve ser um texto.` })
    .max(max, `${name} pode ter no máximo ${max} caracteres.`)
    .transform((value) => value.trim());
}

const basicText = (field: FieldKey, max: number) => text('basic', FIELD_LABELS[field], max);

const orderField = z.number({ error: 'A ordem dos itens deve ser um número.' }).int('A ordem dos itens deve ser um número inteiro.').min(0).max(1000);

/** A saved item's id; on input also a 'temp-…' id or none (both mean "create"). */
const itemIdInput = z.string({ error: 'Identificador de item inválido.' }).max(64, 'Identificador de item inválido.').nullish();

// ---------------------------------------------------------------------------
// Items: what the API answers (saved) and what it accepts (drafts), one pair
// per section of the registry (shared/curriculum/sections.ts), built from its fields.

type Flat<T> = { [K in keyof T]: T[K] };
type EnumOf<T extends string> = z.ZodEnum<{ [V in T]: V }>;
type SavedFieldSchema<D> = D extends ChoiceField<infer T> ? EnumOf<T> : z.ZodString;
type InputFieldSchema<D> = D extends ChoiceField<infer T> ? z.ZodDefault<EnumOf<T>> : z.ZodDefault<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>;
type FieldSchemas<K extends ItemKind, Kind extends 'saved' | 'input'> = {
  -readonly [F in keyof SectionFields<K>]: Kind extends 'saved' ? SavedFieldSchema<SectionFields<K>[F]> : InputFieldSchema<SectionFields<K>[F]>;
};
type ItemShape<K extends ItemKind> = Flat<{ id: z.ZodString } & FieldSchemas<K, 'saved'> & { order: z.ZodNumber }>;
type ItemBodyShape<K extends ItemKind> = Flat<FieldSchemas<K, 'input'> & { order: z.ZodOptional<typeof orderField> }>;
type ItemInputShape<K extends ItemKind> = Flat<{ id: typeof itemIdInput } & ItemBodyShape<K>>;

/** "Cursando ou Concluído", "Básico, Intermediário ou Avançado". */
const orList = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ou ${words[words.length - 1]}`);

function inputFieldSchema(kind: ItemKind, def: FieldDef) {
  if (def.kind === 'choice') {
    const mustBe = def.mustBe ?? orList(def.values.map((value) => def.labels[value] ?? value));
    return z.enum(def.values, { error: `${fieldName(kind, def.label)} deve ser ${mustBe}.` }).default(def.fallback);
  }
  if (def.format === 'hours') {
    // Not the length check first: "12345" and "40 h" get the same message, which says what the field takes.
    const name = fieldName(kind, def.label);
    return z
      .string({ error: `${name} deve ser um texto.` })
      .transform((value) => value.trim())
      .refine(isValidHours, `${name} aceita só números, de 1 a ${MAX_COURSE_HOURS} horas, como 40.`)
      .transform(normalizedHours)
      .default('');
  }
  const field = text(kind, def.label, def.max);
  if (def.format === 'year') return field.refine(isValidYear, `${fieldName(kind, def.label)} deve ter 4 dígitos, como 2024.`).default('');
  if (def.format === 'period') {
    return field
      .refine(isValidPeriod, `${fieldName(kind, def.label)} deve estar no formato MM/AAAA a MM/AAAA ou MM/AAAA a atual, como 03/2024 a atual.`)
      .default('');
  }
  return field.default('');
}

const fieldEntries = (kind: ItemKind) => Object.entries(sectionOf(kind).fields);

function itemSchema<K extends ItemKind>(kind: K): z.ZodObject<ItemShape<K>> {
  const fields = fieldEntries(kind).map(([name, def]) => [name, def.kind === 'choice' ? z.enum(def.values) : z.string()]);
  return z.object({ id: z.string(), ...Object.fromEntries(fields), order: z.number().int() }) as unknown as z.ZodObject<ItemShape<K>>;
}

function itemBodySchema<K extends ItemKind>(kind: K): z.ZodObject<ItemBodyShape<K>> {
  const fields = fieldEntries(kind).map(([name, def]) => [name, inputFieldSchema(kind, def)]);
  return z.object({ ...Object.fromEntries(fields), order: orderField.optional() }) as unknown as z.ZodObject<ItemBodyShape<K>>;
}

function itemInputSchema<K extends ItemKind>(kind: K): z.ZodObject<ItemInputShape<K>> {
  const fields = fieldEntries(kind).map(([name, def]) => [name, inputFieldSchema(kind, def)]);
  return z.object({ id: itemIdInput, ...Object.fromEntries(fields), order: orderField.optional() }) as unknown as z.ZodObject<ItemInputShape<K>>;
}

/** One schema per item list, by the name the paths and the document use. */
export const ITEM_SCHEMAS = perSection(itemSchema) as { [K in ItemKind]: z.ZodObject<ItemShape<K>> };
/** An item as PUT /curriculum takes it in its list: with its id, a 'temp-…' one, or none. */
export const ITEM_INPUT_SCHEMAS = perSection(itemInputSchema) as { [K in ItemKind]: z.ZodObject<ItemInputShape<K>> };
/** An item as POST and PUT /curriculum/{kind} take it: without its id. */
export const ITEM_BODY_SCHEMAS = perSection(itemBodySchema) as { [K in ItemKind]: z.ZodObject<ItemBodyShape<K>> };
/** A saved item (the intersection lets code generic in the section read its id and order). */
export type CurriculumItem<K extends ItemKind> = z.infer<(typeof ITEM_SCHEMAS)[K]> & { id: string; order: number };
export type CurriculumItemInput<K extends ItemKind> = z.input<(typeof ITEM_INPUT_SCHEMAS)[K]>;

// ---------------------------------------------------------------------------
// The curriculum

const list = <T extends z.ZodType>(kind: ItemKind, item: T) =>
  z
    .array(item, { error: `${SECTION_LABELS[kind]}: envie uma lista.` })
    .max(LIST_SECTIONS[kind].maxItems, tooManyItemsMessage(kind))
    .default([]);

/** Every section's list, in a draft and as saved. */
const inputLists = perSection((kind) => list(kind, ITEM_INPUT_SCHEMAS[kind])) as {
  [K in ItemKind]: z.ZodDefault<z.ZodArray<(typeof ITEM_INPUT_SCHEMAS)[K]>>;
};
const savedLists = perSection((kind) => z.array(ITEM_SCHEMAS[kind])) as { [K in ItemKind]: z.ZodArray<(typeof ITEM_SCHEMAS)[K]> };

/** The basic fields, as PUT /curriculum/basic-info takes them (every one optional there). */
const basicFields = {
  type: z.enum(CURRICULUM_TYPES, { error: 'O tipo de currículo deve ser Jovem ou Formal.' }),
  design: z.enum(CURRICULUM_DESIGNS, { error: 'O modelo deve ser Clássico ou Moderno.' }),
  fullName: basicText('fullName', LIMITS.fullName),
  age: basicText('age', LIMITS.age),
  address: basicText('address', LIMITS.address),
  phone: basicText('phone', LIMITS.phone)
    .refine(
      (value) => value === '' || isValidPhone(value),
      `${fieldName('basic', FIELD_LABELS.phone)} é inválido. Use o formato ${PHONE_FORMAT_EXAMPLES.join(' ou ')}.`,
    )
    .transform((value) => (value === '' ? '' : formatPhone(value))),
  email: basicText('email', LIMITS.email).refine((value) => value === '' || isValidEmail(value), `${EMAIL_MESSAGES.invalid} no campo "Email".`),
  linkedin: basicText('linkedin', LIMITS.linkedin).refine(
    (value) => value === '' || /^(https?:\/\/)?([a-z]{2,3}\.)?linkedin\.com\/\S+$/i.test(value),
    `${fieldName('basic', FIELD_LABELS.linkedin)} deve ser o endereço do seu perfil, como linkedin.com/in/seu-nome.`,
  ),
  objective: basicText('objective', LIMITS.objective),
  availability: basicText('availability', LIMITS.availability)
    .refine(isValidAvailability, `${fieldName('basic', FIELD_LABELS.availability)} aceita só ${AVAILABILITY_OPTIONS.join(', ')}.`)
    .transform((value) => joinAvailability(parseAvailability(value))),
  differentials: z
    .array(basicText('differentials', LIMITS.differential), { error: `${fieldName('basic', FIELD_LABELS.differentials)} deve ser uma lista.` })
    .max(LIMITS.differentials, `${fieldName('basic', FIELD_LABELS.differentials)} aceita no máximo ${LIMITS.differentials} itens.`)
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
  ...inputLists,
  /**
   * Why this save (decision 0193): 'manual' (a save button), 'section' (a finished Formal section or Jovem step,
   * named in `section`), or 'autosave' (none sent: the questionnaire's pause, leaving the page).
   */
  reason: z.enum(SAVE_REASONS, { error: 'O motivo do salvamento deve ser autosave, manual ou section.' }).default('autosave'),
  section: z
    .string({ error: 'A seção concluída deve ser um texto.' })
    .refine((name) => VERSION_SECTION_NAMES.includes(name), 'A seção concluída não existe.')
    .nullish(),
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
  ...savedLists,
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

/**
 * Suggestions drawn from the user's dominant profile (spec §7 generate-from-profile), to pick from: nothing is
 * written until the person picks one and saves (issue 29, decision 0193). Differentials are neutral nouns; the
 * differentials and skills the curriculum already holds (case and accents ignored) are left out.
 */
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
  /** Spec: no payload (an older client's `overwriteObjective` is accepted and ignored: nothing is written). */
  body: z
    .object({})
    // A POST with no body at all arrives as null.
    .nullish()
    .transform(() => ({})),
  data: z.object({
    seed: profileSeedSchema,
    /** The saved curriculum, unchanged (null before the first save): suggestions never write. */
    curriculum: curriculumSchema.nullable(),
  }),
});

/** The body of PUT /curriculum/{kind}/order: the section's saved items by id, each once, in their new order. */
function reorderBodySchema(kind: ItemKind) {
  const messages = reorderMessages(kind);
  return z.object({
    ids: z
      .array(z.string({ error: messages.list }).max(64, CURRICULUM_MESSAGES.itemNotFound), { error: messages.list })
      .max(LIST_SECTIONS[kind].maxItems, tooManyItemsMessage(kind))
      .refine((ids) => new Set(ids).size === ids.length, messages.repeated),
  });
}

function itemContracts<K extends ItemKind>(kind: K) {
  const input = ITEM_BODY_SCHEMAS[kind];
  const item = ITEM_SCHEMAS[kind];
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
      /**
       * false when there was nothing to delete (spec: a delete tolerates not-found). The item goes to the
       * trash: `trashId` restores it (POST /curriculum/trash/{id}/restore, the screen's "Desfazer"); null when nothing was deleted.
       */
      data: z.object({ deleted: z.boolean(), trashId: z.string().nullable() }),
    }),
    /**
     * The list's new order (issue 29): every saved item of the section exactly once, first to last; each
     * item's `order` becomes its place. Answers the saved curriculum; a changed order is a new version.
     */
    reorder: defineContract({
      method: 'PUT',
      path: `/curriculum/${kind}/order`,
      auth: 'curriculum',
      body: reorderBodySchema(kind),
      data: curriculumSchema,
    }),
  };
}

/** POST, PUT and DELETE of one item (spec §7), the body the item without its id; and PUT of the list's order. */
export const curriculumItemContracts = perSection(itemContracts) as { [K in ItemKind]: ReturnType<typeof itemContracts<K>> };

export { CURRICULUM_AUTOSAVES_KEPT, CURRICULUM_VERSIONS_KEPT };

export const curriculumVersionSchema = z.object({
  number: z.number().int(),
  createdAt: z.string(),
  /** Why it was kept (shared/curriculum/versions.ts): the list says the moment in Portuguese. */
  reason: z.enum(VERSION_REASONS),
  /** The finished section's name, for reason 'section'; else null. */
  section: z.string().nullable(),
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
  /** Newest first: the last CURRICULUM_VERSIONS_KEPT meaningful versions and the last CURRICULUM_AUTOSAVES_KEPT autosaves. */
  data: z.object({ versions: z.array(curriculumVersionSchema) }),
});

/** A list the version had more items in than the section now takes: the rest went to the trash. */
export const overLimitSchema = z.object({ kind: z.enum(ITEM_KINDS), count: z.number().int() });
export type OverLimit = z.infer<typeof overLimitSchema>;

/**
 * What a version restore did not bring back as it was, so the screen says it
 * (issue 29: a restore never drops an item silently; decision 0185). Every item
 * it left out, or took out of the current curriculum, is in the trash.
 */
export const restoreReportSchema = z.object({
  /** The version's rows that are incomplete under today's rules (same shape as a save's). */
  dropped: z.array(droppedItemSchema),
  /** The version's rows past a section's limit. */
  overLimit: z.array(overLimitSchema),
  /** How many items of the current curriculum the restore replaced (changed or removed). */
  trashed: z.number().int(),
});
export type RestoreReport = z.infer<typeof restoreReportSchema>;

export const restoreCurriculumVersionContract = defineContract({
  method: 'POST',
  path: '/curriculum/versions/:number/restore',
  auth: 'curriculum',
  params: z.object({ number: z.coerce.number({ error: 'Versão inválida.' }).int('Versão inválida.').min(1, 'Versão inválida.') }),
  data: curriculumSchema.extend(restoreReportSchema.shape),
});

/** GET /curriculum/pdf answers a file, not JSON: its query is shared here, its route lives beside the others. */
export const curriculumPdfQuerySchema = z.object({
  type: z.enum(['formal', 'young'], { error: 'O tipo do PDF deve ser formal ou young.' }).default('formal'),
  design: z.enum(CURRICULUM_DESIGNS, { error: 'O modelo do PDF deve ser classic ou modern.' }).optional(),
});
export type CurriculumPdfQuery = z.input<typeof curriculumPdfQuerySchema>;
export const CURRICULUM_PDF_PATH = '/api/curriculum/pdf';

/** GET /curriculum/docx answers the same document as a Word file: the PDF's query, with its own words. */
export const curriculumDocxQuerySchema = z.object({
  type: z.enum(['formal', 'young'], { error: 'O tipo do arquivo Word deve ser formal ou young.' }).default('formal'),
  design: z.enum(CURRICULUM_DESIGNS, { error: 'O modelo do arquivo Word deve ser classic ou modern.' }).optional(),
});
export type CurriculumDocxQuery = z.input<typeof curriculumDocxQuerySchema>;
export const CURRICULUM_DOCX_PATH = '/api/curriculum/docx';
export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** GET /curriculum/export answers a JSON Resume file (https://jsonresume.org/schema) with Rumo's own fields under `x-rumo`. */
export const CURRICULUM_EXPORT_PATH = '/api/curriculum/export';
export const CURRICULUM_EXPORT_FILE_NAME = 'curriculo-rumo.json';
