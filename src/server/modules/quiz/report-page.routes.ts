import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PageMeta } from '../../platform/http/web-app';
import { NotFoundError } from '../../platform/http/errors';
import type { QuizService } from './quiz.service';
import { getProfile } from '../../../shared/content/profiles';
import type { ProfileId } from '../../../shared/content/content.schema';

const paramsSchema = z.object({ attemptId: z.uuid() });

export function reportPageMeta(publicUrl: string, attemptId: string, result: { firstName: string; profileId: ProfileId } | null): PageMeta {
  const url = `${publicUrl}/report/${attemptId}`;
  if (!result) {
    return {
      title: 'Resultado do teste · Rumo',
      description: 'Descubra seu perfil e as carreiras que combinam com você. O teste básico é grátis.',
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

/** /report/{attemptId} as HTML with link-preview tags; the SPA takes over in the browser. */
export function registerReportPage(
  app: FastifyInstance,
  quiz: QuizService,
  publicUrl: string,
  renderIndex: (meta: PageMeta) => string | null,
): void {
  app.get('/report/:attemptId', async (request, reply) => {
    const parsed = paramsSchema.safeParse(request.params);
    let result: { firstName: string; profileId: ProfileId } | null = null;
    if (parsed.success) {
      try {
        const shared = await quiz.sharedResult(parsed.data.attemptId);
        result = { firstName: shared.firstName, profileId: shared.dominantProfile.profile.id as ProfileId };
      } catch (error) {
        // Unknown or unfinished attempt: generic tags; the app shows its own "not found".
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
    const html = renderIndex(reportPageMeta(publicUrl, parsed.success ? parsed.data.attemptId : 'desconhecido', result));
    if (!html) return reply.code(404).type('text/plain; charset=utf-8').send('O app web ainda não foi compilado: rode npm start.');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
