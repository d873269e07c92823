import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  curriculumSchema,
  type basicInfoInputSchema,
  type Curriculum,
  type CurriculumDraft,
  type CurriculumItem,
  type curriculumDocxQuerySchema,
  type curriculumPdfQuerySchema,
  type CurriculumVersion,
  type DroppedItem,
  type ProfileSeed,
  type RestoreReport,
  type ITEM_INPUT_SCHEMAS,
} from '../../../shared/contracts/curriculum.contract';
import type { TrashEntry } from '../../../shared/contracts/curriculum-trash.contract';
import { TRASH_MESSAGES, trashSectionFullMessage } from '../../../shared/curriculum/trash';
import type { ProfileId } from '../../../shared/content/content.schema';
import { curriculumSuggestions } from '../../../shared/content/curriculum-suggestions';
import { getProfile } from '../../../shared/content/profiles';
import { curriculumCompleteness } from '../../../shared/curriculum/completeness';
import { buildCurriculumDocument, type DocumentKind } from '../../../shared/curriculum/document';
import { objectiveForAge, objectiveRule, studyingFrom } from '../../../shared/curriculum/objective';
import type { LifeStage } from '../../../shared/domain/life-stage';
import {
  CURRICULUM_MESSAGES,
  curriculumDocxFileName,
  curriculumFileName,
  isBlankValue,
  isTempId,
  type CurriculumDesign,
  type CurriculumType,
} from '../../../shared/curriculum/rules';
import {
  ITEM_KINDS,
  LIST_SECTIONS,
  filledItem,
  incompleteItemNote,
  missingItemFields,
  reorderMessages,
  tooManyItemsMessage,
  type ItemKind,
} from '../../../shared/curriculum/sections';
import type { RateLimitRule } from '../../config';
import type { Logger } from '../../platform/logger';
import { createPdfCache } from '../../platform/pdf/pdf-cache';
import { pdfRenderLimitKey } from '../../platform/pdf/pdf-pool';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../platform/http/errors';
import type { renderCurriculumDocx } from './curriculum-docx';
import type { renderCurriculumPdf } from './curriculum-pdf';
import type { CurriculumPatch, CurriculumQueries, CurriculumRepository, CurriculumRow, ItemFields } from './curriculum.repository';
import { toJsonResume, type JsonResume } from './json-resume';
import { planVersionRestore, putInTrash, toTrashEntry } from './curriculum-trash';
import { suggestionsToPick } from '../../../shared/curriculum/test-result-suggestions';
import { versionReasonFor, versionsToDrop, type SaveReason, type VersionReason } from '../../../shared/curriculum/versions';

/** Why a write happens (decision 0193): what the client said for PUT /curriculum, 'restore' for a version restore. */
type WriteReason = { reason: SaveReason | 'restore'; section: string | null };
const AUTOSAVE: WriteReason = { reason: 'autosave', section: null };

/** An item as the calls take it, after validation (trimmed, defaults filled); `id` only in PUT /curriculum. */
export type ItemDraft<K extends ItemKind> = z.output<(typeof ITEM_INPUT_SCHEMAS)[K]> & { id?: string | null | undefined; order?: number | undefined };
export type BasicInfoDraft = z.output<typeof basicInfoInputSchema>;
type Defaults = { type: CurriculumType; design: CurriculumDesign };

export interface CurriculumServiceDeps {
  repository: CurriculumRepository;
  /** The dominant profile of the user's latest completed quiz, or null (from the quiz module). */
  dominantProfileOf: (userId: string) => Promise<ProfileId | null>;
  /** The age band and school stage stored with the account (the auth module's), for objectives that fit the age. */
  lifeStageOf: (userId: string) => Promise<Pick<LifeStage, 'ageBand' | 'schoolStage'>>;
  log: Logger;
  /** Renders the PDF (in the platform's worker pool); when absent, in this thread. */
  render?: typeof renderCurriculumPdf;
  /** Writes the Word file (in this thread: a few milliseconds, decision 0184); tests swap it to count or fail renders. */
  renderDocx?: typeof renderCurriculumDocx | undefined;
  /** Where rendered PDFs and Word files are kept (DATA_DIR/resumes). */
  resumesDir: string;
  /** Counts real renders per person (cached downloads are free), within `rendersPerUser`. */
  limiter: RateLimiter;
  rendersPerUser: RateLimitRule;
  now?: () => Date;
}

