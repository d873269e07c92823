import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, publicPage } from '../../../shared/constants/public-pages';
import { rawRequest, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { prerenderedFile } from './web-app';

const PUBLIC_URL = 'https://rumo.exemplo.com.br';
const SHELL =
  '<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <title>Rumo</title>\n    <meta name="description" content="Rumo." />\n  </head>\n  <body><div id="root"></div><script type="module" src="/assets/app-3f9a.js"></script></body>\n</html>\n';

/** What scripts/prerender.tsx writes for one page: the shell with the page's content in #root. */
const contentOf = (route: string) => `<main><h1>Conteúdo prerenderizado de ${route}</h1></main>`;
const prerendered = (route: string) => SHELL.replace('<div id="root"></div>', () => `<div id="root">${contentOf(route)}</div>`);

describe(`web app: prerendered public pages (${testDatabaseKind})`, () => {
  let webDir: string;
  let server: TestServer;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), SHELL);
    for (const route of PRERENDERED_PATHS) {
      fs.mkdirSync(path.dirname(prerenderedFile(webDir, route)), { recursive: true });
      fs.writeFileSync(prerenderedFile(webDir, route), prerendered(route));
    }
    server = await startTestServer({ PUBLIC_URL }, {}, { webDistDir: webDir });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('GET of each prerendered path (and with a trailing slash) answers 200 HTML with its content, its tags and the strict CSP', async () => {
    for (const route of PRERENDERED_PATHS) {
      const page = publicPage(route)!;
      for (const urlPath of route === '/' ? ['/'] : [route, `${route}/`]) {
        const res = await rawRequest(server.baseUrl, 'GET', urlPath, {});
        expect(res.status, urlPath).toBe(200);
        expect(res.headers['content-type'], urlPath).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], urlPath).toBe('no-cache');
        expect(res.headers['content-security-policy'], urlPath).toContain("script-src 'self'");
        const html = res.body.toString('utf8');
        expect(html, urlPath).toContain(`<div id="root">${contentOf(route)}</div>`);
        expect(html, urlPath).toContain(`<title>${page.title}</title>`);
        expect(html, urlPath).toContain(`<meta name="description" content="${page.description}" />`);
        expect(html, urlPath).toContain(`<meta property="og:url" content="${PUBLIC_URL}${page.path}" />`);
        expect(html, urlPath).not.toContain('noindex');
      }
    }
  });

  it('HEAD of a prerendered path answers the same status and length with no body', async () => {
    const get = await rawRequest(server.baseUrl, 'GET', '/faq', {});
    const head = await rawRequest(server.baseUrl, 'HEAD', '/faq', {});
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('a prerendered page is sent compressed to a client that accepts br or gzip, and as is otherwise', async () => {
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      ['gzip;q=0, br;q=0', undefined],
    ] as const) {
      const res = await rawRequest(server.baseUrl, 'GET', '/faq', { 'accept-encoding': accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toBe('accept-encoding');
      expect(Number(res.headers['content-length']), accept).toBe(res.body.length);
      const body = encoding === 'br' ? zlib.brotliDecompressSync(res.body) : encoding === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
      expect(body.toString('utf8'), accept).toContain(contentOf('/faq'));
    }
  });

  it('an app route that is not prerendered answers the shell, with its tags', async () => {
    const res = await rawRequest(server.baseUrl, 'GET', '/login', {});
    expect(res.status).toBe(200);
    const html = res.body.toString('utf8');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(`<title>${publicPage('/login')!.title}</title>`);
  });

  it('unknown paths, and the prerendered files by their own path, answer 404 with the empty shell and noindex', async () => {
    for (const urlPath of ['/nao-existe', '/FAQ', '/faq/extra', '/prerendered/faq.html', '/prerendered/index.html', '/prerendered/']) {
      const res = await rawRequest(server.baseUrl, 'GET', urlPath, {});
      expect(res.status, urlPath).toBe(404);
      const html = res.body.toString('utf8');
      expect(html, urlPath).toContain('<div id="root"></div>');
      expect(html, urlPath).toContain('<meta name="robots" content="noindex" />');
      expect(html, urlPath).not.toContain('Conteúdo prerenderizado');
    }
  });
});
