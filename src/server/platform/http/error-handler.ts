import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeForStatus, type ErrorEnvelope } from '../../../shared/contracts/contract';
import { API_SECURITY_HEADERS } from './security-headers';
import { AppError, GENERIC_MESSAGES, TooManyRequestsError } from './errors';

const SERVER_ERROR_MESSAGE = 'Ocorreu um erro no servidor. Tente novamente em instantes.';

/** The generic Portuguese message of an error status (the OpenAPI document's examples use them too). */
export function genericErrorMessage(status: number): string {
  return GENERIC_MESSAGES[status] ?? (status >= 500 ? SERVER_ERROR_MESSAGE : GENERIC_MESSAGES[400]);
}

/** An error answer's body: the code of its status and the request's id beside the message (and the extras). */
export function errorEnvelope(
  request: Pick<FastifyRequest, 'id'>,
  status: number,
  message: string,
  extra: Pick<ErrorEnvelope, 'errors' | 'data'> = {},
): ErrorEnvelope {
  return { success: false, code: errorCodeForStatus(status), message, requestId: request.id, ...extra };
}

/** The response header that carries the request's id (the `requestId` of an error answer) on every /api answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The one place errors become HTTP answers. A 5xx never shows internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(errorEnvelope(request, error.status, error.message, error.data ? { data: error.data } : {}));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Valor inválido',
      }));
      return reply.code(400).send(errorEnvelope(request, 400, errors[0]?.message ?? GENERIC_MESSAGES[400], { errors }));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'O corpo da requisição não é um JSON válido.'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'O corpo da requisição está vazio.'
            : (GENERIC_MESSAGES[status] ?? GENERIC_MESSAGES[400]);
      return reply.code(status).send(errorEnvelope(request, status, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorEnvelope(request, 500, SERVER_ERROR_MESSAGE));
  });
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoding in the
 * URL, an overlong path segment): same envelope and a Portuguese message, instead of Fastify's own body.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // A path segment longer than any id we issue (Fastify's maxParamLength, 100) names nothing that exists: 404, not 414.
  const status =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 404
      : typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'Endereço inválido.' : (GENERIC_MESSAGES[status] ?? GENERIC_MESSAGES[400]);
  // These answers skip the hooks that add the security headers (and the API's no-store); a JSON error needs only these.
  void reply
    .code(status)
    .headers(API_SECURITY_HEADERS)
    .header('cache-control', 'no-store')
    .header(REQUEST_ID_HEADER, request.id)
    .send(errorEnvelope(request, status, message));
}
