import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  successEnvelope,
  type ApiContract,
  type ContractData,
} from '../../../shared/contracts/contract';
import type { z } from 'zod';
import type { AuthContext, Authenticate } from './auth-context';
import { BadRequestError, UnauthorizedError } from './errors';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<C extends ApiContract> {
  body: Out<C['body']>;
  params: Out<C['params']>;
  query: Out<C['query']>;
  auth: C['auth'] extends 'required' ? AuthContext : AuthContext | null;
  ip: string;
  /** Lower-cased header names. */
  header(name: string): string | undefined;
}

export interface RouteOutput<C extends ApiContract> {
  data: ContractData<C>;
  message?: string;
  status?: number;
  headers?: Record<string, string>;
}

export type RouteHandler<C extends ApiContract> = (input: RouteInput<C>) => Promise<RouteOutput<C>>;

export interface Router {
  route<C extends ApiContract>(contract: C, handler: RouteHandler<C>): void;
  /** For answers that are not JSON envelopes (files, HTML). */
  fastify: FastifyInstance;
  /** The bearer check of contract routes, for routes registered on `fastify` directly. */
  authenticate(request: FastifyRequest): Promise<AuthContext>;
}

export const INVALID_SESSION_MESSAGE = 'Sua sessão expirou. Faça login novamente.';

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

async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  if ([request.body, request.query, request.params].some(containsNulCharacter)) {
    throw new BadRequestError(INVALID_CHARACTER_MESSAGE);
  }
}

/**
 * Registers contract-described routes under /api. The contract's schemas
 * validate the input and serialise the answer, so unlisted fields never leave.
 */
export function createRouter(app: FastifyInstance, authenticate: Authenticate): Router {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function resolveAuth(request: FastifyRequest, mode: ApiContract['auth']): Promise<AuthContext | null> {
    if (mode === 'none') return null;
    const token = bearerToken(request);
    if (!token) {
      if (mode === 'required') throw new UnauthorizedError();
      return null;
    }
    const auth = await authenticate(token);
    if (!auth && mode === 'required') throw new UnauthorizedError(INVALID_SESSION_MESSAGE);
    return auth;
  }

  return {
    fastify: app,
    authenticate: async (request) => (await resolveAuth(request, 'required'))!,
    route(contract, handler) {
      typed.route({
        method: contract.method,
        url: `/api${contract.path}`,
        schema: {
          ...(contract.body ? { body: contract.body } : {}),
          ...(contract.params ? { params: contract.params } : {}),
          ...(contract.query ? { querystring: contract.query } : {}),
          response: { 200: successEnvelope(contract.data), 201: successEnvelope(contract.data), 503: successEnvelope(contract.data) },
        },
        preValidation: rejectNulCharacters,
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const auth = await resolveAuth(request, contract.auth);
          const result = await handler({
            body: request.body as never,
            params: request.params as never,
            query: request.query as never,
            auth: auth as never,
            ip: request.ip,
            header: (name) => {
              const value = request.headers[name.toLowerCase()];
              return Array.isArray(value) ? value[0] : value;
            },
          });
          if (result.headers) reply.headers(result.headers);
          reply.code(result.status ?? 200);
          return { success: true as const, ...(result.message ? { message: result.message } : {}), data: result.data };
        },
      });
    },
  };
}
