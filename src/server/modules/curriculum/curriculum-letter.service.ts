import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  letterSchema,
  type Letter,
  type LetterDraft,
  type letterFileQuerySchema,
  type LetterVersion,
} from '../../../shared/contracts/curriculum-letter.contract';
import type { Curriculum } from '../../../shared/contracts/curriculum.contract';
import { CURRICULUM_SUGGESTIONS } from '../../../shared/content/curriculum-suggestions';
import type { ProfileId } from '../../../shared/content/content.schema';
import type { DocumentKind } from '../../../shared/curriculum/document';
import {
  LETTER_MESSAGES,
  LETTER_PARAGRAPHS,
  LETTER_VERSIONS_KEPT,
  buildLetterDocument,
  isLetterComplete,
  letterFileName,
  letterSourceOf,
  suggestLetter,
  uneditedMessage,
  uneditedParagraphs,
  type LetterParagraph,
  type LetterParagraphs,
  type LetterSource,
} from '../../../shared/curriculum/letter';
import type { CurriculumDesign } from '../../../shared/curriculum/rules';
import type { RateLimitRule } from '../../config';
import { AppError, ConflictError, NotFoundError } from '../../platform/http/errors';
import type { Logger } from '../../platform/logger';
import { createPdfCache } from '../../platform/pdf/pdf-cache';
import { pdfRenderLimitKey } from '../../platform/pdf/pdf-pool';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import type { renderLetterDocx } from './curriculum-letter-docx';
import type { renderLetterPdf } from './curriculum-letter-pdf';
import type { LetterRepository, LetterRow } from './curriculum-letter.repository';

export interface LetterServiceDeps {
  repository: LetterRepository;
  /** The caller's saved resume (the curriculum repository's). */
  curriculumOf: (userId: string) => Promise<Curriculum | null>;
  /** The dominant profile of the user's latest completed quiz, or null (the quiz module's). */
  dominantProfileOf: (userId: string) => Promise<ProfileId | null>;
  log: Logger;
  /** Renders the PDF (in the platform's worker pool); when absent, in this thread. */
  render?: typeof renderLetterPdf | undefined;
  renderDocx?: typeof renderLetterDocx | undefined;
  /** Where the resume's files are kept (DATA_DIR/resumes): the letter's sit beside them, named `letter-<curriculumId>-…`. */
  resumesDir: string;
  limiter: RateLimiter;
  rendersPerUser: RateLimitRule;
  now: () => Date;
}

/** Change when the letter's PDF or Word file prints a saved letter differently (no cached file of the old layout is served). */
export const LETTER_LAYOUT_VERSION = '2026-11-27-v1';

/** The letter's cached files start with this, so the resume's cache never takes them for its own older copies. */
export const letterFilePrefix = (curriculumId: string) => `letter-${curriculumId}-`;

const KINDS: readonly DocumentKind[] = ['formal', 'young'];

const paragraphsOf = (letter: LetterParagraphs): LetterParagraphs =>
  Object.fromEntries(LETTER_PARAGRAPHS.map((paragraph) => [paragraph, letter[paragraph]])) as LetterParagraphs;

function toLetter(row: LetterRow): Letter {
  return { target: row.target, organization: row.organization, ...paragraphsOf(row), updatedAt: row.updated_at };
}

/** What makes a new version: the target, the organisation and the paragraphs. */
const contentOf = (letter: Omit<Letter, 'updatedAt'>) =>
  JSON.stringify([letter.target, letter.organization, ...LETTER_PARAGRAPHS.map((paragraph) => letter[paragraph])]);

function storedSuggestion(row: LetterRow): LetterParagraphs | null {
  try {
    const parsed = JSON.parse(row.suggested) as Partial<LetterParagraphs>;
    return LETTER_PARAGRAPHS.every((paragraph) => typeof parsed[paragraph] === 'string') ? (parsed as LetterParagraphs) : null;
  } catch {
    return null;
  }
}

/**
 * The cover letter's use cases (decision 0189). The suggestions are computed on
 * the server from the saved resume and the test result (shared/curriculum/letter.ts,
 * the same function the form runs); those of the last save are stored with the
 * letter. A paragraph equal (whitespace aside) to the stored suggestion or to
 * today's is "unedited", and the files and review links refuse the letter.
 */
