import { z } from 'zod';

/**
 * One contract per endpoint: declared once here, used by the server to validate
 * and serialise, and by the web client to type its calls.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** none: public; required: bearer token needed; optional: public, but richer for the owner. */
export type AuthMode = 'none' | 'required' | 'optional';

export interface ApiContract {
  method: HttpMethod;
  /** Relative to /api, Fastify style: /quiz/share/:attemptId */
  path: string;
  auth: AuthMode;
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The `data` member of a success answer. */
  data: z.ZodType;
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

/** The success envelope every endpoint answers with. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** The error envelope: `message` is always fit to show a user. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Answers that carry no data use this. */
export const emptyDataSchema = z.object({});
