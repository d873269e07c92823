/**
 * The OpenAPI document (issue 28): generated from the registry, committed as
 * docs/openapi.json, valid OpenAPI 3.1 by a maintained validator, served at
 * GET /api/openapi.json, and naming every /api route the app registers, in
 * both payment modes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRICULUM_EXPORT_PATH, CURRICULUM_PDF_PATH } from '../shared/contracts/curriculum.contract';
import { LESSON_KIT_PDF_PATH } from '../shared/content/lesson-kit/lesson-kit';
import { reportPdfPath } from '../shared/contracts/report.contract';
import { classDashboardCsvPath } from '../shared/contracts/schools.contract';
import {
  API_CONTRACTS,
  classDashboardCsvRoute,
  curriculumExportRoute,
  curriculumPdfRoute,
  FILE_ROUTES,
  lessonKitPdfRoute,
  fileRouteUrl,
  NO_SCREEN_OPERATIONS,
  reportPdfRoute,
} from '../shared/contracts/registry';
import { startTestServer, testDatabaseKind, type TestServer } from './testing/test-server';
import { RELAXED_LIMITS } from './modules/auth/auth.test-support';
import { pagarmeEnv, startFakePagarme, type FakePagarme } from './modules/payment/payment.test-support';
import { buildOpenApiDocument, openApiJson } from './platform/http/openapi';
import { OPENAPI_DOCUMENT_FILE } from './platform/http/openapi-file';

interface Operation {
  operationId: string;
  description: string;
  responses: Record<string, unknown>;
  'x-rumo-no-screen'?: boolean;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const document = buildOpenApiDocument() as unknown as Document;
const operations = Object.entries(document.paths).flatMap(([url, item]) =>
  Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${url}`, operation })),
);
const operation = (id: string) => operations.find(({ operation }) => operation.operationId === id)?.operation;
const statuses = (id: string) => Object.keys(operation(id)?.responses ?? {});

/** `GET /api/quiz/share/:attemptId` → `GET /api/quiz/share/{attemptId}`, as the document spells it. */
const documentedKey = (method: string, url: string) => `${method} ${url.replace(/:([A-Za-z]+)/g, '{$1}')}`;

describe('the OpenAPI document', () => {
  it('is what `npm run openapi` writes: docs/openapi.json is up to date', () => {
    const committed = fs.readFileSync(OPENAPI_DOCUMENT_FILE, 'utf8');
    expect(committed === openApiJson(), 'docs/openapi.json differs from the contracts: run `npm run openapi` and commit it').toBe(true);
  });

  it('is valid OpenAPI 3.1, and every $ref resolves', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('the validator refuses a broken document (so the test above can fail)', async () => {
    const broken = structuredClone(document) as unknown as { paths: Record<string, Record<string, { responses: Record<string, object> }>> };
    Object.assign(broken.paths['/api/health']!.get!.responses['200']!, { notAField: true });
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has one operation per contract and per described route, by its name', () => {
    expect(operations).toHaveLength(API_CONTRACTS.size + FILE_ROUTES.length);
    for (const [name, contract] of API_CONTRACTS) {
      expect(operations.find(({ key }) => key === documentedKey(contract.method, `/api${contract.path}`))?.operation.operationId, name).toBe(name);
    }
    for (const route of FILE_ROUTES) expect(operation(route.operationId), route.operationId).toBeDefined();
  });

  it('the described file routes are the paths the web and the results link to', () => {
    expect(fileRouteUrl(curriculumPdfRoute)).toBe(CURRICULUM_PDF_PATH);
    expect(fileRouteUrl(curriculumExportRoute)).toBe(CURRICULUM_EXPORT_PATH);
    expect(fileRouteUrl(reportPdfRoute).replace(':attemptId', 'x')).toBe(reportPdfPath('x'));
    expect(fileRouteUrl(lessonKitPdfRoute)).toBe(LESSON_KIT_PDF_PATH);
    expect(fileRouteUrl(classDashboardCsvRoute).replace(':id', 'x')).toBe(classDashboardCsvPath('x'));
  });

  it('marks the nine endpoints no screen calls, and no other', () => {
    const marked = operations.filter(({ operation }) => operation['x-rumo-no-screen']).map(({ operation }) => operation.operationId);
    expect(marked.sort()).toEqual([...NO_SCREEN_OPERATIONS].sort());
    expect(marked).toHaveLength(9);
    for (const id of marked) expect(operation(id)!.description).toContain('no screen of the web app calls it');
    expect(operation('myResult')!['x-rumo-no-screen']).toBeUndefined();
  });

  it('the marked endpoints are exactly the contracts the web never imports (but the health check, for load balancers)', () => {
    const webSources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) webSources.push(fs.readFileSync(full, 'utf8'));
      }
    };
    walk(path.resolve(import.meta.dirname, '../web'));
    const web = webSources.join('\n');
    const unused = [...API_CONTRACTS.keys()].filter((name) => !/^curriculumItem/.test(name) && !new RegExp(`\\b${name}Contract\\b`).test(web));
    expect(unused.sort()).toEqual([...NO_SCREEN_OPERATIONS, 'health'].sort());
    // The registry imports every contract: the web loads each with the code that calls it, never the list.
    expect(web).not.toMatch(/contracts\/registry/);
  });

  it('documents the error answers each route can give, by its input, access mode and limits', () => {
    // A body: 400 and 413; anonymous; rate limited.
    expect(statuses('login')).toEqual(expect.arrayContaining(['200', '400', '413', '429', '500']));
    expect(statuses('login')).not.toContain('401');
    // Signed in, no input: 401 and 403 (a temporary-password session), no 400.
    expect(statuses('myResult')).toEqual(['200', '401', '403', '500']);
    // Open to a temporary-password session: no 403.
    expect(statuses('me')).toEqual(['200', '401', '500']);
    // Staff: refused as 404.
    expect(statuses('funnel')).toEqual(expect.arrayContaining(['404']));
    expect(statuses('funnel')).not.toContain('401');
    // Created.
    expect(statuses('register')).toContain('201');
    expect(statuses('register')).not.toContain('200');
    // A file route.
    expect(statuses('reportPdf')).toEqual(['200', '401', '403', '404', '429', '500', '503']);
    const notFound = (document as unknown as { components: { responses: Record<string, { content: Record<string, { example: unknown }> }> } }).components
      .responses.Error404!;
    expect(notFound.content['application/json']!.example).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  });

  it('describes requests as their input and answers as their output', () => {
    // The curriculum PDF's type has a default: optional to send.
    const pdf = operation('curriculumPdf') as unknown as { parameters: Array<{ name: string; required: boolean }> };
    expect(pdf.parameters.find((parameter) => parameter.name === 'type')?.required).toBe(false);
    const schemas = (document as unknown as { components: { schemas: Record<string, { required?: string[] }> } }).components.schemas;
    const deref = (schema: { $ref?: string; required?: string[] }) => (schema.$ref ? schemas[schema.$ref.split('/').pop()!]! : schema);
    const health = operation('health') as unknown as { responses: Record<string, { content: Record<string, { schema: { $ref?: string } }> }> };
    // The success envelope's `message` is optional in the answer; `data` is there.
    expect(deref(health.responses['200']!.content['application/json']!.schema).required).toEqual(['success', 'data']);
    const errorEnvelope = schemas.ErrorEnvelope!;
    expect(errorEnvelope.required).toEqual(['success', 'code', 'message', 'requestId']);
  });
});

