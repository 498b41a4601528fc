import { z } from 'zod';

/**
 * A shared zod schema as the JSON schema of a response, so Fastify serialises that route with a
 * compiled serialiser (and never leaks a field the schema does not name).
 */
export function responseSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-7' }) as Record<string, unknown>;
  return json;
}
