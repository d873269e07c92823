import { reviewLinkPath } from '../../../../shared/constants/app-routes';
import {
  createReviewLinkContract,
  myReviewLinksContract,
  reviewLinkContract,
  revokeReviewLinkContract,
} from '../../../../shared/contracts/curriculum-review.contract';
import { callApi } from '../../../lib/api-client';

/** A resume's private review links (decision 0186): the owner's calls, and the page's read by token. */
export const reviewLinksApi = {
  /** The live links with their counts, and the rules the panel states (how many, how long). */
  mine: async () => (await callApi(myReviewLinksContract)).data,
  /** A new link to the resume, and to the cover letter too when `withLetter`; its token comes this once. */
  create: async (withLetter = false) => (await callApi(createReviewLinkContract, { body: { includes: withLetter ? ['resume', 'letter'] : ['resume'] } })).data,
  revoke: async (id: string) => (await callApi(revokeReviewLinkContract, { params: { id } })).data,
  /** What the link's page shows; 404 for a dead link (no retry: the answer will not change). */
  state: async (token: string) => (await callApi(reviewLinkContract, { params: { token } })).data,
};

/** The link's address on `origin`, from its APP_ROUTES pattern. */
export const reviewLinkUrl = (origin: string, token: string) => `${origin}${reviewLinkPath(token)}`;
