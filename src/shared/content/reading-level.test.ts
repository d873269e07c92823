import { CAREER_CATALOGUE } from './careers/catalogue';
import { careerProse, suggestCareer } from '../scoring/next-steps';
import type { LifeStage } from '../domain/life-stage';
import { describe, expect, it } from 'vitest';
import { ACRONYM_GLOSSARY } from './acronyms';
import type { ProfileContent, Statement } from './content.schema';
import { DIFFICULTIES_HELP_LINE, SELF_KNOWLEDGE_FRAME } from './honest-frame';
import { toFreeProfileView, toPaidProfileView } from './profile-view-builders';
import { PROFILES } from './profiles';
import { STATEMENTS } from './questions';
import { fleschReadingEaseOfTextsPt } from './readability';
import {
  MAX_SENTENCE_WORDS,
  READING_TARGETS,
  acronymProblems,
  longSentences,
  profileFields,
  readingGroups,
  validateReadingLevel,
  type ProfileReadingGroup,
} from './reading-level';

/** Labels (values, traits, strengths, names) are short phrases, not sentences to score. */
const LABEL_MAX_WORDS = 10;

const HARD =
  'A responsabilidade institucional pressupõe comprometimento organizacional, desenvolvimento profissional contínuo e capacitação técnico-científica especializada.';