export function createLetterService(deps: LetterServiceDeps) {
  const { repository, log, now } = deps;
  const render = deps.render ?? (async (input: Parameters<typeof renderLetterPdf>[0]) => (await import('./curriculum-letter-pdf')).renderLetterPdf(input));
  const renderDocx =
    deps.renderDocx ?? (async (input: Parameters<typeof renderLetterDocx>[0]) => (await import('./curriculum-letter-docx')).renderLetterDocx(input));
  const pdfCache = createPdfCache({ dir: deps.resumesDir, log, what: 'cover letter PDF' });
  const docxCache = createPdfCache({ dir: deps.resumesDir, log, what: 'cover letter DOCX' });

  async function sourceOf(userId: string, curriculum: Curriculum): Promise<LetterSource> {
    const profileId = await deps.dominantProfileOf(userId);
    return letterSourceOf(curriculum, profileId === null ? null : CURRICULUM_SUGGESTIONS[profileId]);
  }

  async function ownCurriculum(userId: string): Promise<Curriculum> {
    const curriculum = await deps.curriculumOf(userId);
    if (!curriculum) throw new NotFoundError(LETTER_MESSAGES.noCurriculum);
    return curriculum;
  }

  function unedited(row: LetterRow, source: LetterSource): LetterParagraph[] {
    return uneditedParagraphs(paragraphsOf(row), [storedSuggestion(row), suggestLetter(source, row.target, row.organization)]);
  }

  /**
   * One write under the letter's row lock: `change` gives the new content; when it differs from the saved
   * one (or the letter has no version yet) the save time moves and it becomes the newest version.
   */
  async function write(userId: string, change: (current: LetterRow) => Promise<Omit<Letter, 'updatedAt'>> | Omit<Letter, 'updatedAt'>) {
    const curriculum = await ownCurriculum(userId);
    const source = await sourceOf(userId, curriculum);
    const row = await repository.transaction(async (tx) => {
      const at = now().toISOString();
      await tx.insertIfMissing({
        id: randomUUID(),
        curriculum_id: curriculum.id,
        target: 'APPRENTICE',
        organization: '',
        intro: '',
        motivation: '',
        contribution: '',
        suggested: 'null',
        created_at: at,
        updated_at: at,
      });
      const before = (await tx.lock(curriculum.id))!;
      const next = await change(before);
      const suggested = JSON.stringify(suggestLetter(source, next.target, next.organization));
      const latest = await tx.latestVersionNumber(before.id);
      const changed = latest === 0 || contentOf(next) !== contentOf(toLetter(before));
      const patch = { target: next.target, organization: next.organization, ...paragraphsOf(next), suggested, ...(changed ? { updated_at: at } : {}) };
      await tx.update(before.id, patch);
      const after: LetterRow = { ...before, ...patch };
      if (changed) {
        await tx.insertVersion(before.id, { number: latest + 1, document: JSON.stringify(toLetter(after)), created_at: at });
        await tx.deleteVersionsUpTo(before.id, latest + 1 - LETTER_VERSIONS_KEPT);
      }
      return after;
    });
    return { letter: toLetter(row), unedited: unedited(row, source) };
  }

  /** The saved letter, ready to print: 404 without a resume or a letter, 409 while incomplete or still the suggestion. */
  async function printable(userId: string) {
    const curriculum = await ownCurriculum(userId);
    const row = await repository.findByCurriculum(curriculum.id);
    if (!row) throw new NotFoundError(LETTER_MESSAGES.notSaved);
    if (!isLetterComplete(row)) throw new ConflictError(LETTER_MESSAGES.incomplete);
    const still = unedited(row, await sourceOf(userId, curriculum));
    if (still.length > 0) throw new ConflictError(uneditedMessage(still));
    return { curriculum, row };
  }

  /** The cached name of a letter file: a hash of what both header kinds print (with today's date line) and the layout. */
  function cacheName(curriculum: Curriculum, row: LetterRow, kind: DocumentKind, design: CurriculumDesign, format: 'pdf' | 'docx', at: Date) {
    const printed = KINDS.map((each) => buildLetterDocument(curriculum, row, each, at));
    const key = createHash('sha256')
      .update(JSON.stringify([printed, LETTER_LAYOUT_VERSION]))
      .digest('hex')
      .slice(0, 16);
    const contentPrefix = `${letterFilePrefix(curriculum.id)}${key}-`;
    return { name: `${contentPrefix}${kind}-${design}.${format}`, contentPrefix };
  }

  async function file(userId: string, query: z.output<typeof letterFileQuerySchema>, format: 'pdf' | 'docx') {
    const { curriculum, row } = await printable(userId);
    const design = query.design ?? curriculum.design;
    const at = now();
    const { name, contentPrefix } = cacheName(curriculum, row, query.type, design, format, at);
    const cache = format === 'pdf' ? pdfCache : docxCache;
    const bytes = await cache.get(name, {
      context: { curriculumId: curriculum.id },
      isOlderCopy: (other) => other.startsWith(letterFilePrefix(curriculum.id)) && !other.startsWith(contentPrefix),
      render: async () => {
        await deps.limiter.consume(pdfRenderLimitKey(userId), deps.rendersPerUser);
        const input = { document: buildLetterDocument(curriculum, row, query.type, at), design };
        try {
          return format === 'pdf' ? await render(input) : await renderDocx(input);
        } catch (error) {
          if (error instanceof AppError) throw error;
          // No personal data in the log: which letter, what was asked, and the error's class.
          log.error(
            { curriculumId: curriculum.id, format, design, error: error instanceof Error ? error.name : typeof error },
            'cover letter rendering failed',
          );
          throw new AppError(500, format === 'pdf' ? LETTER_MESSAGES.pdfError : LETTER_MESSAGES.docxError);
        }
      },
    });
    return { file: bytes, fileName: letterFileName(curriculum.fullName, format) };
  }

  return {
    /** GET /curriculum/letter: the saved letter (or null), what suggestions are drawn from, and which paragraphs are still one. */
    async mine(userId: string): Promise<{ letter: Letter | null; source: LetterSource | null; unedited: LetterParagraph[] }> {
      const curriculum = await deps.curriculumOf(userId);
      if (!curriculum) return { letter: null, source: null, unedited: [] };
      const source = await sourceOf(userId, curriculum);
      const row = await repository.findByCurriculum(curriculum.id);
      return { letter: row ? toLetter(row) : null, source, unedited: row ? unedited(row, source) : [] };
    },

    /** PUT /curriculum/letter: the whole letter (404 without a saved resume). */
    save(userId: string, draft: LetterDraft) {
      return write(userId, () => draft);
    },

    async versions(userId: string): Promise<LetterVersion[]> {
      const curriculum = await deps.curriculumOf(userId);
      const row = curriculum && (await repository.findByCurriculum(curriculum.id));
      if (!row) return [];
      return (await repository.listVersions(row.id)).map((version) => {
        const letter = letterSchema.parse(JSON.parse(version.document));
        return {
          number: Number(version.number),
          createdAt: version.created_at,
          target: letter.target,
          organization: letter.organization,
          characters: LETTER_PARAGRAPHS.reduce((sum, paragraph) => sum + letter[paragraph].length, 0),
        };
      });
    },

    /** Writes version `number` back; it becomes the newest version. */
    async restore(userId: string, number: number) {
      const curriculum = await ownCurriculum(userId);
      const row = await repository.findByCurriculum(curriculum.id);
      const version = row && (await repository.findVersion(row.id, number));
      if (!version) throw new NotFoundError(LETTER_MESSAGES.versionNotFound);
      const { updatedAt: _updatedAt, ...letter } = letterSchema.parse(JSON.parse(version.document));
      return write(userId, () => letter);
    },

    /** GET /curriculum/letter/pdf. */
    pdf: (userId: string, query: z.output<typeof letterFileQuerySchema>) => file(userId, query, 'pdf'),
    /** GET /curriculum/letter/docx. */
    docx: (userId: string, query: z.output<typeof letterFileQuerySchema>) => file(userId, query, 'docx'),

    /** A review link may include the letter only when it could be downloaded (the same 404 and 409 answers). */
    async assertShareable(userId: string): Promise<void> {
      await printable(userId);
    },
  };
}

export type LetterService = ReturnType<typeof createLetterService>;
