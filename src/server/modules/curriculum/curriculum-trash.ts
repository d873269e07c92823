import { randomUUID } from 'node:crypto';
import type { TrashEntry } from '../../../shared/contracts/curriculum-trash.contract';
import type { Curriculum, CurriculumItem, DroppedItem, OverLimit } from '../../../shared/contracts/curriculum.contract';
import { ITEM_KINDS, LIST_SECTIONS, missingItemFields, sectionOf, type ItemKind } from '../../../shared/curriculum/sections';
import { CURRICULUM_TRASH_MAX_ITEMS, CURRICULUM_TRASH_TTL_MS, TRASH_CAUSES, type TrashCause } from '../../../shared/curriculum/trash';
import type { TrashRow } from './curriculum-trash.repository';
import type { CurriculumQueries } from './curriculum.repository';

/**
 * The resume's trash (issue 29 "nothing lost", decision 0185): what goes in
 * (one row per item, in the transaction that takes the item out), how a row
 * reads, and which items a version restore keeps, leaves out or replaces.
 */

type AnyItem = CurriculumItem<ItemKind>;

/** Puts one item in the curriculum's trash for CURRICULUM_TRASH_DAYS (the oldest rows past CURRICULUM_TRASH_MAX_ITEMS go); its trash id. */
export async function putInTrash(tx: CurriculumQueries, curriculumId: string, kind: ItemKind, item: AnyItem, cause: TrashCause, at: Date): Promise<string> {
  const { id: itemId, ...fields } = item;
  const id = randomUUID();
  await tx.insertTrash({
    id,
    curriculum_id: curriculumId,
    kind,
    item_id: itemId,
    item: JSON.stringify(fields),
    cause,
    deleted_at: at.toISOString(),
    expires_at: new Date(at.getTime() + CURRICULUM_TRASH_TTL_MS).toISOString(),
  });
  await tx.capTrash(curriculumId, CURRICULUM_TRASH_MAX_ITEMS);
  return id;
}

const isKind = (value: string): value is ItemKind => (ITEM_KINDS as readonly string[]).includes(value);
const isCause = (value: string): value is TrashCause => (TRASH_CAUSES as readonly string[]).includes(value);

/** A row as the API lists it: the section's fields only (strings), its old order. Null for a row of a section that no longer exists. */
export function toTrashEntry(row: TrashRow): TrashEntry | null {
  if (!isKind(row.kind)) return null;
  const stored = JSON.parse(row.item) as Record<string, unknown>;
  const fields = Object.fromEntries(Object.keys(sectionOf(row.kind).fields).map((name) => [name, typeof stored[name] === 'string' ? stored[name] : '']));
  return {
    id: row.id,
    kind: row.kind,
    fields,
    order: typeof stored.order === 'number' ? stored.order : 0,
    cause: isCause(row.cause) ? row.cause : 'deleted',
    deletedAt: row.deleted_at,
    expiresAt: row.expires_at,
  };
}

/**
 * The same content, field for field: the order and the id aside (a moved item is not a lost one, and a
 * save that recreated an item under a new id, as the Jovem questionnaire's does, lost nothing either).
 */
function sameItem(kind: ItemKind, a: AnyItem, b: AnyItem): boolean {
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  return Object.keys(sectionOf(kind).fields).every((name) => left[name] === right[name]);
}

export interface VersionRestorePlan {
  /** What each list becomes. */
  kept: Record<ItemKind, AnyItem[]>;
  /** The version's rows incomplete under today's rules (index: the row's place in the version's list). */
  dropped: DroppedItem[];
  /** Per list, how many of the version's rows are past today's limit. */
  overLimit: OverLimit[];
  /** Items that go to the trash: the version's rows left out ('not-restored') and the current items the restore changes or removes ('replaced'). */
  toTrash: Array<{ kind: ItemKind; item: AnyItem; cause: TrashCause }>;
  /** How many current items the restore replaces. */
  replaced: number;
}

/**
 * Which items a restore of `version` over `current` keeps: the version's rows,
 * in order, that are complete and within the section's limit today. Every
 * other row of the version, and every current item not kept as it is, goes to
 * the trash, so nothing is lost without being said.
 */
export function planVersionRestore(current: Curriculum, version: Curriculum): VersionRestorePlan {
  const plan: VersionRestorePlan = {
    kept: Object.fromEntries(ITEM_KINDS.map((kind) => [kind, []])) as unknown as Record<ItemKind, AnyItem[]>,
    dropped: [],
    overLimit: [],
    toTrash: [],
    replaced: 0,
  };
  for (const kind of ITEM_KINDS) {
    const kept = plan.kept[kind];
    let over = 0;
    (version[kind] as AnyItem[]).forEach((item, index) => {
      const missing = missingItemFields(kind, item);
      if (missing.length > 0) {
        plan.dropped.push({ kind, index, missing });
        plan.toTrash.push({ kind, item, cause: 'not-restored' });
      } else if (kept.length >= LIST_SECTIONS[kind].maxItems) {
        over++;
        plan.toTrash.push({ kind, item, cause: 'not-restored' });
      } else {
        kept.push(item);
      }
    });
    if (over > 0) plan.overLimit.push({ kind, count: over });
    // Each kept item accounts for one current item with its content.
    const matched = new Set<AnyItem>();
    for (const item of current[kind] as AnyItem[]) {
      const twin = kept.find((candidate) => !matched.has(candidate) && sameItem(kind, candidate, item));
      if (twin) {
        matched.add(twin);
        continue;
      }
      plan.replaced++;
      // Already in the trash as a row of the version left out: once is enough.
      if (plan.toTrash.some((entry) => entry.kind === kind && sameItem(kind, entry.item, item))) continue;
      plan.toTrash.push({ kind, item, cause: 'replaced' });
    }
  }
  return plan;
}
