/**
 * What the app's code needs of a logger: structured fields first, then the
 * message. Fastify's pino logger fits it; services and platform pieces take
 * this, so they do not depend on Fastify.
 */
type LogMethod = (fields: Record<string, unknown>, message: string) => void;

export interface Logger {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}
