import fs from 'node:fs';
import path from 'node:path';
import { isApiUrl } from './api-url';
import { compressOnce, compressToKeep, preferredEncoding, type ContentEncoding } from './content-encoding';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorEnvelope } from './error-handler';
import type { RateLimiter } from '../security/rate-limiter';
import { GENERIC_MESSAGES } from './errors';

const NOT_FOUND_RULE = { max: 300, windowMs: 60_000 };
const NOT_BUILT_MESSAGE = 'O app web ainda não foi compilado: rode npm start.';

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
 * The head of one HTML answer: preview tags (none: index.html as built), and
 * noindex for a page that does not exist. `route`: the app route answered,
 * whose prerendered HTML is used when the build has one.
 */
export interface IndexHead {
  meta: PageMeta | null;
  noindex?: boolean;
  route?: string;
  /**
   * What the page asks for first, fetched while the app's own script loads
   * instead of after it: API answers (`fetch`, same-origin paths) and a page
   * module's chunks (`pageModule`, its key in the build manifest, e.g.
   * 'app/pages/shared-result-page.tsx'; chunks index.html already loads are left out).
   */
  preload?: { fetch?: readonly string[]; pageModule?: string };
  /** The page's markup, rendered on the server (web-render.ts): it fills the root of the app's shell, which the app hydrates. */
  rendered?: string;
}

/** The entries of Vite's build manifest (dist/web/.vite/manifest.json) that preloading needs. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The build's two entries (vite.config.ts), by manifest key: the app's page, and the standalone public pages' script. */
export const APP_ENTRY = 'index.html';
export const PUBLIC_PAGE_ENTRY = 'public-main.tsx';

