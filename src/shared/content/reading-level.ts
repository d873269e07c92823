import { ACRONYM_GLOSSARY } from './acronyms';
import type { ProfileContent, Statement } from './content.schema';
import { SELF_KNOWLEDGE_FRAME } from './honest-frame';
import { toFreeProfileView, toPaidProfileView } from './profile-view-builders';
import { fleschReadingEaseOfTextsPt, sentencesPt, wordCountPt } from './readability';

/**
 * Reading rules for what a 15-year-old reads (issue 12): Flesch reading ease
 * (Portuguese, readability.ts) per group of texts, a sentence-length cap, and
 * acronyms spelled out at first use. validateReadingLevel returns
 * human-readable problems (empty = all rules met); the test suite runs it on
 * the real content.
 */

/** Minimum Flesch reading ease of each group, each profile on its own (the statements as one set). */
export const READING_TARGETS = {
  statements: 60,
  freeTexts: 55,
  paidTexts: 50,
} as const;

/** No sentence of a profile text, free or paid, may be longer. */
export const MAX_SENTENCE_WORDS = 25;

export type ProfileReadingGroup = 'freeTexts' | 'paidTexts';

/**
 * The prose of one profile that the reading targets score, following the
 * free/paid split of profile-views.ts (each group taken from the view that
 * shows it):
 * - freeTexts: what the free view says in sentences: description, motivation,
 *   tips, and why each of the first FREE_CAREER_COUNT careers fits;
 * - paidTexts: what only the paid view adds in sentences: scenario (at school and after it),
 *   weaknesses (ending with the help line), work style, relationships,
 *   personal growth, the famous people's notes, and why each other career fits;
 * - careerPaths: every career's pathInBrazil (paid only), scored on its own.
 *
 * Labels are not scored: core values, traits, strengths and the names of
 * careers and people are phrases of at most 10 words, not sentences. They
 * still fall under the sentence-length and acronym rules (profileFields).
 */
export function readingGroups(profile: ProfileContent): Record<ProfileReadingGroup, string[]> {
  const free = toFreeProfileView(profile);
  const paid = toPaidProfileView(profile);
  return {
    freeTexts: [free.description, free.motivation, ...free.tips],
    paidTexts: [
      paid.scenario,
      profile.scenarioAfterSchool,
      ...paid.weaknesses,
      ...paid.workStyle,
      ...paid.relationships,
      ...paid.personalGrowth,
      ...paid.famousPeople.map((person) => person.note),
    ],
  };
}

export interface ProfileField {
  field: string;
  /** The field's texts in reading order (a list's items; each career's name, why it fits and path). */
  items: string[];
}

/** Every text of a profile as the paid view shows it (the free view shows a part of each), field by field. */
export function profileFields(profile: ProfileContent): ProfileField[] {
  const view = toPaidProfileView(profile);
  return [
    { field: 'description', items: [view.description] },
    { field: 'motivation', items: [view.motivation] },
    { field: 'coreValues', items: view.coreValues },
    { field: 'personalityTraits', items: view.personalityTraits },
    { field: 'strengths', items: view.strengths },
    { field: 'tips', items: view.tips },
    { field: 'scenario', items: [view.scenario] },
    { field: 'scenarioAfterSchool', items: [profile.scenarioAfterSchool] },
    { field: 'weaknesses', items: view.weaknesses },
    { field: 'workStyle', items: view.workStyle },
    { field: 'relationships', items: view.relationships },
    { field: 'personalGrowth', items: view.personalGrowth },
    { field: 'famousPeople', items: view.famousPeople.flatMap((person) => [person.name, person.note]) },
  ];
}

/** Sentences longer than MAX_SENTENCE_WORDS, with their word counts. */
export function longSentences(text: string): Array<{ sentence: string; words: number }> {
  return sentencesPt(text)
    .map((sentence) => ({ sentence, words: wordCountPt(sentence) }))
    .filter(({ words }) => words > MAX_SENTENCE_WORDS);
}

const TOKEN = /[\p{L}\p{N}]+/gu;
const UPPERCASE = /\p{Lu}/gu;
const LETTER = /\p{L}/gu;

/** Two or more capitals, at least half of the letters (CRM, ETECs); not PowerPoint or YouTube. */
function looksLikeAcronym(token: string): boolean {
  const capitals = token.match(UPPERCASE)?.length ?? 0;
  const letters = token.match(LETTER)?.length ?? 0;
  return capitals >= 2 && capitals * 2 >= letters;
}

/**
 * Acronym problems in one field's text (its items joined in reading order):
 * each glossary acronym must be spelled out at its first use, with the
 * glossary's words, as "X (words)" or "words (X)"; an acronym missing from the
 * glossary, or written in another case than the glossary's, is a problem too.
 */
export function acronymProblems(text: string, glossary: Readonly<Record<string, string>> = ACRONYM_GLOSSARY): string[] {
  const problems: string[] = [];
  const byLowerCase = new Map(Object.keys(glossary).map((acronym) => [acronym.toLowerCase(), acronym]));
  const seen = new Set<string>();
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    const expansion = Object.hasOwn(glossary, token) ? glossary[token] : undefined;
    if (expansion !== undefined) {
      if (seen.has(token)) continue;
      seen.add(token);
      const before = text.slice(0, match.index);
      const after = text.slice(match.index + token.length);
      const spelledOut = after.startsWith(` (${expansion})`) || (before.endsWith(`${expansion} (`) && after.startsWith(')'));
      if (!spelledOut) problems.push(`"${token}" is not spelled out at its first use: write "${token} (${expansion})"`);
      continue;
    }
    const glossarySpelling = byLowerCase.get(token.toLowerCase());
    if (glossarySpelling !== undefined) problems.push(`"${token}" is written "${glossarySpelling}" in the glossary`);
    else if (looksLikeAcronym(token)) problems.push(`"${token}" looks like an acronym but is not in the glossary (acronyms.ts)`);
  }
  return problems;
}

function checkProse(where: string, items: readonly string[], problems: string[]): void {
  for (const item of items) {
    for (const { sentence, words } of longSentences(item)) {
      problems.push(`${where}: a sentence has ${words} words (max ${MAX_SENTENCE_WORDS}): "${sentence}"`);
    }
  }
  for (const problem of acronymProblems(items.join('\n'))) problems.push(`${where}: ${problem}`);
}

function checkEase(where: string, texts: readonly string[], minimum: number, problems: string[]): void {
  const ease = fleschReadingEaseOfTextsPt(texts);
  if (ease < minimum) problems.push(`${where} read too hard: Flesch ${ease.toFixed(1)} (min ${minimum})`);
}

/** Checks the statements and every profile against the reading rules. */
export function validateReadingLevel(statements: readonly Statement[], profiles: readonly ProfileContent[]): string[] {
  const problems: string[] = [];
  checkEase(
    'Statements',
    statements.map((statement) => statement.text),
    READING_TARGETS.statements,
    problems,
  );
  checkProse('The self-knowledge frame', [SELF_KNOWLEDGE_FRAME], problems);
  for (const profile of profiles) {
    const where = `Profile ${profile.id} (${profile.slug})`;
    const groups = readingGroups(profile);
    for (const group of ['freeTexts', 'paidTexts'] as const) {
      checkEase(`${where} ${group}`, groups[group], READING_TARGETS[group], problems);
    }
    for (const { field, items } of profileFields(profile)) checkProse(`${where} ${field}`, items, problems);
  }
  return problems;
}
