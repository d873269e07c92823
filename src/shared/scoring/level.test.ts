import { describe, expect, it } from 'vitest';
import { PROFILE_IDS, type ProfileId } from '../content/content.schema';
import { QUESTION_SET } from '../content/questions';
import { scoreAttempt } from './attempt';
import { FEMININE_LEVEL, LEVEL_Z, describeLevels, levelOf, relativePosition } from './level';
import type { ProfileScore } from './scoring';
import { simulateLevelsByStyle } from './simulation';
import { TIE_SHEET, tieAnswerSheet } from './tie-sheet.fixture';

/** A result whose nine percentages are `percentages`, in profile-id order. */
function withPercentages(percentages: readonly number[]): { scores: ProfileScore[] } {
  return {
    scores: PROFILE_IDS.map((profileId, index) => {
      const percentage = percentages[index] as number;
      return { profileId, percentage, raw: percentage, mean: 1 + percentage / 25, itemCount: 11, strongAgreements: 0, strongDisagreements: 0 };
    }),
  };
}

const levels = (result: { scores: ProfileScore[] }) => PROFILE_IDS.map((id) => levelOf(result, id));

describe('levelOf: relative to the person’s own nine profiles', () => {
  const spread = [90, 70, 60, 55, 50, 45, 40, 30, 10];

  it('alto well above the person’s own mean, baixo well below, médio around it', () => {
    expect(LEVEL_Z).toBe(1);
    expect(levels(withPercentages(spread))).toEqual(['alto', 'médio', 'médio', 'médio', 'médio', 'médio', 'médio', 'médio', 'baixo']);
    expect(relativePosition(withPercentages(spread), 1)).toBeGreaterThan(1);
  });

  it('does not reward answering style: shifting every score, or stretching them away from the middle, keeps the levels', () => {
    const shifted = spread.map((value) => value + 8);
    const stretched = spread.map((value) => 50 + (value - 50) * 1.1);
    const squeezed = spread.map((value) => 50 + (value - 50) * 0.6);
    for (const other of [shifted, stretched, squeezed]) expect(levels(withPercentages(other))).toEqual(levels(withPercentages(spread)));
    // The old absolute rule (alto from 65%) followed the style: 2 profiles "alto" here, 3 when shifted, 1 when squeezed.
    expect([spread, shifted, squeezed].map((values) => values.filter((value) => value >= 65).length)).toEqual([2, 3, 1]);
  });

  it('calls nothing alto or baixo when the nine differ by less than the test’s own error', () => {
    expect(levels(withPercentages([50, 50, 50, 50, 50, 50, 50, 50, 50]))).toEqual(Array(9).fill('médio'));
    // Spread about 3 points: by the person's own spread alone 56 would be "alto", but it is within one standard error (7.5).
    const close = withPercentages([56, 52, 51, 50, 50, 49, 48, 47, 45]);
    expect(levels(close)).toEqual(Array(9).fill('médio'));
    expect(relativePosition(close, 1)).toBeLessThan(1);
  });

  it('reads a scored result: the tie sheet’s 68.2% profile is "médio" next to its 93.2% and 75.0% ones', () => {
    const result = scoreAttempt(tieAnswerSheet(), QUESTION_SET);
    expect(result.scores.find((score) => score.profileId === TIE_SHEET.between65And70)?.percentage).toBe(68.2);
    expect(levelOf(result, TIE_SHEET.dominant)).toBe('alto');
    expect(levelOf(result, TIE_SHEET.between65And70)).toBe('médio');
    expect(levelOf(result, 9 as ProfileId)).toBe('baixo');
  });

  it('follows the person, not the style, in simulation: the main profile is "alto" about as often for extreme as for plain answerers', () => {
    const plain = simulateLevelsByStyle(900, 5, QUESTION_SET, 1);
    const extreme = simulateLevelsByStyle(900, 5, QUESTION_SET, 2);
    const midpoint = simulateLevelsByStyle(900, 5, QUESTION_SET, 0.5);
    expect(Math.abs(extreme.mainHigh - plain.mainHigh)).toBeLessThan(0.03);
    expect(midpoint.mainHigh).toBeGreaterThan(0.75);
    // The absolute rule gave the main profile "alto" to a third of midpoint answerers, and to nearly all extreme ones.
    expect(midpoint.mainHighOld).toBeLessThan(0.4);
    expect(extreme.mainHighOld).toBeGreaterThan(0.95);
  });

  it('has a feminine wording and a legend in plain words', () => {
    expect(FEMININE_LEVEL).toEqual({ alto: 'alta', médio: 'média', baixo: 'baixa' });
    expect(describeLevels()).toBe(
      'Compatibilidade alta: bem acima da sua média nos nove perfis · média: perto da sua média · baixa: bem abaixo da sua média. ' +
        'Os níveis comparam cada perfil com os seus outros perfis, não com outras pessoas.',
    );
  });
});
