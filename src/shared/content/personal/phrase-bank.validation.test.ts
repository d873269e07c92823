import { describe, expect, it } from 'vitest';
import { CURRENT_QUESTION_SET, QUESTION_SETS } from '../question-sets';
import { sentencesPt, wordCountPt } from '../readability';
import { MAX_SENTENCE_WORDS } from '../reading-level';
import { PHRASE_BANK } from './phrase-bank';
import { ALL_PAIR_KEYS, ALL_WING_KEYS, type PairKey } from './phrase-bank.schema';
import { MIN_ANSWER_ACTIONS, PHRASE_BANK_MIN_EASE, validatePhraseBank, type PhraseBankData } from './phrase-bank.validation';
import { LONGEST_SAMPLE_NAMES, phraseSamples } from './report-phrases';

const HARD = 'A responsabilidade institucional pressupõe comprometimento organizacional e capacitação técnico-científica especializada.';
const LONG =
  'Você costuma pensar muito antes de agir e de falar com as pessoas da sua turma da escola, do seu bairro e da sua família sobre tudo o que acontece.';

type MutableBank = Omit<PhraseBankData, 'glosses' | 'pairs' | 'wings' | 'actions'> & {
  glosses: Record<number, { agree: string; disagree: string }>;
  pairs: Record<string, { title: string; text: string } | undefined>;
  wings: Record<string, string>;
  actions: Array<PhraseBankData['actions'][number]>;
};

function bankCopy(): MutableBank {
  return structuredClone({ ...PHRASE_BANK, actions: [...PHRASE_BANK.actions] }) as MutableBank;
}

function expectProblem(problems: string[], pattern: RegExp) {
  expect(
    problems.some((problem) => pattern.test(problem)),
    `expected a problem matching ${pattern}, got:\n${problems.slice(0, 10).join('\n')}`,
  ).toBe(true);
}

const validate = (bank: PhraseBankData | MutableBank) => validatePhraseBank(bank as PhraseBankData, QUESTION_SETS, CURRENT_QUESTION_SET);

describe('the real phrase bank', () => {
  it('meets every rule: coverage of every scored statement of every set, 36 pairs, 18 wings, enough actions, readable texts', () => {
    expect(validate(PHRASE_BANK)).toEqual([]);
  });

  it('has a gloss for each of the 99 scored statements of the current set, and the 54 retired ones', () => {
    expect(CURRENT_QUESTION_SET.statements.every((statement) => PHRASE_BANK.glosses[statement.id])).toBe(true);
    const ids = new Set(QUESTION_SETS.flatMap((set) => set.statements.map((statement) => statement.id)));
    expect(Object.keys(PHRASE_BANK.glosses)).toHaveLength(ids.size);
    expect(ids.size).toBe(153);
    expect(Object.keys(PHRASE_BANK.pairs)).toHaveLength(36);
    expect(Object.keys(PHRASE_BANK.wings)).toHaveLength(18);
    expect(new Set(PHRASE_BANK.actions.map((action) => action.statementId)).size).toBeGreaterThanOrEqual(MIN_ANSWER_ACTIONS);
  });

  it('keeps the fixed sentences under 25 words even with the longest profile names', () => {
    for (const text of Object.values(phraseSamples(LONGEST_SAMPLE_NAMES))) {
      for (const sentence of sentencesPt(text)) expect(wordCountPt(sentence), sentence).toBeLessThanOrEqual(MAX_SENTENCE_WORDS);
    }
  });

  it('keys the targets of issue 25', () => {
    expect(PHRASE_BANK_MIN_EASE).toBe(60);
    expect(MIN_ANSWER_ACTIONS).toBe(30);
    expect(ALL_PAIR_KEYS).toHaveLength(36);
    expect(ALL_WING_KEYS).toHaveLength(18);
  });
});

describe('validatePhraseBank catches each breach', () => {
  it('a scored statement without a gloss, and a gloss of no statement', () => {
    const bank = bankCopy();
    delete bank.glosses[44];
    bank.glosses[999] = { agree: 'Você gosta de coisas novas.', disagree: 'Você prefere o que já conhece.' };
    const problems = validate(bank);
    expectProblem(problems, /^Gloss 44: missing/);
    expectProblem(problems, /^Gloss 999: no scored statement/);
  });

  it('a gloss that reads too hard, a sentence over 25 words, the same text both ways, a bad shape', () => {
    const bank = bankCopy();
    bank.glosses[1] = { agree: HARD, disagree: HARD };
    bank.glosses[3] = { agree: LONG, disagree: 'sem maiúscula e sem ponto' };
    const problems = validate(bank);
    expectProblem(problems, /^Gloss 1\.agree: Flesch/);
    expectProblem(problems, /^Gloss 1: agree and disagree say the same/);
    expectProblem(problems, /^Gloss 3\.agree: a sentence has \d+ words/);
    expectProblem(problems, /^Gloss 3\.disagree: starts with a capital letter/);
  });

  it('a missing pair, a pair key out of order, a missing wing and a wing of two profiles that are not neighbours', () => {
    const bank = bankCopy();
    const pair = bank.pairs['6-9'];
    delete bank.pairs['6-9'];
    bank.pairs['9-6'] = pair;
    delete bank.wings['6-7'];
    bank.wings['1-5'] = 'Você gosta de ordem e também de entender as coisas.';
    const problems = validate(bank);
    expectProblem(problems, /^Pair 6-9: missing/);
    expectProblem(problems, /^Pair 9-6: not a pair/);
    expectProblem(problems, /^Wing 6-7: missing/);
    expectProblem(problems, /^Wing 1-5: the two profiles are not neighbours/);
  });

  it('too few actions, an action on a statement the current set does not score, two actions for one answer', () => {
    const bank = bankCopy();
    const [first] = bank.actions;
    bank.actions = [first!, { ...first! }, { ...first!, statementId: 2 }];
    const problems = validate(bank);
    expectProblem(problems, /^Actions: 2 statements lead to an action \(min 30\)/);
    expectProblem(problems, /a second action for the same statement and direction/);
    expectProblem(problems, /statement 2, .*not a scored statement of 2026-11-v3/);
  });

  it('a fixed phrase that reads too hard', () => {
    const bank = bankCopy();
    const problems = validate({ ...bank, phrases: { ...bank.phrases, percentage: HARD } });
    expectProblem(problems, /^Phrase percentage: Flesch/);
  });

  it('every pair key names two different profiles, smaller first', () => {
    for (const key of ALL_PAIR_KEYS) {
      const [a, b] = key.split('-').map(Number) as [number, number];
      expect(a).toBeLessThan(b);
    }
    expect(new Set<PairKey>(ALL_WING_KEYS).size).toBe(18);
  });
});
