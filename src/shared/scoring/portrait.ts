import type { ProfileContent } from '../content/content.schema';
import { PORTRAIT_LISTS, type ItemContext, type PortraitList, type ProfileItemLinks } from '../content/personal/item-links.schema';
import type { AnsweredStatement } from '../contracts/report.contract';
import { MAX_ANSWER, MIN_ANSWER } from './scoring';
import type { LifePhase } from '../domain/life-stage';
import type { ProfileId } from '../content/content.schema';
import { PROFILE_ITEM_LINKS } from '../content/personal/item-links';

/**
 * The person's portrait of one profile (issue 27, "a report about the
 * person"): of each of the profile's seven lists (traits, strengths, points of
 * attention, work style, relationships, growth, tips), the few items the
 * person's own answers support most, for their phase of life. An item's
 * support is the mean answer, keyed for the profile (5 = strongest for it), to
 * the statements it is linked to (content/personal/item-links); items whose
 * statements the person did not answer count as neutral (3). After school,
 * items about school are left out. Ties go to the item that fits the phase,
 * then to the content's order. docs/scoring.md, "The portrait".
 */

/** Items shown per list. */
export const PORTRAIT_SIZES: Readonly<Record<PortraitList, number>> = {
  personalityTraits: 4,
  strengths: 4,
  weaknesses: 3,
  workStyle: 3,
  relationships: 3,
  personalGrowth: 3,
  tips: 3,
};

const NEUTRAL = (MIN_ANSWER + MAX_ANSWER) / 2;

/** How well an item's part of life fits the phase: 0 best; null = left out. */
function contextRank(context: ItemContext, phase: LifePhase | null): number | null {
  if (phase === 'after-school') return context === 'school' ? null : context === 'work' ? 0 : 1;
  if (phase === 'school') return context === 'school' ? 0 : context === 'any' ? 1 : 2;
  return context === 'any' ? 0 : 1;
}

export type Portrait = Record<PortraitList, string[]>;

export function portraitOf(
  profile: Pick<ProfileContent, PortraitList | 'slug'>,
  links: ProfileItemLinks,
  answers: readonly AnsweredStatement[],
  phase: LifePhase | null,
): Portrait {
  const keyed = new Map(answers.map((answer) => [answer.statementId, answer.reverse ? MIN_ANSWER + MAX_ANSWER - answer.answer : answer.answer]));
  const portrait = {} as Portrait;
  for (const list of PORTRAIT_LISTS) {
    const ranked = profile[list].flatMap((text, order) => {
      const link = links[list][text];
      if (!link) throw new Error(`No statements linked to "${text}" (${profile.slug}, ${list})`);
      const rank = contextRank(link.context, phase);
      if (rank === null) return [];
      const scores = link.statements.flatMap((id) => keyed.get(id) ?? []);
      const support = scores.length === 0 ? NEUTRAL : scores.reduce((sum, score) => sum + score, 0) / scores.length;
      return [{ text, support, rank, order }];
    });
    ranked.sort((a, b) => b.support - a.support || a.rank - b.rank || a.order - b.order);
    portrait[list] = ranked.slice(0, PORTRAIT_SIZES[list]).map((item) => item.text);
  }
  return portrait;
}

/** "Um dia na vida": the day at school, or the day after school for those who have finished it. */
export function dayInLifeOf(profile: Pick<ProfileContent, 'scenario' | 'scenarioAfterSchool'>, phase: LifePhase | null): string {
  return phase === 'after-school' ? profile.scenarioAfterSchool : profile.scenario;
}

/** The portrait of one profile in depth for this person: their answers to its statements (from the personal report), the real links. */
export function personPortrait(
  profile: Pick<ProfileContent, PortraitList | 'slug' | 'id'>,
  personal: { profileAnswers: ReadonlyArray<{ profileId: number; answers: readonly AnsweredStatement[] }> },
  phase: LifePhase | null,
): Portrait {
  const answers = personal.profileAnswers.find((entry) => entry.profileId === profile.id)?.answers ?? [];
  return portraitOf(profile, PROFILE_ITEM_LINKS[profile.id as ProfileId], answers, phase);
}
