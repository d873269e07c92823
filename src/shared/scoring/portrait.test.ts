import { describe, expect, it } from 'vitest';
import type { ProfileItemLinks } from '../content/personal/item-links.schema';
import { PROFILE_ITEM_LINKS } from '../content/personal/item-links';
import { getProfile } from '../content/profiles';
import type { AnsweredStatement } from '../contracts/report.contract';
import { PORTRAIT_SIZES, dayInLifeOf, portraitOf } from './portrait';

/** A made-up profile with seven tips linked to statements 1..7, and the rest of the lists linked to statement 1. */
const items = (prefix: string) => Array.from({ length: 7 }, (_, index) => `${prefix} ${index + 1}`);
const profile = {
  slug: 'teste',
  personalityTraits: items('Traço'),
  strengths: items('Força'),
  weaknesses: items('Atenção'),
  workStyle: items('Estilo'),
  relationships: items('Relação'),
  personalGrowth: items('Crescimento'),
  tips: items('Dica'),
};
const contexts = ['school', 'school', 'work', 'any', 'any', 'work', 'any'] as const;
const links: ProfileItemLinks = {
  personalityTraits: Object.fromEntries(profile.personalityTraits.map((text) => [text, { statements: [1], context: 'any' as const }])),
  strengths: Object.fromEntries(profile.strengths.map((text) => [text, { statements: [1], context: 'any' as const }])),
  weaknesses: Object.fromEntries(profile.weaknesses.map((text) => [text, { statements: [1], context: 'any' as const }])),
  workStyle: Object.fromEntries(profile.workStyle.map((text) => [text, { statements: [1], context: 'any' as const }])),
  relationships: Object.fromEntries(profile.relationships.map((text) => [text, { statements: [1], context: 'any' as const }])),
  personalGrowth: Object.fromEntries(profile.personalGrowth.map((text) => [text, { statements: [1], context: 'any' as const }])),
  tips: Object.fromEntries(profile.tips.map((text, index) => [text, { statements: [index + 1], context: contexts[index]! }])),
};
const answer = (statementId: number, value: number, reverse = false): AnsweredStatement => ({
  statementId,
  text: `Frase ${statementId}`,
  answer: value,
  answerLabel: String(value),
  reverse,
});

describe("a profile's portrait (scoring/portrait.ts)", () => {
  it('shows the items whose statements the person answered most strongly for the profile, strongest first', () => {
    const answers = [answer(1, 2), answer(2, 5), answer(3, 4), answer(4, 1), answer(5, 5), answer(6, 3), answer(7, 2)];
    expect(portraitOf(profile, links, answers, null).tips).toEqual(['Dica 5', 'Dica 2', 'Dica 3']);
  });

  it('reads a reverse statement keyed for the profile: disagreeing supports it', () => {
    const answers = [answer(1, 3), answer(2, 3), answer(3, 3), answer(4, 1, true), answer(5, 3), answer(6, 3), answer(7, 3)];
    expect(portraitOf(profile, links, answers, null).tips[0]).toBe('Dica 4');
  });

  it('after school leaves school items out; at school, school items win ties', () => {
    const same = [1, 2, 3, 4, 5, 6, 7].map((id) => answer(id, 4));
    expect(portraitOf(profile, links, same, 'after-school').tips).toEqual(['Dica 3', 'Dica 6', 'Dica 4']);
    expect(portraitOf(profile, links, same, 'school').tips).toEqual(['Dica 1', 'Dica 2', 'Dica 4']);
    expect(portraitOf(profile, links, same, null).tips).toEqual(['Dica 4', 'Dica 5', 'Dica 7']);
    // A strong answer still beats the phase: the item with the strongest support comes first.
    expect(portraitOf(profile, links, [...same.slice(0, 6), answer(7, 5)], 'school').tips[0]).toBe('Dica 7');
  });

  it('counts statements without an answer (an older question set) as neutral', () => {
    expect(portraitOf(profile, links, [answer(7, 4)], null).tips).toEqual(['Dica 7', 'Dica 4', 'Dica 5']);
  });

  it('shows the set number of items per list', () => {
    const portrait = portraitOf(profile, links, [], null);
    for (const [list, size] of Object.entries(PORTRAIT_SIZES)) expect(portrait[list as keyof typeof portrait]).toHaveLength(size);
  });

  it('fails loudly when an item has no link', () => {
    const broken = { ...links, tips: { ...links.tips } };
    delete broken.tips['Dica 1'];
    expect(() => portraitOf(profile, broken, [], null)).toThrow(/No statements linked to "Dica 1"/);
  });

  it('two people with the same profile but different answers get different items (the real content)', () => {
    const leal = getProfile(6);
    const ids = Object.values(PROFILE_ITEM_LINKS[6].strengths).flatMap((link) => link.statements);
    const unique = [...new Set(ids)];
    const one = unique.map((id, index) => answer(id, index % 2 === 0 ? 5 : 2));
    const other = unique.map((id, index) => answer(id, index % 2 === 0 ? 2 : 5));
    expect(portraitOf(leal, PROFILE_ITEM_LINKS[6], one, null).strengths).not.toEqual(portraitOf(leal, PROFILE_ITEM_LINKS[6], other, null).strengths);
  });

  it('"um dia na vida" is the day after school only for those who have finished it', () => {
    const leal = getProfile(6);
    expect(dayInLifeOf(leal, 'after-school')).toBe(leal.scenarioAfterSchool);
    expect(dayInLifeOf(leal, 'school')).toBe(leal.scenario);
    expect(dayInLifeOf(leal, null)).toBe(leal.scenario);
  });
});
