import type { ApiContract, ContractBody, ContractData, ContractParams, ContractQuery } from '../../shared/contracts/contract';
import { contractPath, type PathValues } from '../../shared/contracts/contract-path';
import { API_MAX_ATTEMPTS, API_RETRY_BASE_DELAY_MS, API_TIMEOUT_MS } from '../config/timings';
import { readToken } from './auth-storage';

/** Client-side messages of spec §8, used when the server sent none. */
export const STATUS_MESSAGES = {
  401: 'Authentication error',
  403: 'Access denied',
  quizCompleted: 'Quiz already completed',
  400: 'Validation failed',
  422: 'Validation failed',
  404: 'Resource not found',
  408: 'Request timeout',
  server: 'Server error occurred',
  other: 'An unexpected error occurred',
  noResponse: 'Failed to connect to server',
  aborted: 'Request timeout exceeded',
} as const;

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-answer';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | null,
    /** The server's own message, already fit for the user (Portuguese). */
    readonly serverMessage: string | null,
    readonly data?: Record<string, unknown>,
    readonly fieldErrors: ReadonlyArray<{ field: string; message: string }> = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function messageForStatus(status: number, data?: Record<string, unknown>): string {
  if (status === 403) return data?.canTake === false ? STATUS_MESSAGES.quizCompleted : STATUS_MESSAGES[403];
  if (status === 401 || status === 400 || status === 422 || status === 404 || status === 408) return STATUS_MESSAGES[status];
  if (status >= 500) return STATUS_MESSAGES.server;
  return STATUS_MESSAGES.other;
}

/** What a screen shows: the server's message when there is one, else the screen's own Portuguese fallback. */
export function userMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** The largest body sent with `keepalive` (browsers allow 64 KiB in flight; a little is left for the headers). */
export const KEEPALIVE_MAX_BYTES = 60_000;

export interface CallOptions<C extends ApiContract> {
  body?: ContractBody<C>;
  params?: ContractParams<C>;
  query?: ContractQuery<C>;
  headers?: Record<string, string>;
  /** Lets the request outlive the page (a save sent while the tab is being closed). */
  keepalive?: boolean;
  /** Used by tests of this module; the app keeps the spec's values. */
  timeoutMs?: number;
  retryBaseDelayMs?: number;
}

export interface CallResult<C extends ApiContract> {
  data: ContractData<C>;
  message?: string;
}

/** Path parameters and query strings are flat: strings, numbers and booleans. */
type UrlValues = PathValues;

function buildUrl(contract: ApiContract, params: UrlValues, query: UrlValues): string {
  const path = contractPath(contract, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls one contract: base /api, bearer header when logged in, 30 s timeout,
 * up to 3 attempts (1 s × attempt between them) for network errors, timeouts
 * and 5xx; never retries a 4xx. The answer is parsed with the contract.
 */
export async function callApi<C extends ApiContract>(contract: C, options: CallOptions<C> = {}): Promise<CallResult<C>> {
  const url = buildUrl(contract, options.params as UrlValues, options.query as UrlValues);
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const baseDelay = options.retryBaseDelayMs ?? API_RETRY_BASE_DELAY_MS;
  let lastError: ApiError | null = null;

  for (let attempt = 1; attempt <= API_MAX_ATTEMPTS; attempt++) {
    if (attempt > 1) await sleep(baseDelay * (attempt - 1));
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const token = readToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      // Browsers refuse a keepalive request whose body passes 64 KiB: a larger one is sent as a normal request.
      const keepalive = options.keepalive === true && new TextEncoder().encode(body ?? '').length <= KEEPALIVE_MAX_BYTES;
      response = await fetch(url, { method: contract.method, headers, body, signal: controller.signal, ...(keepalive ? { keepalive: true } : {}) });
    } catch {
      clearTimeout(timer);
      lastError = controller.signal.aborted
        ? new ApiError(STATUS_MESSAGES.aborted, 'timeout', null, null)
        : new ApiError(STATUS_MESSAGES.noResponse, 'network', null, null);
      continue;
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = null;
    } finally {
      clearTimeout(timer);
    }

    if (!response.ok) {
      // Loaded here: the contract module (zod) comes with the caller's own contract, never with this client.
      const { receivedErrorEnvelopeSchema } = await import('../../shared/contracts/contract');
      const envelope = receivedErrorEnvelopeSchema.safeParse(json);
      const data = envelope.success ? envelope.data.data : undefined;
      const error = new ApiError(
        messageForStatus(response.status, data),
        'http',
        response.status,
        envelope.success ? envelope.data.message : null,
        data,
        envelope.success ? (envelope.data.errors ?? []) : [],
      );
      if (response.status < 500) throw error;
      lastError = error;
      continue;
    }

    const parsed = (json as { data?: unknown; message?: unknown } | null) ?? {};
    const data = contract.data.safeParse(parsed.data);
    if (!data.success) throw new ApiError(STATUS_MESSAGES.other, 'invalid-answer', response.status, null);
    return {
      data: data.data as ContractData<C>,
      ...(typeof parsed.message === 'string' ? { message: parsed.message } : {}),
    };
  }
  throw lastError ?? new ApiError(STATUS_MESSAGES.other, 'network', null, null);
}
