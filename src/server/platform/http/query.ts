import type { z } from 'zod';
import { BadRequestError } from './errors';

/**
 * Query strings as Fastify parses them: a parameter sent twice (`?appId=a&appId=b`)
 * arrives as an array. A schema that declares one value then fails in ways
 * that name nothing useful (or, read without a schema, the array reaches code
 * that expects a string). The rule here, for every route that reads a query:
 * a parameter declared as a single value and sent more than once is a 400
 * naming it. Parameters declared as arrays may repeat; undeclared ones are
 * ignored, as the schema strips them.
 */

export function repeatedQueryParameterMessage(name: string): string {
  return `O parâmetro "${name}" foi enviado mais de uma vez.`;
}

/** The schema of a value, without the wrappers that do not change what it holds (optional, default, pipe...). */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = current.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    const inner = def.type === 'pipe' ? def.in : def.innerType;
    if (!inner) return current;
    current = inner;
  }
  return current;
}

/** Whether the schema takes a list of values (an array, or a union with an array among its options). */
function acceptsMany(schema: z.ZodType): boolean {
  const inner = unwrap(schema);
  if (inner.def.type === 'array') return true;
  if (inner.def.type === 'union') return (inner.def as unknown as { options: z.ZodType[] }).options.some(acceptsMany);
  return false;
}

/** The declared parameters of a query schema (a z.object, possibly wrapped), or null if it declares none by name. */
function declaredParameters(schema: z.ZodType): Record<string, z.ZodType> | null {
  const object = unwrap(schema);
  return object.def.type === 'object' ? (object as z.ZodObject).shape : null;
}

/** The first parameter that arrived more than once although the schema declares a single value; null if none. */
export function repeatedSingleValueParameter(schema: z.ZodType, query: unknown): string | null {
  if (query === null || typeof query !== 'object') return null;
  const declared = declaredParameters(schema);
  if (!declared) return null;
  for (const [name, value] of Object.entries(query)) {
    const parameter = Object.hasOwn(declared, name) ? declared[name] : undefined;
    if (Array.isArray(value) && parameter && !acceptsMany(parameter)) return name;
  }
  return null;
}

/** Throws the 400 of a repeated single-value parameter. */
export function rejectRepeatedParameters(schema: z.ZodType, query: unknown): void {
  const repeated = repeatedSingleValueParameter(schema, query);
  if (repeated !== null) throw new BadRequestError(repeatedQueryParameterMessage(repeated));
}

/**
 * The query of a route registered outside the contract router (files, the
 * sandbox's token endpoint), read with the same rule as contract routes: a
 * repeated single-value parameter, or a value the schema refuses, is a 400
 * with the first Portuguese message.
 */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  rejectRepeatedParameters(schema, query);
  const parsed = schema.safeParse(query ?? {});
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Parâmetros inválidos.');
  return parsed.data;
}