/** The files of `key`'s chunk and of every chunk it imports statically, in import order. */
export function chunkFiles(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/**
 * The head tags that run `entry` on a page (its module script, stylesheets and
 * module preloads) and fetch `pageModule`'s chunks alongside, instead of after
 * the entry asks for them. scripts/prerender.tsx writes them into the
 * standalone pages' HTML.
 */
export function entryHeadTags(manifest: BuildManifest, entry: string, pageModule: string): string[] {
  const chunk = manifest[entry];
  if (!chunk?.isEntry) throw new Error(`${entry} is not an entry of the build`);
  const files = chunkFiles(manifest, pageModule, chunkFiles(manifest, entry));
  const css = new Set([...files].flatMap((file) => Object.values(manifest).find((c) => c.file === file)?.css ?? []));
  return [
    `<script type="module" crossorigin src="/${escapeAttribute(chunk.file)}"></script>`,
    ...[...files].filter((file) => file !== chunk.file).map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`),
  ];
}

/** The empty root of Vite's index.html, which a rendered page fills. */
export const ROOT_TAG = '<div id="root"></div>';

/** `html` with `body` in its root, marked as rendered: main.tsx hydrates such a root rather than render it afresh. */
export function withRenderedRoot(html: string, body: string): string {
  return html.replace(ROOT_TAG, () => `<div id="root" data-prerendered="">${body}</div>`);
}

/** Where scripts/prerender.tsx keeps index.html as Vite wrote it, with an empty root, for the pages the server renders. */
export function appShellFile(webDistDir: string): string {
  return path.join(webDistDir, 'prerendered', 'app-shell.html');
}

/** Where scripts/prerender.tsx writes a public page's HTML: dist/web/prerendered/index.html for '/', prerendered/faq.html for '/faq'. */
export function prerenderedFile(webDistDir: string, route: string): string {
  return path.join(webDistDir, 'prerendered', route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

/** The page's <title> and description in an HTML document built from index.html (the build and the server both use it). */
export function withTitleAndDescription(html: string, title: string, description: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeAttribute(description)}" />`);
}

export type IndexRenderer = (head: IndexHead) => string | null;

/**
 * The built index.html (or the route's prerendered page) with page-specific
 * <title>, description, Open Graph and Twitter tags, so shared links preview
 * well (crawlers do not run scripts). Returns null when the web app is not built.
 */
export function createIndexRenderer(webDistDir: string): IndexRenderer {
  // File contents by path, read once: the build does not change while the server runs.
  const files = new Map<string, string | null>();
  const read = (file: string): string | null => {
    if (!files.has(file)) files.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    return files.get(file) ?? null;
  };
  const manifestText = read(path.join(webDistDir, '.vite', 'manifest.json'));
  const manifest = manifestText === null ? {} : (JSON.parse(manifestText) as BuildManifest);
  const loadedByShell = chunkFiles(manifest, APP_ENTRY);
  const modulePreloads = new Map<string, string[]>();
  const modulePreloadTags = (pageModule: string): string[] => {
    if (!modulePreloads.has(pageModule)) {
      const files = [...chunkFiles(manifest, pageModule)].filter((file) => !loadedByShell.has(file));
      modulePreloads.set(
        pageModule,
        files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`),
      );
    }
    return modulePreloads.get(pageModule)!;
  };
  return ({ meta, noindex = false, route, preload, rendered }) => {
    const shell = read(path.join(webDistDir, 'index.html'));
    if (shell === null) return null;
    // A rendered page fills the empty root of the app's shell; without that file (or its root), it is index.html as is.
    const cached =
      rendered !== undefined
        ? withRenderedRoot(read(appShellFile(webDistDir)) ?? shell, rendered)
        : ((route !== undefined ? read(prerenderedFile(webDistDir, route)) : null) ?? shell);
    const tags = noindex ? [`<meta name="robots" content="noindex" />`] : [];
    // Same-origin fetches with the browser's default credentials: crossorigin="anonymous" is what matches them.
    for (const url of preload?.fetch ?? []) tags.push(`<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin="anonymous" />`);
    if (preload?.pageModule) tags.push(...modulePreloadTags(preload.pageModule));
    if (meta) {
      tags.push(
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
      );
    }
    const html = meta ? withTitleAndDescription(cached, meta.title, meta.description) : cached;
    return tags.length ? html.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`) : html;
  };
}

/**
 * The URLs of one app route: the web router also renders a page with a
 * trailing slash ('/faq/'), so the server answers it the same way.
 */
export function pageUrls(route: string): string[] {
  return route === '/' ? [route] : [route, `${route}/`];
}

/**
 * Compressed copies of the pages' HTML, made once per distinct page (the
 * public pages are a handful of fixed documents). Past the limit (shared
 * reports, one document each) a page is compressed per request, faster.
 */
const compressedPages = new Map<string, Record<ContentEncoding, Buffer>>();
const COMPRESSED_PAGES_LIMIT = 64;

function compressedPage(html: string, encoding: ContentEncoding): Buffer {
  const cached = compressedPages.get(html);
  if (cached) return cached[encoding];
  if (compressedPages.size >= COMPRESSED_PAGES_LIMIT) return compressOnce(html, encoding);
  const copies = { br: compressToKeep(html, 'br'), gzip: compressToKeep(html, 'gzip') };
  compressedPages.set(html, copies);
  return copies[encoding];
}

/**
 * Answers a page of the app: its HTML (never cached) with the given status,
 * compressed (br or gzip) when the client accepts it, or a plain 404 when the
 * web app is not built. GET and HEAD alike (Fastify answers HEAD from the GET
 * route, with the same headers and no body). `headers` replace or add to those (a private page's no-store).
 */
export function sendAppPage(reply: FastifyReply, status: 200 | 404, html: string | null, headers: Readonly<Record<string, string>> = {}): FastifyReply {
  if (html === null) return reply.code(404).type('text/plain; charset=utf-8').headers(headers).send(NOT_BUILT_MESSAGE);
  reply.code(status).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8').headers(headers);
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  if (encoding === null) return reply.send(html);
  return reply.header('content-encoding', encoding).send(compressedPage(html, encoding));
}

/**
 * Serves the built SPA. The files of the build (but index.html and the .br/.gz
 * copies) each get a route: hashed assets cached for a year, others never
 * cached, sent pre-compressed by Accept-Encoding (identity when the client
 * accepts none). Each app route answers its prerendered HTML (public pages) or
 * index.html with 200 and its page's tags; any other GET answers the same app with 404 (the app shows its "not
 * found" screen). Unknown /api paths and other methods answer a JSON 404.
 */
export async function installWebApp(
  app: FastifyInstance,
  webDistDir: string,
  limiter: RateLimiter,
  pages: { routes: readonly string[]; meta(route: string): PageMeta | null; render: IndexRenderer },
): Promise<void> {
  const built = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      // One route per file found at startup, rather than a catch-all: a URL that
      // is not a file (a folder such as / or /assets/, a page) never reaches the
      // file server, which answers folders with 403 when no compressed copy is
      // acceptable. The build does not change while the server runs.
      wildcard: false,
      globIgnore: ['index.html', 'prerendered/**', '.vite/**', '**/*.br', '**/*.gz'],
      index: false,
      cacheControl: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders(res, filePath) {
        res.raw.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    for (const route of pages.routes) {
      const head: IndexHead = { meta: pages.meta(route), route };
      for (const url of pageUrls(route)) app.get(url, async (_request, reply) => sendAppPage(reply, 200, pages.render(head)));
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    await limiter.consume(`not-found:${request.ip}`, NOT_FOUND_RULE);
    const isApi = isApiUrl(request.url);
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(errorEnvelope(request, 404, GENERIC_MESSAGES[404]));
    }
    return sendAppPage(reply, 404, built ? pages.render({ meta: null, noindex: true }) : null);
  });
}
