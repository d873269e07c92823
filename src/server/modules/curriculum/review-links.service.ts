import { randomUUID } from 'node:crypto';
import {
  REVIEW_LINK_DAYS,
  REVIEW_LINK_DOCUMENTS,
  REVIEW_LINK_MESSAGES,
  REVIEW_LINKS_LIVE_MAX,
  type ReviewLink,
  type ReviewLinkDocument,
} from '../../../shared/contracts/curriculum-review.contract';
import type { RateLimitRule } from '../../config';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { clientKey } from '../../platform/security/client-key';
import type { RateLimiter } from '../../platform/security/rate-limiter';
import { hashToken, newBearerToken } from '../../platform/security/tokens';
import type { LetterService } from './curriculum-letter.service';
import type { CurriculumService } from './curriculum.service';
import type { ReviewLinkRow, ReviewLinksRepository } from './review-links.repository';

const DAY_MS = 24 * 3_600_000;

/** newBearerToken's shape (43 base64url characters): anything else is not looked up. */
const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export interface ReviewLinksServiceDeps {
  repository: ReviewLinksRepository;
  /** The owner's PDF, rendered and cached as their own download is. */
  curriculum: Pick<CurriculumService, 'pdf'>;
  /** The owner's cover letter: checked when a link includes it, and its PDF (decision 0189). */
  letter: Pick<LetterService, 'pdf' | 'assertShareable'>;
  limiter: RateLimiter;
  limits: { perIp: RateLimitRule; perLink: RateLimitRule };
  now: () => Date;
}

/** The stored list of documents, read back; anything unknown is dropped. */
function includesOf(stored: string): ReviewLinkDocument[] {
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? REVIEW_LINK_DOCUMENTS.filter((document) => parsed.includes(document)) : [];
}

function toLink(row: ReviewLinkRow): ReviewLink {
  return {
    id: row.id,
    includes: includesOf(row.includes),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    openCount: Number(row.open_count),
    lastOpenedAt: row.last_opened_at,
  };
}

/**
 * A resume's private review links (decision 0186). The owner's calls: list the
 * live links with their counts, create one (at most REVIEW_LINKS_LIVE_MAX live),
 * revoke one. The reader's: the link's state and its PDF, by token, rate-limited
 * per client and per link; an unknown, revoked or expired token is one and the same 404.
 */
export function createReviewLinksService(deps: ReviewLinksServiceDeps) {
  const { repository, limiter, limits, now } = deps;

  async function curriculumOf(userId: string) {
    const curriculum = await repository.curriculumOf(userId);
    if (!curriculum) throw new NotFoundError(REVIEW_LINK_MESSAGES.noCurriculum);
    return curriculum;
  }

  /** Counts a read against both budgets (429 past either), then finds the live link or answers 404. */
  async function liveLink(token: string, ip: string) {
    await limiter.consume(`review-link:ip:${clientKey(ip)}`, limits.perIp);
    if (!isTokenShaped(token)) throw new NotFoundError(REVIEW_LINK_MESSAGES.notFound);
    const tokenHash = hashToken(token);
    await limiter.consume(`review-link:link:${tokenHash}`, limits.perLink);
    const link = await repository.findLive(tokenHash, now().toISOString());
    if (!link) throw new NotFoundError(REVIEW_LINK_MESSAGES.notFound);
    return link;
  }

  return {
    async mine(userId: string): Promise<ReviewLink[]> {
      const curriculum = await repository.curriculumOf(userId);
      if (!curriculum) return [];
      return (await repository.live(curriculum.id, now().toISOString())).map(toLink);
    },

    /** A new link to the resume as it will be when opened; its token is answered this once. */
    async create(userId: string, includes: ReviewLinkDocument[]): Promise<{ link: ReviewLink; token: string }> {
      const curriculum = await curriculumOf(userId);
      // The letter is shared only as it could be downloaded: saved, complete, and rewritten from the suggestion.
      if (includes.includes('letter')) await deps.letter.assertShareable(userId);
      const token = newBearerToken();
      const at = now();
      const row: ReviewLinkRow = {
        id: randomUUID(),
        curriculum_id: curriculum.id,
        token_hash: hashToken(token),
        includes: JSON.stringify(includes),
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + REVIEW_LINK_DAYS * DAY_MS).toISOString(),
        revoked_at: null,
        open_count: 0,
        last_opened_at: null,
      };
      if (!(await repository.insertWithin(row, REVIEW_LINKS_LIVE_MAX))) throw new ConflictError(REVIEW_LINK_MESSAGES.tooMany);
      return { link: toLink(row), token };
    },

    /** Ends the link at once. Another person's link, or an unknown id, is 404. */
    async revoke(userId: string, id: string): Promise<void> {
      const link = await repository.findWithOwner(id);
      if (!link || link.user_id !== userId) throw new NotFoundError(REVIEW_LINK_MESSAGES.notFound);
      await repository.revoke(id, now().toISOString());
    },

    /** True when the token names a live link (the page's status); counts nothing. */
    async isLive(token: string): Promise<boolean> {
      return isTokenShaped(token) && (await repository.findLive(hashToken(token), now().toISOString())) !== undefined;
    },

    /** What the link's page shows (GET /review/{token}); a read of the link, not an opening of the document. */
    async state(token: string, ip: string): Promise<{ includes: ReviewLinkDocument[]; expiresAt: string }> {
      const link = await liveLink(token, ip);
      return { includes: includesOf(link.includes), expiresAt: link.expires_at };
    },

    /** The resume's PDF as it is now, in its saved kind and design; one more opening, unless `count` is false (a HEAD). */
    async pdf(token: string, ip: string, count = true): Promise<{ file: Buffer; fileName: string }> {
      const link = await liveLink(token, ip);
      const pdf = await deps.curriculum.pdf(link.user_id, { type: link.type === 'YOUNG' ? 'young' : 'formal', design: link.design });
      if (count) await repository.countOpening(link.id, now().toISOString());
      return pdf;
    },

    /** The cover letter's PDF under the resume's header, in the saved kind and design; 404 when the link does not include it. */
    async letterPdf(token: string, ip: string, count = true): Promise<{ file: Buffer; fileName: string }> {
      const link = await liveLink(token, ip);
      if (!includesOf(link.includes).includes('letter')) throw new NotFoundError(REVIEW_LINK_MESSAGES.notFound);
      const pdf = await deps.letter.pdf(link.user_id, { type: link.type === 'YOUNG' ? 'young' : 'formal', design: link.design });
      if (count) await repository.countOpening(link.id, now().toISOString());
      return pdf;
    },
  };
}

export type ReviewLinksService = ReturnType<typeof createReviewLinksService>;
