import { z } from 'zod';
import {
  errorCodeForStatus,
  errorEnvelopeSchema,
  successEnvelope,
  type ApiContract,
  type CachePolicy,
  type HttpMethod,
} from '../../../shared/contracts/contract';
import {
  API_CONTRACTS,
  CREATED_OPERATIONS,
  DEGRADED_OPERATIONS,
  FILE_ROUTES,
  NO_SCREEN_OPERATIONS,
  RATE_LIMITED_OPERATIONS,
  fileRouteUrl,
  openApiRoute,
  type FileRoute,
  type FileRouteAuth,
} from '../../../shared/contracts/registry';
import { compressToKeep, preferredEncoding, type ContentEncoding } from './content-encoding';
import { genericErrorMessage, REQUEST_ID_HEADER } from './error-handler';
import { cacheControlHeader, type Router } from './router';

/**
 * The API as an OpenAPI 3.1 document, generated from the registry of
 * contracts and described routes (shared/contracts/registry.ts) with zod's own
 * JSON Schema conversion: requests as their input (what a client sends),
 * answers as their output. `npm run openapi` writes it to docs/openapi.json;
 * GET /api/openapi.json serves it.
 */

type Json = Record<string, unknown>;

/** A Zod schema in JSON Schema 2020-12 (the dialect of OpenAPI 3.1), without its `$schema`. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
  return rest;
}

/** `/quiz/share/:attemptId` → `/api/quiz/share/{attemptId}`. */
const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

/** Path or query parameters from an object schema (its input: what the client sends). */
function parameters(schema: z.ZodType | undefined, place: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries((json.properties as Record<string, Json> | undefined) ?? {}).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}

const BEARER = [{ bearer: [] }];
/** The security requirement of an access mode (an empty object: the call may be anonymous). */
function security(auth: FileRouteAuth): Json[] {
  switch (auth) {
    case 'none':
      return [];
    case 'optional-user':
      return [{}, ...BEARER];
    case 'webhook-secret':
      return [{ webhookSecret: [] }, { webhookBasic: [] }];
    case 'public-key':
      return [{ sandboxPublicKey: [] }];
    default:
      return BEARER;
  }
}

const ACCESS_TEXT: Record<FileRouteAuth, string> = {
  none: 'Anyone may call it.',
  'optional-user': 'Anyone may call it; a valid bearer token names the caller.',
  user: 'Needs a signed-in user (401 without a valid token).',
  curriculum: 'Needs a signed-in user with access to the resume builder (401, then 403).',
  staff: 'Needs staff rights; anyone else gets 404, as for a path that does not exist.',
  admin: 'Needs the admin role; anyone else gets 404, as for a path that does not exist.',
  'skip-to-result': 'Needs staff rights or a confirmed staff-domain address; anyone else gets 404, as for a path that does not exist.',
  'webhook-secret': 'Called by Pagar.me with the webhook secret (`?secret=` or the HTTP Basic password).',
  'public-key': "Called by the payment form with the sandbox's public key as `?appId=`.",
};

/** The error statuses an access mode may answer. */
function accessErrors(auth: FileRouteAuth, temporarySession: boolean): number[] {
  switch (auth) {
    case 'user':
      // 403: a session opened with a temporary password, on a call it may not make yet.
      return temporarySession ? [401] : [401, 403];
    case 'curriculum':
      return [401, 403];
    case 'staff':
    case 'admin':
    case 'skip-to-result':
      return [404];
    case 'webhook-secret':
      return [401];
    default:
      return [];
  }
}

/** The error answers of a contract: by its input, its access mode, its limits. */
function contractErrors(name: string, contract: ApiContract): number[] {
  const statuses = new Set<number>(accessErrors(contract.auth, contract.temporarySession === true));
  if (contract.body || contract.params || contract.query) statuses.add(400);
  // An id in the path names something that may not exist, or not be the caller's.
  if (contract.params) statuses.add(404);
  // Every body has a limit: the app's 256 KiB, or the contract's own.
  if (contract.body) statuses.add(413);
  if (RATE_LIMITED_OPERATIONS.has(name)) statuses.add(429);
  statuses.add(500);
  return [...statuses].sort();
}

