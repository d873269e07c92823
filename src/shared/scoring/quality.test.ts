import { describe, expect, it } from 'vitest';
import type { QuestionSet } from '../content/content.schema';
import { QUESTION_SET } from '../content/questions';
import { QUESTION_SET_2026_11_V2 } from '../content/questions-2026-11-v2';
import { QUALITY_THRESHOLDS, assessAnswerQuality, inconsistencyIndex, standoutIndex } from './quality';
import { drawAttentiveSheet, drawPersonSheet, drawUniformSheet, mulberry32, patternSheet, simulateQualityGate, type SimulatedPerson } from './simulation';

const SET = QUESTION_SET;
const ATTENTION = SET.attention!;
const NO_TRAIT: SimulatedPerson = { traits: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 0 }, noise: 1, shift: 0, stretch: 1 };
const NOT_STANDING_OUT =
  'Nenhum perfil se destacou dos outros mais do que aconteceria por acaso. Além disso, várias frases que dizem o contrário uma da outra receberam respostas parecidas.';
/** Plenty of time: 10 s per item. */
const TIMED = 1000;

/** An attentive simulated respondent (true profile 4, noise SD 1) that the gate lets through. */
function attentive(set: QuestionSet = SET, seed = 11): Map<number, number> {
  return drawAttentiveSheet(mulberry32(seed), set, 4);
}

/** A sheet whose item scores (reverse-keyed statements mirrored) are `top` on every statement of profile 6 and `low`, `high` alternated on the others. */
function itemScoreSheet(top: number, low: number, high: number): Map<number, number> {
  const sheet = new Map<number, number>([[ATTENTION.id, ATTENTION.expectedAnswer]]);
  let other = 0;
  for (const statement of SET.statements) {
    const itemScore = statement.profileId === 6 ? top : other++ % 2 === 0 ? low : high;
    sheet.set(statement.id, statement.reverse ? 6 - itemScore : itemScore);
  }
  return sheet;
}

/** The sheet with the items at display positions [from, to) set to `value`, and the items just outside set to another answer. */
function withRun(sheet: Map<number, number>, from: number, to: number, value: number): Map<number, number> {
  const copy = new Map(sheet);
  for (const id of SET.order.slice(from, to)) copy.set(id, value);
  for (const edge of [from - 1, to]) copy.set(SET.order[edge]!, value === 2 ? 3 : 2);
  return copy;
}

describe('answer-quality gate: simulation targets (fixed seed, issue 12)', () => {
  const result = simulateQualityGate(2000, 20261123, SET);

  it('catches every constant, alternating and cycling sheet (target: at least 99%)', () => {
    expect(result.caught.constant).toEqual({ n: 5, rate: 1 });
    expect(result.caught.alternating).toEqual({ n: 20, rate: 1 });
    expect(result.caught.cycling).toEqual({ n: 18, rate: 1 });
  });

  it('catches at least 90% of uniformly random sheets', () => {
    expect(result.caught.uniform.n).toBe(2000);
    expect(result.caught.uniform.rate).toBeGreaterThanOrEqual(0.9);
  });

  it('lets at least 98% of attentive respondents (noise SD 1, attention statement answered as asked) through', () => {
    expect(result.caught.attentive.n).toBe(2000);
    expect(result.caught.attentive.rate).toBeLessThanOrEqual(0.02);
  });

  it('lets at least 90% of attentive extreme answerers (the same people, distance from Neutro x2) through (issue 25)', () => {
    expect(result.caught.extreme.n).toBe(2000);
    expect(result.caught.extreme.rate).toBeLessThanOrEqual(0.1);
  });
});

