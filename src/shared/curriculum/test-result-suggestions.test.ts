import { describe, expect, it } from 'vitest';
import { CURRICULUM_SUGGESTIONS } from '../content/curriculum-suggestions';
import { isAmong, suggestionsToPick } from './test-result-suggestions';

describe('the test result as suggestions to pick from (decision 0193)', () => {
  const profile = CURRICULUM_SUGGESTIONS[1];

  it('offers the neutral nouns as differentials, never the first-person sentences', () => {
    const pick = suggestionsToPick(profile, null);
    expect(pick.differentials).toEqual(profile.strengths);
    for (const sentence of profile.differentials) expect(pick.differentials).not.toContain(sentence);
    expect(pick.skills).toEqual(profile.skills);
  });

  it('leaves out what the resume already holds, whatever the case and accents', () => {
    const pick = suggestionsToPick(profile, {
      differentials: [profile.strengths[0]!.toUpperCase()],
      skills: [{ name: profile.skills[0]!.normalize('NFD').replace(/[\u0300-\u036f]/g, '') }],
    });
    expect(pick.differentials).toEqual(profile.strengths.slice(1));
    expect(pick.skills).toEqual(profile.skills.slice(1));
    expect(isAmong(['Revisao de textos'], 'Revisão de Textos')).toBe(true);
    expect(isAmong(['Digitação'], 'Revisão de textos')).toBe(false);
  });
});