function profilesCopy(): ProfileContent[] {
  return structuredClone([...PROFILES]);
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

function expectProblem(problems: string[], pattern: RegExp) {
  expect(
    problems.some((problem) => pattern.test(problem)),
    `expected a problem matching ${pattern}, got:\n${problems.join('\n')}`,
  ).toBe(true);
}

describe('the real content', () => {
  it('meets every reading rule: Flesch targets, sentence length, acronyms spelled out', () => {
    expect(validateReadingLevel(STATEMENTS, PROFILES)).toEqual([]);
  });

  it('keeps the targets of issue 12', () => {
    expect(READING_TARGETS).toEqual({ statements: 60, freeTexts: 55, paidTexts: 50 });
    expect(MAX_SENTENCE_WORDS).toBe(25);
  });

  it('prints the figures per group (for the record, not asserted)', () => {
    const groups: ProfileReadingGroup[] = ['freeTexts', 'paidTexts'];
    const rows = PROFILES.map((profile) => {
      const texts = readingGroups(profile);
      return `${profile.name.padEnd(15)} ${groups.map((group) => `${group} ${fleschReadingEaseOfTextsPt(texts[group]).toFixed(1)}`).join('  ')}`;
    });
    const all = (group: ProfileReadingGroup) => fleschReadingEaseOfTextsPt(PROFILES.flatMap((profile) => readingGroups(profile)[group])).toFixed(1);
    console.log(
      [
        `Flesch-PT: statements ${fleschReadingEaseOfTextsPt(STATEMENTS.map((statement) => statement.text)).toFixed(1)}`,
        ...rows,
        `all profiles    freeTexts ${all('freeTexts')}  paidTexts ${all('paidTexts')}`,
      ].join('\n'),
    );
    expect(rows).toHaveLength(9);
  });
});

describe('readingGroups (the free/paid split of profile-views.ts)', () => {
  it('free texts: the prose of the free view', () => {
    for (const profile of PROFILES) {
      expect(readingGroups(profile).freeTexts).toEqual([profile.description, profile.motivation, ...profile.tips]);
    }
  });

  it('paid texts: the prose only the paid view adds, the help line included', () => {
    for (const profile of PROFILES) {
      const groups = readingGroups(profile);
      expect(groups.paidTexts).toEqual([
        profile.scenario,
        profile.scenarioAfterSchool,
        ...profile.weaknesses,
        DIFFICULTIES_HELP_LINE,
        ...profile.workStyle,
        ...profile.relationships,
        ...profile.personalGrowth,
        ...profile.famousPeople.map((person) => person.note),
      ]);
    }
  });

  it('leaves out of the scores only labels, and every text the views show is in a group or a label', () => {
    for (const profile of PROFILES) {
      const groups = readingGroups(profile);
      const scored = new Set([...groups.freeTexts, ...groups.paidTexts]);
      const labels = new Set([...profile.coreValues, ...profile.personalityTraits, ...profile.strengths, ...profile.famousPeople.map((person) => person.name)]);
      const view = toPaidProfileView(profile);
      const shown = [
        view.description,
        view.motivation,
        view.scenario,
        ...view.coreValues,
        ...view.personalityTraits,
        ...view.strengths,
        ...view.tips,
        ...view.weaknesses,
        ...view.workStyle,
        ...view.relationships,
        ...view.personalGrowth,
        ...view.famousPeople.flatMap((person) => [person.name, person.note]),
      ];
      for (const text of shown) expect(scored.has(text) || labels.has(text), text).toBe(true);
      for (const label of labels) expect(label.split(/\s+/).length, label).toBeLessThanOrEqual(LABEL_MAX_WORDS);
      const free = toFreeProfileView(profile);
      for (const text of [free.description, free.motivation, ...free.tips]) {
        expect(groups.freeTexts).toContain(text);
      }
    }
  });

  it('fields for the sentence and acronym rules cover every text, in reading order', () => {
    const profile = at(PROFILES, 0);
    const fields = profileFields(profile);
    expect(fields.map(({ field }) => field)).toEqual([
      'description',
      'motivation',
      'coreValues',
      'personalityTraits',
      'strengths',
      'tips',
      'scenario',
      'scenarioAfterSchool',
      'weaknesses',
      'workStyle',
      'relationships',
      'personalGrowth',
      'famousPeople',
    ]);
    expect(fields.find(({ field }) => field === 'weaknesses')!.items.at(-1)).toBe(DIFFICULTIES_HELP_LINE);
  });
});

describe('validateReadingLevel catches', () => {
  it('a sentence over 25 words, in any field', () => {
    const profiles = profilesCopy();
    const long =
      'Você pode começar um curso técnico que dura dois anos e depois fazer uma faculdade na mesma área, com estágio e muita prática, sem pressa nenhuma.';
    expect(longSentences(long)).toEqual([{ sentence: long.slice(0, -1), words: 26 }]);
    at(profiles, 1).relationships[0] = long;
    at(profiles, 3).famousPeople[0]!.note = long;
    const problems = validateReadingLevel(STATEMENTS, profiles);
    expectProblem(problems, /Profile 2 \(prestativo\) relationships: a sentence has 26 words \(max 25\)/);
    expectProblem(problems, /Profile 4 \(individualista\) famousPeople: a sentence has 26 words/);
  });

  it('accepts 25 words, and splits sentences at . ! ? only', () => {
    const sentence =
      'Um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte um dois três quatro cinco.';
    expect(longSentences(sentence)).toEqual([]);
    expect(longSentences(`${sentence.slice(0, -1)}; seis.`)).toHaveLength(1);
    expect(longSentences(`${sentence} E mais um pouco.`)).toEqual([]);
  });

  it('free texts below 55 in one profile', () => {
    const profiles = profilesCopy();
    const profile = at(profiles, 4);
    profile.description = HARD;
    profile.motivation = HARD;
    profile.tips = profile.tips.map(() => HARD);
    expectProblem(validateReadingLevel(STATEMENTS, profiles), /Profile 5 \(investigador\) freeTexts read too hard: Flesch -?\d+\.\d \(min 55\)/);
  });

  it('paid texts below 50 in one profile', () => {
    const profiles = profilesCopy();
    const profile = at(profiles, 6);
    profile.workStyle = profile.workStyle.map(() => HARD);
    profile.relationships = profile.relationships.map(() => HARD);
    profile.personalGrowth = profile.personalGrowth.map(() => HARD);
    const problems = validateReadingLevel(STATEMENTS, profiles);
    expectProblem(problems, /Profile 7 \(entusiasta\) paidTexts read too hard: .* \(min 50\)/);
    expect(problems.some((problem) => /freeTexts/.test(problem))).toBe(false);
  });

  it('statements below 60 as a set', () => {
    const statements: Statement[] = STATEMENTS.map((statement) => ({ ...statement, text: HARD }));
    expectProblem(validateReadingLevel(statements, PROFILES), /Statements read too hard: .* \(min 60\)/);
  });

  it('an acronym used before it is spelled out, in the same field', () => {
    const profiles = profilesCopy();
    const profile = at(profiles, 0);
    profile.tips[0] = 'Faça simulados do Enem toda semana.';
    const problems = validateReadingLevel(STATEMENTS, profiles);
    expectProblem(problems, /Profile 1 \(perfeccionista\) tips: "Enem" is not spelled out at its first use: write "Enem \(Exame Nacional do Ensino Médio\)"/);
  });
});

describe('acronymProblems', () => {
  const glossary = { Enem: 'Exame Nacional do Ensino Médio', OAB: 'Ordem dos Advogados do Brasil' };

  it('accepts "X (words)" or "words (X)" at the first use, and the bare acronym after it', () => {
    expect(acronymProblems('Faça o Enem (Exame Nacional do Ensino Médio). Depois, use a nota do Enem.', glossary)).toEqual([]);
    expect(acronymProblems('Passe no exame da Ordem dos Advogados do Brasil (OAB). A OAB dá o registro.', glossary)).toEqual([]);
  });

  it('refuses a first use without the glossary words, or with other words', () => {
    expect(acronymProblems('Use a nota do Enem. O Enem (Exame Nacional do Ensino Médio) é em novembro.', glossary)).toEqual([
      '"Enem" is not spelled out at its first use: write "Enem (Exame Nacional do Ensino Médio)"',
    ]);
    expect(acronymProblems('Faça o Enem (a prova nacional).', glossary)).toHaveLength(1);
  });

  it('refuses another spelling than the glossary one, and acronyms missing from the glossary', () => {
    expect(acronymProblems('Faça o ENEM (Exame Nacional do Ensino Médio).', glossary)).toEqual(['"ENEM" is written "Enem" in the glossary']);
    expect(acronymProblems('Há cursos nas ETECs e no SENAI.', glossary)).toEqual([
      '"ETECs" looks like an acronym but is not in the glossary (acronyms.ts)',
      '"SENAI" looks like an acronym but is not in the glossary (acronyms.ts)',
    ]);
  });

  it('does not take brand names or single capitals for acronyms', () => {
    expect(acronymProblems('Publique no GitHub e no YouTube, com o PowerPoint e o LinkedIn. Em Brasília, há concursos.', glossary)).toEqual([]);
  });
});

describe('the glossary and the honest-frame lines', () => {
  /** The profiles, the frame line, the career catalogue and the steps written from it (scoring/next-steps.ts), for a 9º ano and a 3ª série. */
  const stages: LifeStage[] = [
    { ageBand: '14-15', schoolStage: '9-ano', situation: null, uf: 'SP' },
    { ageBand: '16-17', schoolStage: 'em-3', situation: null, uf: 'BA' },
  ];
  const everyText = [
    SELF_KNOWLEDGE_FRAME,
    ...PROFILES.flatMap((profile) => profileFields(profile).flatMap(({ items }) => items)),
    ...CAREER_CATALOGUE.flatMap((career) => stages.flatMap((stage) => careerProse(suggestCareer(career, [], stage)))),
  ].join('\n');

  it('lists only acronyms the texts use, each spelled once, with a distinct spelling', () => {
    for (const acronym of Object.keys(ACRONYM_GLOSSARY)) expect(everyText, acronym).toMatch(new RegExp(`(?<![\\p{L}])${acronym}(?![\\p{L}])`, 'u'));
    const lower = Object.keys(ACRONYM_GLOSSARY).map((acronym) => acronym.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('the frame line and the help line follow the rules', () => {
    expect(longSentences(SELF_KNOWLEDGE_FRAME)).toEqual([]);
    expect(longSentences(DIFFICULTIES_HELP_LINE)).toEqual([]);
    expect(acronymProblems(DIFFICULTIES_HELP_LINE)).toEqual([]);
    expect(SELF_KNOWLEDGE_FRAME).toMatch(/não um exame clínico nem um teste de seleção/);
  });
});
