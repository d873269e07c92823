import { MIN_SECONDS_PER_ANSWER } from '../constants/quiz';
import { answerLabel } from '../content/answer-scale';
import type { QuestionSet } from '../content/content.schema';
import type { AnswerQualityView } from '../contracts/quiz.contract';
import { formatDuration } from '../domain/duration';
import { MAX_ANSWER, MIN_ANSWER, answerEntries, scoreAnswers, type Answers } from './scoring';

/**
 * The answer-quality gate, run when an attempt is completed: does this answer
 * sheet say something about the person, or was it answered without reading
 * (straight-lined, patterned, random, too fast)? An inconclusive sheet gets no
 * profile verdict, no unlock and no payment, and does not use up the yearly
 * attempt. Signals, thresholds and the simulation that tuned them:
 * docs/scoring.md, "Answer-quality gate".
 *
 * Every signal reads the whole sheet in display order (the attention answer
 * included). A set without an attention statement or without near-opposite
 * pairs (2026-11-v2) is checked with the other signals only.
 */

export const QUALITY_THRESHOLDS = {
  /** Inconclusive from this many identical answers in a row (display order). */
  maxIdenticalRun: 15,
  /** Inconclusive when this share of the answers or more is Neutro (3). */
  maxNeutralShare: 0.75,
  /** Inconclusive when the standard deviation of all answers is below this (answers hardly move on the scale; two neighbouring answers alternated give 0.5). */
  minAnswerSpread: 0.51,
  /**
   * Inconclusive from this inconsistency index up (near-opposite pairs, see
   * inconsistencyIndex), when no profile stands out beyond chance either
   * (standout below minStandout): contradictions next to a profile that
   * stands out still leave a result.
   */
  maxInconsistency: 1.35,
  /**
   * A profile stands out beyond chance from this standout index up (see
   * standoutIndex); below it, and with the inconsistency above, the sheet is
   * inconclusive. About 4 uniformly random sheets in 10 reach 1.65.
   */
  minStandout: 1.65,
  /** Inconclusive when the active time is below this many seconds per item (2 s: too fast to read a statement; the quiz screen's pace note reads the same constant). */
  minSecondsPerItem: MIN_SECONDS_PER_ANSWER,
} as const;

const NEUTRAL = 3;

export interface QualitySignals {
  /** The answer given to the attention statement; null when the set has none. */
  attentionAnswer: number | null;
  /** The answer it asks for; null when the set has none. */
  attentionExpected: number | null;
  /** Longest run of identical answers, in display order. */
  longestRun: number;
  /** The answer repeated in that run. */
  longestRunAnswer: number;
  /** Share (0..1) of Neutro answers. */
  neutralShare: number;
  /** Standard deviation of all answers (population). */
  answerSpread: number;
  /** Inconsistency index over the near-opposite pairs; null when the set declares none. */
  inconsistency: number | null;
  /** Whether the scores make a "perfil misto" (no profile beyond the test's error). Kept for staff: since issue 25 the gate reads `standout` instead. */
  mixed: boolean;
  /** How far the profile that stands out most rises above the other answers, in the person's own standard errors (standoutIndex). */
  standout: number;
  /** Active time of the attempt in seconds; null when not measured (staff fill). */
  activeSeconds: number | null;
}

/**
 * The verdict the result shows (the contract's answerQualitySchema): `conclusive` is false when any signal crosses its
 * threshold (no verdict, no unlock, a free retake); `reasons` are plain pt-BR, one per signal crossed. Plus the signals, for staff.
 */
export interface AnswerQuality extends AnswerQualityView {
  signals: QualitySignals;
}

/** What a result without a recorded check (stored before the gate existed) is taken to be: it was shown and sold as a result. */
export function uncheckedQuality(): Pick<AnswerQuality, 'conclusive' | 'reasons'> {
  return { conclusive: true, reasons: [] };
}

function answersInOrder(answers: Answers, set: QuestionSet): number[] {
  const byId = new Map(answerEntries(answers));
  return set.order.map((id) => {
    const value = byId.get(id);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < MIN_ANSWER || value > MAX_ANSWER) {
      throw new Error(`Answer quality needs every item answered 1..5; item ${id} has ${String(value)}`);
    }
    return value;
  });
}

function longestRunOf(values: readonly number[]): { length: number; value: number } {
  let best = { length: 0, value: values[0] ?? NEUTRAL };
  let run = 0;
  values.forEach((value, index) => {
    run = index > 0 && values[index - 1] === value ? run + 1 : 1;
    if (run > best.length) best = { length: run, value };
  });
  return best;
}

function spreadOf(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
}

/**
 * Inconsistency over near-opposite pairs [forward, reverse] of one profile.
 * A consistent person's two answers add up to about 6 (agreeing with one,
 * disagreeing with the other): S = forward + reverse - 6 is near 0. Someone
 * who tends to agree with everything adds about the same amount to every S,
 * which is a style, not a contradiction, so the index measures how far each
 * S strays from the person's own average S: mean |S - mean(S)|. Under the
 * project's noise model (SD 1) an attentive sheet scores about 1.1; a
 * uniformly random one about 1.6; a pattern that gives both statements of a
 * pair the same non-neutral answer 2 or more.
 */
export function inconsistencyIndex(answers: Answers, set: QuestionSet): number | null {
  if (set.oppositePairs.length === 0) return null;
  const byId = new Map(answerEntries(answers));
  const sums = set.oppositePairs.map(([forward, reverse]) => Number(byId.get(forward)) + Number(byId.get(reverse)) - (MIN_ANSWER + MAX_ANSWER));
  const mean = sums.reduce((total, sum) => total + sum, 0) / sums.length;
  return sums.reduce((total, sum) => total + Math.abs(sum - mean), 0) / sums.length;
}

