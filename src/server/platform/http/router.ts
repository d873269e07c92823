import { clientKey } from '../security/client-key';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { successEnvelope, type ApiContract, type AuthMode, type CachePolicy, type ContractData } from '../../../shared/contracts/contract';
import type { z } from 'zod';
import { isApiUrl } from './api-url';
import type { AuthContext, Authenticate } from './auth-context';
import { REQUEST_ID_HEADER } from './error-handler';
import { BadRequestError, ForbiddenError, INVALID_SESSION_MESSAGE, NotFoundError, UnauthorizedError } from './errors';
import { CURRICULUM_MESSAGES } from '../../../shared/curriculum/rules';
import { TEMPORARY_SESSION_MESSAGE } from '../../../shared/domain/password';
import { rejectRepeatedParameters } from './query';
import { responseSerializerCompiler } from './response-serializer';
import { compressToKeep, preferredEncoding, type ContentEncoding } from './content-encoding';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<C extends ApiContract> {
  body: Out<C['body']>;
  params: Out<C['params']>;
  query: Out<C['query']>;
  /** The caller: always there when the contract needs one; null for 'none', and for an anonymous 'optional-user' call. */
  auth: C['auth'] extends 'none' | 'optional-user' ? AuthContext | null : AuthContext;
  ip: string;
  /** The client a rate-limit budget is counted for: the IP address, an IPv6 one by its /64 (security/client-key.ts). */
  client: string;
  /** Lower-cased header names. */
  header: (name: string) => string | undefined;
}

export interface RouteOutput<C extends ApiContract> {
  data: ContractData<C>;
  message?: string;
  status?: number;
  headers?: Record<string, string>;
  /**
   * Names the answer exactly: the same key always means the same data (a
   * question-set version, an attempt as last updated). The router then keeps
   * the serialised answer in memory, sends it with a strong ETag, and answers
   * 304 to an If-None-Match that names it.
   */
  cacheKey?: string;
}

/** Serialised answers kept per route, most recently used last; the oldest goes when full. */
const SERIALISED_ANSWERS_KEPT = 500;

interface SerialisedAnswer {
  /** Encoded once too: a string would be encoded to UTF-8 again on every send. */
  body: Buffer;
  etag: string;
  /** The body compressed, each encoding made when first asked for, then kept with the answer. */
  compressed: Partial<Record<ContentEncoding, Buffer>>;
}

/** Kept answers from this size are sent compressed to a client that accepts it (below it, compression gains little). */
const COMPRESS_FROM_BYTES = 1024;

