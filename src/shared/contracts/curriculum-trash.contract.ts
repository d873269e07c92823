import { z } from 'zod';
import { defineContract } from './contract';
import { curriculumSchema } from './curriculum.contract';
import { ITEM_KINDS } from '../curriculum/sections';
import { TRASH_CAUSES } from '../curriculum/trash';

/**
 * The resume's trash (issue 29 "nothing lost", decision 0185): what was taken
 * out of the curriculum in the last CURRICULUM_TRASH_DAYS, listed and put back
 * one at a time. Same access as every /curriculum call.
 */

export const trashEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ITEM_KINDS),
  /** The item's fields as it was saved (the registry's fields of `kind`). */
  fields: z.record(z.string(), z.string()),
  /** Its place in its list when it was taken out. */
  order: z.number().int(),
  cause: z.enum(TRASH_CAUSES),
  /** ISO 8601. */
  deletedAt: z.string(),
  /** ISO 8601: gone for good after this. */
  expiresAt: z.string(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

export const curriculumTrashContract = defineContract({
  method: 'GET',
  path: '/curriculum/trash',
  auth: 'curriculum',
  /** Newest first; expired rows are never listed. */
  data: z.object({ items: z.array(trashEntrySchema) }),
});

export const restoreTrashItemContract = defineContract({
  method: 'POST',
  path: '/curriculum/trash/:id/restore',
  auth: 'curriculum',
  params: z.object({ id: z.string().max(64) }),
  /**
   * The item back in its list: at its old place when no other item holds it,
   * else at the end. 409 when the list is at its limit; 404 for an id not in the caller's trash.
   */
  data: z.object({ kind: z.enum(ITEM_KINDS), itemId: z.string(), curriculum: curriculumSchema }),
});
