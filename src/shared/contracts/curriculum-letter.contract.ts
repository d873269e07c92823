import { z } from 'zod';
import { defineContract } from './contract';
import { CURRICULUM_DESIGNS, EDUCATION_STATUSES, EXPERIENCE_TYPES } from '../curriculum/rules';
import {
  LETTER_FIELD_LABELS,
  LETTER_LIMITS,
  LETTER_PARAGRAPH_FIELDS,
  LETTER_PARAGRAPHS,
  LETTER_SECTION_LABEL,
  LETTER_TARGET_LABELS,
  LETTER_TARGETS,
  LETTER_VERSIONS_KEPT,
  type LetterParagraph,
} from '../curriculum/letter';

/**
 * The cover letter's calls (issue 29 item 2, decision 0189), for a user with
 * canAccessCurriculum, like the resume's. One letter per curriculum, with its
 * own versions. Texts may be empty while drafting; every one has a limit,
 * answered with a Portuguese message naming the field.
 */

/** 'O campo "Programa ou empresa" (Carta de apresentação) ...', as the resume's messages name a field. */
const fieldName = (label: string) => `O campo "${label}" (${LETTER_SECTION_LABEL})`;

function text(label: string, max: number) {
  const name = fieldName(label);
  return z
    .string({ error: `${name} deve ser um texto.` })
    .max(max, `${name} pode ter no máximo ${max} caracteres.`)
    .transform((value) => value.trim())
    .default('');
}

const targetLabels = LETTER_TARGETS.map((target) => LETTER_TARGET_LABELS[target]);
const targetSchema = z.enum(LETTER_TARGETS, {
  error: `${fieldName(LETTER_FIELD_LABELS.target)} deve ser ${targetLabels.slice(0, -1).join(', ')} ou ${targetLabels[targetLabels.length - 1]}.`,
});

const paragraphInputs = Object.fromEntries(
  LETTER_PARAGRAPHS.map((paragraph) => [paragraph, text(LETTER_PARAGRAPH_FIELDS[paragraph].label, LETTER_LIMITS.paragraph)]),
) as Record<LetterParagraph, ReturnType<typeof text>>;

/** What PUT /curriculum/letter takes. */
export const letterInputSchema = z.object({
  target: targetSchema,
  organization: text(LETTER_FIELD_LABELS.organization, LETTER_LIMITS.organization),
  ...paragraphInputs,
});
export type LetterInput = z.input<typeof letterInputSchema>;
export type LetterDraft = z.output<typeof letterInputSchema>;

const paragraphsShape = Object.fromEntries(LETTER_PARAGRAPHS.map((paragraph) => [paragraph, z.string()])) as Record<LetterParagraph, z.ZodString>;
export const letterParagraphsSchema = z.object(paragraphsShape);

export const letterSchema = z.object({
  target: z.enum(LETTER_TARGETS),
  organization: z.string(),
  ...paragraphsShape,
  updatedAt: z.string(),
});
export type Letter = z.infer<typeof letterSchema>;

/** What the suggestions are drawn from (shared/curriculum/letter.ts suggestLetter): the screen suggests as the server checks. */
export const letterSourceSchema = z.object({
  fullName: z.string(),
  education: z.array(z.object({ level: z.string(), course: z.string(), institution: z.string(), status: z.enum(EDUCATION_STATUSES) })),
  skills: z.array(z.string()),
  experiences: z.array(z.object({ title: z.string(), organization: z.string(), type: z.enum(EXPERIENCE_TYPES) })),
  strengths: z.array(z.string()),
});

/** The paragraphs still exactly the suggestion (a download or a review link is refused while any is). */
const uneditedSchema = z.array(z.enum(LETTER_PARAGRAPHS));

export const myLetterContract = defineContract({
  method: 'GET',
  path: '/curriculum/letter',
  auth: 'curriculum',
  /** `letter` is null before the first save; `source` is null without a saved resume (the letter needs one). */
  data: z.object({ letter: letterSchema.nullable(), source: letterSourceSchema.nullable(), unedited: uneditedSchema }),
});

export const saveLetterContract = defineContract({
  method: 'PUT',
  path: '/curriculum/letter',
  auth: 'curriculum',
  body: letterInputSchema,
  data: z.object({ letter: letterSchema, unedited: uneditedSchema }),
});

export const letterVersionSchema = z.object({
  number: z.number().int(),
  createdAt: z.string(),
  target: z.enum(LETTER_TARGETS),
  organization: z.string(),
  /** Characters in the three paragraphs. */
  characters: z.number().int(),
});
export type LetterVersion = z.infer<typeof letterVersionSchema>;

export const letterVersionsContract = defineContract({
  method: 'GET',
  path: '/curriculum/letter/versions',
  auth: 'curriculum',
  /** The last LETTER_VERSIONS_KEPT saves, newest first. */
  data: z.object({ versions: z.array(letterVersionSchema) }),
});

export const restoreLetterVersionContract = defineContract({
  method: 'POST',
  path: '/curriculum/letter/versions/:number/restore',
  auth: 'curriculum',
  params: z.object({ number: z.coerce.number({ error: 'Versão inválida.' }).int('Versão inválida.').min(1, 'Versão inválida.') }),
  data: z.object({ letter: letterSchema, unedited: uneditedSchema }),
});

export { LETTER_VERSIONS_KEPT };

/** GET /curriculum/letter/pdf and /docx answer files: the design, and the resume type whose header they take. */
export const letterFileQuerySchema = z.object({
  type: z.enum(['formal', 'young'], { error: 'O tipo do cabeçalho da carta deve ser formal ou young.' }).default('formal'),
  design: z.enum(CURRICULUM_DESIGNS, { error: 'O modelo da carta deve ser classic ou modern.' }).optional(),
});
export type LetterFileQuery = z.input<typeof letterFileQuerySchema>;
export const LETTER_PDF_PATH = '/api/curriculum/letter/pdf';
export const LETTER_DOCX_PATH = '/api/curriculum/letter/docx';
