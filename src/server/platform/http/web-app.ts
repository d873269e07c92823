import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorEnvelope } from '../../../shared/contracts/contract';
import type { RateLimiter } from '../security/rate-limiter';

const NOT_FOUND_RULE = { max: 300, windowMs: 60_000 };

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  imageUrl: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The built index.html with page-specific <title>, description, Open Graph and
 * Twitter tags, so shared links preview well (crawlers do not run scripts).
 * Returns null when the web app is not built.
 */
export function createIndexRenderer(webDistDir: string) {
  let cached: string | null = null;
  return (meta: PageMeta): string | null => {
    if (cached === null) {
      const file = path.join(webDistDir, 'index.html');
      if (!fs.existsSync(file)) return null;
      cached = fs.readFileSync(file, 'utf8');
    }
    const tags = [
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="Rumo" />`,
      `<meta property="og:locale" content="pt_BR" />`,
      `<meta property="og:title" content="${escapeAttribute(meta.title)}" />`,
      `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
      `<meta property="og:url" content="${escapeAttribute(meta.url)}" />`,
      `<meta property="og:image" content="${escapeAttribute(meta.imageUrl)}" />`,
      `<meta property="og:image:width" content="1200" />`,
      `<meta property="og:image:height" content="630" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<meta name="twitter:title" content="${escapeAttribute(meta.title)}" />`,
      `<meta name="twitter:description" content="${escapeAttribute(meta.description)}" />`,
      `<meta name="twitter:image" content="${escapeAttribute(meta.imageUrl)}" />`,
    ].join('\n    ');
    return cached
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(meta.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeAttribute(meta.description)}" />`)
      .replace('</head>', `    ${tags}\n  </head>`);
  };
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never
 * cached, and every non-API GET falls back to index.html for client routing.
 * Unknown /api paths answer a JSON 404.
 */
export async function installWebApp(
  app: FastifyInstance,
  webDistDir: string,
  limiter: RateLimiter,
  page: { meta(pathname: string): PageMeta | null; render(meta: PageMeta): string | null },
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.raw.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    limiter.consume(`not-found:${request.ip}`, NOT_FOUND_RULE);
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ success: false, message: 'Recurso não encontrado.' } satisfies ErrorEnvelope);
    }
    if (!built) {
      return reply.code(404).type('text/plain; charset=utf-8').send('O app web ainda não foi compilado: rode npm start.');
    }
    reply.header('cache-control', 'no-cache');
    const meta = page.meta(request.url.split('?')[0] ?? '/');
    const html = meta ? page.render(meta) : null;
    if (html) return reply.type('text/html; charset=utf-8').send(html);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
