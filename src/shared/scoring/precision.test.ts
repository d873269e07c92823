import { describe, expect, it } from 'vitest';
import type { ProfileId } from '../content/content.schema';
import { QUESTION_SET } from '../content/questions';
import { MAX_MIXED_PROFILES, describeMixed, differenceStandardError, mixedMarginThreshold, precisionOf, profileStandardError } from './precision';
import { scoreAnswers, type ProfileScore } from './scoring';
import { drawRespondent, mulberry32 } from './simulation';

function ranked(percentages: readonly number[], itemCount = 11): ProfileScore[] {
  return percentages.map((percentage, index) => ({
    profileId: (index + 1) as ProfileId,
    percentage,
    raw: percentage,
    mean: 1 + percentage / 25,
    itemCount,
    strongAgreements: 0,
    strongDisagreements: 0,
  }));
}

describe('the standard error of a difference, from the noise model', () => {
  it('follows SE = 25 x sd / sqrt(k) per profile and 25 x sd x sqrt(1/k1 + 1/k2) for a difference', () => {
    expect(profileStandardError(11)).toBeCloseTo(25 / Math.sqrt(11), 10);
    expect(profileStandardError(11)).toBeCloseTo(7.54, 2);
    expect(differenceStandardError(11, 11)).toBeCloseTo(10.66, 2);
    expect(mixedMarginThreshold(11, 11)).toBeCloseTo(20.89, 2);
    // 2026-11-v2's profile 1 had 12 statements.
    expect(mixedMarginThreshold(12, 11)).toBeCloseTo(1.96 * 25 * Math.sqrt(1 / 12 + 1 / 11), 10);
  });

  it('matches simulated respondents (noise SD 1, no trait): the spread of a difference is within 10% of the formula', () => {
    const rng = mulberry32(20261123);
    const differences: number[] = [];
    for (let i = 0; i < 3000; i++) {
      const result = scoreAnswers(drawRespondent(rng, 1, 1, QUESTION_SET.statements));
      const [a, b] = [result.scores[4]!, result.scores[6]!]; // profiles 5 and 7: no planted trait
      differences.push(a.raw - b.raw);
    }
    const mean = differences.reduce((sum, d) => sum + d, 0) / differences.length;
    const sd = Math.sqrt(differences.reduce((sum, d) => sum + (d - mean) ** 2, 0) / (differences.length - 1));
    // Rounding to whole answers adds a little noise, clamping at 1 and 5 takes a little away.
    expect(sd / differenceStandardError(11, 11)).toBeGreaterThan(0.9);
    expect(sd / differenceStandardError(11, 11)).toBeLessThan(1.1);
  });
});

describe('perfil misto', () => {
  it('is mixed below 1.96 standard errors of the difference, a single verdict from there', () => {
    expect(precisionOf(ranked([70.8, 49.9, 40]))).toEqual({ margin: 20.9, mixed: false, mixedProfiles: [] });
    expect(precisionOf(ranked([70.7, 49.9, 40]))).toEqual({ margin: 20.8, mixed: true, mixedProfiles: [1, 2] });
  });

  it('shows the top two, plus the third when it is also within the threshold of the first, never more than three', () => {
    expect(precisionOf(ranked([60, 55, 41, 40])).mixedProfiles).toEqual([1, 2, 3]);
    expect(precisionOf(ranked([60, 55, 39, 38])).mixedProfiles).toEqual([1, 2]);
    expect(precisionOf(ranked([60, 59, 58, 57, 56])).mixedProfiles).toEqual([1, 2, 3]);
    expect(MAX_MIXED_PROFILES).toBe(3);
  });

  it('explains itself in plain words', () => {
    expect(describeMixed(['Entusiasta', 'Realizador'])).toBe(
      'Seu resultado é um perfil misto: Entusiasta e Realizador ficaram muito perto um do outro. A diferença entre eles é menor do que a margem de erro do teste. ' +
        'Por isso não dá para apontar um só como o seu perfil: leia os dois juntos, como partes do seu jeito de ser.',
    );
    expect(describeMixed(['Leal', 'Pacificador', 'Prestativo'])).toContain('Leal, Pacificador e Prestativo ficaram muito perto uns dos outros');
    expect(describeMixed(['Leal', 'Pacificador', 'Prestativo'])).toContain('leia os três juntos');
  });

  it('speaks of the owner in the third person to a visitor of a shared result (issue 26: "O resultado de Ana é…")', () => {
    const text = describeMixed(['Entusiasta', 'Realizador'], 'Ana');
    expect(text).toBe(
      'O resultado de Ana é um perfil misto: Entusiasta e Realizador ficaram muito perto um do outro. A diferença entre eles é menor do que a margem de erro do teste. ' +
        'Por isso não dá para apontar um só como o perfil de Ana: leia os dois juntos, como partes do jeito de ser de Ana.',
    );
    expect(text).not.toMatch(/\b[Ss]eu\b/);
  });
});
