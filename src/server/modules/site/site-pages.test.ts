import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS, APP_ROUTES } from '../../../shared/constants/app-routes';
import { publicPage } from '../../../shared/constants/public-pages';
import { rawRequest, startTestServer, testDatabaseKind, type RawResponse, type TestServer } from '../../testing/test-server';

const PUBLIC_URL = 'https://rumo.exemplo.com.br';
const INDEX_HTML =
  '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <title>Rumo</title>\n    <meta name="description" content="Rumo." />\n  </head>\n  <body><div id="root"></div><script type="module" src="/assets/app-3f9a.js"></script></body>\n</html>\n';
const ASSET = '/assets/app-3f9a.js';
const OG_IMAGE = '/og/rumo.jpg';
const FOLDERS = ['/assets/', '/assets', '/og/', '/og'];
const NOT_APP_PATHS = [
  '/nao-existe',
  '/FAQ',
  '/faq/extra',
  '/report',
  '/index.html',
  `${ASSET}.br`,
  `${ASSET}.gz`,
  '/assets/nao-existe.js',
  '/og/nao-existe.jpg',
];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every app route but /report/{attemptId} (a real attempt: results/result-sharing.test.ts) and /revisao/{token} (a real link: curriculum/review-links.test.ts). */
const PAGE_ROUTES = APP_ROUTE_PATTERNS.filter((route) => route !== APP_ROUTES.sharedResult && route !== APP_ROUTES.reviewLink);

function writeBuild(dir: string): { asset: Buffer; image: Buffer } {
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'og'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  const asset = Buffer.from(`console.log(${JSON.stringify('Rumo '.repeat(600))});\n`);
  fs.writeFileSync(path.join(dir, ASSET), asset);
  fs.writeFileSync(path.join(dir, `${ASSET}.br`), zlib.brotliCompressSync(asset));
  fs.writeFileSync(path.join(dir, `${ASSET}.gz`), zlib.gzipSync(asset));
  // Not a real JPEG: the server only reads bytes and the extension.
  const image = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256));
  fs.writeFileSync(path.join(dir, OG_IMAGE), image);
  return { asset, image };
}

/** Request headers for each Accept-Encoding value; null sends no Accept-Encoding at all. */
function acceptEncodings(...values: Array<string | null>): Record<string, string>[] {
  return values.map((value): Record<string, string> => (value === null ? {} : { 'accept-encoding': value }));
}

function robots(html: string): string | undefined {
  return /<meta name="robots" content="([^"]*)" \/>/.exec(html)?.[1];
}

/** GET and HEAD of one path with the same request headers; HEAD answers the same status and headers with no body. */
async function getAndHead(server: TestServer, urlPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const get = await rawRequest(server.baseUrl, 'GET', urlPath, headers);
  const head = await rawRequest(server.baseUrl, 'HEAD', urlPath, headers);
  expect(head.status, `HEAD ${urlPath}`).toBe(get.status);
  expect(head.body.length, `HEAD ${urlPath}`).toBe(0);
  for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'vary']) {
    expect(head.headers[name], `HEAD ${urlPath}: ${name}`).toBe(get.headers[name]);
  }
  expect(Number(get.headers['content-length']), `GET ${urlPath}: content-length`).toBe(get.body.length);
  return get;
}

/** A page's HTML; `encoding`: the compression expected for the request's Accept-Encoding (none by default). */
function expectAppHtml(res: RawResponse, urlPath: string, status: 200 | 404, encoding?: 'br' | 'gzip'): string {
  expect(res.status, urlPath).toBe(status);
  expect(res.headers['content-type'], urlPath).toBe('text/html; charset=utf-8');
  expect(res.headers['content-encoding'], urlPath).toBe(encoding);
  expect(res.headers['cache-control'], urlPath).toBe('no-cache');
  expect(res.headers.vary, urlPath).toBe('accept-encoding');
  const body = encoding === 'br' ? zlib.brotliDecompressSync(res.body) : encoding === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
  const html = body.toString('utf8');
  expect(html, urlPath).toContain('<div id="root"></div><script type="module" src="/assets/app-3f9a.js"></script>');
  return html;
}