/** Both kinds a resume prints as (a record, so a new kind cannot be left out of the hash). */
const DOCUMENT_KINDS: Readonly<Record<DocumentKind, true>> = { formal: true, young: true };

/**
 * The resume PDF's layout version: change it when the designs or the PDF
 * change how a saved curriculum prints, so no cached file of the old layout is served.
 */
export const CURRICULUM_PDF_LAYOUT_VERSION = '2026-11-27-page-fit';
/** The same for the Word file (curriculum-docx.ts). */
export const CURRICULUM_DOCX_LAYOUT_VERSION = '2026-11-27-links';

/** The resume's file formats, each cached beside the others. */
export type ResumeFormat = 'pdf' | 'docx';

/**
 * The cached resume's name: the curriculum, a hash of what it prints (the
 * documents drawn for both kinds: the name, every line, in order) with the
 * layout versions of both formats, then the kind, the design and the format.
 * Changed text is a new hash (and the old hash's files go, PDFs and Word
 * files alike); another kind, design or format is another file of the same hash.
 */
export function resumeCacheName(
  curriculum: Curriculum,
  kind: DocumentKind,
  design: CurriculumDesign,
  format: ResumeFormat = 'pdf',
): { name: string; contentPrefix: string } {
  const printed = (Object.keys(DOCUMENT_KINDS) as DocumentKind[]).map((each) => buildCurriculumDocument(curriculum, each));
  const key = createHash('sha256')
    .update(JSON.stringify([printed, CURRICULUM_PDF_LAYOUT_VERSION, CURRICULUM_DOCX_LAYOUT_VERSION]))
    .digest('hex')
    .slice(0, 16);
  const contentPrefix = `${curriculum.id}-${key}-`;
  return { name: `${contentPrefix}${kind}-${design}.${format}`, contentPrefix };
}

/** A curriculum created by a call that does not say otherwise (spec: the FORMAL screen is the default). */
const DEFAULTS: Defaults = { type: 'FORMAL', design: 'classic' };

/**
 * What makes a new version: everything but ids, the save time and the design.
 * A design switch is saved at once but is a look, not a new text: toggling
 * Clássico/Moderno must not push the person's real versions out of the ten kept.
 */
function contentOf(curriculum: Curriculum): string {
  const { id: _id, updatedAt: _updatedAt, design: _design, ...content } = curriculum;
  const strip = (items: ReadonlyArray<{ id: string }>) => items.map(({ id: _itemId, ...rest }) => rest);
  return JSON.stringify({ ...content, ...Object.fromEntries(ITEM_KINDS.map((kind) => [kind, strip(curriculum[kind])])) });
}

/**
 * A version as saved (JSON of the whole curriculum), read with today's sections: a section added since
 * (Idiomas) is an empty list and a field added since (a course's hours) is empty, as their migration made them.
 */
export function storedVersion(json: string): Curriculum {
  const stored = JSON.parse(json) as Record<string, unknown>;
  const lists = ITEM_KINDS.map((kind) => {
    const items = Array.isArray(stored[kind]) ? (stored[kind] as Array<Record<string, unknown>>) : [];
    return [kind, items.map((item) => ({ ...item, ...filledItem(kind, item) }))];
  });
  return curriculumSchema.parse({ ...stored, ...Object.fromEntries(lists) });
}

/** Anything the user wrote: a filled field, a differential or an item (type and design are choices, not content). */
function hasContent(
  curriculum: Pick<Curriculum, 'fullName' | 'age' | 'address' | 'phone' | 'email' | 'linkedin' | 'objective' | 'availability'> & {
    differentials: readonly string[];
    lists: readonly (readonly unknown[])[];
  },
): boolean {
  const fields = [curriculum.fullName, curriculum.age, curriculum.address, curriculum.phone, curriculum.email, curriculum.linkedin, curriculum.objective];
  return (
    fields.some((field) => !isBlankValue(field)) ||
    curriculum.availability.trim() !== '' ||
    curriculum.differentials.some((item) => !isBlankValue(item)) ||
    curriculum.lists.some((list) => list.length > 0)
  );
}

const itemCount = (curriculum: Curriculum) => ITEM_KINDS.reduce((sum, kind) => sum + curriculum[kind].length, 0);

