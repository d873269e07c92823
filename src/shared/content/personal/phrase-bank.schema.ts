import { z } from 'zod';
import { PROFILE_IDS, type ProfileId } from '../content.schema';

/**
 * Shape of the personal report's phrase bank (issue 25): every sentence of the
 * parts of a report that come from the person's own answers is chosen from
 * here, never written at run time. The bank is data, versioned by
 * PHRASE_BANK_VERSION (phrase-bank.ts), and checked by
 * phrase-bank.validation.ts in the content tests (coverage, readability, length).
 *
 * Voice: second person ("você"), Brazilian Portuguese, gender-neutral, tentative
 * ("costuma", "tende a", "pode"), never a diagnosis. A 15-year-old must
 * understand every text on first reading.
 */

/** One sentence (or two short ones) ending with a full stop. */
const sentence = z
  .string()
  .min(12)
  .max(240)
  .regex(/^[A-ZÀ-Ú“"]/u, 'starts with a capital letter')
  .regex(/[.!?]$/u, 'ends with . ! or ?');

/**
 * What an answer to one scored statement shows about the person, in plain
 * words. `agree` is read when the person answered “Concordo” or “Concordo
 * Totalmente”; `disagree` when they answered “Discordo” or “Discordo
 * Totalmente”. Each is written so that it fits both strengths of the answer.
 * It is keyed by statement id, so an id keeps its gloss in every question set
 * (an id keeps its text for good: content.validation.ts).
 */
export const statementGlossSchema = z.object({ agree: sentence, disagree: sentence });
export type StatementGloss = z.infer<typeof statementGlossSchema>;

/** "3-7": two profile ids, the smaller first (an unordered pair). */
export type PairKey = `${ProfileId}-${ProfileId}`;

/**
 * A blend of two profiles (unordered): what the combination looks like in a
 * person, what it does well and where it tends to get stuck.
 */
export const pairBlendSchema = z.object({
  /** A short heading of 2 to 5 words, as nouns (gender-neutral): "Cuidado e calma". */
  title: z.string().min(4).max(60),
  /** 3 to 5 sentences. */
  text: z.string().min(120).max(900),
});
export type PairBlend = z.infer<typeof pairBlendSchema>;

/**
 * A "wing" (asa): the profile shown second sits next to the first on the
 * Enneagram circle (1-2, 2-3, ..., 8-9, 9-1). Keyed "first-second", in that
 * order: 18 texts, one sentence each.
 */
export const wingSchema = sentence;

/**
 * A micro-action for a person who answered one statement strongly: agreed
 * (`when: 'agree'`, answer 4 or 5) or disagreed (`when: 'disagree'`, answer 1
 * or 2). Concrete, small, doable within a week or two, at school, at home or
 * at work, and free.
 */
export const answerActionSchema = z.object({
  statementId: z.number().int().positive(),
  when: z.enum(['agree', 'disagree']),
  /** An imperative of 2 to 8 words: "Treine um “não” gentil". */
  title: z.string().min(6).max(70),
  /** 1 to 3 sentences: what to do, how often, and how to notice it worked. */
  text: z.string().min(40).max(400),
});
export type AnswerAction = z.infer<typeof answerActionSchema>;

export function pairKey(a: ProfileId, b: ProfileId): PairKey {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** The two neighbours of a profile on the Enneagram circle (9 and 1 are neighbours). */
export function wingsOf(id: ProfileId): [ProfileId, ProfileId] {
  const before = (id === 1 ? 9 : id - 1) as ProfileId;
  const after = (id === 9 ? 1 : id + 1) as ProfileId;
  return [before, after];
}

/** Every unordered pair of profiles: 36. */
export const ALL_PAIR_KEYS: readonly PairKey[] = PROFILE_IDS.flatMap((a) => PROFILE_IDS.filter((b) => b > a).map((b) => pairKey(a, b)));

/** Every wing key "first-second": 18. */
export const ALL_WING_KEYS: readonly PairKey[] = PROFILE_IDS.flatMap((a) => wingsOf(a).map((b): PairKey => `${a}-${b}`));
