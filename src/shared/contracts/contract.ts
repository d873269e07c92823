import { z } from 'zod';
// Zod's Portuguese fallback messages load with the contracts, so with every piece of code that uses zod (the web's landing loads neither).
import './zod-locale';

/**
 * One contract per endpoint: declared once here, used by the server to validate
 * and serialise, and by the web client to type its calls.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a contract, checked by the server's router in one place, before the body is read:
 * - none: anyone; the caller is not even looked up.
 * - optional-user: anyone, and a valid bearer token names the caller (the public-but-richer-for-the-owner
 *   case); a missing or dead token is simply anonymous.
 * - user: a signed-in user (401 otherwise).
 * - curriculum: a signed-in user with canAccessCurriculum (spec §6; 401, then 403).
 * - staff: staff rights (role STAFF or ADMIN, granted by `npm run role` or an admin; never by an address).
 * - admin: role ADMIN.
 * - skip-to-result: the quiz's skip-to-result button (spec §7): staff rights, or an address on the staff domain
 *   that its owner confirmed while signed in to this account.
 * A refused staff, admin or skip-to-result call answers 404, exactly like a path that does not exist.
 * A session opened with a temporary password passes only contracts marked `temporarySession: true`
 * (403 on the others; anonymous for optional-user) until the password is changed.
 */
export const ACCESS_MODES = ['none', 'optional-user', 'user', 'curriculum', 'staff', 'admin', 'skip-to-result'] as const;
export type AuthMode = (typeof ACCESS_MODES)[number];

/**
 * How a success answer may be kept by browsers and shared caches. Answers that
 * carry personal data (every authenticated one, and tokens) are never stored:
 * 'no-store', the default. A public answer that is the same for everyone
 * declares how long it may be kept; `private` keeps it in the caller's browser
 * only. Error answers are never stored, whatever the contract says.
 */
export type CachePolicy = 'no-store' | { scope: 'public' | 'private'; maxAgeSeconds: number };

export interface ApiContract {
  method: HttpMethod;
  /** Relative to /api, Fastify style: /quiz/share/:attemptId */
  path: string;
  auth: AuthMode;
  /** Open to a session signed in with a temporary password, before the new password is chosen (me, change-password, logout). */
  temporarySession?: true;
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The `data` member of a success answer. */
  data: z.ZodType;
  /**
   * Largest body accepted, in bytes (the app's default is 256 KiB). Raised where
   * a field's own limit should answer first: an oversized text is then a 400
   * naming the field, not a 413.
   */
  bodyLimit?: number;
  /** Cache-Control of a success answer; 'no-store' when omitted. Every contract with auth 'none' states it. */
  cache?: CachePolicy;
}

export function defineContract<const C extends ApiContract>(contract: C): C {
  return contract;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.output<T> : Fallback;
type InputOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

export type ContractBody<C extends ApiContract> = InputOr<C['body'], undefined>;
export type ContractParams<C extends ApiContract> = InputOr<C['params'], undefined>;
export type ContractQuery<C extends ApiContract> = InputOr<C['query'], undefined>;
export type ContractData<C extends ApiContract> = InferOr<C['data'], never>;
/** The body as the server's handler gets it: parsed, with defaults and transforms applied. */
export type ContractParsedBody<C extends ApiContract> = InferOr<C['body'], undefined>;

/** The success envelope every endpoint answers with. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/**
 * The machine-readable kind of an error answer: one per HTTP status the API
 * answers with, so a client may branch on it without reading the message
 * (which is Portuguese, for people, and may be reworded).
 */
export const ERROR_CODE_BY_STATUS = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
} as const;
/** Any other 4xx (Fastify may raise one, e.g. 406 or 414). */
const OTHER_CLIENT_ERROR = 'BAD_REQUEST';
export const ERROR_CODES = [...Object.values(ERROR_CODE_BY_STATUS), OTHER_CLIENT_ERROR] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code of an error status: its own, else BAD_REQUEST for a 4xx and INTERNAL for a 5xx. */
export function errorCodeForStatus(status: number): ErrorCode {
  return (ERROR_CODE_BY_STATUS as Record<number, ErrorCode>)[status] ?? (status < 500 ? OTHER_CLIENT_ERROR : 'INTERNAL');
}

/**
 * The error envelope: `message` is always fit to show a user; `code` is for
 * programs; `requestId` names the request in the server's log (and is the
 * answer's `x-request-id` header).
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  requestId: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * What a client accepts as an error answer: the same, with `code` and
 * `requestId` allowed to be missing (an answer from a proxy or an older
 * server) and a code this build does not know yet.
 */
export const receivedErrorEnvelopeSchema = errorEnvelopeSchema.extend({ code: z.string().optional(), requestId: z.string().optional() });

/** Answers that carry no data use this. */
export const emptyDataSchema = z.object({});
