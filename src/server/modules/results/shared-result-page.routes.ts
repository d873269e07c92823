import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageUrls, sendAppPage, type IndexRenderer, type PageMeta } from '../../platform/http/web-app';
import type { WebRenderer } from '../../platform/http/web-render';
import { NotFoundError } from '../../platform/http/errors';
import type { ResultsService } from './results.service';
import { getProfile } from '../../../shared/content/profiles';
import { joinNames, MIXED_TOO_CLOSE } from '../../../shared/scoring/precision';
import type { ProfileId } from '../../../shared/content/content.schema';
import { APP_ROUTES, sharedResultPath } from '../../../shared/constants/app-routes';
import { contractPath } from '../../../shared/contracts/contract-path';
import { sharedResultContract, type PublicResult } from '../../../shared/contracts/quiz.contract';

const paramsSchema = z.object({ attemptId: z.uuid() });

/** The web app's page for this route (its key in the build manifest): its chunks are preloaded with the page. */
const SHARED_RESULT_PAGE_MODULE = 'app/pages/shared-result-page.tsx';

const GENERIC_DESCRIPTION = 'Descubra seu perfil e as carreiras que combinam com você. O teste básico é grátis.';

/**
 * Link-preview tags of /report/{attemptId}: the profile when the result names
 * one; a perfil misto (scoring/precision.ts) names its profiles together and
 * uses the generic image, since no single profile is the result.
 */
export function sharedResultPageMeta(
  publicUrl: string,
  attemptId: string,
  result: { firstName: string; profileId: ProfileId; mixedProfileIds?: readonly ProfileId[] } | null,
): PageMeta {
  const url = `${publicUrl}${sharedResultPath(attemptId)}`;
  if (!result) {
    return { title: 'Resultado do teste · Rumo', description: GENERIC_DESCRIPTION, url, imageUrl: `${publicUrl}/og/rumo.jpg` };
  }
  if (result.mixedProfileIds && result.mixedProfileIds.length > 0) {
    const names = joinNames(result.mixedProfileIds.map((id) => getProfile(id).name));
    return {
      title: `${result.firstName} tem um perfil misto: ${names} · Rumo`,
      description: `Um perfil misto: ${names} ${MIXED_TOO_CLOSE} ${GENERIC_DESCRIPTION}`,
      url,
      imageUrl: `${publicUrl}/og/rumo.jpg`,
    };
  }
  const profile = getProfile(result.profileId);
  return {
    title: `${result.firstName} é ${profile.name} (${profile.careerName}) · Rumo`,
    description: profile.description.length > 200 ? `${profile.description.slice(0, 197)}...` : profile.description,
    url,
    imageUrl: `${publicUrl}/og/profile-${profile.slug}.jpg`,
  };
}

/** Rendered shared views kept, by the view's version (ResultsService.sharedResult); the oldest goes when full. */
const RENDERED_VIEWS_KEPT = 200;

/**
 * The shared result's page, /report/{attemptId} (APP_ROUTES.sharedResult), as HTML with link-preview tags. 200 with the profile's
 * tags for a completed attempt, and the shared view already rendered in the
 * page (the web app's own code, platform/http/web-render.ts), which the app
 * hydrates: a visitor reads the result before any script has run. 404 with
 * generic tags and noindex when the id is malformed, unknown, unfinished or
 * inconclusive (the app then shows its own "not found"). A shown result's
 * page preloads the shared view's answer and the page's code, which the app
 * loads before hydrating.
 */
export function registerSharedResultPage(
  app: FastifyInstance,
  results: ResultsService,
  publicUrl: string,
  renderIndex: IndexRenderer,
  renderWeb: WebRenderer,
): void {
  const renderedViews = new Map<string, string>();
  /** The view's markup, rendered once per version of the view (null when the server cannot render it). */
  async function renderedView(attemptId: string, shared: PublicResult, version: string): Promise<string | null> {
    const kept = renderedViews.get(version);
    if (kept !== undefined) {
      renderedViews.delete(version);
      renderedViews.set(version, kept);
      return kept;
    }
    // What the browser holds after the share call: the contract's serialisation, read back with the contract.
    const { result } = sharedResultContract.data.parse(JSON.parse(JSON.stringify(sharedResultContract.data.parse({ result: shared }))));
    const markup = await renderWeb.sharedResultPage(attemptId, result, publicUrl);
    if (markup === null) return null;
    if (renderedViews.size >= RENDERED_VIEWS_KEPT) renderedViews.delete(renderedViews.keys().next().value!);
    renderedViews.set(version, markup);
    return markup;
  }

  for (const url of pageUrls(APP_ROUTES.sharedResult)) {
    app.get(url, async (request, reply) => {
      const parsed = paramsSchema.safeParse(request.params);
      let result: Parameters<typeof sharedResultPageMeta>[2] = null;
      let rendered: string | null = null;
      if (parsed.success) {
        try {
          const { result: shared, version } = await results.sharedResult(parsed.data.attemptId);
          result = {
            firstName: shared.firstName,
            profileId: shared.dominantProfile.profile.id as ProfileId,
            mixedProfileIds: shared.mixedProfiles.map((profile) => profile.profileId as ProfileId),
          };
          rendered = await renderedView(parsed.data.attemptId, shared, version);
        } catch (error) {
          if (!(error instanceof NotFoundError)) throw error;
        }
      }
      const meta = sharedResultPageMeta(publicUrl, parsed.success ? parsed.data.attemptId : 'desconhecido', result);
      const preload =
        result && parsed.success
          ? { fetch: [contractPath(sharedResultContract, parsed.data)], ...(rendered === null ? { pageModule: SHARED_RESULT_PAGE_MODULE } : {}) }
          : undefined;
      return sendAppPage(reply, result ? 200 : 404, renderIndex({ meta, noindex: !result, preload, ...(rendered !== null ? { rendered } : {}) }));
    });
  }
}
