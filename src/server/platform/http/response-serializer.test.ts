/** responseSerializerCompiler: answers are checked and stripped by their schema, and a schema that transforms is refused up front. */
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const compile = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

describe('response serializer', () => {
  const answer = z.object({
    success: z.literal(true),
    data: z.object({ name: z.string(), items: z.array(z.object({ id: z.number() })), note: z.string().nullable().optional() }),
  });

  it('writes only what the schema names, as JSON', () => {
    const serialise = compile(answer);
    const body = serialise({ success: true, data: { name: 'Bia', items: [{ id: 1, secret: 'x' }], passwordHash: 'h', note: null } });
    expect(JSON.parse(body)).toEqual({ success: true, data: { name: 'Bia', items: [{ id: 1 }], note: null } });
  });

  it('refuses an answer its schema does not describe', () => {
    const serialise = compile(answer);
    let thrown: unknown;
    try {
      serialise({ success: true, data: { name: 3, items: [] } });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('refuses, when the route is built, a schema with a transform anywhere in it', () => {
    const trimmed = z.string().transform((value) => value.trim());
    for (const [schema, where] of [
      [z.object({ data: z.object({ name: trimmed }) }), 'answer.data.name'],
      [z.object({ data: z.array(z.object({ tags: z.array(trimmed).optional() })) }), 'answer.data[].tags[]'],
      [z.object({ data: z.union([z.null(), z.object({ when: z.string().pipe(z.coerce.date()) })]) }), 'answer.data.when'],
      [z.object({ data: z.record(z.string(), trimmed.nullable()) }), 'answer.data{}'],
    ] as const) {
      expect(() => compile(schema)).toThrow(`GET /api/test: a response schema must not transform (${where})`);
    }
  });

  it('follows a recursive schema without looping', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const serialise = compile(z.object({ data: node }));
    expect(JSON.parse(serialise({ data: { name: 'a', children: [{ name: 'b', children: [], extra: 1 }] } }))).toEqual({
      data: { name: 'a', children: [{ name: 'b', children: [] }] },
    });
  });
});
