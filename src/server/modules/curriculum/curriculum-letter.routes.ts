import { letterDocxRoute, letterPdfRoute, fileRouteUrl } from '../../../shared/contracts/registry';
import {
  letterFileQuerySchema,
  letterVersionsContract,
  myLetterContract,
  restoreLetterVersionContract,
  saveLetterContract,
} from '../../../shared/contracts/curriculum-letter.contract';
import { DOCX_CONTENT_TYPE } from '../../../shared/contracts/curriculum.contract';
import { parseQuery } from '../../platform/http/query';
import type { Router } from '../../platform/http/router';
import type { LetterService } from './curriculum-letter.service';

const FILE_HEADERS = { 'cache-control': 'private, no-store' } as const;

/** The cover letter's calls under /curriculum/letter and its two files; the resume's access rule ('curriculum'). */
export function registerLetterRoutes(router: Router, letters: LetterService): void {
  router.route(myLetterContract, async ({ auth }) => ({ data: await letters.mine(auth.userId) }));
  router.route(saveLetterContract, async ({ auth, body }) => ({ data: await letters.save(auth.userId, body) }));
  router.route(letterVersionsContract, async ({ auth }) => ({ data: { versions: await letters.versions(auth.userId) } }));
  router.route(restoreLetterVersionContract, async ({ auth, params }) => ({ data: await letters.restore(auth.userId, params.number) }));

  for (const [route, contentType, format] of [
    [letterPdfRoute, 'application/pdf', 'pdf'],
    [letterDocxRoute, DOCX_CONTENT_TYPE, 'docx'],
  ] as const) {
    router.fastify.get(fileRouteUrl(route), async (request, reply) => {
      const auth = await router.authenticate(request, 'curriculum');
      const query = parseQuery(letterFileQuerySchema, request.query);
      const { file, fileName } = await letters[format](auth.userId, query);
      return reply.headers(FILE_HEADERS).header('content-type', contentType).header('content-disposition', `attachment; filename="${fileName}"`).send(file);
    });
  }
}