describe(`every /api route the app registers is in the document (${testDatabaseKind})`, () => {
  const documented = new Set(operations.map(({ key }) => key));
  let fake: FakePagarme;
  const servers: TestServer[] = [];
  const registered: Record<'sandbox' | 'pagarme', string[]> = { sandbox: [], pagarme: [] };
  const recorder = (into: string[]) => (route: RouteOptions) => {
    for (const method of [route.method].flat()) if (route.url.startsWith('/api/') && method !== 'HEAD') into.push(`${method} ${route.url}`);
  };
  beforeAll(async () => {
    fake = await startFakePagarme();
    servers.push(await startTestServer(RELAXED_LIMITS, { onRoute: recorder(registered.sandbox) }));
    servers.push(await startTestServer(pagarmeEnv(fake), { onRoute: recorder(registered.pagarme) }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await fake?.close();
  });

  it('in sandbox mode and in Pagar.me mode', () => {
    for (const mode of ['sandbox', 'pagarme'] as const) {
      expect(registered[mode].length, mode).toBeGreaterThan(80);
      expect(
        registered[mode].filter((key) => !documented.has(documentedKey(...(key.split(' ') as [string, string])))),
        mode,
      ).toEqual([]);
    }
  });

  it('and every documented operation is registered in one mode or the other', () => {
    const all = new Set([...registered.sandbox, ...registered.pagarme].map((key) => documentedKey(...(key.split(' ') as [string, string]))));
    expect([...documented].filter((key) => !all.has(key))).toEqual([]);
  });

  it('the check sees the routes registered outside the contract router', () => {
    for (const key of ['GET /api/report/:attemptId/pdf', 'GET /api/curriculum/pdf', 'POST /api/payment/sandbox/tokens', 'GET /api/openapi.json'])
      expect(registered.sandbox).toContain(key);
    expect(registered.pagarme).toContain('POST /api/payment/webhooks/pagarme');
    expect(registered.sandbox).not.toContain('POST /api/payment/webhooks/pagarme');
  });

  it('GET /api/openapi.json answers the document, public and cached, compressed when asked', async () => {
    const [server] = servers;
    const res = await server!.request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.text).toBe(openApiJson());
    const gzip = await fetch(`${server!.baseUrl}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.json()).toEqual(document);
  });
});