/** The ETag of a kept answer's compressed body: each representation has its own (RFC 9110 8.8.3). */
const encodedEtag = (etag: string, encoding: ContentEncoding) => `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;

/** Whether an If-None-Match header names the ETag (a list, or *). */
/** If-None-Match compares weakly (RFC 9110 13.1.2): any encoding of the answer the client holds matches. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return (
    ifNoneMatch.trim() === '*' ||
    ifNoneMatch.split(',').some(
      (tag) =>
        tag
          .trim()
          .replace(/^W\//, '')
          .replace(/-(br|gz)"$/, '"') === etag,
    )
  );
}

/** Async when it does I/O; a handler that only reads memory may answer at once. */
export type RouteHandler<C extends ApiContract> = (input: RouteInput<C>) => RouteOutput<C> | Promise<RouteOutput<C>>;

/** The access modes that need a caller. */
export type CallerMode = Exclude<AuthMode, 'none' | 'optional-user'>;

export interface Router {
  route<C extends ApiContract>(contract: C, handler: RouteHandler<C>): void;
  /** For answers that are not JSON envelopes (files, HTML). */
  fastify: FastifyInstance;
  /**
   * The access check of contract routes (see AuthMode), for routes registered
   * on `fastify` directly (files): 401 without a valid token; 'curriculum' also
   * 403 without canAccessCurriculum; 'staff' and 'admin' 404 for anyone else.
   */
  authenticate(request: FastifyRequest, mode?: CallerMode): Promise<AuthContext>;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export const INVALID_CHARACTER_MESSAGE = 'O texto enviado contém um caractere inválido.';

/**
 * True when some string (or key) in the value holds a NUL character. PostgreSQL
 * cannot store NUL in text (the insert fails), and no real input contains one.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
function containsNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

function rejectNulCharacters(request: FastifyRequest): void {
  if ([request.body, request.query, request.params].some(containsNulCharacter)) throw new BadRequestError(INVALID_CHARACTER_MESSAGE);
}

/** The Cache-Control header of a policy. */
export function cacheControlHeader(policy: CachePolicy = 'no-store'): string {
  return policy === 'no-store' ? 'no-store' : `${policy.scope}, max-age=${policy.maxAgeSeconds}`;
}

/**
 * Registers contract-described routes under /api. The contract's schemas
 * validate the input and serialise the answer, so unlisted fields never leave.
 */
export function createRouter(app: FastifyInstance, authenticate: Authenticate): Router {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  /** The caller of each request in flight, resolved by the route's onRequest hook. */
  const resolved = new WeakMap<FastifyRequest, AuthContext | null>();

  /** The one access check (AuthMode): the caller the route gets, or the refusal. */
  async function resolveAuth(request: FastifyRequest, mode: AuthMode, temporarySession = false): Promise<AuthContext | null> {
    if (mode === 'none') return null;
    const token = bearerToken(request);
    const found = token ? await authenticate(token) : null;
    // A session opened with a temporary password proves nothing beyond the few calls that lead to a new password.
    const limited = found?.temporaryPasswordId != null && !temporarySession;
    const auth = limited ? null : found;
    switch (mode) {
      case 'optional-user':
        return auth;
      case 'staff':
      case 'admin':
      case 'skip-to-result': {
        // Refused the way an unknown path is, so the call reveals nothing of itself: not even that a login would help.
        const allowed = mode === 'admin' ? auth?.role === 'ADMIN' : mode === 'staff' ? auth?.isStaff : auth?.canSkipToResult;
        if (!auth || !allowed) throw new NotFoundError();
        return auth;
      }
      case 'user':
      case 'curriculum':
        if (!token) throw new UnauthorizedError();
        if (!found) throw new UnauthorizedError(INVALID_SESSION_MESSAGE);
        if (limited) throw new ForbiddenError(TEMPORARY_SESSION_MESSAGE);
        if (mode === 'curriculum' && !found.canAccessCurriculum) throw new ForbiddenError(CURRICULUM_MESSAGES.noAccess);
        return found;
    }
  }

  // Every /api answer is 'no-store' unless a route said otherwise (a contract's cache policy, on success only):
  // errors, 404s and file routes included, so nothing personal is ever kept by a browser or a proxy by default.
  // Every /api answer names its request (x-request-id; an error's body also has it as requestId).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiUrl(request.url)) {
      if (reply.statusCode >= 400 || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      reply.header(REQUEST_ID_HEADER, request.id);
    }
    done(null, payload);
  });

  return {
    fastify: app,
    authenticate: async (request, mode = 'user') => (await resolveAuth(request, mode))!,
    route(contract, handler) {
      const envelope = successEnvelope(contract.data);
      const url = `/api${contract.path}`;
      const serialise = responseSerializerCompiler({ schema: envelope, method: contract.method, url, httpStatus: '200' });
      const serialised = new Map<string, SerialisedAnswer>();
      /** The answer for a cache key, serialised once (the contract's schema, as Fastify would) and kept. */
      const serialisedAnswer = (key: string, envelopeValue: unknown): SerialisedAnswer => {
        let answer = serialised.get(key);
        if (answer) {
          serialised.delete(key);
        } else {
          const body = Buffer.from(serialise(envelopeValue), 'utf8');
          answer = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, compressed: {} };
          if (serialised.size >= SERIALISED_ANSWERS_KEPT) serialised.delete(serialised.keys().next().value!);
        }
        serialised.set(key, answer);
        return answer;
      };
      typed.route({
        method: contract.method,
        url,
        ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
        schema: {
          ...(contract.body ? { body: contract.body } : {}),
          ...(contract.params ? { params: contract.params } : {}),
          ...(contract.query ? { querystring: contract.query } : {}),
          response: { 200: envelope, 201: envelope, 503: envelope },
        },
        // Who calls is settled before the body is even read: an anonymous or unpaid caller gets its 401/403
        // without making the server parse (up to bodyLimit) or validate anything. (No hook where nobody is asked.)
        ...(contract.auth === 'none'
          ? {}
          : {
              onRequest: async (request: FastifyRequest) => {
                resolved.set(request, await resolveAuth(request, contract.auth, contract.temporarySession === true));
              },
            }),
        // Bad input that the schemas cannot name well: a repeated single-value parameter, a NUL character.
        // (No hook on a route that takes no input.)
        ...(contract.body || contract.query || contract.params
          ? {
              preValidation: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
                try {
                  if (contract.query) rejectRepeatedParameters(contract.query, request.query);
                  rejectNulCharacters(request);
                  done();
                } catch (error) {
                  done(error as Error);
                }
              },
            }
          : {}),
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const auth = resolved.get(request) ?? null;
          const result = await handler({
            body: request.body as never,
            params: request.params as never,
            query: request.query as never,
            auth: auth as never,
            ip: request.ip,
            client: clientKey(request.ip),
            header: (name) => {
              const value = request.headers[name.toLowerCase()];
              return Array.isArray(value) ? value[0] : value;
            },
          });
          reply.header('cache-control', cacheControlHeader(contract.cache));
          if (result.headers) reply.headers(result.headers);
          const status = result.status ?? 200;
          const answer = { success: true as const, ...(result.message ? { message: result.message } : {}), data: result.data };
          if (result.cacheKey === undefined || status !== 200) return reply.code(status).send(answer);
          const kept = serialisedAnswer(`${result.message ?? ''}\u0000${result.cacheKey}`, answer);
          const compressible = kept.body.length >= COMPRESS_FROM_BYTES;
          const encoding = compressible ? preferredEncoding(request.headers['accept-encoding']) : null;
          if (compressible) reply.header('vary', 'accept-encoding');
          reply.header('etag', encoding ? encodedEtag(kept.etag, encoding) : kept.etag);
          if (matchesEtag(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
          reply.code(200).type('application/json; charset=utf-8');
          // The bytes are sent as they are: the serialisation (with the contract's schema) and the compression were done once.
          if (!encoding) return reply.send(kept.body);
          return reply.header('content-encoding', encoding).send((kept.compressed[encoding] ??= compressToKeep(kept.body, encoding)));
        },
      });
    },
  };
}
