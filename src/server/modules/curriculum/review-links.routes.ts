import type { FastifyInstance } from 'fastify';
import { APP_ROUTES } from '../../../shared/constants/app-routes';
import {
  createReviewLinkContract,
  myReviewLinksContract,
  REVIEW_LINK_DAYS,
  REVIEW_LINKS_LIVE_MAX,
  reviewLinkContract,
  reviewPdfParamsSchema,
  revokeReviewLinkContract,
} from '../../../shared/contracts/curriculum-review.contract';
import { fileRouteUrl, reviewLetterPdfRoute, reviewPdfRoute } from '../../../shared/contracts/registry';
import type { Router } from '../../platform/http/router';
import { pageUrls, sendAppPage, type IndexRenderer, type PageMeta } from '../../platform/http/web-app';
import type { ReviewLinksService } from './review-links.service';

/**
 * What the page and the PDF of a review link carry (decision 0186): never kept by a browser or a proxy,
 * never indexed, and the link (its token) never sent on as a Referer.
 */
export const REVIEW_LINK_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
} as const;

/** The page's tags: the same for every link, and nothing of the person (the token stays out of og:url too). */
function reviewPageMeta(publicUrl: string): PageMeta {
  return {
    title: 'Currículo para revisão · Rumo',
    description: 'Um currículo compartilhado para revisão, por um link privado e temporário.',
    url: publicUrl,
    imageUrl: `${publicUrl}/og/rumo.jpg`,
  };
}

/** The owner's calls under /curriculum/review-links, the reader's under /review/{token}, and the page /revisao/{token}. */
export function registerReviewLinkRoutes(
  router: Router,
  app: FastifyInstance,
  reviewLinks: ReviewLinksService,
  page: { publicUrl: string; renderIndex: IndexRenderer },
): void {
  router.route(myReviewLinksContract, async ({ auth }) => ({
    data: { links: await reviewLinks.mine(auth.userId), maxLive: REVIEW_LINKS_LIVE_MAX, days: REVIEW_LINK_DAYS },
  }));
  router.route(createReviewLinkContract, async ({ auth, body }) => ({ status: 201, data: await reviewLinks.create(auth.userId, body.includes) }));
  router.route(revokeReviewLinkContract, async ({ auth, params }) => {
    await reviewLinks.revoke(auth.userId, params.id);
    return { data: { revoked: true as const } };
  });
  router.route(reviewLinkContract, async ({ params, ip }) => ({ data: await reviewLinks.state(params.token, ip), headers: { ...REVIEW_LINK_HEADERS } }));

  // A file, not a JSON envelope: anyone with the link, no session.
  router.fastify.get(fileRouteUrl(reviewPdfRoute), async (request, reply) => {
    const { token } = reviewPdfParamsSchema.parse(request.params);
    // Fastify answers HEAD from this route: a HEAD (a link checker's) reads nothing, so it is no opening.
    const { file, fileName } = await reviewLinks.pdf(token, request.ip, request.method === 'GET');
    return reply
      .headers(REVIEW_LINK_HEADERS)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .send(file);
  });

  // The cover letter, when the link includes it (decision 0189): the same headers, a 404 otherwise.
  router.fastify.get(fileRouteUrl(reviewLetterPdfRoute), async (request, reply) => {
    const { token } = reviewPdfParamsSchema.parse(request.params);
    const { file, fileName } = await reviewLinks.letterPdf(token, request.ip, request.method === 'GET');
    return reply
      .headers(REVIEW_LINK_HEADERS)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .send(file);
  });

  // The page: 200 with the app for a live link, 404 (the same app, which shows the dead-link state) for any other.
  const meta = reviewPageMeta(page.publicUrl);
  for (const url of pageUrls(APP_ROUTES.reviewLink)) {
    app.get(url, async (request, reply) => {
      const { token } = reviewPdfParamsSchema.parse(request.params);
      const live = await reviewLinks.isLive(token);
      return sendAppPage(reply, live ? 200 : 404, page.renderIndex({ meta, noindex: true }), REVIEW_LINK_HEADERS);
    });
  }
}
