import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

const jsonSchemas = new WeakMap<z.ZodType, Record<string, unknown>>();

/**
 * A shared zod schema as the JSON schema of a response, so Fastify serialises that route with a
 * compiled serialiser (and never leaks a field the schema does not name). One object per zod
 * schema, made once in the process, which the serialisers below are kept by.
 */
export function responseSchema(schema: z.ZodType): Record<string, unknown> {
  let json = jsonSchemas.get(schema);
  if (!json) {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown>;
    json = rest;
    jsonSchemas.set(schema, json);
  }
  return json;
}

type Serializer = (data: unknown) => string;
const serializers = new WeakMap<object, Serializer>();

/**
 * Fastify's own serialiser compiler (fast-json-stringify), each response schema compiled once in
 * the process instead of once per app built: compiling them all was most of an app's start, paid
 * again by every test file's app (a server builds one). A serialiser depends on its schema alone
 * while no shared schema is added (`addSchema`, which the app does not use).
 */
export const responseSerializers: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    buildSerializer(externalSchemas: unknown, options: unknown) {
      const compile = SerializerSelector()(externalSchemas as never, options as never);
      const shared = Object.keys(externalSchemas ?? {}).length > 0;
      return (route: { schema?: unknown }) => {
        if (shared || typeof route.schema !== 'object' || !route.schema) return compile(route as never);
        let serializer = serializers.get(route.schema);
        if (!serializer) {
          serializer = compile(route as never) as Serializer;
          serializers.set(route.schema, serializer);
        }
        return serializer;
      };
    },
  },
};