const errorResponseName = (status: number) => `Error${status}`;
const errorResponses = (statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [String(status), { $ref: `#/components/responses/${errorResponseName(status)}` }]));

const cacheText = (cache: CachePolicy | 'private, no-store' | undefined) =>
  cache === undefined || cache === 'no-store' || cache === 'private, no-store'
    ? 'Never cached (`Cache-Control: no-store`).'
    : `Cached: \`Cache-Control: ${cache.scope}, max-age=${cache.maxAgeSeconds}\`.`;

const NO_SCREEN_TEXT = 'Declared by the spec; no screen of the web app calls it yet.';

function describe(name: string, auth: FileRouteAuth, cache: CachePolicy | 'private, no-store' | undefined, summary?: string): Json {
  const noScreen = NO_SCREEN_OPERATIONS.has(name);
  return {
    operationId: name,
    ...(summary ? { summary } : {}),
    description: [ACCESS_TEXT[auth], cacheText(cache), ...(noScreen ? [NO_SCREEN_TEXT] : [])].join(' '),
    security: security(auth),
    ...(noScreen ? { 'x-rumo-no-screen': true } : {}),
    'x-rumo-auth': auth,
  };
}

/** An operation's tag: the first segment of its path (`/quiz/share/:attemptId` → quiz; `/openapi.json` → openapi). */
const tagOf = (path: string) => (path.split('/')[1] ?? 'api').replace(/\..*$/, '');

function contractOperation(name: string, contract: ApiContract): Json {
  const success = { description: 'Success.', content: { 'application/json': { schema: jsonSchema(successEnvelope(contract.data), 'output') } } };
  const successStatus = CREATED_OPERATIONS.has(name) ? '201' : '200';
  return {
    ...describe(name, contract.auth, contract.cache),
    tags: [tagOf(contract.path)],
    parameters: [...parameters(contract.params, 'path'), ...parameters(contract.query, 'query')],
    ...(contract.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(contract.body, 'input') } } } } : {}),
    responses: {
      [successStatus]: success,
      ...(DEGRADED_OPERATIONS.has(name) ? { 503: { ...success, description: 'Degraded: the same data, with a failing part.' } } : {}),
      ...errorResponses(contractErrors(name, contract)),
    },
    ...(contract.bodyLimit ? { 'x-rumo-body-limit': contract.bodyLimit } : {}),
  };
}

function fileRouteOperation(route: FileRoute): Json {
  const statuses = new Set([...accessErrors(route.auth, false), ...route.errors]);
  // A route's own answer for a status (the gateway's shapes) replaces the envelope's.
  for (const status of Object.keys(route.answers)) statuses.delete(Number(status));
  if (route.auth !== 'none') statuses.add(500);
  const body = route.body;
  return {
    ...describe(route.operationId, route.auth, route.cache, route.summary),
    tags: [tagOf(route.path)],
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json':
                body instanceof z.ZodType ? { schema: jsonSchema(body, 'input') } : { schema: { type: 'object', description: body.description } },
            },
          },
        }
      : {}),
    responses: {
      ...Object.fromEntries(
        Object.entries(route.answers).map(([status, answer]) => [
          status,
          { description: answer.description, content: { [answer.contentType]: answer.schema ? { schema: jsonSchema(answer.schema, 'output') } : {} } },
        ]),
      ),
      ...errorResponses([...statuses].sort()),
    },
  };
}

const REQUEST_ID_EXAMPLE = '4f9c2b9e-6a55-4c1e-9d8a-0d6f3c8b2a71';

