import { curriculumDocxRoute, curriculumExportRoute, curriculumPdfRoute, fileRouteUrl } from '../../../shared/contracts/registry';
import {
  CURRICULUM_EXPORT_FILE_NAME,
  DOCX_CONTENT_TYPE,
  curriculumItemContracts,
  curriculumVersionsContract,
  generateFromProfileContract,
  myCurriculumContract,
  restoreCurriculumVersionContract,
  saveBasicInfoContract,
  saveCurriculumContract,
} from '../../../shared/contracts/curriculum.contract';
import { curriculumTrashContract, restoreTrashItemContract } from '../../../shared/contracts/curriculum-trash.contract';
import { ITEM_KINDS, type ItemKind } from '../../../shared/curriculum/sections';
import { parseQuery } from '../../platform/http/query';
import type { Router } from '../../platform/http/router';
import type { CurriculumService, ItemDraft } from './curriculum.service';

const FILE_HEADERS = { 'cache-control': 'private, no-store' } as const;

/**
 * POST, PUT and DELETE of one item of a list section, and PUT of its order (shared/curriculum/sections.ts).
 * The body is the service's draft of the same section without its id (the
 * cast); the contract's schema validates the body and serialises the answer.
 */
function registerItemRoutes<K extends ItemKind>(router: Router, curriculum: CurriculumService, kind: K): void {
  const contracts = curriculumItemContracts[kind];
  router.route(contracts.create, async ({ auth, body }) => ({
    status: 201,
    // tsc cannot match the item of section K to the contract of section K (typescript-eslint's checker can): hence `never`.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    data: { item: (await curriculum.addItem(auth.userId, kind, body as ItemDraft<K>)) as never },
  }));
  router.route(contracts.update, async ({ auth, params, body }) => ({
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    data: { item: (await curriculum.updateItem(auth.userId, kind, params.id, body as ItemDraft<K>)) as never },
  }));
  router.route(contracts.remove, async ({ auth, params }) => ({ data: await curriculum.removeItem(auth.userId, kind, params.id) }));
  router.route(contracts.reorder, async ({ auth, body }) => ({ data: await curriculum.reorderItems(auth.userId, kind, body.ids) }));
}

/** The resume builder's calls (spec §7 /curriculum/*); every one needs a token with canAccessCurriculum. */
export function registerCurriculumRoutes(router: Router, curriculum: CurriculumService): void {
  router.route(myCurriculumContract, async ({ auth }) => ({ data: { curriculum: await curriculum.mine(auth.userId) } }));
  router.route(saveCurriculumContract, async ({ auth, body }) => ({ data: await curriculum.save(auth.userId, body) }));
  router.route(saveBasicInfoContract, async ({ auth, body }) => ({ data: await curriculum.saveBasicInfo(auth.userId, body) }));
  router.route(generateFromProfileContract, async ({ auth }) => ({
    data: await curriculum.generateFromProfile(auth.userId),
  }));
  for (const kind of ITEM_KINDS) registerItemRoutes(router, curriculum, kind);
  router.route(curriculumVersionsContract, async ({ auth }) => ({ data: { versions: await curriculum.versions(auth.userId) } }));
  router.route(restoreCurriculumVersionContract, async ({ auth, params }) => ({ data: await curriculum.restore(auth.userId, params.number) }));
  router.route(curriculumTrashContract, async ({ auth }) => ({ data: { items: await curriculum.trash(auth.userId) } }));
  router.route(restoreTrashItemContract, async ({ auth, params }) => ({ data: await curriculum.restoreFromTrash(auth.userId, params.id) }));

  // Files, not JSON envelopes: same bearer and canAccessCurriculum checks as the calls above.
  router.fastify.get(fileRouteUrl(curriculumPdfRoute), async (request, reply) => {
    const auth = await router.authenticate(request, 'curriculum');
    const query = parseQuery(curriculumPdfRoute.query, request.query);
    const { file, fileName } = await curriculum.pdf(auth.userId, query);
    return reply.headers(FILE_HEADERS).header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(file);
  });
  router.fastify.get(fileRouteUrl(curriculumDocxRoute), async (request, reply) => {
    const auth = await router.authenticate(request, 'curriculum');
    const query = parseQuery(curriculumDocxRoute.query, request.query);
    const { file, fileName } = await curriculum.docx(auth.userId, query);
    return reply.headers(FILE_HEADERS).header('content-type', DOCX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${fileName}"`).send(file);
  });
  router.fastify.get(fileRouteUrl(curriculumExportRoute), async (request, reply) => {
    const auth = await router.authenticate(request, 'curriculum');
    const resume = await curriculum.exportJsonResume(auth.userId);
    return reply
      .headers(FILE_HEADERS)
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${CURRICULUM_EXPORT_FILE_NAME}"`)
      .send(JSON.stringify(resume, null, 2));
  });
}
