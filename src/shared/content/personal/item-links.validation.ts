import type { ProfileContent, ProfileId, QuestionSet } from '../content.schema';
import { PORTRAIT_SIZES } from '../../scoring/portrait';
import { PORTRAIT_LISTS, profileItemLinksSchema, type ProfileItemLinks } from './item-links.schema';

/** No statement stands for more than this many items of one list: otherwise the selection cannot tell them apart. */
export const MAX_ITEMS_PER_STATEMENT = 3;

/**
 * Every rule of the portrait links (item-links.schema.ts) on real data: each
 * item of the seven lists has exactly one link and no link names a missing
 * item; links name 1 to 3 of the profile's own statements in the question set;
 * no statement stands for more than three items of a list; and after school
 * (school items left out) every list still has enough items to show.
 */
export function validateItemLinks(profiles: readonly ProfileContent[], links: Readonly<Record<ProfileId, ProfileItemLinks>>, set: QuestionSet): string[] {
  const problems: string[] = [];
  for (const profile of profiles) {
    const where = `${profile.slug}`;
    const own = links[profile.id as ProfileId];
    if (!own) {
      problems.push(`${where}: no links`);
      continue;
    }
    const parsed = profileItemLinksSchema.safeParse(own);
    if (!parsed.success) problems.push(`${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    const statements = new Set(set.statements.filter((statement) => statement.profileId === profile.id).map((statement) => statement.id));
    for (const list of PORTRAIT_LISTS) {
      const items = profile[list];
      const linked = own[list] ?? {};
      for (const item of items) if (!linked[item]) problems.push(`${where}.${list}: no link for "${item}"`);
      const uses = new Map<number, number>();
      for (const [item, link] of Object.entries(linked)) {
        if (!items.includes(item)) problems.push(`${where}.${list}: a link for an item the profile does not have: "${item}"`);
        for (const id of link.statements) {
          if (!statements.has(id)) problems.push(`${where}.${list}: statement ${id} is not one of the profile's statements in ${set.version} ("${item}")`);
          uses.set(id, (uses.get(id) ?? 0) + 1);
        }
      }
      for (const [id, count] of uses) {
        if (count > MAX_ITEMS_PER_STATEMENT) problems.push(`${where}.${list}: statement ${id} stands for ${count} items (max ${MAX_ITEMS_PER_STATEMENT})`);
      }
      const afterSchool = Object.entries(linked).filter(([item, link]) => items.includes(item) && link.context !== 'school').length;
      if (afterSchool < PORTRAIT_SIZES[list]) problems.push(`${where}.${list}: only ${afterSchool} items outside school (${PORTRAIT_SIZES[list]} shown)`);
    }
  }
  return problems;
}
