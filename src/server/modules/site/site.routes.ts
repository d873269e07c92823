import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGES, publicPage } from '../../../shared/constants/public-pages';
import type { PageMeta } from '../../platform/http/web-app';

/** Page meta for the public routes, with the generic preview image. */
export function publicPageMeta(publicUrl: string, pathname: string): PageMeta | null {
  const page = publicPage(pathname);
  return page ? { title: page.title, description: page.description, url: `${publicUrl}${page.path}`, imageUrl: `${publicUrl}/og/rumo.jpg` } : null;
}

/** robots.txt and sitemap.xml, built from PUBLIC_URL and the public page list. */
export function registerSiteRoutes(app: FastifyInstance, publicUrl: string): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          // Personal pages and shared results stay out of search engines.
          'Disallow: /api/',
          'Disallow: /report/',
          'Disallow: /profile',
          'Disallow: /history',
          'Disallow: /results',
          'Disallow: /quiz',
          'Disallow: /curriculum',
          'Disallow: /confirm-email',
          'Disallow: /revert-email',
          'Disallow: /revisao/',
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = PUBLIC_PAGES.filter((p) => p.inSitemap !== false).map(
      (p) => `  <url><loc>${publicUrl}${p.path === '/' ? '/' : p.path}</loc><changefreq>monthly</changefreq></url>`,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });
}
