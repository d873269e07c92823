import { z } from 'zod';
import { BNCC_GENERAL_COMPETENCES, type BnccGeneralCompetence } from './bncc';

/**
 * The "Projeto de Vida" lesson kit (issue 30 item 5) as typed data: three
 * lesson plans, each with objectives, timed steps, a discussion guide and a
 * student's activity sheet. The web page and the printable PDF both draw it.
 */

const text = z.string().trim().min(1);

const competenceSchema = z
  .number()
  .int()
  .refine((value): value is BnccGeneralCompetence => Object.hasOwn(BNCC_GENERAL_COMPETENCES, value), 'not a BNCC general competence (1 to 10)');

export const lessonStepSchema = z.object({
  title: text,
  /** Whole minutes; a plan's steps add up to LESSON_MINUTES. */
  minutes: z.number().int().positive(),
  description: text,
});

export const activityPromptSchema = z.object({
  text,
  /** Lines to write on in the printed sheet. */
  lines: z.number().int().min(1).max(8),
});

export const lessonPlanSchema = z.object({
  /** The plan's anchor on the page (#antes-do-teste). */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: text,
  summary: text,
  /** The BNCC general competences it works, each with one line on how. */
  bncc: z.array(z.object({ competence: competenceSchema, how: text })).min(1),
  objectives: z.array(text).min(2),
  materials: z.array(text).min(1),
  steps: z.array(lessonStepSchema).min(3),
  discussion: z.object({ intro: text, questions: z.array(text).min(3) }),
  /** Student-facing: what a 14-17-year-old reads and fills in. */
  activitySheet: z.object({ title: text, instructions: text, prompts: z.array(activityPromptSchema).min(3) }),
});

export const lessonKitSchema = z.object({
  /** Bumped with any change of the texts: the PDF's cache key. */
  version: z.string().regex(/^\d{4}-\d{2}-v\d+$/),
  title: text,
  intro: z.array(text).min(1),
  /** What Rumo is and is not (the honest frame). */
  honesty: z.array(text).min(1),
  /** What a teacher sees of a class, and what not. */
  privacy: z.array(text).min(1),
  plans: z.array(lessonPlanSchema).length(3),
});

export type LessonStep = z.infer<typeof lessonStepSchema>;
export type LessonPlan = z.infer<typeof lessonPlanSchema>;
export type LessonKit = z.infer<typeof lessonKitSchema>;
