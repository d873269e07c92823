import {
  DASHBOARD_MESSAGES,
  SCHOOLS_MESSAGES,
  classDashboardContract,
  createClassContract,
  getClassContract,
  joinClassContract,
  leaveClassContract,
  listClassesContract,
  myMembershipsContract,
  newClassCodeContract,
  updateMembershipContract,
} from '../../../shared/contracts/schools.contract';
import type { Router } from '../../platform/http/router';
import type { SchoolsService } from './schools.service';
import type { DashboardService } from './dashboard.service';
import { dashboardCsv } from './dashboard-csv';
import { classDashboardCsvRoute, fileRouteUrl } from '../../../shared/contracts/registry';
import { classDashboardCsvParamsSchema } from '../../../shared/contracts/schools.contract';
import { NotFoundError } from '../../platform/http/errors';

/** The classes of an educator and the memberships of a student (decision 0195). */
export function registerSchoolsRoutes(router: Router, service: SchoolsService, dashboard: DashboardService): void {
  router.route(createClassContract, async ({ auth, body }) => ({
    status: 201,
    message: SCHOOLS_MESSAGES.created,
    data: { class: await service.create(auth, body) },
  }));
  router.route(listClassesContract, async ({ auth }) => ({ data: { classes: await service.list(auth) } }));
  router.route(getClassContract, async ({ auth, params }) => ({ data: { class: await service.get(auth, params.id) } }));
  router.route(newClassCodeContract, async ({ auth, params }) => ({
    message: SCHOOLS_MESSAGES.newCode,
    data: { class: await service.newCode(auth, params.id) },
  }));

  router.route(joinClassContract, async ({ auth, client, body }) => {
    const { membership, created } = await service.join(auth, client, body.code);
    return { status: created ? 201 : 200, message: created ? SCHOOLS_MESSAGES.joined : SCHOOLS_MESSAGES.alreadyMember, data: { membership } };
  });
  router.route(myMembershipsContract, async ({ auth }) => ({ data: { memberships: await service.memberships(auth) } }));
  router.route(leaveClassContract, async ({ auth, params }) => {
    await service.leave(auth, params.classId);
    return { message: SCHOOLS_MESSAGES.left, data: { classId: params.classId } };
  });
  router.route(updateMembershipContract, async ({ auth, params, body }) => ({
    message: body.showMyResult ? SCHOOLS_MESSAGES.showOn : SCHOOLS_MESSAGES.showOff,
    data: { membership: await service.setShowResult(auth, params.classId, body.showMyResult) },
  }));

  router.route(classDashboardContract, async ({ auth, params }) => ({ data: await dashboard.dashboard(auth, params.id) }));
  router.fastify.get(fileRouteUrl(classDashboardCsvRoute), async (request, reply) => {
    const auth = await router.authenticate(request, 'user');
    const params = classDashboardCsvParamsSchema.safeParse(request.params);
    if (!params.success) throw new NotFoundError(SCHOOLS_MESSAGES.classNotFound);
    const csv = dashboardCsv(await dashboard.dashboard(auth, params.data.id));
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${DASHBOARD_MESSAGES.csvName}"`)
      .send(csv);
  });
}
