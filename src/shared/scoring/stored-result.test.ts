import { describe, expect, it } from 'vitest';
import { STATEMENTS } from '../content/questions';
import { mulberry32, randomInt } from './simulation';
import { rankedScores, scoreAnswers } from './scoring';
import { readScoreResult, readStoredQuality, UnreadableScoreResultError } from './stored-result';
import { TIE_SHEET, tieAnswerSheet } from './tie-sheet.fixture';
import { evaluateAttempt, scoreAttempt } from './attempt';
import { QUESTION_SET } from '../content/questions';

function randomSheet(seed: number): Record<number, number> {
  const rng = mulberry32(seed);
  return Object.fromEntries(STATEMENTS.map((statement) => [statement.id, randomInt(rng, 1, 5)]));
}

describe('rankedScores', () => {
  it("lists the scores in the engine's ranking, not by rounded percentage nor by id", () => {
    const result = scoreAttempt(tieAnswerSheet(), QUESTION_SET);
    expect(result.ranking).toEqual(TIE_SHEET.ranking);
    expect(rankedScores(result).map((score) => score.profileId)).toEqual(TIE_SHEET.ranking);
    // The two tied on the displayed value: a sort by percentage would keep id order (2 before 5).
    const tied = result.scores.filter((score) => score.profileId === TIE_SHEET.secondary || score.profileId === TIE_SHEET.tiedWithSecondary);
    expect(new Set(tied.map((score) => score.percentage)).size).toBe(1);
    expect([...result.scores].sort((a, b) => b.percentage - a.percentage)[1]?.profileId).toBe(TIE_SHEET.tiedWithSecondary);
    expect(result.secondary).toBe(TIE_SHEET.secondary);
  });
});

describe('readScoreResult', () => {
  it('reads back exactly what the engine stored (500 seeded random sheets and the tie sheet)', () => {
    const results = [scoreAttempt(tieAnswerSheet(), QUESTION_SET), ...Array.from({ length: 500 }, (_, seed) => scoreAnswers(randomSheet(seed + 1)))];
    for (const result of results) {
      expect(readScoreResult(JSON.stringify(result))).toEqual({ ...result, quality: { conclusive: true, reasons: [] } });
    }
  });

  it('reads the answer-quality verdict, and takes a result stored before the gate existed as conclusive', () => {
    const straight = evaluateAttempt(new Map(QUESTION_SET.order.map((id) => [id, 3])), QUESTION_SET, 1000);
    const read = readScoreResult(JSON.stringify(straight));
    expect(read.quality).toEqual({ conclusive: false, reasons: straight.quality.reasons });
    expect(read.quality.reasons.length).toBeGreaterThan(0);
    expect(readStoredQuality(JSON.stringify(straight))).toEqual(read.quality);

    const { quality: _dropped, ...before } = straight;
    expect(readScoreResult(JSON.stringify(before)).quality).toEqual({ conclusive: true, reasons: [] });
    expect(readStoredQuality(JSON.stringify(before))).toEqual({ conclusive: true, reasons: [] });
    // A malformed verdict is ignored rather than failing the whole result.
    expect(readScoreResult(JSON.stringify({ ...before, quality: { conclusive: 'no' } })).quality).toEqual({ conclusive: true, reasons: [] });
  });

  it('derives the ranking, the top two and the mixed-profile flag of a result stored before those fields existed', () => {
    const result = scoreAttempt(tieAnswerSheet(), QUESTION_SET);
    const old = {
      scores: result.scores.map(({ profileId, percentage, raw, mean, itemCount, strongAgreements }) => ({
        profileId,
        percentage,
        raw,
        mean,
        itemCount,
        strongAgreements,
      })),
    };
    const read = readScoreResult(JSON.stringify(old));
    expect(read.ranking).toEqual(result.ranking);
    expect(read.dominant).toBe(TIE_SHEET.dominant);
    expect(read.secondary).toBe(TIE_SHEET.secondary);
    expect({ margin: read.margin, mixed: read.mixed, mixedProfiles: read.mixedProfiles }).toEqual({
      margin: result.margin,
      mixed: result.mixed,
      mixedProfiles: result.mixedProfiles,
    });
    expect(read.scores.map((score) => score.strongDisagreements)).toEqual(result.scores.map(() => 0));
  });

  it('keeps the stored dominant and secondary first when only the ranking is missing', () => {
    const result = scoreAttempt(tieAnswerSheet(), QUESTION_SET);
    // A result stored by a version whose tie rule put 2 second: the person was told 2, so 2 stays second.
    const { ranking: _ranking, ...withoutRanking } = { ...result, secondary: TIE_SHEET.tiedWithSecondary };
    const read = readScoreResult(withoutRanking);
    expect(read.ranking.slice(0, 3)).toEqual([TIE_SHEET.dominant, TIE_SHEET.tiedWithSecondary, TIE_SHEET.secondary]);
    expect(read.secondary).toBe(TIE_SHEET.tiedWithSecondary);
    expect(new Set(read.ranking).size).toBe(9);
  });

  it('derives mean, raw, item count and percentage from whichever one was stored', () => {
    const result = scoreAttempt(tieAnswerSheet(), QUESTION_SET);
    const onlyPercentages = { scores: result.scores.map(({ profileId, percentage }) => ({ profileId, percentage })) };
    const read = readScoreResult(onlyPercentages);
    expect(read.scores.map((score) => score.percentage)).toEqual(result.scores.map((score) => score.percentage));
    expect(read.scores.map((score) => score.itemCount)).toEqual(result.scores.map((score) => score.itemCount));
    expect(read.dominant).toBe(TIE_SHEET.dominant);
    // Without the strong agreements, the 75.0% tie falls to the fixed order (rule 4): 2 before 5.
    expect(read.secondary).toBe(TIE_SHEET.tiedWithSecondary);

    const onlyMeans = readScoreResult({ scores: result.scores.map(({ profileId, mean }) => ({ profileId, mean })) });
    expect(onlyMeans.scores.map((score) => score.percentage)).toEqual(result.scores.map((score) => score.percentage));
  });

  it('ignores a ranking that is not a permutation of the 9 profiles', () => {
    const result = scoreAttempt(tieAnswerSheet(), QUESTION_SET);
    for (const ranking of [[7, 5], [7, 7, 5, 2, 3, 1, 4, 6, 8], 'abc', null]) {
      expect(readScoreResult({ ...result, ranking }).ranking).toEqual(result.ranking);
    }
  });

  it('throws a typed error when the scores themselves are unusable', () => {
    const result = scoreAttempt(tieAnswerSheet(), QUESTION_SET);
    for (const stored of ['{not json', '{}', { scores: result.scores.slice(1) }, { scores: [{ profileId: 1 }] }, null]) {
      expect(() => readScoreResult(stored)).toThrow(UnreadableScoreResultError);
    }
  });
});
