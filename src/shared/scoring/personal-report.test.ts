import { describe, expect, it } from 'vitest';
import type { ProfileId, QuestionSet, Statement } from '../content/content.schema';
import { PHRASE_BANK } from '../content/personal/phrase-bank';
import type { PairKey } from '../content/personal/phrase-bank.schema';
import { QUESTION_SET_2026_11_V2 } from '../content/questions-2026-11-v2';
import { QUESTION_SET } from '../content/questions';
import { attentiveAnswerSheet } from './attentive-sheet.fixture';
import { scoreAttempt } from './attempt';
import { MAX_CONTRASTS, MAX_HIGHLIGHTS, MIN_HIGHLIGHTS, buildPersonalReport } from './personal-report';
import { scoreAnswers, type ScoreResult } from './scoring';

/**
 * A sheet where each profile's statements get the given item scores, in the
 * set's display order (the last value repeats): item score 5 is answer 5 on
 * a forward statement and 1 on a reverse-keyed one.
 */
function sheet(levels: Partial<Record<ProfileId, readonly number[]>>, set: QuestionSet = QUESTION_SET): Map<number, number> {
  const answers = new Map<number, number>();
  const seen = new Map<number, number>();
  for (const id of set.order) {
    const statement = set.statements.find((candidate) => candidate.id === id);
    if (!statement) {
      if (set.attention?.id === id) answers.set(id, set.attention.expectedAnswer);
      continue;
    }
    const list = levels[statement.profileId as ProfileId] ?? [3];
    const index = seen.get(statement.profileId) ?? 0;
    seen.set(statement.profileId, index + 1);
    const itemScore = list[Math.min(index, list.length - 1)]!;
    answers.set(id, statement.reverse ? 6 - itemScore : itemScore);
  }
  return answers;
}

function scored(answers: Map<number, number>, set: QuestionSet = QUESTION_SET): ScoreResult {
  return set.attention ? scoreAttempt(answers, set) : scoreAnswers(answers, set.statements);
}

const statementOf = (id: number, set: QuestionSet = QUESTION_SET): Statement => set.statements.find((statement) => statement.id === id)!;
const itemScoreOf = (id: number, answer: number, set: QuestionSet = QUESTION_SET) => (statementOf(id, set).reverse ? 6 - answer : answer);

describe('buildPersonalReport: the person’s own answers', () => {
  // Entusiasta, Realizador and Prestativo close together (a three-way perfil misto), the others far below.
  const answers = sheet({
    7: [5, 5, 4, 4, 4, 4, 4, 1, 4],
    3: [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3],
    2: [5, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3],
    1: [2],
    4: [2],
    5: [2],
    6: [2],
    8: [2],
    9: [2],
  });
  const result = scored(answers);
  const report = buildPersonalReport({ result, answers, set: QUESTION_SET, pick: null });

  it('has the test set up as a three-way perfil misto', () => {
    expect(result.mixed).toBe(true);
    expect(result.mixedProfiles).toHaveLength(3);
    expect(new Set(result.mixedProfiles)).toEqual(new Set([7, 3, 2]));
  });

  it('quotes 3 to 4 statements answered most strongly within the profiles in front, verbatim, with the answer given', () => {
    expect(report.highlights.length).toBeGreaterThanOrEqual(MIN_HIGHLIGHTS);
    expect(report.highlights.length).toBeLessThanOrEqual(MAX_HIGHLIGHTS);
    for (const quote of report.highlights) {
      expect(quote.text).toBe(statementOf(quote.statementId).text);
      expect(quote.answer).toBe(answers.get(quote.statementId));
      expect(itemScoreOf(quote.statementId, quote.answer)).toBe(5);
      expect(report.order).toContain(quote.profileId);
      expect(quote.answerLabel).toBe(quote.answer === 5 ? 'Concordo Totalmente' : 'Discordo Totalmente');
      const gloss = PHRASE_BANK.glosses[quote.statementId]!;
      expect(quote.gloss).toBe(quote.answer >= 4 ? gloss.agree : gloss.disagree);
    }
    // One from each profile in front before a second from any (round robin, in reading order).
    expect(report.highlights.slice(0, 3).map((quote) => quote.profileId)).toEqual(report.order);
  });

  it('adds a contrast: a strong answer against one of the profiles in front', () => {
    expect(report.contrasts.length).toBeGreaterThanOrEqual(1);
    expect(report.contrasts.length).toBeLessThanOrEqual(MAX_CONTRASTS);
    for (const quote of report.contrasts) {
      expect(report.order).toContain(quote.profileId);
      expect(itemScoreOf(quote.statementId, quote.answer)).toBe(1);
      expect(quote.kind).toBe('contrast');
    }
  });

  it('falls back to moderate answers when fewer than 3 are strong', () => {
    const mild = sheet({ 5: [4], 1: [4], 9: [2], 2: [2] });
    const mildReport = buildPersonalReport({ result: scored(mild), answers: mild, set: QUESTION_SET, pick: null });
    expect(mildReport.highlights).toHaveLength(MIN_HIGHLIGHTS);
    expect(mildReport.highlights.every((quote) => itemScoreOf(quote.statementId, quote.answer) === 4)).toBe(true);
    expect(mildReport.highlights.every((quote) => quote.answerLabel === 'Concordo' || quote.answerLabel === 'Discordo')).toBe(true);
  });

  it('quotes other answers in each in-depth part, never the ones already quoted', () => {
    expect(report.evidence.map((entry) => entry.profileId)).toEqual(report.inDepth);
    const quoted = new Set([...report.highlights, ...report.contrasts].map((quote) => quote.statementId));
    for (const entry of report.evidence) {
      for (const quote of entry.answers) {
        expect(quote.profileId).toBe(entry.profileId);
        expect(quoted.has(quote.statementId)).toBe(false);
      }
    }
  });

  it('is deterministic: the same answers give the same report', () => {
    expect(buildPersonalReport({ result, answers, set: QUESTION_SET, pick: null })).toEqual(report);
  });
});

