import { z } from 'zod';
import { CAREER_FAMILIES, catalogueCareerSchema, careerPaySchema } from './career.schema';

/**
 * What the API sends of careers (issue 27). A profile's own careers (the
 * profile views: name and day to day), and the person's careers: ranked by
 * their top-3 profiles and written for their age and stage by
 * scoring/next-steps.ts. The types are these schemas' z.infer.
 */

/** Careers on the free result, and on the paid result and the PDF's first part (scoring/next-steps.ts ranks them). */
export const FREE_CAREERS = 4;
export const PAID_CAREERS = 12;

/** The headings and labels of a career, the same on the result page and in the PDF. */
export const CAREER_LABELS = {
  section: 'Carreiras para você',
  matches: 'Combina com',
  now: 'O que dá para fazer agora',
  path: 'O caminho em 3 passos',
  pathSteps: ['Agora', 'Depois', 'Chegar lá'],
  minorNote: 'Para quem tem menos de 18 anos',
  longPath: 'Caminho longo',
  changing: 'Área em transformação',
  pay: 'O que a lei garante',
  tip: 'Dica',
  glossary: 'Siglas',
  stageUsed: 'Os passos de cada carreira usam a idade e a etapa na escola que você contou.',
} as const;

/** The CBO's words, for the glossary of a list of careers that shows a code. */
export const CBO_GLOSSARY_ENTRY = {
  acronym: 'CBO',
  words: 'Classificação Brasileira de Ocupações, o código da profissão usado em vagas e carteiras de trabalho',
} as const;

/** A career as a profile's example (landing, /profile/:id): no steps, nothing about a person. */
export const profileCareerSchema = z.object({
  id: catalogueCareerSchema.shape.id,
  name: catalogueCareerSchema.shape.name,
  dayToDay: catalogueCareerSchema.shape.dayToDay,
});
export type ProfileCareer = z.infer<typeof profileCareerSchema>;

export const careerSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  family: z.enum(CAREER_FAMILIES),
  familyLabel: z.string(),
  dayToDay: z.string(),
  /** The person's profiles (of their top 3) this career draws on, by career name ("Analítico"). */
  matches: z.array(z.string()),
  /** Education levels and entry routes, as labels. */
  levels: z.array(z.string()),
  routes: z.array(z.string()),
  /** "O que dá para fazer agora": for the person's age and stage, or the general first step when not told. */
  now: z.array(z.string()),
  /** Three steps: prepare, study, work. */
  path: z.tuple([z.string(), z.string(), z.string()]),
  /** For a person under 18 (or of unknown age): what waits until 18 and why. */
  minorNote: z.string().nullable(),
  /** Set for a "caminho longo": why it takes long. */
  longPath: z.string().nullable(),
  /** Set for an "área em transformação": how the work is changing. */
  changing: z.string().nullable(),
  registration: z.string().nullable(),
  cbo: z.string().nullable(),
  pay: careerPaySchema.nullable(),
  tip: z.string().nullable(),
});
export type CareerSuggestion = z.infer<typeof careerSuggestionSchema>;

export const personCareersSchema = z.object({
  /** Whether the steps use the person's answers (age band or school stage); false: the general path and an invitation. */
  stageKnown: z.boolean(),
  careers: z.array(careerSuggestionSchema),
  /** The acronyms the careers' texts use, with their words. */
  glossary: z.array(z.object({ acronym: z.string(), words: z.string() })),
  /** How many careers the catalogue holds (the PDF's appendix lists the rest). */
  catalogueSize: z.number().int(),
});
export type PersonCareers = z.infer<typeof personCareersSchema>;
