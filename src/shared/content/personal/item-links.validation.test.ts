import { describe, expect, it } from 'vitest';
import type { ProfileId } from '../content.schema';
import { PROFILES } from '../profiles';
import { CURRENT_QUESTION_SET } from '../question-sets';
import { PROFILE_ITEM_LINKS } from './item-links';
import type { ProfileItemLinks } from './item-links.schema';
import { validateItemLinks } from './item-links.validation';

const copy = (): Record<ProfileId, ProfileItemLinks> => structuredClone(PROFILE_ITEM_LINKS) as Record<ProfileId, ProfileItemLinks>;
const leal = PROFILES.find((profile) => profile.id === 6)!;

describe('portrait links (item-links.validation.ts)', () => {
  it('every item of the nine profiles is linked to its own statements in the current question set', () => {
    expect(validateItemLinks(PROFILES, PROFILE_ITEM_LINKS, CURRENT_QUESTION_SET)).toEqual([]);
  });

  it('catches an item without a link (a reworded item)', () => {
    const links = copy();
    delete links[6].strengths[leal.strengths[0]!];
    expect(validateItemLinks(PROFILES, links, CURRENT_QUESTION_SET).join('\n')).toMatch(/leal\.strengths: no link for/);
  });

  it('catches a link to an item the profile does not have', () => {
    const links = copy();
    links[6].tips['Uma dica que não existe.'] = { statements: [links[6].tips[leal.tips[0]!]!.statements[0]!], context: 'any' };
    expect(validateItemLinks(PROFILES, links, CURRENT_QUESTION_SET).join('\n')).toMatch(/an item the profile does not have/);
  });

  it('catches a statement of another profile', () => {
    const links = copy();
    const foreign = CURRENT_QUESTION_SET.statements.find((statement) => statement.profileId === 1)!.id;
    links[6].weaknesses[leal.weaknesses[0]!] = { statements: [foreign], context: 'any' };
    expect(validateItemLinks(PROFILES, links, CURRENT_QUESTION_SET).join('\n')).toMatch(
      new RegExp(`statement ${foreign} is not one of the profile's statements`),
    );
  });

  it('catches one statement standing for more than three items of a list', () => {
    const links = copy();
    const id = CURRENT_QUESTION_SET.statements.find((statement) => statement.profileId === 6)!.id;
    for (const item of leal.workStyle.slice(0, 4)) links[6].workStyle[item] = { statements: [id], context: 'any' };
    expect(validateItemLinks(PROFILES, links, CURRENT_QUESTION_SET).join('\n')).toMatch(/leal\.workStyle: statement \d+ stands for 4 items/);
  });

  it('catches a list with too few items left after school', () => {
    const links = copy();
    for (const item of leal.tips.slice(0, 5)) links[6].tips[item] = { ...links[6].tips[item]!, context: 'school' };
    expect(validateItemLinks(PROFILES, links, CURRENT_QUESTION_SET).join('\n')).toMatch(/leal\.tips: only \d items outside school/);
  });
});
