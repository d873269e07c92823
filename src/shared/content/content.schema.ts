import { z } from 'zod';

/**
 * Shape of the test's content (statements and profiles). The content is data,
 * versioned by QUESTION_SET_VERSION / PROFILE_CONTENT_VERSION, and validated by
 * content.validation.ts in the test suite.
 */

/** Enneagram type number, 1 (Perfeccionista) to 9 (Pacificador). */
export const profileIdSchema = z.number().int().min(1).max(9);
export type ProfileId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export const PROFILE_IDS: readonly ProfileId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export const statementSchema = z.object({
  /** Stable across versions; a retired statement's id is never reused. Also the wire's questionOrder. */
  id: z.number().int().positive(),
  text: z.string().min(10),
  /** The one profile this statement is keyed to. */
  profileId: profileIdSchema,
  /** Reverse-keyed: agreeing lowers the profile's score. */
  reverse: z.boolean(),
});
export type Statement = z.infer<typeof statementSchema>;

/**
 * The unscored statement that asks for one given answer in plain words
 * ("marque “Discordo” nesta frase"): a careful reader gives exactly that
 * answer. Read by the answer-quality gate (scoring/quality.ts), never scored.
 */
export const attentionStatementSchema = z.object({
  /** Same id space as the statements (never reused), and also the wire's questionOrder. */
  id: z.number().int().positive(),
  text: z.string().min(10),
  /** The answer the text asks for, 1..5. */
  expectedAnswer: z.number().int().min(1).max(5),
});
export type AttentionStatement = z.infer<typeof attentionStatementSchema>;

/**
 * One version of the test: what is asked, in which order, and how it is
 * scored. Attempts store the version they were taken with
 * (quiz_attempts.question_set_version) and are shown, checked and scored with
 * that version's set (content/question-sets.ts).
 */
export const questionSetSchema = z.object({
  /** QUESTION_SET_VERSION of the set, e.g. "2026-11-v3". */
  version: z.string().min(1),
  /** The scored statements, each keyed to one profile. */
  statements: z.array(statementSchema),
  /** The attention statement, or null for a set without one (2026-11-v2). */
  attention: attentionStatementSchema.nullable(),
  /** Display order: every id of the set (statements and attention statement) once. */
  order: z.array(z.number().int().positive()),
  /**
   * Near-opposite pairs, [forward id, reverse id]: two statements of the same
   * profile with opposite keys that ask about the same behaviour, so a
   * consistent person's two answers add up to about 6. Read by the
   * answer-quality gate's inconsistency index.
   */
  oppositePairs: z.array(z.tuple([z.number().int().positive(), z.number().int().positive()])),
});
export type QuestionSet = z.infer<typeof questionSetSchema>;

export const famousPersonSchema = z.object({
  name: z.string().min(2),
  /** Why they are often associated with the profile; an example, never a diagnosis. */
  note: z.string().min(10),
});
export type FamousPerson = z.infer<typeof famousPersonSchema>;

export const profileContentSchema = z.object({
  id: profileIdSchema,
  slug: z.string().regex(/^[a-z-]+$/),
  /** Classic Enneagram-tradition name, e.g. "Perfeccionista". */
  name: z.string().min(2),
  /** Career-style reading, e.g. "Analítico". */
  careerName: z.string().min(2),
  description: z.string().min(40),
  /** An emoji. */
  icon: z.string().min(1),
  /** Hex colour, e.g. "#2563eb"; must give AA contrast with white text. */
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  motivation: z.string().min(20),
  coreValues: z.array(z.string().min(2)),
  /** Paid: a day-in-the-life scenario. */
  scenario: z.string().min(80),
  /** Paid: a day-in-the-life scenario for someone who has finished school (about 18–24). */
  scenarioAfterSchool: z.string().min(80),
  personalityTraits: z.array(z.string().min(2)),
  strengths: z.array(z.string().min(2)),
  tips: z.array(z.string().min(10)),
  weaknesses: z.array(z.string().min(10)),
  workStyle: z.array(z.string().min(10)),
  relationships: z.array(z.string().min(10)),
  personalGrowth: z.array(z.string().min(10)),
  famousPeople: z.array(famousPersonSchema),
});
export type ProfileContent = z.infer<typeof profileContentSchema>;