describe('buildPersonalReport: order, pick and ties', () => {
  // An exact tie at the top: Entusiasta and Prestativo with the same items (tie rule 4 puts Prestativo first).
  const tie = sheet({ 7: [5, 5, 4], 2: [5, 5, 4], 5: [3], 1: [2] });
  const tieResult = scored(tie);

  it('follows the scores when nobody picked, and says that tied profiles tied', () => {
    expect(tieResult.mixed).toBe(true);
    const report = buildPersonalReport({ result: tieResult, answers: tie, set: QUESTION_SET, pick: null });
    expect(report.order.slice(0, 2)).toEqual(tieResult.mixedProfiles.slice(0, 2));
    expect(report.orderNote).toMatch(/^Prestativo e Entusiasta empataram, com \d+,\d%\. Então a ordem entre eles não quer dizer nada\./);
  });

  it('opens with the picked profile, says why, and changes no percentage', () => {
    const report = buildPersonalReport({ result: tieResult, answers: tie, set: QUESTION_SET, pick: 7 });
    expect(report.order[0]).toBe(7);
    expect(report.inDepth[0]).toBe(7);
    expect(report.pick).toBe(7);
    expect(report.orderNote).toBe('Você escolheu Entusiasta como o perfil que mais parece com você. Por isso ele vem primeiro. Os números não mudaram.');
    expect(new Set(report.order)).toEqual(new Set(tieResult.mixedProfiles));
    expect(report.plan.top[0]!.profileId).toBe(7);
    expect(report.plan.top.find((profile) => profile.profileId === 7)!.percentage).toBe(tieResult.scores[6]!.percentage);
  });

  it('ignores a pick outside the mix, and any pick of a clear result', () => {
    expect(buildPersonalReport({ result: tieResult, answers: tie, set: QUESTION_SET, pick: 9 }).pick).toBeNull();
    const clear = sheet({ 5: [5], 1: [3], 9: [2] });
    const clearResult = scored(clear);
    expect(clearResult.mixed).toBe(false);
    const report = buildPersonalReport({ result: clearResult, answers: clear, set: QUESTION_SET, pick: 1 });
    expect(report.pick).toBeNull();
    expect(report.order[0]).toBe(5);
    expect(report.inDepth).toEqual([5]);
  });
});

