import type { CurriculumSuggestions } from '../content/curriculum-suggestions';
import { sameKey } from './questionnaire';

/**
 * What "Usar meu resultado do teste" offers to pick from (issue 29, decision 0193): the profile's differentials as
 * neutral nouns (its `strengths`, the questionnaire's chips, never the first-person `differentials` sentences) and its
 * skills, each without what the resume already says (same words, whatever the case and accents). Nothing here writes.
 */
export function suggestionsToPick(
  suggestions: Pick<CurriculumSuggestions, 'strengths' | 'skills'>,
  saved: { differentials: readonly string[]; skills: ReadonlyArray<{ name: string }> } | null,
): { differentials: string[]; skills: string[] } {
  const has = (list: readonly string[]) => {
    const keys = new Set(list.map(sameKey));
    return (text: string) => keys.has(sameKey(text));
  };
  const hasDifferential = has(saved?.differentials ?? []);
  const hasSkill = has((saved?.skills ?? []).map((skill) => skill.name));
  return {
    differentials: suggestions.strengths.filter((text) => !hasDifferential(text)),
    skills: suggestions.skills.filter((text) => !hasSkill(text)),
  };
}

/** Whether `text` is already among `list` (the chip shows as added). */
export const isAmong = (list: readonly string[], text: string): boolean => list.some((each) => sameKey(each) === sameKey(text));