/**
 * Does any profile stand out beyond chance, measured in the person's own
 * spread? For each profile, over the item scores of the scored statements
 * (reverse-keyed mirrored, as scoring does):
 *
 *   (mean of its k statements - mean of the other n - k) / (s x sqrt(1/k + 1/(n - k)))
 *
 * with s the standard deviation (population) of all n item scores; the index
 * is the largest over the profiles (0 when every item score is the same).
 * Because it is in units of the person's own spread, answering more strongly
 * (extreme) or more softly (midpoint) hardly changes it: only how clearly one
 * profile differs from the rest does. Under the project's noise model an
 * attentive sheet scores about 2.8 (extreme answerers 2.6, midpoint 2.7;
 * agreeing more with everything spreads the item scores and lowers it, to
 * about 1.9 at +1); a uniformly random sheet about 1.5, and 1.65 or more in
 * about 4 of 10.
 */
export function standoutIndex(answers: Answers, set: QuestionSet): number {
  const byId = new Map(answerEntries(answers));
  const itemScores = set.statements.map((statement) => {
    const answer = Number(byId.get(statement.id));
    return { profileId: statement.profileId, score: statement.reverse ? MIN_ANSWER + MAX_ANSWER - answer : answer };
  });
  const count = itemScores.length;
  const total = itemScores.reduce((sum, item) => sum + item.score, 0);
  const spread = spreadOf(itemScores.map((item) => item.score));
  if (spread === 0) return 0;
  const profileIds = [...new Set(itemScores.map((item) => item.profileId))];
  return Math.max(
    ...profileIds.map((profileId) => {
      const own = itemScores.filter((item) => item.profileId === profileId);
      const ownSum = own.reduce((sum, item) => sum + item.score, 0);
      const difference = ownSum / own.length - (total - ownSum) / (count - own.length);
      return difference / (spread * Math.sqrt(1 / own.length + 1 / (count - own.length)));
    }),
  );
}

/** The signals of a complete answer sheet (every item of the set answered 1..5). */
export function qualitySignals(answers: Answers, set: QuestionSet, activeSeconds: number | null): QualitySignals {
  const values = answersInOrder(answers, set);
  const run = longestRunOf(values);
  const attentionAt = set.attention ? set.order.indexOf(set.attention.id) : -1;
  const scored = new Map(answerEntries(answers).filter(([id]) => id !== set.attention?.id)) as ReadonlyMap<number, number>;
  return {
    attentionAnswer: attentionAt >= 0 ? (values[attentionAt] ?? null) : null,
    attentionExpected: set.attention?.expectedAnswer ?? null,
    longestRun: run.length,
    longestRunAnswer: run.value,
    neutralShare: values.filter((value) => value === NEUTRAL).length / values.length,
    answerSpread: spreadOf(values),
    inconsistency: inconsistencyIndex(answers, set),
    mixed: scoreAnswers(scored, set.statements).mixed,
    standout: standoutIndex(answers, set),
    activeSeconds,
  };
}

/** The reasons a sheet is inconclusive, in plain pt-BR; empty when it is conclusive. */
export function qualityReasons(signals: QualitySignals, itemCount: number): string[] {
  const t = QUALITY_THRESHOLDS;
  const reasons: string[] = [];
  if (signals.attentionExpected !== null && signals.attentionAnswer !== signals.attentionExpected) {
    const given = signals.attentionAnswer === null ? 'outra resposta' : `“${answerLabel(signals.attentionAnswer)}”`;
    reasons.push(`Na frase de atenção, que pedia para marcar “${answerLabel(signals.attentionExpected)}”, você marcou ${given}.`);
  }
  if (signals.activeSeconds !== null && signals.activeSeconds < t.minSecondsPerItem * itemCount) {
    reasons.push(`Você respondeu as ${itemCount} frases em ${formatDuration(signals.activeSeconds)}: rápido demais para ler cada uma com calma.`);
  }
  if (signals.longestRun >= t.maxIdenticalRun) {
    reasons.push(`Você deu a mesma resposta (“${answerLabel(signals.longestRunAnswer)}”) em ${signals.longestRun} frases seguidas.`);
  }
  if (signals.neutralShare >= t.maxNeutralShare) {
    reasons.push(`Você marcou “${answerLabel(NEUTRAL)}” em ${Math.round(signals.neutralShare * 100)}% das frases.`);
  }
  if (signals.answerSpread < t.minAnswerSpread) {
    reasons.push('Suas respostas ficaram quase todas no mesmo ponto da escala, então elas quase não diferenciam um perfil do outro.');
  }
  if (signals.inconsistency !== null && signals.inconsistency >= t.maxInconsistency && signals.standout < t.minStandout) {
    reasons.push(
      'Nenhum perfil se destacou dos outros mais do que aconteceria por acaso. Além disso, várias frases que dizem o contrário uma da outra receberam respostas parecidas.',
    );
  }
  return reasons;
}

/**
 * The gate: conclusive unless some signal crosses its threshold. `answers`
 * must hold every item of the set (scoreAttempt checks that first);
 * `activeSeconds` is the attempt's active duration, or null when the answers
 * were not timed (staff fill).
 */
export function assessAnswerQuality(answers: Answers, set: QuestionSet, activeSeconds: number | null): AnswerQuality {
  const signals = qualitySignals(answers, set, activeSeconds);
  const reasons = qualityReasons(signals, set.order.length);
  return { conclusive: reasons.length === 0, reasons, signals };
}