describe('buildPersonalReport: how clear the result is, and the blend', () => {
  it('says "claro" for a clear result, "dividido" for a perfil misto, "espalhado" when more are close than a mix shows', () => {
    const clear = sheet({ 5: [5], 9: [2] });
    expect(buildPersonalReport({ result: scored(clear), answers: clear, set: QUESTION_SET, pick: null }).clarity).toMatchObject({
      kind: 'clear',
      text: expect.stringMatching(/^Seu resultado ficou claro: Investigador ficou à frente/),
    });
    const divided = sheet({ 5: [5, 5, 4], 8: [5, 4, 4], 9: [2], 2: [2], 6: [2], 1: [2], 3: [2], 4: [2], 7: [2] });
    const dividedReport = buildPersonalReport({ result: scored(divided), answers: divided, set: QUESTION_SET, pick: null });
    expect(dividedReport.clarity.kind).toBe('divided');
    expect(dividedReport.clarity.text).toMatch(/^Seu resultado ficou dividido entre (Investigador e Desafiador|Desafiador e Investigador)\./);
    const spread = sheet({});
    expect(buildPersonalReport({ result: scored(spread), answers: spread, set: QUESTION_SET, pick: null }).clarity).toMatchObject({
      kind: 'spread',
      closeCount: 9,
      text: expect.stringMatching(/^Seu resultado ficou bem espalhado, e isso também diz algo: 9 perfis/),
    });
  });

  it('shows the pair text of the first two, and all three pairs of a three-way mix, with the wing for neighbours', () => {
    const two = sheet({ 5: [5, 5, 4], 8: [5, 4, 4], 9: [2], 2: [2], 6: [2], 1: [2], 3: [2], 4: [2], 7: [2] });
    const twoReport = buildPersonalReport({ result: scored(two), answers: two, set: QUESTION_SET, pick: null });
    expect(twoReport.order).toHaveLength(2);
    expect(twoReport.blend.pairs).toEqual([{ profileIds: twoReport.order, title: PHRASE_BANK.pairs['5-8']!.title, text: PHRASE_BANK.pairs['5-8']!.text }]);
    expect(twoReport.blend.wing).toBeNull(); // 5 and 8 are not neighbours

    const three = sheet({ 6: [5, 5, 4], 7: [5, 4, 4], 2: [5, 4, 4], 1: [2] });
    const threeResult = scored(three);
    expect(threeResult.mixedProfiles).toHaveLength(3);
    const picked = buildPersonalReport({ result: threeResult, answers: three, set: QUESTION_SET, pick: 6 });
    expect(picked.blend.pairs.map((pair) => [...pair.profileIds].sort().join('-'))).toEqual(
      [
        [6, picked.order[1]],
        [6, picked.order[2]],
        [picked.order[1], picked.order[2]],
      ].map((pair) => [...pair].sort().join('-')),
    );
    const wingKey = `6-${picked.order[1]!}` as PairKey;
    expect(picked.blend.wing).toBe(picked.order[1] === 7 || picked.order[1] === 5 ? PHRASE_BANK.wings[wingKey] : null);
  });
});

describe('buildPersonalReport: the plan starts from the person’s strongest answers', () => {
  it('offers first the micro-action of a strong answer that has one', () => {
    const answers = attentiveAnswerSheet(2);
    answers.set(44, 5); // "Tenho dificuldade de dizer “não”..." answered Concordo Totalmente
    const report = buildPersonalReport({ result: scored(answers), answers, set: QUESTION_SET, pick: null });
    const answerActions = report.plan.actions.filter((action) => action.kind === 'answer');
    expect(answerActions.length).toBeGreaterThanOrEqual(1);
    expect(report.plan.actions[0]!.kind).toBe('answer');
    expect(answerActions.map((action) => action.statementId)).toContain(44);
    expect(answerActions.every((action) => action.reason?.startsWith('Porque você marcou'))).toBe(true);
  });
});

describe('buildPersonalReport: an attempt of question set 2026-11-v2', () => {
  it('quotes that set’s own statements, retired ones included, with their glosses', () => {
    const answers = sheet({ 1: [5, 5, 5, 4], 6: [5, 4, 4], 9: [2], 2: [2] }, QUESTION_SET_2026_11_V2);
    const result = scored(answers, QUESTION_SET_2026_11_V2);
    const report = buildPersonalReport({ result, answers, set: QUESTION_SET_2026_11_V2, pick: null });
    expect(report.highlights.length).toBeGreaterThanOrEqual(MIN_HIGHLIGHTS);
    for (const quote of report.highlights) expect(quote.text).toBe(statementOf(quote.statementId, QUESTION_SET_2026_11_V2).text);
    const currentIds = new Set(QUESTION_SET.statements.map((statement) => statement.id));
    expect(report.highlights.some((quote) => !currentIds.has(quote.statementId))).toBe(true);
  });
});