function errorResponseComponent(status: number): Json {
  return {
    description: `${errorCodeForStatus(status)}: the error envelope.`,
    headers: {
      [REQUEST_ID_HEADER]: { $ref: '#/components/headers/RequestId' },
      ...(status === 429 ? { 'retry-after': { description: 'Seconds until the limit allows another call.', schema: { type: 'integer' } } } : {}),
    },
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ErrorEnvelope' },
        example: { success: false, code: errorCodeForStatus(status), message: genericErrorMessage(status), requestId: REQUEST_ID_EXAMPLE },
      },
    },
  };
}

/** A schema repeated at least this long (serialised) is kept once in components.schemas. */
const SHARED_SCHEMA_MIN_CHARS = 300;

/** What a part is named after: its property, else (a schema's own keywords, a status) its parent's name. */
function childName(parent: string, key: string): string {
  if (/^(properties|items|anyOf|oneOf|allOf|additionalProperties|prefixItems|schema|content|application\/json|\d+)$/.test(key)) return parent;
  if (key === 'requestBody') return `${parent}Body`;
  if (key === 'responses') return `${parent}Answer`;
  if (key === 'data') return `${parent}Data`;
  return key;
}

const pascal = (name: string) => name.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, _sep: string, c: string) => c.toUpperCase()) || 'Schema';

/**
 * Keeps each sizeable schema that appears more than once (a result's
 * profile, a resume item) once, under components.schemas, named after the
 * property it first appears as, and points every copy at it.
 */
function shareRepeatedSchemas(paths: Json, schemas: Record<string, Json>): void {
  const text = new Map<object, string>();
  const count = new Map<string, number>();
  const firstName = new Map<string, string>();
  const measure = (value: unknown, parentName: string): string => {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    const operationId = (value as Json).operationId;
    const name = typeof operationId === 'string' ? operationId : parentName;
    const serialised = Array.isArray(value)
      ? `[${value.map((item) => measure(item, name)).join(',')}]`
      : `{${Object.entries(value)
          .map(([key, inner]) => `${JSON.stringify(key)}:${measure(inner, childName(name, key))}`)
          .join(',')}}`;
    if (!Array.isArray(value)) {
      text.set(value, serialised);
      count.set(serialised, (count.get(serialised) ?? 0) + 1);
      if (!firstName.has(serialised)) firstName.set(serialised, name);
    }
    return serialised;
  };
  measure(paths, 'api');
  const names = new Map<string, string>();
  const nameFor = (serialised: string) => {
    let name = names.get(serialised);
    if (!name) {
      const base = pascal(firstName.get(serialised)!);
      name = base;
      for (let n = 2; name in schemas || [...names.values()].includes(name); n++) name = `${base}${n}`;
      names.set(serialised, name);
      schemas[name] = {};
      schemas[name] = replace(JSON.parse(serialised) as Json, true) as Json;
    }
    return name;
  };
  const isSchemaPlace = (key: string) => key !== 'example' && key !== 'parameters';
  const replace = (value: unknown, isRoot = false): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map((item) => replace(item));
    const serialised = text.get(value) ?? JSON.stringify(value);
    if (!isRoot && serialised.length >= SHARED_SCHEMA_MIN_CHARS && (count.get(serialised) ?? 0) > 1 && 'type' in value) {
      return { $ref: `#/components/schemas/${nameFor(serialised)}` };
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, isSchemaPlace(key) ? replace(inner) : inner]));
  };
  Object.assign(paths, replace(paths));
  const generated = new Set(names.values());
  // A part found only inside copies of a larger shared schema is used once after all: put it back in place.
  const refCount = new Map<string, number>();
  const countRefs = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    const ref = (value as Json).$ref;
    if (typeof ref === 'string') refCount.set(ref, (refCount.get(ref) ?? 0) + 1);
    for (const inner of Object.values(value)) countRefs(inner);
  };
  countRefs(paths);
  countRefs(schemas);
  const inline = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map(inline);
    const ref = (value as Json).$ref;
    if (typeof ref === 'string' && refCount.get(ref) === 1) {
      const name = ref.slice('#/components/schemas/'.length);
      const target = schemas[name];
      if (target && generated.has(name)) {
        delete schemas[name];
        return inline(target);
      }
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inline(inner)]));
  };
  Object.assign(paths, inline(paths));
  for (const name of Object.keys(schemas)) if (schemas[name]) schemas[name] = inline(schemas[name]) as Json;
}

