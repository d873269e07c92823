import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach the log. Pagar.me v5 signs no
 * webhook, so its URL carries our shared secret (`?secret=`); a log line is
 * read by more people, and kept longer, than the secret should be.
 */
const SECRET_PARAMETER = /^(secret|token|password|senha|key|api_key)$/i;

/**
 * Paths whose next segment is a secret: a resume's review link carries its
 * token in the path (/revisao/{token}, /api/review/{token}/…; decision 0186).
 */
const SECRET_PATH_SEGMENT = /^(\/revisao\/|\/api\/review\/)[^/?#]+/;

/** The URL as logged: secret path segments and query values replaced by [redacted]; the rest kept, since it helps to trace a request. */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATH_SEGMENT, (_match, prefix: string) => `${prefix}[redacted]`);
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = decodeURIComponentSafe(equals === -1 ? pair : pair.slice(0, equals));
      return equals !== -1 && SECRET_PARAMETER.test(name) ? `${pair.slice(0, equals)}=[redacted]` : pair;
    });
  return `${url.slice(0, queryStart)}?${params.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's request serializer, with the URL redacted. Bodies are never logged. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Fastify's request log with one line per request, when its answer is sent
 * (method, redacted URL, status, time), instead of two (received, then
 * completed): half the logging work on every request, and each line still
 * says everything. Errors are logged as Fastify logs them.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