function basicPatch(input: BasicInfoDraft | CurriculumDraft): CurriculumPatch {
  const patch: CurriculumPatch = {};
  if (input.type !== undefined) patch.type = input.type;
  if (input.design !== undefined) patch.design = input.design;
  if (input.fullName !== undefined) patch.full_name = input.fullName;
  if (input.age !== undefined) patch.age = input.age;
  if (input.address !== undefined) patch.address = input.address;
  if (input.phone !== undefined) patch.phone = input.phone;
  if (input.email !== undefined) patch.email = input.email;
  if (input.linkedin !== undefined) patch.linkedin = input.linkedin;
  if (input.objective !== undefined) patch.objective = input.objective;
  if (input.availability !== undefined) patch.availability = input.availability;
  if (input.differentials !== undefined) patch.differentials = JSON.stringify(input.differentials);
  return patch;
}

function fieldsOf<K extends ItemKind>(item: ItemDraft<K> | CurriculumItem<K>): ItemFields<K> {
  const { id: _id, order: _order, ...fields } = item as ItemDraft<K> & { order?: number };
  return fields as unknown as ItemFields<K>;
}

/** Where it failed (the error's class and stack frames), without its message, which may quote what the user typed. */
function errorWhere(error: unknown): { type: string; stack: string[] } {
  if (!(error instanceof Error)) return { type: typeof error, stack: [] };
  // V8's stack starts with `${name}: ${message}` (the message may span lines); only what follows is kept.
  const header = String(error);
  const stack = error.stack?.startsWith(header) ? error.stack.slice(header.length) : '';
  return {
    type: error.name,
    stack: stack
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('at ')),
  };
}

