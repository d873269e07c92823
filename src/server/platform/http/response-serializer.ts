import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Where a schema runs code of its own on a value (a transform, possibly inside a
 * pipe), or undefined. Walks objects, arrays, records, tuples, unions,
 * intersections, wrappers and lazy schemas.
 */
function transformIn(schema: z.core.$ZodType, at: string, seen = new Set<z.core.$ZodType>()): string | undefined {
  if (seen.has(schema)) return undefined;
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const walk = (child: unknown, where: string) => (child ? transformIn(child as z.core.$ZodType, where, seen) : undefined);
  switch (def.type) {
    case 'transform':
    case 'pipe':
      return at;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) {
        const found = walk(child, `${at}.${key}`);
        if (found) return found;
      }
      return walk(def.catchall, `${at}.*`);
    case 'array':
      return walk(def.element, `${at}[]`);
    case 'record':
      return walk(def.keyType, `${at}{key}`) ?? walk(def.valueType, `${at}{}`);
    case 'tuple':
      return (def.items as z.core.$ZodType[]).map((item, i) => walk(item, `${at}[${i}]`)).find(Boolean) ?? walk(def.rest, `${at}[…]`);
    case 'union':
      return (def.options as z.core.$ZodType[]).map((option) => walk(option, at)).find(Boolean);
    case 'intersection':
      return walk(def.left, at) ?? walk(def.right, at);
    case 'lazy':
      return walk((def.getter as () => z.core.$ZodType)(), at);
    default:
      // optional, nullable, default, catch, readonly, nonoptional, promise… wrap one schema; leaves have none.
      return walk(def.innerType, at);
  }
}

/**
 * Fastify's serializer for every answer (and the router's answers serialised
 * once): the contract's schema checks it and drops every field it does not name,
 * so nothing a handler holds by mistake leaves, then JSON.
 *
 * It parses with the schema where the type provider's own serializer encodes
 * (zod's `safeEncode`). For a schema with no transform both give the same
 * output, and parsing runs zod's compiled path: 0.08 µs against 0.98 µs for the
 * health answer, where encoding was a fifth of the route's time. A response
 * schema with a transform would run it forwards, so such a schema is refused when
 * its route is built.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.core.$ZodType> = ({ schema, method, url }) => {
  const transform = transformIn(schema, 'answer');
  if (transform) throw new Error(`${method} ${url}: a response schema must not transform (${transform})`);
  return (data) => {
    const result = z.safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
