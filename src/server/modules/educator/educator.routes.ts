import { EDUCATOR_MESSAGES, createEducatorRequestContract, myEducatorRequestContract } from '../../../shared/contracts/educator.contract';
import type { Router } from '../../platform/http/router';
import type { EducatorService } from './educator.service';

/** The person's own educator request (the staff console's calls are in the staff module). */
export function registerEducatorRoutes(router: Router, service: EducatorService): void {
  router.route(myEducatorRequestContract, async ({ auth }) => ({ data: await service.mine(auth) }));

  router.route(createEducatorRequestContract, async ({ auth, body }) => ({
    status: 201,
    message: EDUCATOR_MESSAGES.sent,
    data: { request: await service.ask(auth, body) },
  }));
}
