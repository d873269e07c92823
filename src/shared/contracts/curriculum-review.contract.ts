import { z } from 'zod';
import { defineContract } from './contract';
import { REVIEW_LINK_DAYS, REVIEW_LINKS_LIVE_MAX } from '../constants/resume-keeping';

/**
 * A resume's private review link (issue 29 item 5, decision 0186): the owner
 * creates a read-only link to the current resume's PDF, valid for
 * REVIEW_LINK_DAYS days, revocable at once, at most REVIEW_LINKS_LIVE_MAX live
 * at a time. Anyone holding the link reads the document and nothing else; a
 * revoked, expired or unknown link answers the same 404.
 */

export { REVIEW_LINK_DAYS, REVIEW_LINKS_LIVE_MAX };

/** The documents a link may show: the resume, and the cover letter when the owner includes it (decision 0189). */
export const REVIEW_LINK_DOCUMENTS = ['resume', 'letter'] as const;
export type ReviewLinkDocument = (typeof REVIEW_LINK_DOCUMENTS)[number];

export const REVIEW_LINK_MESSAGES = {
  tooMany: `Você já tem ${REVIEW_LINKS_LIVE_MAX} links de revisão ativos. Cancele um deles para criar outro.`,
  notFound: 'Este link de revisão não existe, expirou ou foi cancelado.',
  includes: 'Escolha o que o link mostra: o currículo, a carta de apresentação ou os dois.',
  noCurriculum: 'Salve seu currículo antes de pedir uma revisão.',
} as const;

const includesSchema = z
  .array(z.enum(REVIEW_LINK_DOCUMENTS, { error: REVIEW_LINK_MESSAGES.includes }), { error: REVIEW_LINK_MESSAGES.includes })
  .min(1, REVIEW_LINK_MESSAGES.includes)
  .max(REVIEW_LINK_DOCUMENTS.length, REVIEW_LINK_MESSAGES.includes)
  .transform((documents) => [...new Set(documents)]);

/** A link as its owner sees it: never its token (only its hash is kept), except once, when it is created. */
export const reviewLinkSchema = z.object({
  id: z.string(),
  includes: z.array(z.enum(REVIEW_LINK_DOCUMENTS)),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Openings of the document so far. */
  openCount: z.number().int(),
  lastOpenedAt: z.string().nullable(),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

export const myReviewLinksContract = defineContract({
  method: 'GET',
  path: '/curriculum/review-links',
  auth: 'curriculum',
  /** The live links, newest first, with their counts; and the rules the screen states. */
  data: z.object({ links: z.array(reviewLinkSchema), maxLive: z.number().int(), days: z.number().int() }),
});

export const createReviewLinkContract = defineContract({
  method: 'POST',
  path: '/curriculum/review-links',
  auth: 'curriculum',
  body: z
    .object({ includes: includesSchema.optional() })
    .nullish()
    .transform((body) => ({ includes: body?.includes ?? (['resume'] as ReviewLinkDocument[]) })),
  /** `token` is shown this once: the page's path is reviewLinkPath(token). */
  data: z.object({ link: reviewLinkSchema, token: z.string() }),
});

export const revokeReviewLinkContract = defineContract({
  method: 'DELETE',
  path: '/curriculum/review-links/:id',
  auth: 'curriculum',
  params: z.object({ id: z.string().max(64) }),
  data: z.object({ revoked: z.literal(true) }),
});

/** A link's token in a path: any text; a malformed one is simply not found (the same 404 as a dead one). */
const tokenParams = z.object({ token: z.string() });

/** What the link's page needs: what it shows and until when. Nothing of the account. */
export const reviewLinkContract = defineContract({
  method: 'GET',
  path: '/review/:token',
  auth: 'none',
  cache: 'no-store',
  params: tokenParams,
  data: z.object({ includes: z.array(z.enum(REVIEW_LINK_DOCUMENTS)), expiresAt: z.string() }),
});

/** GET /api/review/{token}/pdf answers the resume's PDF (a file route, shared/contracts/registry.ts). */
export const reviewPdfParamsSchema = tokenParams;
export const reviewPdfPath = (token: string) => `/api/review/${encodeURIComponent(token)}/pdf`;
/** GET /api/review/{token}/letter.pdf answers the cover letter's PDF when the link includes it (a 404 otherwise). */
export const reviewLetterPdfPath = (token: string) => `/api/review/${encodeURIComponent(token)}/letter.pdf`;
