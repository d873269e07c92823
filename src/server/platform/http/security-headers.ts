import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiUrl } from './api-url';

/**
 * The bearer token lives in localStorage (spec §3), so the CSP allows no inline
 * or third-party script at all. Inline *styles* stay allowed: Radix's scroll
 * lock injects a <style> element, and styles cannot read storage.
 */
function helmetOptions(extraConnectSrc: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extraConnectSrc],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent only over HTTPS (below): over plain HTTP browsers ignore it anyway.
    hsts: false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers for our options, worked out once. They are the same on
 * every answer, but helmet rebuilds them per request (its directives may be
 * functions of the request; ours are not): that was an eighth of the server's
 * time on a small route.
 */
export function securityHeaders(extraConnectSrc: string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  // Helmet checks its options when built (it throws on a bad one) and then only sets headers.
  helmet(helmetOptions(extraConnectSrc))({} as never, response as never, () => undefined);
  return headers;
}

/**
 * The headers of an API answer (JSON, or a PDF the app downloads with fetch):
 * it is never a document the browser renders, so the page's policy (scripts,
 * styles, fonts, the window's isolation) means nothing there. It is never
 * framed, sniffed or read by another site. Half the bytes of the page set, on
 * each of the hundred answers of a test over mobile data.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const HSTS = 'max-age=31536000; includeSubDomains';

export function installSecurityHeaders(app: FastifyInstance, extraConnectSrc: string[] = []): void {
  const headers = securityHeaders(extraConnectSrc);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiUrl(request.url) ? API_SECURITY_HEADERS : headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