/** The resume builder's use cases (spec §4 Curriculum, §5, §7): every call is for the caller's own curriculum. */
export function createCurriculumService(deps: CurriculumServiceDeps) {
  const { repository, log } = deps;
  const now = deps.now ?? (() => new Date());
  // @react-pdf and the designs are loaded on the first download, not at start (memory at rest).
  const render = deps.render ?? (async (input: Parameters<typeof renderCurriculumPdf>[0]) => (await import('./curriculum-pdf')).renderCurriculumPdf(input));
  const cache = createPdfCache({ dir: deps.resumesDir, log, what: 'resume PDF' });
  // docx is loaded on the first Word download, like @react-pdf.
  const renderDocx =
    deps.renderDocx ?? (async (input: Parameters<typeof renderCurriculumDocx>[0]) => (await import('./curriculum-docx')).renderCurriculumDocx(input));
  const docxCache = createPdfCache({ dir: deps.resumesDir, log, what: 'resume DOCX' });

  function newRow(userId: string, defaults: Defaults): CurriculumRow {
    const at = now().toISOString();
    return {
      id: randomUUID(),
      user_id: userId,
      type: defaults.type,
      design: defaults.design,
      full_name: '',
      age: '',
      address: '',
      phone: '',
      email: '',
      linkedin: '',
      objective: '',
      availability: '',
      differentials: '[]',
      created_at: at,
      updated_at: at,
    };
  }

  /**
   * One write, in one transaction, under the curriculum's row lock: `change`
   * sees the saved curriculum and writes through `tx`. When the content
   * changed (or the curriculum was just created) the save time moves and the
   * whole saved curriculum becomes the newest version, kept with `why`
   * (versions.ts: an autosave that is the day's first becomes 'day'; a restore
   * keeps the autosave it replaces as 'before-restore'); the keeping rule then
   * drops the oldest autosaves and meaningful versions past their limits. A manual
   * or section save that changes nothing turns the newest autosave into that moment.
   * `create` makes the curriculum first when the user has none; without it, no
   * curriculum means null (nothing written).
   */
  async function write<T>(
    userId: string,
    create: Defaults | null,
    change: (tx: CurriculumQueries, current: Curriculum) => Promise<T>,
    why: WriteReason = AUTOSAVE,
  ): Promise<{ value: T; curriculum: Curriculum } | null> {
    return repository.transaction(async (tx) => {
      const created = create ? await tx.insertIfMissing(newRow(userId, create)) : false;
      if (!(await tx.lock(userId))) return null;
      const before = await tx.load((await tx.findRowByUser(userId))!);
      const value = await change(tx, before);
      let after = await tx.load((await tx.findRowByUser(userId))!);
      const latest = await tx.latestVersion(after.id);
      const section = why.reason === 'section' ? why.section : null;
      if (created || contentOf(after) !== contentOf(before)) {
        const at = now();
        await tx.update(after.id, { updated_at: at.toISOString() });
        after = { ...after, updatedAt: at.toISOString() };
        if (why.reason === 'restore' && latest?.reason === 'autosave') await tx.relabelVersion(after.id, latest.number, 'before-restore', null);
        const reason = versionReasonFor(why.reason, at, latest?.created_at ?? null);
        await tx.insertVersion(after.id, {
          number: (latest ? Number(latest.number) : 0) + 1,
          document: JSON.stringify(after),
          created_at: at.toISOString(),
          reason,
          section,
        });
        const kept = await tx.versionReasons(after.id);
        await tx.deleteVersions(after.id, versionsToDrop(kept.map((version) => ({ number: Number(version.number), reason: version.reason as VersionReason }))));
      } else if ((why.reason === 'manual' || why.reason === 'section') && latest?.reason === 'autosave') {
        await tx.relabelVersion(after.id, latest.number, why.reason, section);
      }
      return { value, curriculum: after };
    });
  }

  async function own(userId: string): Promise<Curriculum> {
    const curriculum = await repository.findByUser(userId);
    if (!curriculum) throw new NotFoundError(CURRICULUM_MESSAGES.notSaved);
    return curriculum;
  }

  function assertComplete<K extends ItemKind>(kind: K, item: ItemDraft<K>): void {
    const note = incompleteItemNote(kind, item);
    if (note) throw new BadRequestError(note, { kind, missing: missingItemFields(kind, item) });
  }

  return {
    mine(userId: string): Promise<Curriculum | null> {
      return repository.findByUser(userId);
    },

    /**
     * PUT /curriculum: the whole document. Items with a real id must be this
     * curriculum's (else 404 and nothing written); items with a temp id or
     * none are created; saved items left out of a list are deleted; incomplete
     * rows (spec §5) are left out and reported. A document with no content is
     * refused over a saved one that has content (autosave must never wipe a resume).
     */
    async save(userId: string, draft: CurriculumDraft): Promise<Curriculum & { dropped: DroppedItem[] }> {
      const dropped: DroppedItem[] = [];
      type Kept = { id: string | null; fields: ItemFields<ItemKind>; order: number };
      const kept = Object.fromEntries(ITEM_KINDS.map((kind) => [kind, [] as Kept[]])) as Record<ItemKind, Kept[]>;
      const sentIds = Object.fromEntries(ITEM_KINDS.map((kind) => [kind, new Set<string>()])) as Record<ItemKind, Set<string>>;
      for (const kind of ITEM_KINDS) {
        (draft[kind] as Array<ItemDraft<typeof kind>>).forEach((item, index) => {
          const id = item.id && !isTempId(item.id) ? item.id : null;
          if (id) {
            if (sentIds[kind].has(id)) throw new BadRequestError(CURRICULUM_MESSAGES.duplicateItem);
            sentIds[kind].add(id);
          }
          const missing = missingItemFields(kind, item);
          if (missing.length > 0) dropped.push({ kind, index, missing });
          else kept[kind].push({ id, fields: fieldsOf(item), order: item.order ?? index });
        });
      }
      const result = await write(
        userId,
        { type: draft.type, design: draft.design ?? DEFAULTS.design },
        async (tx, current) => {
          for (const kind of ITEM_KINDS) {
            const saved = new Set(current[kind].map((item) => item.id));
            for (const id of sentIds[kind]) if (!saved.has(id)) throw new NotFoundError(CURRICULUM_MESSAGES.itemNotFound);
          }
          const incoming = { ...draft, lists: ITEM_KINDS.map((kind) => kept[kind]) };
          const saved = { ...current, lists: ITEM_KINDS.map((kind) => current[kind]) };
          if (!hasContent(incoming) && hasContent(saved)) throw new ConflictError(CURRICULUM_MESSAGES.emptyOverwrite);

          await tx.update(current.id, basicPatch({ ...draft, design: draft.design ?? current.design }));
          for (const kind of ITEM_KINDS) {
            const keptIds = new Set(kept[kind].flatMap((item) => (item.id ? [item.id] : [])));
            await tx.deleteItems(
              kind,
              current.id,
              current[kind].filter((item) => !keptIds.has(item.id)).map((item) => item.id),
            );
            for (const item of kept[kind]) {
              const fields = item.fields;
              if (item.id) await tx.updateItem(kind, current.id, item.id, fields, item.order);
              else await tx.insertItem(kind, current.id, randomUUID(), fields, item.order);
            }
          }
        },
        { reason: draft.reason, section: draft.section ?? null },
      );
      return { ...result!.curriculum, dropped };
    },

    /** PUT /curriculum/basic-info: only the fields sent; creates the curriculum (FORMAL, classic unless sent) when there is none. */
    async saveBasicInfo(userId: string, input: BasicInfoDraft): Promise<Curriculum> {
      const result = await write(userId, { type: input.type ?? DEFAULTS.type, design: input.design ?? DEFAULTS.design }, (tx, current) =>
        tx.update(current.id, basicPatch(input)),
      );
      return result!.curriculum;
    },

    /** POST /curriculum/{kind}: a complete item, at the end of its list unless `order` is given. */
    async addItem<K extends ItemKind>(userId: string, kind: K, item: ItemDraft<K>): Promise<CurriculumItem<K>> {
      assertComplete(kind, item);
      const id = randomUUID();
      const result = await write(userId, DEFAULTS, async (tx, current) => {
        const list = current[kind] as unknown as Array<CurriculumItem<K>>;
        if (list.length >= LIST_SECTIONS[kind].maxItems) throw new BadRequestError(tooManyItemsMessage(kind));
        const order = item.order ?? (list.length === 0 ? 0 : Math.max(...list.map((saved) => saved.order)) + 1);
        await tx.insertItem(kind, current.id, id, fieldsOf(item), order);
      });
      return (result!.curriculum[kind] as unknown as Array<CurriculumItem<K>>).find((saved) => saved.id === id)!;
    },

    /** PUT /curriculum/{kind}/{id}: 404 for an id that is not in the caller's curriculum. */
    async updateItem<K extends ItemKind>(userId: string, kind: K, id: string, item: ItemDraft<K>): Promise<CurriculumItem<K>> {
      assertComplete(kind, item);
      const result = await write(userId, null, async (tx, current) => {
        const saved = (current[kind] as unknown as Array<CurriculumItem<K>>).find((candidate) => candidate.id === id);
        if (!saved) throw new NotFoundError(CURRICULUM_MESSAGES.itemNotFound);
        await tx.updateItem(kind, current.id, id, fieldsOf(item), item.order ?? saved.order);
      });
      if (!result) throw new NotFoundError(CURRICULUM_MESSAGES.itemNotFound);
      return (result.curriculum[kind] as unknown as Array<CurriculumItem<K>>).find((saved) => saved.id === id)!;
    },

    /**
     * PUT /curriculum/{kind}/order: the list's saved items in the order of `ids` (0, 1, 2...), in one write, so a
     * changed order is a new version like any save. Every id must be one of the list's (else 404: another user's or
     * an unknown item) and every item of the list named (else 400); the contract refuses an id named twice.
     */
    async reorderItems(userId: string, kind: ItemKind, ids: readonly string[]): Promise<Curriculum> {
      const result = await write(userId, null, async (tx, current) => {
        const saved = new Set(current[kind].map((item) => item.id));
        if (ids.some((id) => !saved.has(id))) throw new NotFoundError(CURRICULUM_MESSAGES.itemNotFound);
        if (ids.length !== saved.size) throw new BadRequestError(reorderMessages(kind).incomplete);
        for (const [order, id] of ids.entries()) await tx.setItemOrder(kind, current.id, id, order);
      });
      if (!result) throw new NotFoundError(CURRICULUM_MESSAGES.notSaved);
      return result.curriculum;
    },

    /**
     * DELETE /curriculum/{kind}/{id}: the item goes to the trash in the same transaction (its trash id answers, for "Desfazer").
     * Not deleted (false, no trash id) for an unknown id (spec: tolerated); 404 for another user's item.
     */
    async removeItem(userId: string, kind: ItemKind, id: string): Promise<{ deleted: boolean; trashId: string | null }> {
      const owner = await repository.findItemOwner(kind, id);
      if (!owner) return { deleted: false, trashId: null };
      if (owner.userId !== userId) throw new NotFoundError(CURRICULUM_MESSAGES.itemNotFound);
      const result = await write(userId, null, async (tx, current) => {
        const item = (current[kind] as Array<CurriculumItem<ItemKind>>).find((candidate) => candidate.id === id);
        if (!item) return null;
        await tx.deleteItems(kind, current.id, [id]);
        return putInTrash(tx, current.id, kind, item, 'deleted', now());
      });
      const trashId = result?.value ?? null;
      return { deleted: trashId !== null, trashId };
    },

    /**
     * POST /curriculum/generate-from-profile: suggestions from the dominant profile of the user's last quiz, to pick
     * from; nothing is written (issue 29, decision 0193). The differentials are neutral nouns, and the ones and the
     * skills the curriculum already holds are left out. The objective names only what the person's age allows
     * (objective.ts): the age band stored with the account, and whether they study (a current education in the
     * curriculum, else the school stage they told).
     */
    async generateFromProfile(userId: string): Promise<{ seed: ProfileSeed; curriculum: Curriculum | null }> {
      const profileId = await deps.dominantProfileOf(userId);
      if (profileId === null) throw new NotFoundError(CURRICULUM_MESSAGES.quizRequired);
      const suggestions = curriculumSuggestions(profileId);
      const stage = await deps.lifeStageOf(userId);
      const curriculum = await repository.findByUser(userId);
      const studying = studyingFrom(stage.schoolStage, curriculum?.education.some((item) => item.status === 'ONGOING') ?? false);
      const objective = objectiveForAge(suggestions.objective, objectiveRule(stage.ageBand, studying));
      const pick = suggestionsToPick(suggestions, curriculum);
      return {
        seed: {
          profileId,
          profileName: getProfile(profileId).name,
          objective: objective.objective,
          objectiveNote: objective.note,
          differentials: pick.differentials,
          skills: pick.skills,
        },
        curriculum,
      };
    },

    /** The kept versions, newest first. */
    async versions(userId: string): Promise<CurriculumVersion[]> {
      const row = await repository.findRowByUser(userId);
      if (!row) return [];
      const versions = await repository.listVersions(row.id);
      return versions.map((version) => {
        const document = storedVersion(version.document);
        return {
          number: Number(version.number),
          createdAt: version.created_at,
          reason: version.reason as VersionReason,
          section: version.section,
          fullName: document.fullName,
          completeness: curriculumCompleteness(document).percent,
          itemCount: itemCount(document),
        };
      });
    },

    /**
     * Writes version `number` back (its items keep their ids); it becomes the newest version. The version's rows
     * that are incomplete or past a limit today are left out, and the current items it changes or removes are
     * replaced: all of them go to the trash, and the answer says what (decision 0185).
     */
    async restore(userId: string, number: number): Promise<Curriculum & RestoreReport> {
      const result = await write(
        userId,
        null,
        async (tx, current) => {
          const version = await tx.findVersion(current.id, number);
          if (!version) throw new NotFoundError(CURRICULUM_MESSAGES.versionNotFound);
          const document = storedVersion(version.document);
          const plan = planVersionRestore(current, document);
          await tx.update(current.id, basicPatch(document));
          const at = now();
          for (const { kind, item, cause } of plan.toTrash) await putInTrash(tx, current.id, kind, item, cause, at);
          await tx.deleteAllItems(current.id);
          for (const kind of ITEM_KINDS) {
            for (const item of plan.kept[kind]) await tx.insertItem(kind, current.id, item.id, fieldsOf(item), item.order);
          }
          return { dropped: plan.dropped, overLimit: plan.overLimit, trashed: plan.replaced };
        },
        { reason: 'restore', section: null },
      );
      if (!result) throw new NotFoundError(CURRICULUM_MESSAGES.versionNotFound);
      return { ...result.curriculum, ...result.value };
    },

    /** GET /curriculum/trash: the rows not yet expired, newest first (expired ones are dropped first). */
    async trash(userId: string): Promise<TrashEntry[]> {
      const row = await repository.findRowByUser(userId);
      if (!row) return [];
      const at = now().toISOString();
      await repository.purgeExpiredTrash(at, row.id);
      return (await repository.listTrash(row.id, at)).flatMap((entry) => toTrashEntry(entry) ?? []);
    },

    /**
     * POST /curriculum/trash/{id}/restore: the item back in its list, at its old place when no item holds it,
     * else at the end; with its old id unless that id is in use again (a version restore brought it back).
     * 404 for an id not in the caller's trash (or expired); 409 when the list is at its limit.
     */
    async restoreFromTrash(userId: string, trashId: string): Promise<{ kind: ItemKind; itemId: string; curriculum: Curriculum }> {
      const result = await write(userId, null, async (tx, current) => {
        const row = await tx.findTrash(current.id, trashId, now().toISOString());
        const entry = row && toTrashEntry(row);
        if (!row || !entry) throw new NotFoundError(TRASH_MESSAGES.notFound);
        const { kind } = entry;
        const list = current[kind] as Array<CurriculumItem<ItemKind>>;
        if (list.length >= LIST_SECTIONS[kind].maxItems) throw new ConflictError(trashSectionFullMessage(kind));
        const free = !list.some((item) => item.order === entry.order);
        const order = free ? entry.order : list.length === 0 ? 0 : Math.max(...list.map((item) => item.order)) + 1;
        const itemId = (await tx.findItemOwner(kind, row.item_id)) ? randomUUID() : row.item_id;
        await tx.insertItem(kind, current.id, itemId, filledItem(kind, entry.fields), order);
        await tx.deleteTrash(row.id);
        return { kind, itemId };
      });
      if (!result) throw new NotFoundError(TRASH_MESSAGES.notFound);
      return { ...result.value, curriculum: result.curriculum };
    },

    /** The worker's pass: drops every trash row past its 30 days; how many. */
    async purgeExpiredTrash(): Promise<number> {
      const purged = await repository.purgeExpiredTrash(now().toISOString());
      if (purged > 0) log.info({ purged }, 'curriculum trash rows past their 30 days dropped');
      return purged;
    },

    /**
     * GET /curriculum/pdf: the saved curriculum drawn as `kind`, in the asked design or the saved one.
     * Rendered once per content, kind and design (one render at a time per file) and kept on disk;
     * the copies of older content go when a new one is kept.
     */
    async pdf(userId: string, query: z.output<typeof curriculumPdfQuerySchema>) {
      const curriculum = await own(userId);
      const design = query.design ?? curriculum.design;
      const { name, contentPrefix } = resumeCacheName(curriculum, query.type, design);
      const file = await cache.get(name, {
        context: { curriculumId: curriculum.id },
        // Another content's copies (any kind and design) are never served again; this content's other kinds and designs stay.
        isOlderCopy: (other) => other.startsWith(`${curriculum.id}-`) && !other.startsWith(contentPrefix),
        render: async () => {
          // Only a real render counts towards the person's limit (429 past it); a cached file is free.
          await deps.limiter.consume(pdfRenderLimitKey(userId), deps.rendersPerUser);
          try {
            return await render({ document: buildCurriculumDocument(curriculum, query.type), kind: query.type, design });
          } catch (error) {
            // Too many renders queued is the pool's own 503; anything else is a failed render.
            if (error instanceof AppError) throw error;
            // No personal data in the log: the curriculum id, what was asked, and where it failed.
            log.error({ curriculumId: curriculum.id, kind: query.type, design, error: errorWhere(error) }, 'curriculum PDF rendering failed');
            throw new AppError(500, CURRICULUM_MESSAGES.pdfError);
          }
        },
      });
      return { file, fileName: curriculumFileName(query.type, curriculum.fullName) };
    },

    /**
     * GET /curriculum/docx: the PDF's document as a Word file, cached beside the PDFs by the same
     * content hash; a real write counts towards the same per-person limit as a PDF render.
     */
    async docx(userId: string, query: z.output<typeof curriculumDocxQuerySchema>) {
      const curriculum = await own(userId);
      const design = query.design ?? curriculum.design;
      const { name, contentPrefix } = resumeCacheName(curriculum, query.type, design, 'docx');
      const file = await docxCache.get(name, {
        context: { curriculumId: curriculum.id },
        isOlderCopy: (other) => other.startsWith(`${curriculum.id}-`) && !other.startsWith(contentPrefix),
        render: async () => {
          await deps.limiter.consume(pdfRenderLimitKey(userId), deps.rendersPerUser);
          try {
            return await renderDocx({ document: buildCurriculumDocument(curriculum, query.type), kind: query.type, design });
          } catch (error) {
            log.error({ curriculumId: curriculum.id, kind: query.type, design, error: errorWhere(error) }, 'curriculum DOCX writing failed');
            throw new AppError(500, CURRICULUM_MESSAGES.docxError);
          }
        },
      });
      return { file, fileName: curriculumDocxFileName(query.type, curriculum.fullName) };
    },

    /** GET /curriculum/export: the saved curriculum as a JSON Resume document. */
    async exportJsonResume(userId: string): Promise<JsonResume> {
      return toJsonResume(await own(userId));
    },
  };
}

export type CurriculumService = ReturnType<typeof createCurriculumService>;