const METHOD_KEY: Record<HttpMethod, string> = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' };

/** The whole document. Deterministic: the same registry always gives the same JSON. */
export function buildOpenApiDocument(): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const add = (path: string, method: HttpMethod, operation: Json) => {
    const item = (paths[openApiPath(path)] ??= {});
    if (item[METHOD_KEY[method]]) throw new Error(`Two operations for ${method} ${path}`);
    item[METHOD_KEY[method]] = operation;
  };
  for (const [name, contract] of API_CONTRACTS) add(contract.path, contract.method, contractOperation(name, contract));
  for (const route of FILE_ROUTES) add(route.path, route.method, fileRouteOperation(route));

  const usedStatuses = new Set<number>();
  for (const item of Object.values(paths))
    for (const operation of Object.values(item))
      for (const [status, answer] of Object.entries(operation.responses as Record<string, Json>)) if ('$ref' in answer) usedStatuses.add(Number(status));

  const methodOrder = Object.values(METHOD_KEY);
  const sortedPaths = Object.fromEntries(
    Object.entries(paths)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([url, item]) => [url, Object.fromEntries(Object.entries(item).sort(([a], [b]) => methodOrder.indexOf(a) - methodOrder.indexOf(b)))]),
  );
  const schemas: Record<string, Json> = { ErrorEnvelope: jsonSchema(errorEnvelopeSchema, 'output') };
  shareRepeatedSchemas(sortedPaths, schemas);
  return {
    openapi: '3.1.1',
    info: {
      title: 'Rumo API',
      version: '1',
      description:
        'Generated from src/shared/contracts (registry.ts) by `npm run openapi`; do not edit. Every success answer is `{ success: true, message?, data }` unless a route says otherwise; every error answer is the ErrorEnvelope, its `message` in Portuguese and fit to show a user, its `code` stable for programs.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set([...API_CONTRACTS.values(), ...FILE_ROUTES].map((operation) => tagOf(operation.path)))].sort().map((name) => ({ name })),
    paths: sortedPaths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The session token from /api/auth/login or /api/auth/register.' },
        webhookSecret: { type: 'apiKey', in: 'query', name: 'secret', description: 'The webhook secret (PAGARME_WEBHOOK_SECRET).' },
        webhookBasic: { type: 'http', scheme: 'basic', description: 'The webhook secret as the HTTP Basic password.' },
        sandboxPublicKey: { type: 'apiKey', in: 'query', name: 'appId', description: "The sandbox gateway's public key." },
      },
      headers: { RequestId: { description: "The request's id, as in the server's log (also an error's `requestId`).", schema: { type: 'string' } } },
      schemas,
      responses: Object.fromEntries([...usedStatuses].sort().map((status) => [errorResponseName(status), errorResponseComponent(status)])),
    },
  };
}

/** The document as it is committed and served: two-space JSON and a final newline. */
export function openApiJson(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

/** GET /api/openapi.json: the document, built on the first call and kept (with its compressed copies). */
export function registerOpenApiRoute(router: Router): void {
  let body: Buffer | undefined;
  const compressed: Partial<Record<ContentEncoding, Buffer>> = {};
  router.fastify.route({
    method: openApiRoute.method,
    url: fileRouteUrl(openApiRoute),
    handler: (request, reply) => {
      body ??= Buffer.from(openApiJson(), 'utf8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply.header('cache-control', cacheControlHeader(openApiRoute.cache)).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
      if (!encoding) return reply.send(body);
      return reply.header('content-encoding', encoding).send((compressed[encoding] ??= compressToKeep(body, encoding)));
    },
  });
}