describe(`site: pages, files and 404s to a client that accepts no compression (${testDatabaseKind})`, () => {
  let webDir: string;
  let server: TestServer;
  let files: { asset: Buffer; image: Buffer };
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-web-'));
    files = writeBuild(webDir);
    server = await startTestServer({ PUBLIC_URL }, {}, { webDistDir: webDir });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('GET and HEAD / answer 200 with the home page, uncompressed, without Accept-Encoding', async () => {
    for (const headers of acceptEncodings(null, 'identity')) {
      const html = expectAppHtml(await getAndHead(server, '/', headers), '/', 200);
      expect(html).toContain(`<title>${publicPage('/')!.title}</title>`);
      expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/" />`);
      expect(robots(html)).toBeUndefined();
    }
  });

  it('every app route answers 200 with the app, with or without a trailing slash, for GET and HEAD', async () => {
    for (const route of PAGE_ROUTES) {
      for (const urlPath of route === '/' ? ['/'] : [route, `${route}/`]) {
        const html = expectAppHtml(await getAndHead(server, urlPath), urlPath, 200);
        expect(robots(html), urlPath).toBeUndefined();
        const page = publicPage(route);
        // Public pages carry their own tags; the others are index.html as built.
        if (page) {
          expect(html, urlPath).toContain(`<title>${page.title.replace(/&/g, '&amp;')}</title>`);
          expect(html, urlPath).toContain(`<meta property="og:url" content="${PUBLIC_URL}${page.path}" />`);
        } else {
          expect(html, urlPath).toBe(INDEX_HTML);
        }
      }
    }
  });

  it('an asset is sent as is (no Accept-Encoding or identity), with its length, Vary and a year of cache; HEAD alike', async () => {
    for (const headers of acceptEncodings(null, 'identity', 'gzip;q=0, br;q=0, deflate;q=0')) {
      const res = await getAndHead(server, ASSET, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['content-length']).toBe(String(files.asset.length));
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.body.equals(files.asset)).toBe(true);
    }
  });

  it('an asset is still sent pre-compressed to a client that accepts br or gzip', async () => {
    for (const [accept, encoding, decode] of [
      ['br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
    ] as const) {
      const res = await getAndHead(server, ASSET, { 'accept-encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toBe('application/javascript; charset=utf-8');
      expect(res.headers.vary, accept).toBe('accept-encoding');
      expect(res.headers['cache-control'], accept).toBe(IMMUTABLE);
      expect(decode(res.body).equals(files.asset), accept).toBe(true);
    }
  });

  it('a link-preview image under /og/ is sent as is, never cached, for GET and HEAD', async () => {
    for (const headers of acceptEncodings(null, 'gzip, deflate, br')) {
      const res = await getAndHead(server, OG_IMAGE, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(files.image.length));
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.equals(files.image)).toBe(true);
    }
  });

  it('a folder of the build answers 404 with the app (never 403), whatever the Accept-Encoding', async () => {
    for (const urlPath of FOLDERS) {
      for (const headers of acceptEncodings(null, 'identity', 'gzip', 'br')) {
        const accept = headers['accept-encoding'];
        const encoding = accept === 'br' || accept === 'gzip' ? accept : undefined;
        const html = expectAppHtml(await getAndHead(server, urlPath, headers), `${urlPath} ${JSON.stringify(headers)}`, 404, encoding);
        expect(robots(html)).toBe('noindex');
      }
    }
  });

  it('any path outside the app routes and the files answers 404 with the same app and noindex, for GET and HEAD', async () => {
    for (const urlPath of [...NOT_APP_PATHS, '/nao-existe?x=1']) {
      const html = expectAppHtml(await getAndHead(server, urlPath), urlPath, 404);
      expect(robots(html), urlPath).toBe('noindex');
      expect(html, urlPath).toContain('<title>Rumo</title>');
      expect(html, urlPath).not.toContain('og:title');
    }
  });

  it('unknown /api paths and other methods still answer a JSON 404', async () => {
    for (const [method, urlPath] of [
      ['GET', '/api/nao-existe'],
      ['GET', '/api'],
      ['POST', '/api/nao-existe'],
      ['POST', '/faq'],
      ['DELETE', '/nao-existe'],
    ] as const) {
      const res = await rawRequest(server.baseUrl, method, urlPath);
      expect(res.status, `${method} ${urlPath}`).toBe(404);
      expect(res.headers['content-type'], `${method} ${urlPath}`).toBe('application/json; charset=utf-8');
      expect(JSON.parse(res.body.toString('utf8')), `${method} ${urlPath}`).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Recurso não encontrado.',
        requestId: expect.any(String),
      });
    }
    const head = await rawRequest(server.baseUrl, 'HEAD', '/api/nao-existe');
    expect(head.status).toBe(404);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe(`site: before the web app is built (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL });
  });
  afterAll(() => server?.close());

  it('pages answer a plain 404 that says to build it', async () => {
    for (const urlPath of ['/', '/faq', '/nao-existe']) {
      const res = await rawRequest(server.baseUrl, 'GET', urlPath);
      expect(res.status, urlPath).toBe(404);
      expect(res.headers['content-type'], urlPath).toBe('text/plain; charset=utf-8');
      expect(res.body.toString('utf8'), urlPath).toBe('O app web ainda não foi compilado: rode npm start.');
    }
  });
});
