import { z } from 'zod';

/**
 * What ties a profile's "jeito de ser e de trabalhar" lists to the test: each
 * item (a trait, a strength, a point of attention, a work-style line, a tip...)
 * names the statements of the same profile whose answers show it, and the part
 * of life it speaks of. The report shows, for each in-depth profile, the items
 * the person's own answers support most, for their stage of life
 * (scoring/portrait.ts). Keyed by the item's exact text, so a reworded item
 * without its link fails the validator (item-links.validation.ts). A changed
 * link changes reports: bump PHRASE_BANK_VERSION (phrase-bank.ts).
 */
export const PORTRAIT_LISTS = ['personalityTraits', 'strengths', 'weaknesses', 'workStyle', 'relationships', 'personalGrowth', 'tips'] as const;
export type PortraitList = (typeof PORTRAIT_LISTS)[number];

/** school: school, studies, tests, Enem, teachers; work: a job, a boss, clients, a company, looking for work; any: life in general. */
export const itemContextSchema = z.enum(['school', 'work', 'any']);
export type ItemContext = z.infer<typeof itemContextSchema>;

export const itemLinkSchema = z.object({
  /** 1 to 3 ids of the profile's own statements (question set 2026-11-v3) whose answers show this item. */
  statements: z.array(z.number().int().positive()).min(1).max(3),
  context: itemContextSchema,
});
export type ItemLink = z.infer<typeof itemLinkSchema>;

export const profileItemLinksSchema = z.object(
  Object.fromEntries(PORTRAIT_LISTS.map((list) => [list, z.record(z.string().min(2), itemLinkSchema)])) as Record<
    PortraitList,
    z.ZodRecord<z.ZodString, typeof itemLinkSchema>
  >,
);
export type ProfileItemLinks = z.infer<typeof profileItemLinksSchema>;
