import { z } from 'zod';
import { PROFILE_IDS, type ProfileId, type Statement } from '../content/content.schema';
import { STATEMENTS } from '../content/questions';
import { answerQualitySchema } from '../contracts/quiz.contract';
import { uncheckedQuality } from './quality';
import { precisionOf } from './precision';
import { MAX_ANSWER, MIN_ANSWER, rankScores, rankedScores, round1, type ProfileScore, type ScoreResult } from './scoring';

/**
 * A ScoreResult read back from storage (attempts.score_result, JSON). Results
 * are stored as the engine built them at completion; one stored before a field
 * existed must still be shown, so every field but the scores is derived when
 * it is missing or unusable, with the engine's own rules:
 *
 * - per score: raw, mean and percentage from one another; itemCount from the
 *   question set; strong agreements/disagreements 0 (unknown, so tie rules 2
 *   and 3 cannot separate; rule 4 still does);
 * - ranking: the stored one when it is a permutation of the 9 ids; otherwise
 *   rankScores(), with the stored dominant and secondary kept first when they
 *   are there, since that is what the person was told;
 * - dominant = ranking[0], secondary = ranking[1], always;
 * - margin, mixed and mixedProfiles from the ranking, always with today's
 *   rule (precision.ts), whatever an older version stored;
 * - quality: conclusive with no reasons when the result predates the
 *   answer-quality gate (it was shown and sold as a result then).
 */

const storedNumber = z.number().finite();

const storedScoreSchema = z.object({
  profileId: z.number().int(),
  percentage: storedNumber.optional(),
  raw: storedNumber.optional(),
  mean: storedNumber.optional(),
  itemCount: z.number().int().positive().optional(),
  strongAgreements: z.number().int().nonnegative().optional(),
  strongDisagreements: z.number().int().nonnegative().optional(),
});

/** The part of the answer-quality check a result keeps showing (the signals stay in storage for staff): the view's own schema. */
const storedQualitySchema = answerQualitySchema;

const storedResultSchema = z.object({
  scores: z.array(storedScoreSchema),
  quality: storedQualitySchema.optional().catch(undefined),
  ranking: z.array(z.number().int()).optional().catch(undefined),
  dominant: z.number().int().optional().catch(undefined),
  secondary: z.number().int().optional().catch(undefined),
});

/** A stored result as every reader sees it: the engine's result and the quality check's verdict. */
export type StoredResult = ScoreResult & { quality: z.infer<typeof storedQualitySchema> };

export class UnreadableScoreResultError extends Error {
  override readonly name = 'UnreadableScoreResultError';
}

function isProfileId(value: unknown): value is ProfileId {
  return PROFILE_IDS.includes(value as ProfileId);
}

function itemCountOf(profileId: ProfileId, statements: readonly Statement[]): number {
  return statements.filter((statement) => statement.profileId === profileId).length;
}

function toScore(stored: z.infer<typeof storedScoreSchema> & { profileId: ProfileId }, statements: readonly Statement[]): ProfileScore {
  const span = MAX_ANSWER - MIN_ANSWER;
  const raw = stored.raw ?? (stored.mean !== undefined ? ((stored.mean - MIN_ANSWER) / span) * 100 : stored.percentage);
  if (raw === undefined) throw new UnreadableScoreResultError(`Stored score of profile ${stored.profileId} has no value`);
  const mean = stored.mean ?? MIN_ANSWER + (raw / 100) * span;
  return {
    profileId: stored.profileId,
    percentage: stored.percentage ?? round1(raw),
    raw,
    mean,
    itemCount: stored.itemCount ?? itemCountOf(stored.profileId, statements),
    strongAgreements: stored.strongAgreements ?? 0,
    strongDisagreements: stored.strongDisagreements ?? 0,
  };
}

function isPermutation(ranking: readonly number[] | undefined): ranking is ProfileId[] {
  return ranking !== undefined && ranking.length === PROFILE_IDS.length && PROFILE_IDS.every((id) => ranking.includes(id));
}

function parseJson(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    throw new UnreadableScoreResultError('Stored result is not JSON');
  }
}

/** Only the quality verdict of a stored result (conclusive when it was stored before the check existed). */
export function readStoredQuality(stored: unknown): StoredResult['quality'] {
  const value = parseJson(stored);
  const parsed = storedQualitySchema.safeParse(value && typeof value === 'object' ? (value as { quality?: unknown }).quality : undefined);
  return parsed.success ? parsed.data : uncheckedQuality();
}

/** Parses a stored result (its JSON text or the parsed value). Throws UnreadableScoreResultError when the scores themselves are unusable. */
export function readScoreResult(stored: unknown, statements: readonly Statement[] = STATEMENTS): StoredResult {
  const value = parseJson(stored);
  const parsed = storedResultSchema.safeParse(value);
  if (!parsed.success) throw new UnreadableScoreResultError(`Stored result has no usable scores: ${parsed.error.message}`);

  const scores = PROFILE_IDS.map((profileId) => {
    const stored = parsed.data.scores.find((score) => score.profileId === profileId);
    if (!stored) throw new UnreadableScoreResultError(`Stored result has no score for profile ${profileId}`);
    return toScore({ ...stored, profileId }, statements);
  });

  let ranking: ProfileId[];
  if (isPermutation(parsed.data.ranking)) {
    ranking = [...parsed.data.ranking];
  } else {
    const told = [parsed.data.dominant, parsed.data.secondary].filter(isProfileId);
    const first = told.length === 2 && told[0] === told[1] ? told.slice(0, 1) : told;
    ranking = [...first, ...rankScores(scores).filter((id) => !first.includes(id))];
  }

  return {
    scores,
    ranking,
    dominant: ranking[0] as ProfileId,
    secondary: ranking[1] as ProfileId,
    ...precisionOf(rankedScores({ scores, ranking })),
    quality: parsed.data.quality ?? uncheckedQuality(),
  };
}