describe('answer-quality gate: each signal', () => {
  it('an attentive sheet, timed, is conclusive with no reasons', () => {
    const quality = assessAnswerQuality(attentive(), SET, TIMED);
    expect(quality).toMatchObject({ conclusive: true, reasons: [] });
    expect(quality.signals).toMatchObject({ attentionAnswer: 2, attentionExpected: 2, activeSeconds: TIMED });
  });

  it('the attention statement answered otherwise than asked', () => {
    for (const [given, label] of [
      [1, 'Discordo Totalmente'],
      [3, 'Neutro'],
    ] as const) {
      const sheet = attentive();
      sheet.set(ATTENTION.id, given);
      const quality = assessAnswerQuality(sheet, SET, TIMED);
      expect(quality.conclusive).toBe(false);
      expect(quality.reasons).toEqual([`Na frase de atenção, que pedia para marcar “Discordo”, você marcou “${label}”.`]);
    }
  });

  it('a run of identical answers: 15 in a row is inconclusive, 14 is not', () => {
    expect(QUALITY_THRESHOLDS.maxIdenticalRun).toBe(15);
    const run15 = assessAnswerQuality(withRun(attentive(), 2, 17, 4), SET, TIMED);
    expect(run15.signals.longestRun).toBe(15);
    expect(run15.reasons).toEqual(['Você deu a mesma resposta (“Concordo”) em 15 frases seguidas.']);
    const run14 = assessAnswerQuality(withRun(attentive(), 2, 16, 4), SET, TIMED);
    expect(run14.signals.longestRun).toBe(14);
    expect(run14.conclusive).toBe(true);
  });

  it('too many Neutro answers: 75% is inconclusive', () => {
    const sheet = attentive();
    let neutral = [...sheet.values()].filter((value) => value === 3).length;
    // Turn answers into Neutro, never three new ones in a row, until 75% are Neutro.
    for (const [index, id] of SET.order.entries()) {
      if (neutral >= 75) break;
      if (index % 3 !== 2 && id !== ATTENTION.id && sheet.get(id) !== 3) {
        sheet.set(id, 3);
        neutral += 1;
      }
    }
    const quality = assessAnswerQuality(sheet, SET, TIMED);
    expect(quality.signals.neutralShare).toBe(0.75);
    expect(quality.signals.longestRun).toBeLessThan(QUALITY_THRESHOLDS.maxIdenticalRun);
    expect(quality.reasons).toContain('Você marcou “Neutro” em 75% das frases.');
    sheet.set(
      SET.order.find((id) => id !== ATTENTION.id && sheet.get(id) === 3)!,
      5,
    );
    expect(assessAnswerQuality(sheet, SET, TIMED).signals.neutralShare).toBe(0.74);
  });

  it('answers that hardly move on the scale, even with the attention statement answered as asked', () => {
    // Discordo and Neutro alternated: no long run, half Neutro, pairs (40 apart) answered alike.
    const sheet = patternSheet(SET, [2, 3]);
    sheet.set(ATTENTION.id, 2);
    const quality = assessAnswerQuality(sheet, SET, TIMED);
    expect(quality.signals.answerSpread).toBeLessThan(QUALITY_THRESHOLDS.minAnswerSpread);
    expect(quality.reasons).toEqual(['Suas respostas ficaram quase todas no mesmo ponto da escala, então elas quase não diferenciam um perfil do outro.']);
  });

  it('contradictions on near-opposite pairs, but not a steady tendency to agree', () => {
    const consistent = attentive();
    for (const [forward, reverse] of SET.oppositePairs) {
      consistent.set(forward, 4);
      consistent.set(reverse, 2);
    }
    expect(inconsistencyIndex(consistent, SET)).toBe(0);
    // Agreeing a little more with everything shifts every pair alike: a style, not a contradiction.
    const agreeable = new Map(consistent);
    for (const [, reverse] of SET.oppositePairs) agreeable.set(reverse, 4);
    expect(inconsistencyIndex(agreeable, SET)).toBe(0);
  });

  it("the standout index: the strongest profile against the other item scores, in the person's own standard errors (issue 25)", () => {
    // Profile 6 at 5, the other 88 item scores 2 and 4: a difference of 2; all 99 have SD 1.1331; sqrt(1/11 + 1/88) = 0.3198.
    expect(standoutIndex(itemScoreSheet(5, 2, 4), SET)).toBeCloseTo(5.519, 3);
    // The same answers given more softly or more strongly (item scores 2x - 3: 4 and 3 +- 1 become 5 and 3 +- 2): the same standout.
    const soft = standoutIndex(itemScoreSheet(4, 2, 4), SET);
    expect(standoutIndex(itemScoreSheet(5, 1, 5), SET)).toBeCloseTo(soft, 10);
    expect(soft).toBeGreaterThan(QUALITY_THRESHOLDS.minStandout);
    // Nothing differs: nothing stands out.
    expect(standoutIndex(itemScoreSheet(3, 3, 3), SET)).toBe(0);
  });

  it('an extreme answerer whose profile stands out in their own spread is conclusive, though pairs contradict and the scores make a perfil misto (issue 25)', () => {
    const extreme: SimulatedPerson = { ...NO_TRAIT, traits: { ...NO_TRAIT.traits, 6: 1 }, stretch: 2 };
    const quality = assessAnswerQuality(drawPersonSheet(mulberry32(1), extreme, SET), SET, TIMED);
    // Before issue 25 this was inconclusive: inconsistency 1.5 or more and a perfil misto.
    expect(quality.signals.inconsistency).toBeGreaterThanOrEqual(1.5);
    expect(quality.signals.mixed).toBe(true);
    expect(quality.signals.standout).toBeGreaterThanOrEqual(QUALITY_THRESHOLDS.minStandout);
    expect(quality).toMatchObject({ conclusive: true, reasons: [] });
  });

  it('a random sheet with the attention statement answered as asked is inconclusive when no profile stands out beyond chance (issue 25)', () => {
    const random = drawUniformSheet(mulberry32(10), SET);
    random.set(ATTENTION.id, ATTENTION.expectedAnswer);
    const quality = assessAnswerQuality(random, SET, TIMED);
    // Under the 1.5 that counted before issue 25: this sheet got a result then.
    expect(quality.signals.inconsistency).toBeGreaterThanOrEqual(QUALITY_THRESHOLDS.maxInconsistency);
    expect(quality.signals.inconsistency).toBeLessThan(1.5);
    expect(quality.signals.standout).toBeLessThan(QUALITY_THRESHOLDS.minStandout);
    expect(quality.reasons).toEqual([NOT_STANDING_OUT]);
    // Short sentences: at most 25 words each.
    for (const sentence of NOT_STANDING_OUT.split(/(?<=\.) /)) expect(sentence.split(' ').length).toBeLessThanOrEqual(25);
  });

  it('contradictions make a sheet inconclusive when no profile stands out either', () => {
    // Someone with no trait, whose near-opposite pairs get the same answer, half at the top and half at the bottom.
    const contradictory = drawPersonSheet(mulberry32(3), NO_TRAIT, SET);
    SET.oppositePairs.forEach(([forward, reverse], index) => {
      const value = index % 2 === 0 ? 5 : 1;
      contradictory.set(forward, value);
      contradictory.set(reverse, value);
    });
    const quality = assessAnswerQuality(contradictory, SET, TIMED);
    expect(quality.signals.inconsistency).toBeGreaterThanOrEqual(QUALITY_THRESHOLDS.maxInconsistency);
    expect(quality.signals.standout).toBeLessThan(QUALITY_THRESHOLDS.minStandout);
    expect(quality.reasons).toEqual([NOT_STANDING_OUT]);

    // The same contradictions elsewhere, next to a profile answered fully in its favour: the result still says something.
    const standsOut = new Map(contradictory);
    for (const statement of SET.statements) if (statement.profileId === 6) standsOut.set(statement.id, statement.reverse ? 1 : 5);
    const clear = assessAnswerQuality(standsOut, SET, TIMED);
    expect(clear.signals.inconsistency).toBeGreaterThanOrEqual(QUALITY_THRESHOLDS.maxInconsistency);
    expect(clear.signals.standout).toBeGreaterThanOrEqual(QUALITY_THRESHOLDS.minStandout);
    expect(clear.conclusive).toBe(true);
  });

  it('too little active time: under 2 seconds per item', () => {
    expect(assessAnswerQuality(attentive(), SET, 200).conclusive).toBe(true);
    const fast = assessAnswerQuality(attentive(), SET, 199);
    expect(fast.reasons).toEqual(['Você respondeu as 100 frases em 3 minutos e 19 segundos: rápido demais para ler cada uma com calma.']);
    // Not timed (a staff fill): the time is not judged.
    expect(assessAnswerQuality(attentive(), SET, null).conclusive).toBe(true);
  });

  it('lists every reason a straight-lined sheet has', () => {
    const quality = assessAnswerQuality(patternSheet(SET, [3]), SET, 60);
    expect(quality.conclusive).toBe(false);
    expect(quality.reasons).toEqual([
      'Na frase de atenção, que pedia para marcar “Discordo”, você marcou “Neutro”.',
      'Você respondeu as 100 frases em 1 minuto: rápido demais para ler cada uma com calma.',
      'Você deu a mesma resposta (“Neutro”) em 100 frases seguidas.',
      'Você marcou “Neutro” em 100% das frases.',
      'Suas respostas ficaram quase todas no mesmo ponto da escala, então elas quase não diferenciam um perfil do outro.',
    ]);
  });

  it('checks a 2026-11-v2 sheet (no attention statement, no pairs) with the other signals', () => {
    const v2 = QUESTION_SET_2026_11_V2;
    const quality = assessAnswerQuality(attentive(v2), v2, TIMED);
    expect(quality.signals).toMatchObject({ attentionAnswer: null, attentionExpected: null, inconsistency: null });
    expect(quality.conclusive).toBe(true);
    expect(assessAnswerQuality(patternSheet(v2, [5]), v2, TIMED).reasons).toEqual([
      'Você deu a mesma resposta (“Concordo Totalmente”) em 100 frases seguidas.',
      'Suas respostas ficaram quase todas no mesmo ponto da escala, então elas quase não diferenciam um perfil do outro.',
    ]);
  });
});
